"""Copies and sampled worlds: `clone()` is independent and keeps the rng; `sample_hidden(p, rng)`
keeps everything seat p has seen and redeals only what p cannot see."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from .at_helpers import GAME, keep_first, play, position
from .test_at_playouts import check


def _playout_states(players: int, variant: str | None, seed: int, every: int = 3):
    state = GAME.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        step += 1


@pytest.mark.parametrize("players, variant", [(2, None), (3, None), (4, None), (2, "best_of_three"), (4, "tournament")])
def test_sample_hidden_keeps_the_seats_observation_and_plays_on(players, variant):
    rng = random.Random(7)
    for seed in range(6):
        for state in _playout_states(players, variant, seed):
            for seat in range(players):
                sample = state.sample_hidden(seat, rng)
                assert sample.observation(seat) == state.observation(seat)
                check(sample)
                if state.current_player == seat:
                    assert sample.legal_actions() == state.legal_actions()
            if rng.random() < 0.1:  # a sampled world plays to the end like a real one
                world = state.sample_hidden(state.current_player or 0, rng)
                while not world.is_over:
                    legal = world.legal_actions()
                    world.apply(legal[rng.randrange(len(legal))])
                    check(world)


def test_sample_hidden_puts_each_unseen_card_in_every_place_it_could_be():
    state = GAME.new_game(players=2, seed=3)
    keep_first(state)
    seat, rival = 0, 1
    rival_cards = set(state.hands[rival] + state.decks[rival]) - {c for c in state.hands[rival] if state.cat.spirit[c]}
    returned = Counter(state.deck_known[seat])
    in_hand: set[str] = set()
    in_deck: set[str] = set()
    own_deck_top: set[str] = set()
    rival_spirit: set[str] = set()
    spirit_deck: set[str] = set()
    rng = random.Random(1)
    for _ in range(400):
        sample = state.sample_hidden(seat, rng)
        assert sample.hands[seat] == state.hands[seat]
        in_hand.update(c for c in sample.hands[rival] if not sample.cat.spirit[c])
        in_deck.update(sample.decks[rival])
        own_deck_top.add(sample.decks[seat][0])
        rival_spirit.update(c for c in sample.hands[rival] if sample.cat.spirit[c])
        deck = sample.tables[0].spirit_deck
        assert not returned - Counter(deck), "the spirit cards this seat returned stay in the spirit deck"
        spirit_deck.update(deck)
    assert in_hand == rival_cards and in_deck == rival_cards
    assert own_deck_top == set(state.decks[seat])
    total = Counter(state.cat.spirits)
    unseen = {c for c in total if total[c] - returned[c] - state.hands[seat].count(c) > 0}
    assert rival_spirit == unseen
    assert spirit_deck == set(total)


def test_sample_hidden_keeps_cards_everyone_saw_taken_back():
    state = position(hands=[["dog-6", "dog-2"], ["spirit-revival", "cat-2", "cat-3"]], discards=[[], ["cat-king"]], lead=1)
    play(state, ["spirit-revival"])
    state.apply(next(a for a in state.legal_actions() if a.kind == "revive" and a.card == "cat-king"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "discard" and a.card == "cat-2"))
    rng = random.Random(2)
    for _ in range(50):
        assert "cat-king" in state.sample_hidden(0, rng).hands[1]


def test_clone_is_independent_and_keeps_the_rng():
    state = GAME.new_game(players=3, seed=4)
    keep_first(state)
    before = state.to_json()
    copy = state.clone()
    assert copy.to_json() == before and copy.rng.getstate() == state.rng.getstate()
    rng = random.Random(0)
    while not copy.is_over:
        legal = copy.legal_actions()
        copy.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == before
    assert copy.cat is state.cat and copy.info is state.info


def test_sampled_world_has_its_own_rng():
    state = GAME.new_game(players=2, seed=4)
    a = state.sample_hidden(0, random.Random(1))
    b = state.sample_hidden(0, random.Random(2))
    assert a.rng.getstate() != state.rng.getstate() and a.rng.getstate() != b.rng.getstate()


def test_evaluate_is_a_chance_that_prefers_fewer_cards():
    state = position(hands=[["dog-6"], ["cat-2", "cat-3", "cat-4", "cat-6"]])
    assert 0.5 < GAME.evaluate(state, 0) <= 1 and 0 <= GAME.evaluate(state, 1) < 0.5
    play(state, ["dog-6"])
    assert GAME.evaluate(state, 0) == 1.0 and GAME.evaluate(state, 1) == 0.0


def test_a_save_from_before_the_splitmix_rng_still_loads():
    import json

    state = GAME.new_game(players=2, seed=9)
    data = json.loads(state.to_json())
    twister = random.Random(9).getstate()
    data["rng"] = [twister[0], list(twister[1]), twister[2]]
    for name in ("known", "deck_known"):
        del data["state"][name]
    loaded = GAME.state_from_json(json.dumps(data))
    assert loaded.observation(0) == state.observation(0) and loaded.known == [[], []]


@pytest.mark.parametrize("players", [2, 3])
def test_a_world_sampled_for_a_seat_not_to_move_offers_that_worlds_moves(players):
    """The rival's hand is redealt in a world sampled for another seat, so the moves the true
    state had listed (and kept) are not the world's: every move the world offers can be made."""
    rng = random.Random(3)
    for seed in range(4):
        for state in _playout_states(players, None, seed, every=2):
            state.legal_actions()  # the true state lists (and keeps) its moves
            mover = state.current_player
            for seat in range(players):
                if seat == mover or mover is None:
                    continue
                world = state.sample_hidden(seat, rng)
                for move in world.legal_actions():
                    world.clone().apply(move)
