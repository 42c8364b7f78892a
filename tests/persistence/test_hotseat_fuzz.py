"""Fuzz, second half: every game in hot-seat (handovers, undo requests), seeded and bounded."""

from __future__ import annotations

import pytest

from persistence.conftest import REAL_GAMES
from persistence.test_fuzz import fuzz_game


@pytest.mark.parametrize("game_id", ["toygame", *REAL_GAMES])
async def test_fuzz_each_game_in_hot_seat(toy_registered, game_id):
    await fuzz_game(game_id, "hotseat")
