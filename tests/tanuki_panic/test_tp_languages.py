"""Tanuki Panic in Polish and Japanese on the real screen (issue 51): a game against the bot played
by its row keys at 120x40, then at 80x24 after a resize, and on to its end. Every screen read (the
table with its whole log and status line, the game-over box, the table after it) has no English
word of the game's left, no line wider than the terminal (a Japanese character counts two cells),
every monster's ATK and DEF in sight, and Polish plural forms right after every number (CLDR:
1 karta, 2 karty, 5 kart; 150 obrażeń). The words themselves: card names and flavour in the
catalogues (ours), the board's, the labels' and their short forms."""

from __future__ import annotations

import re

import pytest
from common import few, fits, screen_text
from story.test_story_languages import COUNTED, _polish_form
from ui.test_screen_wording import play_on_screen, settle, setup_for, table_text

from tanuki_table.bots import make_bot
from tanuki_table.cards.words import card_name, card_text, deck_name
from tanuki_table.core import i18n
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen

ENGLISH = ("Summon", "Attack Mode", "Defense Mode", "face-down", "Deck", "Hand", "Grave", "Graveyard", "Energy",
           "Turn", "slot", "Battle", "Main 1", "Main 2", "Draw", "Game over", "(turn)", "attacked", "combined",
           "changed", "new", "wins", "What happened", "damage", "End turn", "Go to", "You", "Your", "attacks",
           "directly", "Monster", "Common", "Rare", "Before the first turn", "down", "Atk", "Def")
"""The game's English words: none may be left on a Polish or Japanese screen (as whole words)."""


def no_english(text: str, where: str) -> None:
    for words in ENGLISH:
        found = re.search(rf"(?<![\w-]){re.escape(words)}(?![\w-])", text)
        assert not found, f"{where}: English {words!r} left on screen:\n{text}"


def plurals_right(text: str, where: str) -> int:
    counted = 0
    for number, word in COUNTED.findall(text):
        n = int(number)
        if word.startswith("kart"):
            forms = ("kartę", "karta") if n == 1 else (_polish_form(n, "", "karty", "kart"),)
        else:
            forms = (_polish_form(n, "obrażenie", "obrażenia", "obrażeń"),)
        assert word in forms, f"{where}: {n} {word}"
        counted += 1
    return counted


def figures_shown(app: TanukiApp, game: GameScreen, where: str) -> None:
    """Every monster the viewer may read shows its ATK and DEF (compact: "850/550")."""
    obs = game.session.state.observation(game.viewer)
    shown = screen_text(app)
    compact = game.board.has_class("-compact")
    for row in obs.field:
        for cell in row:
            if cell is not None and cell.card is not None:
                figures = f"{cell.atk}/{cell.defense}" if compact else f"ATK {cell.atk} / DEF {cell.defense}"
                assert figures in shown, f"{where}: {figures} of {cell.card} not on screen:\n{shown}"


def read(app: TanukiApp, game: GameScreen, width: int, where: str, code: str) -> str:
    shown = screen_text(app)
    fits(shown, width)
    text = table_text(app, game)
    no_english(text, where)
    figures_shown(app, game, where)
    return text


@pytest.mark.parametrize("code", few(["pl", "ja"], keep=["pl"]))  # Japanese: test_screen_wording_languages
async def test_a_game_against_the_bot_speaks_the_language_to_its_end(code):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    texts: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup_for("tanuki_panic", [None, "simple"]))
        await settle(pilot)
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await play_on_screen(app, pilot, game, 3, True, f"{code} at 120x40")
        await settle(pilot)
        texts.append(read(app, game, 120, f"{code} at 120x40", code))
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        await play_on_screen(app, pilot, game, 2, True, f"{code} at 80x24")
        await settle(pilot)
        while game.seating.bot_running:
            await pilot.pause()
        texts.append(read(app, game, 80, f"{code} at 80x24", code))
        state = game.session.state
        bots = [make_bot("simple", "tanuki_panic", seed=seat) for seat in range(2)]
        while not state.is_over:
            seat = state.current_player
            game.session.play(bots[seat].choose(state.observation(seat), state.legal_actions()))
        game.refresh_view()
        game.advance()
        for _ in range(40):
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        box = screen_text(app)
        fits(box, 80)
        no_english(box, f"{code}: the game-over box")
        texts.append(box)
        await pilot.press("escape")
        await settle(pilot)
        if app.screen is game:
            texts.append(read(app, game, 80, f"{code}: the table after the game", code))
    everything = "\n".join(texts)
    if code == "pl":
        assert plurals_right(everything, code) > 3
        assert "Koniec gry" in everything and "Tura " in everything and "Energia" in everything
    else:
        assert "ゲーム終了" in everything and "ターン" in everything and "エネルギー" in everything


@pytest.mark.parametrize(("code", "expected"), [
    ("pl", ("Shuten-dōji", "Oni z góry Ōe", "Zrodzony z brzoskwini")),
    ("ja", ("酒呑童子", "大江山の鬼", "桃から生まれ")),
])
def test_card_and_deck_names_and_flavour_are_our_translations(code, expected):
    info = get_game("tanuki_panic")
    i18n.use_language(code)
    name, deck, flavour = expected
    assert card_name("tanuki_panic", "Shuten-dōji") == name
    assert deck_name("tanuki_panic", "Oni of Mount Ōe") == deck
    view = info.card_view("momotaro")
    assert view.flavour.startswith(flavour)
    assert card_text("tanuki_panic", info.card("momotaro").flavour) == view.flavour
    names = [card_name("tanuki_panic", c.name) for c in info.cards()]
    assert len(set(names)) == len(names)
    if code == "ja":  # each in kanji or kana, and short enough for the wide board's 17-cell name column
        from tanuki_table.core.text import cells

        assert all(not re.search(r"[A-Za-z]", n) and cells(n) <= 16 for n in names), names
    i18n.use_language("en")
    assert card_name("tanuki_panic", "Shuten-dōji") == "Shuten-dōji"
    assert deck_name("tanuki_panic", "Oni of Mount Ōe") == "Oni of Mount Ōe"


def test_a_translated_label_has_its_own_short_form():
    """The English short forms are regular expressions over the English label; a translation's are
    messages made with the label (labels.short_text), used when a row would take three lines."""
    from tanuki_table.games.tanuki_panic.actions import attack
    from tanuki_table.games.tanuki_panic.labels import short_text

    info = get_game("tanuki_panic")
    action = attack(info.catalogue, "kintaro", 3, "momotaro", 4, "attack")
    i18n.use_language("pl")
    label = info.action_text(action)
    assert label == "Kintarō (pole 4) atakuje Momotarō (pole 5): ATK 850 bije ATK 700, niszczy ją, 150 obrażeń"
    assert short_text(label) == "Kintarō (4) atakuje Momotarō (5): 850 bije ATK 700, 150 obrażeń"
    i18n.use_language("ja")
    label = info.action_text(action)
    assert label == "金太郎（4番）で桃太郎（5番）を攻撃：ATK 850がATK 700に勝ち、破壊して150ダメージ"
    assert short_text(label) == "金太郎（4）で桃太郎（5）を攻撃：850がATK 700に勝ち、150ダメージ"
    i18n.use_language("en")
    assert info.action_text(action) == action.label
