"""Saves at the edges: corrupt times (item 1), leftovers of interrupted writes (item 9), one
window per game and one folder per game (item 8)."""

from __future__ import annotations

import json
import os
import time

import pytest

from common import crashed, toasts
from tanuki_table.persistence import saves
from tanuki_table.persistence import storage
from tanuki_table.core.session import Session, Setup


def _toy(seed: int = 1) -> Session:
    return Session(Setup(game="toygame", seed=seed, first_player=0, seats=[None, "random"]))


BAD_TIMES = {"1e300": 1e300, "1e18": 1e18, "nan": float("nan"), "-1": -1, "text": "yesterday", "true": True}


@pytest.mark.parametrize("label", list(BAD_TIMES))
def test_save_with_huge_timestamp_does_not_stop_startup(toy_registered, label):
    good = saves.save_session(_toy(1))
    bad = saves.saves_dir() / "toygame-bad.json"
    bad.write_text(json.dumps({"kind": "tanuki-table-save", "format": 1, "game": "toygame",
                               "saved": BAD_TIMES[label]}))
    listed = saves.list_saves("toygame", finished=False)  # the picker's cheap listing
    assert [s.path for s in listed] == [good]
    assert all(s.describe() for s in listed)
    _, reports = saves.check_saves()
    assert any("toygame-bad.json" in r and "moved to" in r for r in reports), reports
    assert (saves.broken_dir() / "toygame-bad.json").exists() and not bad.exists()


def test_describe_never_raises_on_a_corrupt_time():
    info = saves.SaveInfo(path=storage.saves_dir() / "x.json", game="toygame", finished=False, saved=1e300)
    assert "unknown time" in info.describe()


async def test_app_starts_with_a_75_byte_save_from_the_future(toy_registered):
    from tanuki_table.ui.app import TanukiApp

    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    bad = saves.saves_dir() / "tanuki_panic-future.json"
    bad.write_text('{"kind":"tanuki-table-save","format":1,"game":"tanuki_panic","saved":1e300}')
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(100):
            await pilot.pause(0.05)
            if (saves.broken_dir() / bad.name).exists():
                break
        assert not crashed(app)
        assert (saves.broken_dir() / bad.name).exists()


# --- item 9: leftovers -----------------------------------------------------------------------------
def test_failed_atomic_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "game.json"

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full_disk)
    with pytest.raises(OSError):
        storage.write_atomic(target, "{}")
    assert list(tmp_path.iterdir()) == []


def test_interrupted_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    monkeypatch.setattr(storage.os, "chmod", lambda *a: (_ for _ in ()).throw(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        storage.write_atomic(tmp_path / "game.json", "{}")
    assert list(tmp_path.iterdir()) == []


def test_old_leftover_temporary_files_are_cleaned_at_start(toy_registered):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / ".toygame-x.json.4242.tmp"
    young = folder / ".toygame-y.json.4243.tmp"
    other = folder / ".hidden-notes.txt"
    for path in (old, young, other):
        path.write_text("{")
    hours_ago = time.time() - 3 * 3600
    os.utime(old, (hours_ago, hours_ago))
    os.utime(other, (hours_ago, hours_ago))
    saves.check_saves()
    assert not old.exists() and young.exists() and other.exists()


def test_exports_are_written_with_mode_0644(tmp_path):
    old = os.umask(0o077)
    try:
        storage.write_atomic(tmp_path / "deck.txt", "x", mode=0o644)
    finally:
        os.umask(old)
    assert (tmp_path / "deck.txt").stat().st_mode & 0o777 == 0o644


def test_write_atomic_over_a_folder_is_one_clear_error(tmp_path):
    with pytest.raises(IsADirectoryError, match="folder"):
        storage.write_atomic(tmp_path, "x")


# --- item 8: one window per game ---------------------------------------------------------------------
def test_second_instance_cannot_lock_an_open_game(toy_registered):
    first = storage.SaveLock("toygame-1.json")
    second = storage.SaveLock("toygame-1.json")
    assert first.acquire()
    assert not second.acquire()
    assert str(os.getpid()) in second.holder()
    first.release()
    assert second.acquire()
    second.release()


async def test_second_instance_opening_the_same_game_is_told_it_is_open_elsewhere(toy_registered):
    from tanuki_table.ui.app import TanukiApp

    session = _toy(3)
    session.play(session.state.legal_actions()[0])
    path = saves.save_session(session)
    before = path.read_bytes()
    elsewhere = storage.SaveLock(path.name)
    assert elsewhere.acquire()  # the other window
    try:
        app = TanukiApp(bot_delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            app.resumes.resume_file(path)
            await pilot.pause()
            assert any("open in another" in n.message for n in toasts(app))
            assert type(app.screen).__name__ == "ConfirmScreen"  # watch it read-only?
            await pilot.press("n")
            assert type(app.screen).__name__ == "PickerScreen"
        assert path.read_bytes() == before
    finally:
        elsewhere.release()


async def test_a_game_open_elsewhere_can_be_watched_read_only_as_it_is_played(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.watch_screen import WatchScreen

    session = _toy(3)
    session.play(session.state.legal_actions()[0])
    path = saves.save_session(session)
    elsewhere = storage.SaveLock(path.name)
    assert elsewhere.acquire()  # the other window
    try:
        app = TanukiApp(bot_delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            app.resumes.resume_file(path)
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            watch = app.screen
            assert isinstance(watch, WatchScreen)
            assert "move 1" in str(watch.query_one("#watch-status").render())
            assert not any(b.label for b in watch.query("Button"))  # nothing to play with
            session.play(session.state.legal_actions()[0])  # the other window plays on and saves
            saves.save_session(session)
            await pilot.pause(1.2)
            assert "move 2" in str(watch.query_one("#watch-status").render())
            await pilot.press("escape")
            assert type(app.screen).__name__ == "PickerScreen"
        assert saves.load_save(path).actions == session.actions  # the watcher never wrote
    finally:
        elsewhere.release()


def test_a_game_is_never_both_finished_and_unfinished(toy_registered):
    from persistence.conftest import play_random

    session = _toy(5)
    path = saves.save_session(session)
    play_random(session, 200, seed=5)
    assert session.state.is_over
    done = saves.save_session(session)
    assert done.parent == saves.finished_dir() and not path.exists()
    # a crash between writing finished/NAME and removing saves/NAME: the stale copy goes aside
    stale = json.loads(done.read_text())
    stale["saved"] -= 60
    path.write_text(json.dumps(stale))
    saves.check_saves()
    names_running = {p.name for p in saves.save_files()}
    names_done = {p.name for p in saves.save_files(saves.finished_dir())}
    assert not names_running & names_done
    assert done.exists()


def test_old_leftovers_of_replay_exports_are_cleaned_at_start(toy_registered):
    folder = storage.data_dir() / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / ".toygame-1.replay.json.777.tmp"
    old.write_text("{")
    hours_ago = time.time() - 3 * 3600
    os.utime(old, (hours_ago, hours_ago))
    saves.check_saves()
    assert not old.exists()
