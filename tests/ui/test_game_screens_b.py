"""The other half of `test_game_screens.py` (so the two halves run on two workers)."""

from __future__ import annotations

import pytest
from ui.test_game_screens import GAMES, play_to_game_over


@pytest.mark.parametrize("game_id", GAMES[1::2])
async def test_a_game_against_the_bot_by_keys_reaches_game_over(game_id):
    await play_to_game_over(game_id)
