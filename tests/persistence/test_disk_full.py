"""Issue 29, item 5: a full disk (or a read-only data folder) mid-game. Every save is made to fail
for a while: the status line keeps a warning (not a 10-second toast) while moves go unsaved, leaving
says the last moves are not saved and offers to retry, and once the disk has room every made move
is in the save file. At no point is a made move neither saved nor reported."""

from __future__ import annotations

import errno

from textual.widgets import Static

from common import crashed, toasts
from tanuki_table.persistence import save_format
from tanuki_table.persistence.saves import load_save
from tanuki_table.ui.dialogs.boxes import ConfirmScreen
from tanuki_table.ui.dialogs.unsaved import UnsavedScreen, unsaved_moves


async def _move(app, pilot) -> None:
    """The first row's move (a pass reads p; moving on with an attack left asks: yes)."""
    game = next(s for s in app.screen_stack if type(s).__name__ == "GameScreen")
    await pilot.press(game.query_one("#actions").keys[0])
    await pilot.pause()
    if isinstance(app.screen, ConfirmScreen):
        await pilot.press("y")
        await pilot.pause()


def _status(app) -> str:
    game = next(s for s in app.screen_stack if type(s).__name__ == "GameScreen")
    return str(game.query_one("#status", Static).render())


async def test_a_full_disk_warns_until_saved_and_leaving_offers_to_retry(toy_registered, monkeypatch):
    from tanuki_table.ui.app import TanukiApp

    full = {"on": False}
    real = save_format.write_atomic

    def write(path, text, mode=0o644):
        if full["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text, mode)

    monkeypatch.setattr(save_format, "write_atomic", write)
    app = TanukiApp(start={"game": "tanuki_panic", "bot": "random", "seed": 4}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        session = app.screen.session
        await _move(app, pilot)
        saved_before = len(session.actions)
        assert load_save(session.save_path).actions == session.actions
        full["on"] = True
        made = 0
        while made < 3:
            await _move(app, pilot)
            made += 1
            # every move is either in the file or counted in the warning on screen
            on_disk = len(load_save(session.save_path).actions)
            assert on_disk + unsaved_moves(session) == len(session.actions)
            assert "NOT SAVED" in _status(app) and "No space left" in _status(app)
        assert len(session.actions) > saved_before and unsaved_moves(session) > 0
        await pilot.pause()
        assert "NOT SAVED" in _status(app)  # lasting: still there after the toast would be gone
        await pilot.press("q")
        assert isinstance(app.screen, UnsavedScreen)
        await pilot.press("r")  # still full: stays in the game, says so
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        assert any("Still not saved" in n.message for n in toasts(app))
        full["on"] = False
        await pilot.press("q")
        await pilot.press("r")  # room again: saved, then the usual question
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert load_save(session.save_path).actions == session.actions
        await pilot.press("n")
        await pilot.pause()
        assert "NOT SAVED" not in _status(app)
        assert not crashed(app)


async def test_leave_anyway_goes_to_the_menu_and_the_save_keeps_what_was_saved(toy_registered, monkeypatch):
    from tanuki_table.ui.app import TanukiApp

    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 5}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        session = app.screen.session
        path = session.save_path
        monkeypatch.setattr(save_format, "write_atomic",
                            lambda *a, **k: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only file system")))
        await pilot.press("1")
        await pilot.pause()
        assert "Read-only" in _status(app)
        await pilot.press("q")
        assert isinstance(app.screen, UnsavedScreen)
        await pilot.press("l")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"
        assert load_save(path).actions == session.actions[: len(load_save(path).actions)]
