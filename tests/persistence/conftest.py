"""Fixtures for the persistence tests: a private data folder, and helpers to play games."""

from __future__ import annotations

import random

import pytest

from tanuki_table.games import game_ids, get_game


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Every test gets its own XDG_DATA_HOME, so no test reads or writes the user's saves."""
    home = tmp_path / "xdg-data"
    home.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    # fsync costs ~10 ms a save and guards against power loss only; the SIGKILL test turns it on.
    monkeypatch.setenv("TANUKI_TABLE_FSYNC", "0")
    return home


def engine_or_skip(game_id: str):
    """The game's plug-in (every registered game has one: a broken import fails, never skips)."""
    return get_game(game_id)


REAL_GAMES = [g for g in game_ids()]


def play_random(session, steps: int, seed: int = 0) -> None:
    """Apply up to `steps` random legal actions to a session."""
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.is_over:
            return
        legal = session.state.legal_actions()
        session.play(legal[rng.randrange(len(legal))])


@pytest.fixture
def draw_registered(monkeypatch):
    """Registers tests/persistence/drawgame (a game with a hidden deck) as `drawgame`."""
    from tanuki_table import games

    monkeypatch.setitem(games._PACKAGES, "drawgame", "persistence.drawgame")
    yield games.get_game("drawgame")
