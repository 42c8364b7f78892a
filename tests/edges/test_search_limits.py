"""Issue 29, item 9 (search): `/(.*)*zzz/` froze the card browser at 100% CPU on the UI thread. A
/regex/ search now runs in a thread with a time limit; the screen stays live, and a search past
the limit says it gave up (the last good results stay)."""

from __future__ import annotations

import time

import pytest
from textual.widgets import Input, Label

from common import crashed
from tanuki_table.cards import query
from tanuki_table.cards.catalogue import load_catalogue
from tanuki_table.cli import main
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen, CardBrowser


async def _type(app, pilot, browser, text: str) -> None:
    browser.query_one("#search", Input).value = text
    for _ in range(50):  # the thread reports back through the app's message queue
        await pilot.pause(0.02)
        if "Searching" not in str(app.screen.query_one("#query-error", Label).render()):
            return


async def test_the_catastrophic_regex_search_ends_and_the_browser_stays_live():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        began = time.monotonic()
        await _type(app, pilot, browser, "/(.*)*zzz/")
        assert time.monotonic() - began < 3 and browser.results == [] and browser.error is None
        await _type(app, pilot, browser, "/^ka/")
        assert browser.results and all(r.name.lower().startswith("ka") or "ka" in r.name.lower() for r in browser.results)
        assert not crashed(app)


async def test_a_search_past_the_time_limit_says_it_gave_up_and_keeps_the_last_results(monkeypatch):
    monkeypatch.setattr(query, "SEARCH_SECONDS", 0.0)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(BrowserScreen("tanuki_panic"))
        await pilot.pause()
        browser = app.screen.query_one(CardBrowser)
        before = list(browser.results)
        await _type(app, pilot, browser, "/a/")
        shown = str(app.screen.query_one("#query-error", Label).render())
        assert "Gave up" in shown and browser.results == before
        await pilot.press("ctrl+q")  # the app still answers


def test_the_cards_command_gives_up_in_one_line(monkeypatch, capsys):
    monkeypatch.setattr(query, "SEARCH_SECONDS", 0.0)
    assert main(["cards", "tanuki_panic", "--search", "/a/"]) == 2
    err = capsys.readouterr().err
    assert "Gave up" in err and err.count("\n") == 1


def test_regex_errors_still_say_where():
    from tanuki_table.games import get_game

    catalogue = load_catalogue([get_game("tanuki_panic")])
    with pytest.raises(query.QueryError) as info:
        query.search(catalogue, "/(ab/")
    assert "Bad /regex/" in str(info.value)
