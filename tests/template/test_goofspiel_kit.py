"""The test kit (tests/kit.py) on the example game: every shared test, run on Goofspiel."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from kit import GameKit

from tanuki_table.core.plugin import GameRules


class TestGoofspielKit(GameKit):
    game_id = "goofspiel"

    @pytest.fixture(autouse=True)
    def registered(self, goofspiel: GameRules) -> Iterator[None]:
        """Goofspiel is not under tanuki_table/games/: the `goofspiel` fixture registers it."""
        yield
