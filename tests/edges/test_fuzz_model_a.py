"""The cheap fuzz loop (fuzz_model.py), first half: Pikmin and Tacocat, vs the bot and hot-seat.

With the second half and the app fuzz (tests/persistence/test_fuzz*.py) a suite run sends more
than 20,000 seeded events; the two halves are split so `pytest -n 2 --dist loadfile` balances.
"""

from __future__ import annotations

import zlib

import pytest

from edges.fuzz_model import fuzz_game
from persistence.conftest import engine_or_skip
from tanuki_table.games import game_ids
from tanuki_table.session import Setup

EVENTS_PER_GAME = 2_100
GAMES = game_ids()[1:3]  # the two longest games here, the other three in test_fuzz_model_b.py


def run(game_id: str, mode: str) -> None:
    engine_or_skip(game_id)
    seats = [None, "random"] if mode == "bot" else [None, None]
    seed = zlib.crc32(f"{game_id}-{mode}".encode()) % 10_000
    report = fuzz_game(Setup(game=game_id, seed=seed, seats=seats), seed=seed, budget=EVENTS_PER_GAME)
    assert report.events == EVENTS_PER_GAME
    assert report.actions > 50 and report.resumes >= 1 and report.hostile_files >= 1, report


@pytest.mark.parametrize("mode", ["bot", "hotseat"])
@pytest.mark.parametrize("game_id", GAMES)
def test_fuzz_model_no_crash_no_illegal_state_no_lost_save(game_id, mode):
    run(game_id, mode)
