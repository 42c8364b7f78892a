"""The `simple` bot in a search's world: `choose_in(world, seat, legal)` reads a light view of the
world (`Seen`) and picks exactly what `choose(world.observation(seat), legal)` picks, with the same
reason, in real games, in worlds sampled from them and in the rollout moves that follow."""

from __future__ import annotations

import random
from collections import Counter

from tanuki_table.games.pikmin.bot import Seen

from .pk_helpers import GAME


def _bots(seed):
    make = GAME.bots()["simple"]
    return make(seed=seed, game_id="pikmin"), make(seed=seed, game_id="pikmin")


def _same_choice(by_obs, in_world, world, seat, reasons):
    legal = world.legal_actions()
    expected = by_obs.choose(world.observation(seat), legal)
    got = in_world.choose_in(world, seat, legal)
    assert got is expected, f"{got.label} != {expected.label}"
    assert in_world.why == by_obs.why
    reasons[by_obs.why] += 1


def test_choose_in_is_choose_on_the_observation_in_games_and_sampled_worlds():
    reasons: Counter[str] = Counter()
    for seed in range(10):
        state = GAME.new_game(seed=seed)
        by_obs, in_world = _bots(seed)
        rng = random.Random(seed)
        moves = 0
        while not state.is_over and moves < 400:
            seat = state.current_player
            _same_choice(by_obs, in_world, state, seat, reasons)
            if moves % 5 == 0:
                world = state.sample_hidden(seat, random.Random(rng.random()))
                for _ in range(8):  # a few rollout moves in the sampled world, each seat choosing
                    if world.is_over:
                        break
                    _same_choice(by_obs, in_world, world, world.current_player, reasons)
                    world.apply(by_obs.choose(world.observation(world.current_player), world.legal_actions()))
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))] if rng.random() < 0.3 else \
                by_obs.choose(state.observation(seat), legal)
            state.apply(action)
            moves += 1
    assert len(reasons) >= 10, sorted(reasons)


def test_the_view_holds_what_the_observation_shows_of_the_tables():
    state = GAME.new_game(seed=4)
    rng = random.Random(4)
    for _ in range(150):
        for seat in (0, 1):
            seen, obs = Seen(state, seat), state.observation(seat)
            assert (seen.phase, seen.player, seen.field, seen.leader, seen.attack_phase, list(seen.discard[seat])) == \
                (obs.phase, obs.player, obs.field, obs.leader, obs.attack_phase, obs.discard[seat])
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        if state.is_over:
            break
