"""Shared fixtures: the toy game registered for screen tests."""

from __future__ import annotations

import pytest

from tanuki_table import games


@pytest.fixture
def toy_registered(monkeypatch):
    """Registers tests/toygame as game `toygame` for the duration of a test."""
    monkeypatch.setitem(games._PACKAGES, "toygame", "tests.toygame")
    yield games.get_game("toygame")
