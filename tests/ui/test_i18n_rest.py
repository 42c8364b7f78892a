"""The English a play-tester still found on Polish and Japanese screens (issue 51), each on the real
screen at 120x40 and 80x24: the card inspector's places (whole messages with the seat's name, the
reader's own as "Your ..."), the games' descriptions and variants on the picker and the setup
dialog, premade deck names in the deck choosers, the Japanese footer's last key (it was cut by
the palette key), the Japanese log's "ATK 650" (it split at the space) and the first-game guide.
English stays as it was: a place says the same words `grammar.named_seats` gave."""

from __future__ import annotations

import random
import re

import pytest
from rich.console import Console
from rich.text import Text
from textual.widgets import OptionList, Select

from tanuki_table.cards.setups import deck_label
from tanuki_table.cards.words import deck_name
from tanuki_table.core import grammar, i18n
from tanuki_table.core.plugin import Place
from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.net.client import deck_named
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.guide import GuidePanel
from tanuki_table.ui.screens.game.inspector import InspectorScreen, pile_names, seat_words, visible_entries
from tanuki_table.ui.widgets.footer import FittedKey, fitted_keys, palette_fits
from tests.common import all_shown, few, fits, screen_text, speaks

SIZES = [(120, 40), (80, 24)]
GAMES = ["tacocat", "tmnt", "tanuki_panic", "animale_tattica", "pikmin"]

PLACE_ENGLISH = ["Your", "Player", "field", "slot", "Graveyard", "Trash", "Block Zone", "Item Zone", "Attack Zone",
                 "discard pile", "Discard pile", "Spirit cards", "seen", "On the table", "Named by", "attack",
                 "answer", "Played this round", "out of the game", "hand", "duel card", "You"]
"""No place in Polish or Japanese says any of these (as whole words)."""
YOURS = {"pl": ("Twoja ", "Twój ", "Twoje "), "ja": ("あなたの",)}
RIVAL = {"pl": "Bot (normalny)", "ja": "ボット（ふつう）"}


def _with_places(game_id: str, seed: int):
    """A seeded game of two simple bots, stopped where seat 1 reads a place of its own and one of
    its rival's (on the table or a pile), and a public pile holds cards."""
    from tanuki_table.bots import make_bot

    info = get_game(game_id)
    state = info.new_game(players=2, seed=seed, first_player=0)
    bots = [make_bot("simple", game_id, seed=s) for s in range(2)]
    rng = random.Random(seed)
    for _ in range(400):
        if state.is_over:
            break
        obs = state.observation(0)
        piles = info.public_piles(obs)
        places = [where for where, _card in info.table_cards(obs)] + [pile.name for pile in piles]
        mine = any(p.seat == 0 or (p.seat is None and p.mine.startswith("Your")) for p in places)
        if any(pile.cards for pile in piles) and mine and any(p.seat == 1 for p in places):
            return state
        seat = state.current_player
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))] if rng.random() < 0.3 else \
            bots[seat].choose(state.observation(seat), legal)
        state.apply(action)
    raise AssertionError(f"{game_id}: no position with places on both sides")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_place_says_in_english_what_named_seats_said(game_id):
    """English unchanged: every place of the inspector (table rows and piles), for the reader
    against a bot, for hot-seat names and for typed names, reads as `grammar.named_seats` read its
    English words; and every place is a whole message (a `Place`), none glued from pieces."""
    info = get_game(game_id)
    state = _with_places(game_id, 3)
    for seat in (0, 1):
        obs = state.observation(seat)
        places = [where for where, _card in info.table_cards(obs)] + [pile.name for pile in info.public_piles(obs)]
        assert places and all(isinstance(where, Place) for where in places), places
        for names in (["You", "Bot (normal)"], ["Bot (normal)", "You"], ["Player 1", "Player 2"], ["Ann", "Boris"]):
            for where in places:
                assert seat_words(where, names) == grammar.named_seats(str(where), names), (where, names)
        entries = visible_entries(info, obs)
        assert any(e.pile for e in entries) and all(isinstance(e.where, Place) for e in entries)


@pytest.mark.parametrize(("game_id", "code"), few([(g, c) for c in ("pl", "ja") for g in GAMES],
                                                 keep=[("tacocat", "pl"), ("tmnt", "ja"), ("tanuki_panic", "pl"),
                                                       ("animale_tattica", "ja"), ("pikmin", "pl")]))
