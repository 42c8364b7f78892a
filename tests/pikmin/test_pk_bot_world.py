"""The `simple` bot in a search's world: `choose_in(world, seat, legal)` reads a light view of the
world (`Seen`) and picks exactly what `choose(world.observation(seat), legal)` picks, with the same
reason, in real games, in worlds sampled from them and in the rollout moves that follow."""

from __future__ import annotations

import random
from collections import Counter

from common import play_comparing

from tanuki_table.games.pikmin.bot import Seen

from .pk_helpers import GAME


def _bots(seed):
    make = GAME.bots()["simple"]
    return make(seed=seed, game_id="pikmin"), make(seed=seed, game_id="pikmin")


def test_choose_in_is_choose_on_the_observation_in_games_and_sampled_worlds():
    reasons: Counter[str] = Counter()
    for seed in range(10):
        state = GAME.new_game(seed=seed)
        by_obs, in_world = _bots(seed)
        play_comparing(state, by_obs, in_world, reasons, random.Random(seed), moves=400, every=5, rollouts=(8,))
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
