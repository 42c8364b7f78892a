"""Fast copies: `clone()` is independent and keeps the rng; `sample_hidden()` keeps the seat's
view and spreads every unseen card over every place it could be."""

from __future__ import annotations

import random

from tests.tacocat.test_tc_playouts import check
from tests.tacocat.tc_helpers import GAME, game, play


def _midgame(seed: int, steps: int):
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_clone_is_independent_and_keeps_the_rng_state():
    for seed in range(10):
        state = _midgame(seed, 15 + seed * 3)
        if state.is_over:
            continue
        before = state.to_json()
        copy = state.clone()
        assert copy.to_json() == before
        rng = random.Random(seed)
        twin = state.clone()
        while not copy.is_over:  # play the clone to the end, through new deals
            legal = copy.legal_actions()
            copy.apply(legal[rng.randrange(len(legal))])
        assert state.to_json() == before
        rng = random.Random(seed)
        while not twin.is_over:  # the same moves from the original's state give the same game
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
        assert twin.to_json() == copy.to_json()


def test_sample_hidden_keeps_the_seats_observation_in_every_phase():
    rng = random.Random(7)
    phases = set()
    for seed in range(60):
        state = _midgame(seed, rng.randrange(1, 60))
        if state.is_over:
            continue
        for seat in (0, 1):
            sample = state.sample_hidden(seat, rng)
            assert sample.observation(seat) == state.observation(seat)
            check(sample)
            phases.add(state.phase)
            legal = sample.legal_actions()
            sample.apply(legal[rng.randrange(len(legal))])
    assert {"exchange", "duel", "play_attack", "play_defend"} <= phases


def test_sample_hidden_puts_each_unseen_card_in_every_place_it_could_be():
    state = game([8, 1, 2, 3, 4, 5, 6], [9, 10, 11, 12, 7, 7, 1])
    play(state, "Exchange 5 6", "Exchange 12", "Duel with 8")  # Player 1's duel card is pending
    seat = 1
    unseen = set(state.hands[0]) | set(state.draw)
    in_hand: set[str] = set()
    in_draw: set[str] = set()
    duel: set[str] = set()
    rng = random.Random(1)
    for _ in range(400):
        sample = state.sample_hidden(seat, rng)
        assert set(sample.hands[0]) | set(sample.draw) == unseen
        in_hand.update(sample.hands[0])
        in_draw.update(sample.draw)
        duel.add(sample.pending_duel[0])
    assert in_hand == unseen and in_draw == unseen
    assert len(duel) > 5


def test_sample_hidden_does_not_know_the_next_deal():
    state = _midgame(3, 5)
    sample = state.sample_hidden(0, random.Random(1))
    assert sample.rng.getstate() != state.clone().rng.getstate()