async def test_the_inspector_names_every_place_in_the_language(game_id, code):
    i18n.use_language(code)
    info = get_game(game_id)
    state = _with_places(game_id, 3)
    obs = state.observation(0)
    names = [grammar.YOU, RIVAL[code]]
    entries = visible_entries(info, obs, state.legal_actions() if state.current_player == 0 else [])
    said = [seat_words(entry.where, names) for entry in entries]
    speaks("\n".join(said), [], PLACE_ENGLISH)
    assert any(words.startswith(YOURS[code]) for words in said), said  # the reader's own places
    theirs = {seat_words(where, names) for where, _card in info.table_cards(obs)
              if getattr(where, "seat", None) == 1} | {seat_words(pile.name, names) for pile in info.public_piles(obs)
                                                        if getattr(pile.name, "seat", None) == 1}
    assert theirs and all(RIVAL[code] in words for words in theirs), theirs  # a rival's, by its name
    empty = pile_names(info.public_piles(obs), names)
    speaks(empty, [], PLACE_ENGLISH)
    for size in SIZES:
        app = TanukiApp(bot_delay=0)
        async with app.run_test(size=size) as pilot:
            app.push_screen(InspectorScreen(info, obs, entries, names=names))
            first = said[0]
            text = await all_shown(app, pilot, [first])
            speaks(text, [first], ["Your hand", "On the table", "Back to the table", "Piles"])
            fits(text, size[0])
            await pilot.press("g")  # the first public pile: its name in the list and on the card
            await pilot.pause()
            screen = app.screen
            listed = screen.query_one("#inspect-list", OptionList)
            pile = seat_words(screen.entries[listed.highlighted].where, names)
            text = await all_shown(app, pilot, pile.split())  # each word: a long name wraps in its panel
            fits(text, size[0])
            # every row of the list, scrolled into view or not (a card's own text is the game's card view)
            rows = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
            speaks("\n".join(rows), [], PLACE_ENGLISH[:17])


# --- the picker and the setup dialog ------------------------------------------------------------
DESCRIPTIONS = {
    "pl": {"tanuki_panic": "Pojedynek potworów", "tacocat": "Przeciąganie liny", "tmnt": "Karcianka Żółwi Ninja",
           "animale_tattica": "Gra wspinaczkowa", "pikmin": "Fanowska kolekcjonerska gra"},
    "ja": {"tanuki_panic": "日本の妖怪たちの決闘", "tacocat": "トリックで綱引き", "tmnt": "2004年のタートルズ",
           "animale_tattica": "動物のアーミー", "pikmin": "ファンメイドの"},
}
VARIANTS = {"pl": ["Standardowy", "Swobodny", "Zrównoważony"], "ja": ["標準", "カジュアル", "バランス"]}
VARIANT_ENGLISH = ["Standard", "Casual", "Balanced", "Tie to arrow", "Best of three", "Tournament", "The rulebook",
                   "House rules", "A duel of", "A tug-of-war", "A climbing game", "The 2004 Turtles"]


