"""Seeded random playouts (2, 3 and 4 players, every mode) with cards conserved, JSON round trips
and hidden information."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.common import random_playout

from .at_helpers import GAME, default_catalogue, keep_first, start


def check(state) -> None:
    """Every animal card of every seat, and all 12 spirit cards, are somewhere exactly once."""
    if state.stage == "choose_animal":
        return
    cat = default_catalogue()
    piles = Counter()
    spirits = Counter()
    for table in state.tables:
        piles.update(table.pile)
        spirits.update(table.spirit_deck + table.spirit_discard + table.returned)
        if table.field is not None:
            assert Counter(table.field[0]) <= Counter(table.pile)
    for seat in range(state.players):
        animal = state.animals[seat]
        mine = [c for c in state.hands[seat] if cat.animal[c] == animal]
        owned = Counter(mine + state.decks[seat] + state.discards[seat])
        owned.update({c: n for c, n in piles.items() if cat.animal[c] == animal})
        assert owned == Counter(cat.decks[animal]), f"seat {seat} ({animal}) lost or gained cards"
        spirits.update(c for c in state.hands[seat] if cat.spirit[c])
        spirits.update(state.offers[seat])
        assert all(cat.animal[c] in (animal, "spirit") for c in state.hands[seat])
        assert len(state.decks[seat]) <= 6
    spirits.update(c for c, n in piles.items() for _ in range(n) if cat.spirit[c])
    assert spirits == Counter(cat.spirits)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_end_with_cards_conserved(players):
    for seed in range(150):
        state = random_playout("animale_tattica", seed, players=players, check=check)
        assert state.winner is not None and state.scores[state.winner] == 1


@pytest.mark.parametrize("players, variant", [(2, "best_of_three"), (3, "best_of_three"), (4, "tournament")])
def test_random_match_playouts(players, variant):
    for seed in range(30):
        state = random_playout("animale_tattica", seed, players=players, variant=variant, check=check)
        assert state.winner is not None
        if variant == "tournament":
            assert sorted(state.places) == [1, 2, 3, 4]
        else:
            assert state.scores[state.winner] == 2


@pytest.mark.parametrize("players, variant", [(2, None), (3, "best_of_three"), (4, "tournament")])
def test_json_round_trips(players, variant):
    for seed in range(3):
        random_playout("animale_tattica", seed, players=players, variant=variant, round_trip_every=3)


def test_same_seed_same_game():
    a = random_playout("animale_tattica", 11, players=3)
    b = random_playout("animale_tattica", 11, players=3)
    assert a.to_json() == b.to_json()


def test_hidden_hands_decks_and_spirit_choices():
    state = start()  # seat 0 dog, seat 1 cat; seat 0 is offered Twins, seat 1 Shape-changing
    text = state.observation(1).model_dump_json()
    assert "spirit-twins" not in text and "dog-" not in text
    keep_first(state)
    obs = state.observation(1)
    text = obs.model_dump_json()
    assert "spirit-twins" not in text and "dog-" not in text
    assert obs.offer == [] and obs.spirits_held == [1, 1]
    assert "Twins" not in " ".join(state.log_for(1))
    assert "Twins" in " ".join(state.log_for(0))


def test_hidden_information_in_random_games():
    cat = default_catalogue()
    for seed in range(20):
        state = GAME.new_game(players=3, seed=seed)
        keep_first(state)
        for seat in range(3):
            obs = json.loads(state.observation(seat).model_dump_json())
            others = [c for s in range(3) if s != seat for c in state.hands[s] + state.decks[s]]
            public = {c for d in obs["discards"] for c in d}
            for card in set(others) - public - set(state.hands[seat]):
                if not cat.spirit[card]:
                    assert card not in json.dumps(obs)
