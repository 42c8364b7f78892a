"""Pilot tests of the browser's search: errors with their place under the box, help on F1/?,
rarity sorting in rarity order, the Owned column, and a browser from the command line."""

from __future__ import annotations

from textual.widgets import Input, Label

from tanuki_table.cards import collection
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen, CardBrowser, SearchHelp
from tests.browser.conftest import engine_or_skip

SIZE = (120, 40)


def error_text(app: TanukiApp) -> str:
    return str(app.screen.query_one("#query-error", Label).render())


async def test_unparsable_query_shows_where_and_why_and_keeps_results() -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        before = list(browser.results)
        browser.query_one("#search", Input).value = "(oni"
        await pilot.pause()
        assert "never closed" in error_text(app) and "▸(oni" in error_text(app)
        assert browser.results == before and browser.error
        browser.query_one("#search", Input).value = "oni or kappa"
        await pilot.pause()
        assert browser.error is None and {"Kappa"} <= {r.name for r in browser.results}
        browser.query_one("#search", Input).value = "!nosuchcard"
        await pilot.pause()
        assert browser.results == [] and "No cards match" in error_text(app)


async def test_rarity_column_sorts_in_rarity_order() -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        browser.sort_by("rarity")
        order = {"common": 0, "uncommon": 1, "rare": 2}
        ranks = [order[r.fields["rarity"]] for r in browser.results]
        assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == 2
        browser.query_one("#search", Input).value = "game:tanuki_panic sort:-rarity"
        await pilot.pause()
        assert browser.results[0].fields["rarity"] == "rare"


async def test_f1_and_question_mark_open_the_search_help() -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        await pilot.press("f1")
        assert isinstance(app.screen, SearchHelp)
        await pilot.press("escape")
        assert isinstance(app.screen, BrowserScreen)
        await pilot.press("down")  # to the table: ? is not typed into the search box there
        await pilot.press("question_mark")
        assert isinstance(app.screen, SearchHelp)


async def test_owned_cards_show_in_a_column_and_is_owned() -> None:
    engine_or_skip("tanuki_panic")
    collection.add_cards("tanuki_panic", ["kappa", "kappa"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        assert "owned" in [str(k.value) for k in browser.table.columns]
        browser.query_one("#search", Input).value = "is:owned"
        await pilot.pause()
        assert [r.id for r in browser.results] == ["kappa"]
        assert browser.value(browser.results[0], "owned") == 2


async def test_browser_from_the_command_line_honours_search_and_esc_quits() -> None:
    engine_or_skip("tmnt")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("tmnt", query="shredder", standalone=True))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        assert browser.results and all("shredder" in r.haystack for r in browser.results)
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running
