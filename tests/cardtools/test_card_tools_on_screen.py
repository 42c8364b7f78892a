"""Issue 49, item 7: the card tools as a player meets them. ↓ from the search box lands on the
first card, columns are whole, a title says what is shown from the first paint, and a hint says
what its key does."""

from __future__ import annotations

from textual.widgets import Input

from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.browser import BrowserScreen, CardBrowser
from tanuki_table.ui.deckbuilder import DeckBuilderScreen
from tests.common import screen_text, text_shown

GAME = "tanuki_panic"


async def until(pilot, done, timeout: float = 5.0) -> bool:
    """Wait (in short pauses) until `done()` holds, for a loaded machine; False after `timeout`."""
    for _ in range(int(timeout / 0.02)):
        if done():
            return True
        await pilot.pause(0.02)
    return done()


async def test_down_from_the_deck_builders_search_lands_on_the_first_card_which_a_adds() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(DeckBuilderScreen(GAME))
        assert await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.query("#cards"))
        builder = app.screen
        browser = builder.query_one(CardBrowser)
        await pilot.press("down", "down")  # the table's cursor on row 3
        await pilot.press("slash", "o", "n", "i")
        await pilot.pause()
        assert isinstance(app.focused, Input) and len(browser.results) > 2
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is browser.table and browser.table.cursor_row == 0
        await pilot.press("a")
        await pilot.pause()
        assert builder.deck == [browser.results[0].id]


async def test_down_from_the_browsers_search_lands_on_the_first_card() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(BrowserScreen())
        assert await until(pilot, lambda: isinstance(app.screen, BrowserScreen) and app.screen.query("#cards"))
        browser = app.screen.query_one(CardBrowser)
        await pilot.press("down", "down", "down")  # to the table, then on to row 3
        assert browser.table.cursor_row == 2
        await pilot.press("slash", "enter")
        await pilot.pause()
        assert app.focused is browser.table and browser.table.cursor_row == 0
