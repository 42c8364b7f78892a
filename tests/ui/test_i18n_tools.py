"""The card tools and the statistics in Polish and Japanese (issue 51): the card browser, the deck
builder and the Statistics screen on the real screen at 80x24. Each shows its own words whole
(a Polish count in its plural form: 2 karty), none of the English words marked for it, card
names in the language, and no line wider than the screen (a Japanese character counts two cells).
"""

from __future__ import annotations

import re
import time

import pytest
from rich.console import Console

from tanuki_table.analysis.stats_view import stats_renderable
from tanuki_table.cards.words import card_name
from tanuki_table.core import i18n
from tanuki_table.core.text import cells
from tanuki_table.persistence.history import Stats
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen
from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
from tanuki_table.ui.screens.stats_screen import StatsScreen
from tests.common import screen_text

SIZE = (80, 24)

BROWSER = {
    "pl": ["Karty · Tacocat", "↓ tabela", "Esc wróć", "Nazwa", "Gra", "z"],
    "ja": ["カード · Tacocat", "↓ 表", "Esc 戻る", "名前", "ゲーム"],
}
BUILDER = {
    "pl": ["Kreator talii · Tanuki Panic", "nowa talia *", "wariant", "Talia: 2 karty", "1 różna", "Nazwa", "Karta",
           "✗ Niedozwolona"],
    "ja": ["デッキ作成 · Tanuki Panic", "新しいデッキ *", "バリアント", "デッキ2枚", "1種類", "名前", "カード",
           "✗ ルール違反"],
}
STATS = {
    "pl": ["Twoje gry", "przeciw: Bot (łatwy)", "Odsetek wygranych", "Gry 5", "Wygrane 3", "Remisy 1", "Poddane 0",
           "Najdłuższa seria 2", "Ulubione karty", "odsetek wygranych w tygodniach"],
    "ja": ["あなたの対戦", "対 ボット（かんたん）", "勝率", "対戦 5", "勝ち 3", "引き分け 1", "投了 0", "最長連勝 2",
           "よく使うカード", "週ごとの勝率"],
}
STATS_WIDE = {
    "pl": ["Twoje gry", "Gra", "Przeciw", "Gry", "Wygrane", "Remisy", "Poddane", "Odsetek wygranych", "Najdłuższa",
           "Ulubione", "Bot (łatwy)", "odsetek wygranych w tygodniach"],
    "ja": ["あなたの対戦", "ゲーム", "相手", "対戦", "勝ち", "引き分け", "投了", "勝率", "最長連勝", "よく使う",
           "ボット（かんたん）", "週ごとの勝率"],
}
ENGLISH = {
    "browser": ["Cards", "every game", "the table", "search help", "Esc back", "Name", "Game", "Owned", "Rarity"],
    "builder": ["Deck builder", "new deck", "variant", "Deck:", "different", "Card", "Not legal", "Name"],
    "stats": ["Your games", "against", "Win rate", "Games", "Wins", "Draws", "Conceded", "Best streak",
              "Favourite cards", "win rate by week"],
}


async def _all_shown(app, pilot, wanted: list[str], timeout: float = 5.0) -> str:
    """The screen's text once every one of `wanted` is on it (a loaded machine paints late)."""
    deadline = time.monotonic() + timeout
    text = screen_text(app)
    while not all(words in " ".join(text.split()) for words in wanted) and time.monotonic() < deadline:
        await pilot.pause(0.05)
        text = screen_text(app)
    return text


def _fits(text: str, width: int) -> None:
    for line in text.splitlines():
        assert cells(line) <= width, f"wider than {width} cells: {line!r}"


def _speaks(text: str, wanted: list[str], english: list[str]) -> None:
    flat = " ".join(text.split())
    for words in wanted:
        assert words in text or words in flat, f"{words!r} not on screen:\n{text}"
    for words in english:  # as whole words
        assert not re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text), f"English {words!r} left on screen:\n{text}"


def _rows(game: str) -> list[Stats]:
    """A record against the easy bot, with two weeks and a favourite card."""
    from tanuki_table.games import get_game

    favourite = get_game(game).cards()[0].name
    return [Stats(game, "bot: simple", games=5, wins=3, draws=1, conceded=0, longest_streak=2,
                  by_week=[("2026-W01", 2, 1), ("2026-W02", 3, 2)], favourite_cards=[(favourite, 4)])]


@pytest.mark.parametrize("code", ["pl", "ja"])
async def test_the_card_browser_speaks_the_language_and_fits(code):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tacocat"))
        text = await _all_shown(app, pilot, BROWSER[code])
        _speaks(text, BROWSER[code], ENGLISH["browser"])
        _fits(text, SIZE[0])
        screen = app.screen
        assert isinstance(screen, BrowserScreen)
        shown = screen.browser.results[:5]
        translated = [card_name(r.game, r.name) for r in shown if card_name(r.game, r.name) != r.name]
        assert translated, "no card of the first rows has a translated name"
        assert all(name in text for name in translated), f"{translated} not all on screen:\n{text}"
        await pilot.press("f1")
        help_text = await _all_shown(app, pilot, ["sort:rarity"])
        _speaks(help_text, [], ["both words", "either", "a phrase as written"])
        _fits(help_text, SIZE[0])


@pytest.mark.parametrize("code", ["pl", "ja"])
async def test_the_deck_builder_speaks_the_language_and_fits(code):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(DeckBuilderScreen("tanuki_panic"))
        await _all_shown(app, pilot, BUILDER[code][:1])
        await pilot.press("down", "a", "a")  # (from the search box) two copies of the first card: a Polish few form
        text = await _all_shown(app, pilot, BUILDER[code])
        _speaks(text, BUILDER[code], ENGLISH["builder"])
        _fits(text, SIZE[0])


@pytest.mark.parametrize("code", ["pl", "ja"])
async def test_the_statistics_speak_the_language_and_fit(code, monkeypatch):
    i18n.use_language(code)
    monkeypatch.setattr("tanuki_table.ui.screens.stats_screen.stats", lambda game_id=None: _rows("tmnt"))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(StatsScreen())
        text = await _all_shown(app, pilot, STATS[code][:6])
        _speaks(text, STATS[code][:6], ENGLISH["stats"])
        _fits(text, SIZE[0])
    # the wide table (120 columns and more) and the rest of the narrow one, as printed
    for width in (80, 120):
        console = Console(width=width, record=True, color_system=None)
        console.print(stats_renderable(_rows("tmnt"), {"tmnt": "TMNT"}, width))
        printed = console.export_text()
        _speaks(printed, STATS[code] if width < 110 else STATS_WIDE[code], ENGLISH["stats"])
        _fits(printed, width)
        favourite = card_name("tmnt", _rows("tmnt")[0].favourite_cards[0][0])
        assert f"{favourite} ×4" in " ".join(printed.split())
