"""Seeded random playouts of every Tanuki Panic variant: card conservation, bounds, JSON round trips."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.common import random_playout

from .tp_helpers import GAME

PHASES = {"setup", "main_1", "battle", "main_2", "end", "game_over"}


def card_counts(state, seat: int) -> Counter[str]:
    """Every card `seat` owns, wherever it is."""
    field = [c.card for c in state.fields[seat] if c]
    return Counter(state.decks[seat] + state.hands[seat] + field + state.graveyard[seat])


def make_check(start_state):
    """A check that every seat still owns exactly the cards it started with (deck + hand + field
    + graveyard), plus bounds on Energy, zones and phases."""
    start = [card_counts(start_state, seat) for seat in range(2)]

    def check(state) -> None:
        for seat in range(2):
            assert card_counts(state, seat) == start[seat], "cards appeared or vanished"
            assert 0 <= state.energy[seat] <= state.start_energy[seat]
            assert len(state.fields[seat]) == 7
            assert state.over or len(state.hands[seat]) <= 7 + 40
        assert state.phase in PHASES
        assert (state.energy[0] == 0 or state.energy[1] == 0) <= state.over
        if state.over:  # only the stalemate guard (ruling 15) ends in a draw (balanced: on equal Energy)
            draw_ok = state.end_kind == "stalemate" and (
                state.variant != "balanced" or state.energy[0] == state.energy[1])
            assert state.winner in (0, 1) or draw_ok
            if state.end_kind == "stalemate" and state.variant != "balanced":
                assert state.winner is None

    return check


PLAYOUTS = {"standard": 200, "casual": 40, "booster": 40, "balanced": 40}
"""Hundreds of games by the rulebook; the variants change a rule or two, so fewer of each."""


@pytest.mark.parametrize("variant", list(PLAYOUTS))
def test_random_playouts_conserve_cards(variant):
    for seed in range(PLAYOUTS[variant]):
        # random_playout starts the same seeded game, so its starting cards are these
        check = make_check(GAME.new_game(seed=seed, variant=variant))
        final = random_playout("tanuki_panic", seed, variant=variant, check=check)
        assert final.is_over


@pytest.mark.parametrize("variant", ["standard", "booster"])
def test_json_round_trips_during_play(variant):
    for seed in (1, 2):
        random_playout("tanuki_panic", seed, variant=variant, round_trip_every=5)


def test_same_seed_same_game():
    a = random_playout("tanuki_panic", 42)
    b = random_playout("tanuki_panic", 42)
    assert a.to_json() == b.to_json()
