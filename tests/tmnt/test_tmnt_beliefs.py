"""Search worlds deal the rival's unseen cards as a rival sets them (beliefs.py): Flip events and
characters face down in the Block Zone, attack cards and counters kept in hand."""

from __future__ import annotations

import random
from collections import Counter

from tanuki_table.bots.infoset import InfoSet
from tanuki_table.games import get_game
from tanuki_table.games.tmnt.beliefs import plausible_hidden

GAME = get_game("tmnt")


def _midgame(seed: int, moves: int):
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _hidden_places(state, rival):
    return (Counter(state.hand[rival]) + Counter(state.deck[rival])
            + Counter(c for i, c in enumerate(state.block[rival]) if c is not None and not state.up[rival][i]))


def test_search_worlds_keep_the_seats_observation_and_the_rivals_cards():
    rng = random.Random(7)
    for seed in range(8):
        state = _midgame(seed, 9 * seed)
        if state.is_over:
            continue
        seat = state.current_player
        info = InfoSet(state, seat)
        for _ in range(5):
            world = info.sample(rng)
            assert world.observation(seat) == state.observation(seat)
            assert _hidden_places(world, 1 - seat) == _hidden_places(state, 1 - seat)
            world.legal_actions()


def test_a_rivals_face_down_cards_are_more_often_flip_events_and_characters_than_counters():
    state = _midgame(3, 6)  # both Block Zones set, all face down but the active seat's slot 1
    seat = 0
    info = GAME.catalogue.info
    uniform, plausible = Counter(), Counter()
    rng = random.Random(1)
    for _ in range(400):
        world = state.sample_hidden(seat, rng)
        uniform.update(info[c].type for c in world.block[1] if c)
        world = plausible_hidden(world, seat, rng)
        plausible.update(info[c].type for c in world.block[1] if c)
    assert plausible["attack"] < uniform["attack"] / 2
    assert plausible["character"] > uniform["character"]


def test_the_rivals_hand_in_a_search_world_holds_more_attack_cards():
    state = _midgame(5, 6)
    seat = 0
    info = GAME.catalogue.info
    uniform = plausible = 0
    rng = random.Random(2)
    for _ in range(400):
        world = state.sample_hidden(seat, rng)
        uniform += sum(info[c].type == "attack" for c in world.hand[1])
        world = plausible_hidden(world, seat, rng)
        plausible += sum(info[c].type == "attack" for c in world.hand[1])
    assert plausible > uniform
