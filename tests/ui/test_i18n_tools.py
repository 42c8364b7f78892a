"""The card tools and the statistics in Polish and Japanese (issue 51): the card browser, the deck
builder and the Statistics screen on the real screen at 80x24. Each shows its own words whole
(a Polish count in its plural form: 2 karty), none of the English words marked for it, card
names in the language, and no line wider than the screen (a Japanese character counts two cells).
"""

from __future__ import annotations


import pytest
from rich.console import Console

from tanuki_table.analysis.stats_view import stats_renderable
from tanuki_table.cards.words import card_name
from tanuki_table.core import i18n
from tanuki_table.persistence.history import Stats
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen
from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
from tanuki_table.ui.screens.stats_screen import StatsScreen
from tests.common import all_shown, fits, screen_text, speaks

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
        text = await all_shown(app, pilot, BROWSER[code])
        speaks(text, BROWSER[code], ENGLISH["browser"])
        fits(text, SIZE[0])
        screen = app.screen
        assert isinstance(screen, BrowserScreen)
        shown = screen.browser.results[:5]
        translated = [card_name(r.game, r.name) for r in shown if card_name(r.game, r.name) != r.name]
        assert translated, "no card of the first rows has a translated name"
        assert all(name in text for name in translated), f"{translated} not all on screen:\n{text}"
        await pilot.press("f1")
        help_text = await all_shown(app, pilot, ["sort:rarity"])
        speaks(help_text, [], ["both words", "either", "a phrase as written"])
        fits(help_text, SIZE[0])


@pytest.mark.parametrize("code", ["pl", "ja"])
async def test_the_deck_builder_speaks_the_language_and_fits(code):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(DeckBuilderScreen("tanuki_panic"))
        await all_shown(app, pilot, BUILDER[code][:1])
        await pilot.press("down", "a", "a")  # (from the search box) two copies of the first card: a Polish few form
        text = await all_shown(app, pilot, BUILDER[code])
        speaks(text, BUILDER[code], ENGLISH["builder"])
        fits(text, SIZE[0])


@pytest.mark.parametrize("code", ["pl", "ja"])
async def test_the_statistics_speak_the_language_and_fit(code, monkeypatch):
    i18n.use_language(code)
    monkeypatch.setattr("tanuki_table.ui.screens.stats_screen.stats", lambda game_id=None: _rows("tmnt"))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(StatsScreen())
        text = await all_shown(app, pilot, STATS[code][:6])
        speaks(text, STATS[code][:6], ENGLISH["stats"])
        fits(text, SIZE[0])
    # the wide table (120 columns and more) and the rest of the narrow one, as printed
    for width in (80, 120):
        console = Console(width=width, record=True, color_system=None)
        console.print(stats_renderable(_rows("tmnt"), {"tmnt": "TMNT"}, width))
        printed = console.export_text()
        speaks(printed, STATS[code] if width < 110 else STATS_WIDE[code], ENGLISH["stats"])
        fits(printed, width)
        favourite = card_name("tmnt", _rows("tmnt")[0].favourite_cards[0][0])
        assert f"{favourite} ×4" in " ".join(printed.split())
