"""The Settings screen writes what is chosen in its lists into the settings, and they are saved
when it closes."""

from __future__ import annotations

from textual.widgets import Select

from tanuki_table.persistence.settings import load_settings
from tanuki_table.ui.app import TanukiApp


async def test_the_settings_screen_keeps_the_bot_pause_the_games_kept_and_the_pauses_on_results():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 40)) as pilot:
        app.prefs.open_screen()
        await pilot.pause()
        screen = app.screen
        screen.query_one("#bot_delay", Select).value = 2.0
        screen.query_one("#keep", Select).value = 50
        screen.query_one("#pause_on_results", Select).value = "never"
        await pilot.pause()
        assert (app.settings.bot_delay, app.settings.finished_to_keep, app.settings.pause_on_results) == (2.0, 50, "never")
        await pilot.press("escape")
        await pilot.pause()
    saved, problem = load_settings()
    assert problem is None
    assert (saved.bot_delay, saved.finished_to_keep, saved.pause_on_results) == (2.0, 50, "never")