@pytest.mark.parametrize(("code", "size"), few([(c, s) for c in ("pl", "ja") for s in SIZES],
                                              keep=[("pl", (80, 24)), ("ja", (120, 40))]), ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
async def test_descriptions_and_variants_on_the_picker_and_the_setup_dialog(code, size):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        from tanuki_table.ui.screens.picker import GameMenu

        menu = app.screen.query_one(GameMenu)
        for _ in range(len(menu.games) if hasattr(menu, "games") else 5):
            game_id = app.screen.game.id
            if game_id in DESCRIPTIONS[code]:
                wanted = [DESCRIPTIONS[code][game_id]]
                text = await all_shown(app, pilot, wanted)
                speaks(text, wanted, VARIANT_ENGLISH)
                fits(text, size[0])
            await pilot.press("down")
        app.open_setup(get_game("tanuki_panic"))
        about = {"pl": "Instrukcja: talie z 40+ kart", "ja": "ルールブックどおり：40枚以上のデッキ"}[code]
        text = await all_shown(app, pilot, [about, VARIANTS[code][0]])
        speaks(text, [about, VARIANTS[code][0]], VARIANT_ENGLISH)
        fits(text, size[0])
        options = [str(label) for label, _value in app.screen.query_one("#variant", Select)._options]
        speaks("\n".join(options), VARIANTS[code], VARIANT_ENGLISH)


# --- premade deck names -------------------------------------------------------------------------
@pytest.mark.parametrize("code", few(["pl", "ja"], keep=["pl"]))
async def test_premade_deck_names_in_the_setup_dialog_and_the_deck_builder(code):
    from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen

    i18n.use_language(code)
    info = get_game("tanuki_panic")
    premade = list(info.decks.premade(info))
    shown = [deck_name("tanuki_panic", name) for name in premade]
    assert all(a != b for a, b in zip(shown, premade)), shown
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(info)
        text = await all_shown(app, pilot, [shown[0]])
        speaks(text, [shown[0]], premade)
        options = [str(label) for label, _value in app.screen.query_one("#deck-0", Select)._options]
        speaks("\n".join(options), shown, premade)
        await pilot.press("escape")
        await pilot.pause()
        app.push_screen(DeckBuilderScreen("tanuki_panic"))
        await pilot.pause()
        app.screen.action_open()  # "o": open a premade or saved deck
        text = await all_shown(app, pilot, shown[:2])
        speaks(text, shown[:2], premade + ["Premade"])
        fits(text, 120)


def test_deck_labels_and_a_typed_name_in_the_language():
    from tanuki_table.cards.setups import deck_choices

    info = get_game("tanuki_panic")
    premade = next(iter(info.decks.premade(info)))
    decks = {**deck_choices(info), "Mine (yours)": []}
    assert deck_label("tanuki_panic", premade) == premade and deck_label("tanuki_panic", "Mine (yours)") == "Mine (yours)"
    i18n.use_language("pl")
    assert deck_label("tanuki_panic", "Mine (yours)") == "Mine (twoja)"
    polish = deck_label("tanuki_panic", premade)
    assert polish != premade and deck_named(decks, polish.lower(), "tanuki_panic") == premade
    assert deck_named(decks, premade, "tanuki_panic") == premade and deck_named(decks, "mine", "tanuki_panic") == "Mine (yours)"
    i18n.use_language("ja")
    assert deck_label("tanuki_panic", "Mine (yours)") == "Mine（自作）"


# --- the footer ---------------------------------------------------------------------------------
def test_the_palette_key_is_shown_only_with_its_room_left():
    rows = [("a", "c", "投了")] * 10  # 7 cells each with the margin: 70
    assert fitted_keys(rows, 80, (), "^p") == (rows, False)
    i18n.use_language("ja")  # "^p パレット" takes 12 cells
    assert palette_fits(rows, 82, "^p") and not palette_fits(rows, 81, "^p")


@pytest.mark.parametrize("code", few(["ja", "pl"], keep=["ja"]))
async def test_every_key_of_the_footer_is_whole_at_120_columns(code):
    """Pikmin at 120x40 in Japanese, with every key shown (p, e, w too): the palette key covered the
    last one ("c 投了" read "c 投")."""
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="pikmin", seed=3, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        for _ in range(6):
            await pilot.press("1")
            await pilot.pause()
        keys = list(app.screen.query(FittedKey))
        footer = screen_text(app).splitlines()[-1]
        for key in keys:
            assert f"{key.key_display} {key.description}" in footer, (key.description, footer)
        palette = [k for k in keys if k.has_class("-command-palette")]
        for key in keys:
            if palette and key is not palette[0]:
                assert key.region.right <= palette[0].region.x, (key.description, footer)


# --- the Japanese log ---------------------------------------------------------------------------
def test_a_japanese_log_line_keeps_a_stat_with_its_number():
    """Rich wraps at any whitespace, a no-break space too (its word pattern is `\\s*\\S+\\s*`),
    so the Japanese story writes a stat and its number without a space ("ATK650"): in a line with
    no other space, "ATK " ended a line and its number began the next."""
    from tanuki_table.games.tanuki_panic import told  # noqa: F401  (the messages' module)

    i18n.use_language("ja")
    line = i18n._("{actor}'s {card} (slot {slot}) is destroyed ({a} ATK loses to {d} ATK) and goes to the "
                  "Graveyard.").format(actor="ボット（ふつう）", card="河童", slot=2, a=650, d=700)
    assert "ATK650" in line and "ATK700" in line
    console = Console(width=42, color_system=None, record=True)
    console.print(Text(line))
    wrapped = console.export_text()
    assert not re.search(r"ATK\s*$", wrapped, re.M), wrapped


# --- the first-game guide -----------------------------------------------------------------------
GUIDE = {
    "pl": ["Pierwsza gra: Tanuki Panic", "F2 dalej · Esc zamknij", "Cel"],
    "ja": ["はじめてのTanuki Panic", "F2 次へ · Esc 閉じる", "目的"],
}
GUIDE_KEYS = {"pl": "p pasuje, e kończy turę", "ja": "p パス、e ターン終了"}


@pytest.mark.parametrize(("code", "size"), few([(c, s) for c in ("pl", "ja") for s in SIZES],
                                              keep=[("pl", (80, 24)), ("ja", (120, 40))]), ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
async def test_the_first_game_guide_speaks_the_language(code, size):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    app.guides = True
    async with app.run_test(size=size) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=2, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        panel = app.screen.query_one(GuidePanel)
        text = await all_shown(app, pilot, GUIDE[code][:2])
        speaks(text, GUIDE[code][:2], ["First game", "next", "close", "Goal", "Quick reference"])
        fits(text, size[0])
        assert GUIDE[code][2] in str(panel.render())
        assert len(panel.steps) > 4  # the translated page's quick reference, not its first lines alone
        for _ in range(len(panel.steps) - 1):
            await pilot.press("f2")
        step = str(panel.render())
        assert GUIDE_KEYS[code] in step, step
        speaks(step, [], ["passes", "ends the turn", "concedes", "leaves"])
        fits(screen_text(app), size[0])
