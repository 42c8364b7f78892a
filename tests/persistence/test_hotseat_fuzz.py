"""Fuzz, second half: every game in hot-seat (handovers, undo requests), seeded and bounded, with
hostile seat names and hostile card names (issue 29)."""

from __future__ import annotations

import pytest
from common import few

from persistence.conftest import REAL_GAMES
from persistence.test_fuzz import fuzz_game


@pytest.mark.parametrize("game_id", few(["toygame", *REAL_GAMES], keep=["toygame", "tacocat"]))
async def test_fuzz_each_game_in_hot_seat(toy_registered, game_id, monkeypatch, tmp_path):
    await fuzz_game(game_id, "hotseat", hostile=(monkeypatch, tmp_path))
