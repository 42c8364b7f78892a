"""The last English a play-tester found on Polish and Japanese screens (issue 51): Animale Tattica's
and TMNT's card inspector, plain mode's phase and stat labels, the deck builder's chart, Polish
player counts and the Japanese colon on Animale Tattica's field line. English stays as it was
(the snapshots and tests/ui/test_snapshots.py say so for the screens)."""

from __future__ import annotations

import io
import random

import pytest

from tanuki_table.cards.catalogue import load_catalogue
from tanuki_table.core import i18n
from tanuki_table.core.i18n import ngettext, pgettext
from tanuki_table.games import get_game
from tests.common import speaks

AT_ENGLISH = ["Number", "Numbers", "Counts as", "Copies", "King", "Spirit card", "card", "formation", "mix",
              "Seen now", "in your hand", "played this round", "discard pile", "army", "Dog", "Twins", "Revival"]
TMNT_ENGLISH = ["POWER", "No Flip effect", "Character", "Attack", "Event", "Item", "Normal attack", "Forceful",
                "Counter", "Wind", "Fire", "Draw", "Your opponent", "Trash", "Item Zone", "when attacking"]


def _views(game_id: str, seeds=range(3)):
    """Every card's view, alone and as seats of seeded random games see it."""
    info = get_game(game_id)
    ids = [card.id for card in info.cards()]
    views = [info.card_view(c) for c in ids]
    for seed in seeds:
        state = info.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        for step in range(120):
            if state.is_over:
                break
            if step % 20 == 19:
                views += [info.card_view(c, state.observation(step % 2)) for c in ids]
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return views


def _said(view) -> str:
    return "\n".join([view.name, view.kind, *(s.text() for s in view.stats), *map(str, view.text), view.flavour])


@pytest.mark.parametrize("code", ["pl", "ja"])
def test_animale_tattica_card_views_speak_the_language(code):
    i18n.use_language(code)
    views = _views("animale_tattica")
    text = "\n".join(_said(v) for v in views)
    speaks(text, {"pl": ["Król", "Karta ducha", "Liczy się jako", "Kopie", "Widać teraz:", "Bliźnięta"],
                  "ja": ["キング", "精霊カード", "数える枚数", "いま見えている：", "双子"]}[code], AT_ENGLISH)
    assert all(v.flavour for v in views if v.id.split("-")[0] in ("dog", "cat", "penguin", "bear"))  # the formation's


@pytest.mark.parametrize("code", ["pl", "ja"])
def test_tmnt_card_views_speak_the_language(code):
    i18n.use_language(code)
    text = "\n".join(_said(v) for v in _views("tmnt", seeds=range(2)))
    speaks(text, {"pl": ["SIŁA", "Bez efektu Flip.", "Postać", "Zwykły atak:", "Potężna kontra"],
                  "ja": ["パワー", "Flip 効果なし。", "キャラクター", "通常技：", "必殺反撃技"]}[code], TMNT_ENGLISH)


def test_english_card_views_read_as_before():
    info = get_game("tmnt")
    view = info.card_view(next(c.id for c in info.cards() if c.type == "character"))
    assert view.stats[0].label == "POWER" and view.kind.startswith("Character · ")
    at = get_game("animale_tattica")
    king = at.card_view("dog-king")
    assert (king.name, king.stats[0].text(), king.stats[1].text()) == ("Dog King", "Number King", "Counts as 1 card")
    assert king.kind.startswith("Dog card · All-rounder formation · mix ")


@pytest.mark.parametrize("game_id", ["tacocat", "tmnt", "tanuki_panic", "animale_tattica", "pikmin"])
def test_phase_text_is_the_games_words(game_id):
    info = get_game(game_id)
    phase = info.new_game(players=2, seed=1).observation(0).phase
    assert info.phase_text(phase) == phase.replace("_", " ")  # English: the id, as plain mode always said
    for code in ("pl", "ja"):
        i18n.use_language(code)
        assert info.phase_text(phase) != phase.replace("_", " "), (code, phase)
    i18n.use_language("ja")
    if game_id == "tmnt":
        assert info.phase_text("event") == "イベントフェイズ"
        assert info.phase_text("attack_counter") == i18n._("Attack Phase: Counter step")


def test_plain_mode_says_the_phase_and_the_stats_in_japanese():
    from tanuki_table.cli.plain import PlainGame
    from tanuki_table.core.session import Setup

    i18n.use_language("ja")
    out = io.StringIO()
    game = PlainGame(Setup(game="tmnt", players=2, seed=3, bots={1: "easy"}), out=out, inp=io.StringIO("quit\n"))
    game.turn(game.session.state.current_player)
    text = out.getvalue()
    speaks(text, ["フェイズ：イベントフェイズ。", "(パワー 2)"], ["POWER", "event"])


def test_deck_chart_names_fields_and_values():
    from tanuki_table.ui.widgets.deck_panel import chart

    for code, wanted, english in (("pl", ["Według: rzadkość", "Pospolita"], ["rarity", "common"]),
                                  ("ja", ["レアリティ"], ["rarity", "common"])):
        i18n.use_language(code)
        records = load_catalogue([get_game("tanuki_panic")]).records
        text = chart(records[:20], "rarity", "rarity", records).plain
        speaks(text, wanted, english)
    i18n.use_language("en")
    records = load_catalogue([get_game("tmnt")]).records
    assert chart(records[:20], "attribute", "attribute", records).plain.startswith("By attribute\n")


def test_polish_player_counts_agree():
    i18n.use_language("pl")
    for n, words in ((1, "(1 gracz)"), (2, "(2 gracze)"), (4, "(4 gracze)"), (5, "(5 graczy)")):
        assert ngettext("({players} player)", "({players} players)", n).format(players=n) == words
        assert ngettext("{players} player", "{players} players", n).format(players=n) == words.strip("()")


def test_japanese_field_line_has_the_full_width_colon():
    i18n.use_language("ja")
    assert pgettext("animale tattica field", "{place}: ").format(place="テーブル1") == "テーブル1："
    assert pgettext("animale tattica discards", "{seat}: {cards}").format(seat="あなた", cards="2") == "あなた：2"
    i18n.use_language("pl")
    assert pgettext("animale tattica field", "{place}: ").format(place="Stół 1") == "Stół 1: "
