"""The helpers the screen tests read an app through (tests/common.py): `crashed` sees an unhandled
exception, and `toasts` records every toast while the toasts are still shown."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from common import crashed, toasts
from tanuki_table.ui.app import TanukiApp


class Boom(Exception):
    pass


class Bare(App):
    def compose(self) -> ComposeResult:
        yield Static("here", id="here")

    def on_key(self, event) -> None:
        if event.key == "z":
            raise Boom("z pressed")


class Crashing(TanukiApp):
    BINDINGS = [("z", "boom", "")]

    def action_boom(self) -> None:
        raise Boom("z pressed")


@pytest.mark.parametrize("kind", [Bare, Crashing])
async def test_crashed_sees_an_exception_in_a_key_handler(kind):
    app = kind() if kind is Bare else kind(bot_delay=0)
    with pytest.raises(Boom):  # run_test re-raises it when its block ends
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("a")
            await pilot.pause()
            assert not crashed(app)
            await pilot.press("z")
            await pilot.pause()
            assert crashed(app)
            await pilot.pause()
            assert crashed(app), "still after the app has closed"
    assert crashed(app)


async def test_an_assert_not_crashed_fails_and_the_exception_follows():
    app = Bare()
    with pytest.raises(Boom) as raised:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("z")
            await pilot.pause()
            assert not crashed(app)
    assert isinstance(raised.value.__context__, AssertionError)


async def test_toasts_are_recorded_from_app_screen_and_widget_and_still_shown():
    app = Bare()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert toasts(app) == []
        app.notify("from the app", title="App", severity="warning")
        app.screen.notify("from the screen", markup=False)
        app.query_one("#here").notify("from a widget", severity="error", timeout=30)
        await pilot.pause()
        assert [(n.message, n.title, n.severity, n.markup) for n in toasts(app)] == [
            ("from the app", "App", "warning", True),
            ("from the screen", "", "information", False),
            ("from a widget", "", "error", True),
        ]
        shown = [str(toast.render()) for toast in app.screen.query("Toast")]
        assert shown == ["App\nfrom the app", "from the screen", "from a widget"]
        app.clear_notifications()
        assert len(toasts(app)) == 3, "a record of what was shown, cleared or not"
    assert toasts(Bare()) == [], "per app"


async def test_a_tanuki_app_toast_is_recorded_as_shown_in_plain_text():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.notify("[b]x\x1b[31m", title="t")
        await pilot.pause()
        (notice,) = [n for n in toasts(app) if n.title == "t"]
        assert "\x1b" not in notice.message and not notice.markup
        assert any(str(toast.render()) == f"t\n{notice.message}" for toast in app.screen.query("Toast"))
