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


def test_a_conceded_game_equals_its_replay_with_the_concession():
    """The fuzz's end check replays a game with its concession: a hot-seat fuzz whose keys
    happened to reach 'c' then 'y' (concede, confirm) saw "the game differs from its own replay"."""
    from types import SimpleNamespace

    from persistence.conftest import play_random
    from persistence.fuzzing import check_game_deeply
    from tanuki_table.core.session import Session, Setup

    session = Session(Setup(game="animale_tattica", seed=7, seats=[None, None]))
    play_random(session, 6)
    session.concede(0)
    check_game_deeply(SimpleNamespace(session=session))
