"""The example game, examples/goofspiel, registered for a test without installing it: its folder
goes on `sys.path` and the registry learns its id (as the tests register tests/toygame)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tanuki_table import games
from tanuki_table.core.plugin import GameRules

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "goofspiel"
"""The plug-in's project folder (its pyproject.toml beside the `goofspiel` package)."""


@pytest.fixture
def goofspiel(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameRules]:
    """Registers examples/goofspiel as game `goofspiel` for the duration of a test."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.setitem(games._PACKAGES, "goofspiel", "goofspiel")
    yield games.get_game("goofspiel")
