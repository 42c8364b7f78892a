"""Watching replays: every finished game of every game listed newest first, a replay file opened
from the list or by `tanuki-table replay watch FILE`, abandoning a game, pruning finished saves."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tanuki_table import cli
from tanuki_table.persistence.saves import abandon_save, finished_games, keep_finished, prune_finished
from tanuki_table.persistence.storage import finished_dir


def test_prune_keeps_the_newest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = finished_dir()
    folder.mkdir(parents=True)
    for n in range(5):
        (folder / f"g-{n}.json").write_text("{}")
        os.utime(folder / f"g-{n}.json", (1000 + n, 1000 + n))
    removed = prune_finished(keep=3)
    assert sorted(p.name for p in removed) == ["g-0.json", "g-1.json"]
    assert sorted(p.name for p in folder.iterdir()) == ["g-2.json", "g-3.json", "g-4.json"]
    monkeypatch.setenv("TANUKI_TABLE_KEEP_FINISHED", "1")
    assert keep_finished() == 1 and len(prune_finished()) == 2
    monkeypatch.setenv("TANUKI_TABLE_KEEP_FINISHED", "junk")
    assert keep_finished() == 200


def test_abandon_moves_the_save_to_the_finished_games(toy_registered, tmp_path: Path) -> None:
    from tanuki_table.persistence.save_format import save_session
    from tanuki_table.persistence.saves import list_saves
    from tanuki_table.core.session import Session
    from tests.persistence.test_replay import finished

    done = finished()
    running = Session(done.setup, done.actions[:2])
    path = save_session(running)
    assert [s.path for s in list_saves(finished=False)] == [path]
    moved = abandon_save(path)
    assert moved.parent == finished_dir() and not path.exists()
    assert list_saves(finished=False) == []
    listed = finished_games()
    assert [g.path for g in listed] == [moved] and "abandoned" in listed[0].line


def test_finished_games_of_every_game_newest_first(toy_registered) -> None:
    from tanuki_table.persistence.save_format import save_session
    from tests.persistence.test_replay import finished

    first = save_session(finished())
    os.utime(first, (1000, 1000))
    second = save_session(finished(), finished_dir() / "toygame-later.json")
    listed = finished_games()
    assert [g.path for g in listed][:2] == [second, first]
    assert all(g.title for g in listed)


async def test_replay_list_opens_a_finished_game_and_a_replay_file(toy_registered, tmp_path: Path) -> None:
    from textual.widgets import Input

    from tanuki_table.persistence.replay import export_session
    from tanuki_table.persistence.save_format import save_session
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.dialogs.deck_dialogs import PromptScreen
    from tanuki_table.ui.screens.replay_list import ReplayListScreen
    from tanuki_table.ui.screens.replay_screen import ReplayScreen
    from tests.persistence.test_replay import finished

    session = finished()
    save_session(session)
    replay_file = export_session(session, tmp_path / "r.json")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.watch_replay()
        await pilot.pause()
        assert isinstance(app.screen, ReplayListScreen) and len(app.screen.games) == 1
        await pilot.press("enter")  # the newest game is highlighted
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        await pilot.press("o")
        assert isinstance(app.screen, PromptScreen)
        app.screen.query_one("#prompt", Input).value = str(replay_file)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.actions == list(session.actions)


def test_replay_watch_of_a_bad_file_is_one_line_exit_2(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert cli.main(["replay", "watch", str(bad)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_replay_watch_opens_the_viewer(toy_registered, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tanuki_table.persistence.replay import export_session
    from tanuki_table.ui.app import TanukiApp
    from tests.persistence.test_replay import finished

    session = finished()
    path = export_session(session, tmp_path / "r.json")
    ran = []
    monkeypatch.setattr(TanukiApp, "run", lambda self, **kw: ran.append(type(self).__name__))
    monkeypatch.setattr("tanuki_table.cli.launch.has_terminal", lambda: True)  # the test stands in for a terminal
    assert cli.main(["replay", "watch", str(path)]) == 0
    assert ran == ["WatchApp"]


async def test_resume_list_abandons_a_game_after_a_confirm(toy_registered) -> None:
    from tanuki_table.persistence.save_format import save_session
    from tanuki_table.persistence.saves import list_saves
    from tanuki_table.core.session import Session
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.dialogs.boxes import ConfirmScreen
    from tanuki_table.ui.dialogs.resume_screen import ResumeScreen
    from tests.persistence.test_replay import finished

    done = finished()
    save_session(Session(done.setup, done.actions[:2]))
    save_session(Session(done.setup, done.actions[:4]))
    assert len(list_saves(finished=False)) == 2
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        from tanuki_table.ui.dialogs.resume_screen import ResumeScreen as _R  # noqa: F401

        app.push_screen(ResumeScreen("Toy", list_saves(finished=False), app.saves))
        await pilot.pause()
        await pilot.press("a")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert len(list_saves(finished=False)) == 2
        await pilot.press("a", "y")
        await pilot.pause()
        assert len(list_saves(finished=False)) == 1 and len(finished_games()) == 1
        assert isinstance(app.screen, ResumeScreen) and len(app.screen.saves) == 1


async def test_the_pickers_v_hint_says_it_opens_the_list_of_finished_games_which_it_does() -> None:
    """Issue 49.7: the hint said "v watch the last finished game" and `v` opened a list."""
    from tanuki_table.core.session import Session, Setup
    from tanuki_table.persistence.save_format import save_session
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.replay_list import ReplayListScreen
    from tests.common import text_shown

    session = Session(Setup(game="tanuki_panic", seed=1, seats=[None, "simple"]))
    session.concede(0)
    save_session(session, finished_dir() / "tanuki_panic-done.json")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        text = await text_shown(app, pilot, "v watch a")  # Tanuki Panic, first in the picker, has a finished game
        assert "v watch a replay (the list of finished games, newest first)" in text
        assert "last finished game" not in text and "Watch last game" not in text
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReplayListScreen)
        assert "finished games, newest first" in await text_shown(app, pilot, "newest first")
