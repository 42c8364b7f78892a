"""The test kit (tests/kit.py) on the example game: every shared test, run on Goofspiel."""

from __future__ import annotations

from kit import GameKit

from .conftest import EXAMPLE


class TestGoofspielKit(GameKit):
    game_id = "goofspiel"
    project = EXAMPLE
