"""Fixtures for the browser tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Points XDG_DATA_HOME (and XDG_CACHE_HOME) at fresh folders, so saved decks, collections and
    the card cache never touch the real user folders and every test starts with none
    (platformdirs reads the variables on each call)."""
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    return home


def engine_or_skip(game_id: str):
    """The game's plug-in (a game that fails to import fails the test, never skips it)."""
    from tanuki_table.games import get_game

    return get_game(game_id)
