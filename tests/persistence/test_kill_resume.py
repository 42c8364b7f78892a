"""SIGKILL at a random moment (bots mid-turn included), then resume: nothing lost but the action
being applied, and the resumed game is identical."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from persistence.conftest import REAL_GAMES

from tanuki_table.persistence import saves
from tanuki_table.core.session import Session

CHILD = Path(__file__).with_name("kill_child.py")
ROUNDS = 5
KILLED: list[int] = []
RESUMED: list[int] = []


def pick_game() -> str:
    from tanuki_table.games import get_game

    get_game(REAL_GAMES[0])  # a real game has long bot turns
    return REAL_GAMES[0]


def journal_lines(path: Path) -> list[dict]:
    if not path.exists():
        return []
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            found.append(json.loads(line))
        except json.JSONDecodeError:  # the very line being written when the process died
            pass
    return found


def child_status(journal: Path) -> str:
    status = Path(str(journal) + ".status")
    return status.read_text(encoding="utf-8") if status.exists() else "no status written"


def find_save(name: str) -> Path:
    for folder in (saves.saves_dir(), saves.finished_dir()):
        if (folder / name).exists():
            return folder / name
    raise AssertionError(f"save {name} has vanished")


@pytest.mark.slow
def test_sigkill_at_random_moments_then_resume(tmp_path, data_home, monkeypatch):
    monkeypatch.setenv("TANUKI_TABLE_FSYNC", "1")  # the real thing
    game = pick_game()
    journal = tmp_path / "journal.jsonl"
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "TANUKI_TABLE_FSYNC": "1"}
    rng = random.Random(2024)
    seen = 0
    resumed_from: tuple[str, list[int]] | None = None
    for round_no in range(ROUNDS):
        child = subprocess.Popen([sys.executable, str(CHILD), game, str(journal), str(round_no)], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while len(journal_lines(journal)) < seen + 3:  # it is playing and saving
            assert child.poll() is None, child.stderr.read().decode()[-3000:]
            assert time.monotonic() < deadline, f"the child never saved: {child_status(journal)}"
            time.sleep(0.02)
        first_of_round = journal_lines(journal)[seen]
        time.sleep(rng.uniform(0.0, 0.6))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        lines = journal_lines(journal)
        if resumed_from is not None and first_of_round["file"] == resumed_from[0]:
            assert first_of_round["actions"] == resumed_from[1], "the resumed game is not the saved one"
            RESUMED.append(len(resumed_from[1]))
        seen = len(lines)
        last = lines[-1]
        loaded = saves.load_save(find_save(last["file"]))  # atomic: never half a file
        # The save is the journal's last line, or one action ahead (killed between save and journal).
        assert loaded.actions[: len(last["actions"])] == last["actions"]
        assert len(loaded.actions) - len(last["actions"]) in (0, 1)
        good, reports = saves.check_saves()
        assert reports == [], reports
        assert not saves.broken_dir().exists() or not list(saves.broken_dir().iterdir())
        replayed = Session(loaded.setup, loaded.actions)
        assert saves.same_game(replayed.state, loaded.state)
        resumed_from = (last["file"], loaded.actions) if not loaded.state.is_over else None
        KILLED.append(len(loaded.actions))
    assert len(KILLED) >= ROUNDS
    assert RESUMED, "no round resumed the game the previous one was killed in"
    print(f"killed {len(KILLED)} times (at {KILLED} actions); resumed {len(RESUMED)} games identically")


async def test_resume_in_the_app_after_a_kill_shows_the_same_game(tmp_path, data_home, monkeypatch):
    """The picker's resume opens the saved game with the same observation and legal actions."""
    game = pick_game()
    journal = tmp_path / "journal.jsonl"
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    child = subprocess.Popen([sys.executable, str(CHILD), game, str(journal), "9"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not saves.list_saves(game, finished=False) or len(journal_lines(journal)) < 3:
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.02)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)
    unfinished = saves.list_saves(game, finished=False)
    if not unfinished:
        pytest.skip("the game ended at the very moment of the kill")
    expected = saves.load_save(unfinished[0].path)
    if game == "toygame":
        from tanuki_table import games

        monkeypatch.setitem(games._PACKAGES, "toygame", "tests.toygame")
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    app = TanukiApp(bot_delay=60)  # the bots wait: we compare the position as it was saved
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.resume(game)
        await pilot.pause()
        screen = app.screen_stack[-1]
        assert isinstance(screen, GameScreen)
        state = screen.session.state
        assert screen.session.actions == expected.actions
        assert state.legal_actions() == expected.state.legal_actions()
        for seat in state.observation_seats():
            assert state.observation(seat) == expected.state.observation(seat)
