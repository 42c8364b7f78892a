"""Copies: a clone shares no mutable part with the original and plays on as if alone."""

from __future__ import annotations

import random

from tanuki_table.core.events import Event
from tanuki_table.games.pikmin.rules import Slot

from .pk_helpers import GAME

IMMUTABLE = (str, int, float, bool, type(None), tuple, frozenset, Event)


def _midgame(seed: int, steps: int):
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _mutable_parts(value: object, seen: set[int], found: dict[int, object]) -> None:
    if id(value) in seen or isinstance(value, (str, int, float, bool, type(None))):
        return
    seen.add(id(value))
    if isinstance(value, (list, dict, set, Slot)):
        found[id(value)] = value
    items: list[object] = []
    if isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
    elif isinstance(value, dict):
        items = list(value.values())
    elif isinstance(value, Slot):
        items = [getattr(value, name) for name in Slot.__slots__]
    for item in items:
        _mutable_parts(item, seen, found)


def test_a_clone_shares_no_mutable_part_with_the_original():
    for seed, steps in ((1, 0), (2, 3), (3, 40), (4, 200)):
        state = _midgame(seed, steps)
        state.legal_actions()
        copy = state.clone()
        shared = ("info", "cat", "_rng", "_legal")  # the game, the card data, the cached moves (never
        # changed in place); the rng is copied on first use
        mine: dict[int, object] = {}
        theirs: dict[int, object] = {}
        for name, value in vars(state).items():
            if name not in shared:
                _mutable_parts(value, set(), mine)
        for name, value in vars(copy).items():
            if name not in shared:
                _mutable_parts(value, set(), theirs)
        assert not set(mine) & set(theirs)
        assert copy.rng is not state.rng


def test_clone_then_both_play_on_as_if_alone():
    state = _midgame(6, 60)
    twin = GAME.state_from_json(state.to_json())
    copy = state.clone()
    for game, seed in ((copy, 1), (state, 2), (twin, 2)):
        rng = random.Random(seed)
        for _ in range(80):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == twin.to_json() and list(state.log) == list(twin.log)
    assert copy.to_json() != state.to_json()


def test_fast_built_observation_equals_the_pydantic_one():
    from tanuki_table.games.pikmin.observation import PikminObservation

    for seed, steps in ((1, 0), (2, 5), (3, 60)):
        state = _midgame(seed, steps)
        for seat in (0, 1):
            obs = state.observation(seat)
            slow = PikminObservation.model_construct(**dict(obs.__dict__))
            assert list(obs.__dict__) == list(PikminObservation.model_fields)
            assert obs == slow and obs.model_dump_json() == slow.model_dump_json()
            assert obs.model_fields_set == slow.model_fields_set
