"""Rollout noise (`epsilon`): in a game with no chance after the deal, a world played on by a
fixed policy has one continuation only, so a search that sees one world (the perfect-information
check) would score each move by one playout however many it ran. A share of random moves gives the
rollouts a spread; the moves the search tries first stay the policy's own."""

from __future__ import annotations

import random

from tanuki_table.bots import make_bot
from tanuki_table.bots.flat import FlatMCBot
from tanuki_table.bots.search import Noisy

from bots.test_search_bot import midgame


def _scores(epsilon: float, seed: int = 1) -> list[float]:
    state = midgame("tanuki_panic", seed=4)
    seat = state.current_player
    bot = FlatMCBot(seed, "tanuki_panic", iterations=40, seconds=None, depth=60, epsilon=epsilon)
    policy = bot._policy(5)
    action = state.legal_actions()[0]

    class TrueWorld:  # the perfect-information check's information set: every world is the game
        legal_actions = state.legal_actions()
        num_players = 2

        def sample(self, rng: random.Random):  # type: ignore[no-untyped-def]
            world = state.clone()
            world.rng = random.Random(rng.getrandbits(64))
            return world

    TrueWorld.seat = seat  # type: ignore[attr-defined]
    rng = random.Random(seed)
    return [bot._rollout(TrueWorld(), rng.getrandbits(64), action, policy) for _ in range(8)]  # type: ignore[arg-type]


def test_without_noise_every_playout_of_one_true_world_is_the_same():
    assert len(set(_scores(0.0))) == 1


def test_with_noise_the_playouts_of_one_world_differ_and_repeat_for_a_seed():
    noisy = _scores(0.15)
    assert len(set(noisy)) > 2
    assert _scores(0.15) == noisy


def test_the_noisy_policy_chooses_from_an_observation_as_the_policy_does():
    state = midgame("pikmin", seed=3)
    seat = state.current_player
    plain = make_bot("simple", "pikmin", seed=1)
    noisy = Noisy(make_bot("simple", "pikmin", seed=1), 1.0)
    legal = state.legal_actions()
    assert noisy.choose(state.observation(seat), legal) == plain.choose(state.observation(seat), legal)


def test_a_lead_counts_when_it_clears_the_margin_and_the_noise_of_the_paired_worlds():
    from tanuki_table.bots.flat import _clear_lead

    steady = [0.03, 0.02, 0.04, 0.03] * 10  # small but the same in every world
    noisy = [0.5, -0.44, 0.6, -0.5] * 10  # a bigger mean lead, lost in the spread
    assert _clear_lead(steady, margin=0.01, z=2.0)
    assert not _clear_lead(noisy, margin=0.01, z=2.0)
    assert not _clear_lead(steady, margin=0.05, z=2.0)
    assert not _clear_lead([0.3], margin=0.0, z=2.0)
