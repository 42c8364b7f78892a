"""The generator a state shares with its clones (generator.py): no clone ever draws what another
state drew, a state whose clones are all gone draws from its generator without copying it, and
a sample of the hidden cards never shares it."""

from __future__ import annotations

import copy
import gc
import random

from tests.tacocat.tc_helpers import GAME


def _to_new_round(state, rng: random.Random) -> None:
    """Play random moves until a new deal (the only draw from the state's generator)."""
    start = state.round
    while not state.is_over and state.round == start:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def _finish(state, seed: int) -> str:
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.to_json()


def test_a_dropped_clone_leaves_the_generator_to_its_original():
    state = GAME.new_game(seed=4)
    generator = state.rng
    copy = state.clone()
    del copy
    gc.collect()  # (CPython frees it at once; another interpreter when it collects)
    _to_new_round(state, random.Random(1))
    assert state._rng is generator


def test_states_sharing_a_generator_each_draw_as_alone():
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed)
        for _ in range(rng.randrange(1, 30)):
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_over:
            continue
        family = [state]
        for _ in range(6):  # clones of clones, some dropped, each drawing at its own time
            family.append(rng.choice(family).clone())
            if rng.random() < 0.3:
                family.pop(rng.randrange(1, len(family)))
        alone = [copy.deepcopy(member) for member in family]  # each with a generator of its own
        for i in rng.sample(range(len(family)), len(family)):  # each draws, in a random order
            _to_new_round(family[i], random.Random(i))
        for i, member in enumerate(family):  # and played on as if it had been alone
            _to_new_round(alone[i], random.Random(i))
            assert member.to_json() == alone[i].to_json()
            assert _finish(member, i) == _finish(alone[i], i)


def test_a_sample_leaves_the_generator_to_the_state():
    state = GAME.new_game(seed=9)
    generator = state.rng
    sample = state.sample_hidden(0, random.Random(3))
    assert state._rng_owned and sample._rng is None
    _to_new_round(state, random.Random(2))
    assert state._rng is generator
