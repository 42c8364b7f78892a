"""The cheap fuzz loop (fuzz_model.py), first half: Pikmin and Tacocat, vs the bot and hot-seat.

The two halves send 23,000 seeded events (and the app fuzz, tests/persistence/test_fuzz*.py, more); the two halves are split so `pytest -n 2 --dist loadfile` balances.
"""

from __future__ import annotations

import zlib

import pytest
from common import few

from edges.conftest import hostile_card_data
from edges.fuzz_model import fuzz_game
from persistence.conftest import engine_or_skip
from tanuki_table.games import game_ids
from tanuki_table.core.session import Setup

EVENTS = {"pikmin": 1_000, "tanuki_panic": 1_500}
"""Events per table, fewer where an event costs more (a Pikmin event costs ten of Tacocat's): with
3,000 for each other game the ten tables send 23,000 events."""
EVENTS_PER_GAME = 3_000
GAMES = game_ids()[1:3]  # the two longest games here, the other three in test_fuzz_model_b.py


HOSTILE_SEATS = ["\x1b]0;pwn\x07[/evil]", "Bo\u202eb [a=b=c]"]
"""Hot-seat names as a paste or a forged save could bring them (cards get hostile names too)."""


def run(game_id: str, mode: str, monkeypatch, folder) -> None:
    engine_or_skip(game_id)
    hostile_card_data(monkeypatch, game_id, folder)
    seats = [None, "random"] if mode == "bot" else [None, None]
    seed = zlib.crc32(f"{game_id}-{mode}".encode()) % 10_000
    setup = Setup(game=game_id, seed=seed, seats=seats, names=HOSTILE_SEATS if mode == "hotseat" else None)
    budget = EVENTS.get(game_id, EVENTS_PER_GAME)
    report = fuzz_game(setup, seed=seed, budget=budget)
    assert report.events == budget
    assert report.actions > 50 and report.resumes >= 1 and report.hostile_files >= 1, report
    assert report.labels > 20, report


@pytest.mark.parametrize(("game_id", "mode"), few([(g, m) for g in GAMES for m in ("bot", "hotseat")],
                                               keep=[("tacocat", "hotseat"), ("pikmin", "bot")]))
def test_fuzz_model_no_crash_no_illegal_state_no_lost_save(game_id, mode, monkeypatch, tmp_path):
    run(game_id, mode, monkeypatch, tmp_path)
