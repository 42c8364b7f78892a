"""What the search bots (`flat.py`'s `FlatMCBot`, `plan.py`'s `PlanBot`) share: budgets, the
rollout policy, the playout to a depth cap scored by the game's evaluation, and the refusal to
`choose` without an information set.

A search bot samples whole worlds from its seat's information set (`InfoSet.sample`, i.e. the
game's `GameState.sample_hidden`) and plays them out; it never sees the true state. Asked through
the plain `choose(observation, legal_actions)` it has nothing to sample from, so it raises
`NeedsInfoSet` rather than silently playing its rollout policy (which would turn `hard` into
`easy`).
"""

from __future__ import annotations

import gc
import random
import threading
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from tanuki_table.bots.base import Bot, Explanation, NeedsInfoSet, RandomBot, game_bots
from tanuki_table.bots.evaluate import evaluator_for
from tanuki_table.core.engine import Action, GameState, Observation

__all__ = ["NeedsInfoSet", "SearchBot", "action_key"]


def action_key(action: Action) -> Any:
    """The key an action has in a search: the action value itself (equal actions are equal keys)."""
    try:
        hash(action)
    except TypeError:
        return (action.kind, action.label)
    return action


_quiet = 0
"""Searches thinking now (several may, in threads)."""
_resume = False
"""Whether the collector was on when the first of them paused it."""
_quiet_lock = threading.Lock()


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a search thinks, and turned back on (if it
    was on) when the last search thinking finishes. A search makes no cyclic garbage, but the many
    objects its worlds and tree keep alive trigger full collections, long enough inside a rollout
    to push a move past its wall-time cap."""
    global _quiet, _resume
    with _quiet_lock:
        if _quiet == 0:
            _resume = gc.isenabled()
            gc.disable()
        _quiet += 1
    try:
        yield
    finally:
        with _quiet_lock:
            _quiet -= 1
            if _quiet == 0 and _resume:
                gc.enable()


class SearchBot(Bot):
    """A bot that searches sampled worlds: at most `iterations` rollouts and `seconds` of wall time
    per move; rollouts of at most `depth` moves by the rollout policy (the game's `simple` bot, or
    random moves), scored by the result or the game's `evaluate`. Subclasses write `choose_from`."""

    name = "search"
    uses_infoset = True

    def __init__(self, seed: int | None = None, game_id: str = "", iterations: int = 200,
                 seconds: float | None = 0.5, depth: int = 40, rollout: str = "simple",
                 name: str | None = None, policy_factory: Any = None, epsilon: float = 0.0) -> None:
        super().__init__(seed, game_id)
        self.epsilon = epsilon
        """In rollouts, the share of moves played at random instead of by the rollout policy."""
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.rollout = rollout
        """"simple": the game's simple bot plays the rollouts; anything else: random moves."""
        if name:
            self.name = name
        self._policy_factory = policy_factory
        self._evaluate = evaluator_for(game_id)
        self._explained: Explanation = []
        self.last_iterations = 0
        self.last_seconds = 0.0

    # --- the plain contract: a search needs worlds, so it refuses to guess without them ------------
    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Refuse: a search bot needs the information set to sample worlds from (playing the rollout
        policy instead would silently turn `hard` into `easy`)."""
        raise NeedsInfoSet(
            f"{self.name!r} is a search bot: it cannot choose from an observation alone. Call "
            f"bot.choose_from(InfoSet(state, seat)) (tanuki_table.bots.infoset.InfoSet), or "
            f"tanuki_table.bots.ask.choose_for(bot, state, seat), which does that for you"
        )

    def explain(self) -> Explanation:
        """The top candidates of the last search: (label, worlds, estimated win rate)."""
        return list(self._explained)

    def _playout(self, world: GameState, policy: Bot, seat: int, players: int) -> list[float]:
        """Every seat's score after the rollout policy plays `world` on for at most `depth` moves."""
        steps = 0
        while not world.is_over and steps < self.depth:
            legal = world.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                p = world.current_player
                action = policy.choose_in(world, p, legal)  # type: ignore[arg-type]
            world.apply(action)
            steps += 1
        if world.is_over:
            winner = world.winner
            if winner is None:
                return [1.0 / players] * players
            return [1.0 if s == winner else 0.0 for s in range(players)]
        mine = self._evaluate(world, seat)
        rest = (1.0 - mine) / (players - 1) if players > 1 else 0.0
        return [mine if s == seat else rest for s in range(players)]

    def _policy(self, seed: int) -> Bot:
        """The rollout policy, seeded."""
        if self._policy_factory is not None:
            policy = self._policy_factory(seed)
        else:
            simple = game_bots(self.game_id).get("simple") if self.rollout == "simple" else None
            policy = simple(seed=seed, game_id=self.game_id) if simple else RandomBot(seed, self.game_id)
        return Noisy(policy, self.epsilon) if self.epsilon > 0 else policy


class _Both(random.Random):
    """A generator whose `seed` also reseeds another (the noisy policy's and its inner policy's)."""

    def __init__(self, other: random.Random) -> None:
        self._other = other
        super().__init__()

    def seed(self, a: Any = None, version: int = 2) -> None:
        super().seed(a, version)
        other = getattr(self, "_other", None)
        if other is not None:
            other.seed(None if a is None else hash((a, 1)), version)


class Noisy(Bot):
    """The rollout policy, but a share `epsilon` of its moves in a world picked at random: in a
    game with no chance after the deal, a search that sees (or samples) one world would otherwise
    score each candidate by one and the same continuation."""

    def __init__(self, inner: Bot, epsilon: float) -> None:
        self.plain = inner
        """The policy itself (the moves the search tries first)."""
        self.epsilon = epsilon
        self.uses_observation = inner.uses_observation
        self.rng = _Both(inner.rng)
        self.game_id = inner.game_id

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        return self.plain.choose(observation, legal_actions)

    def choose_in(self, world: GameState, player: int, legal_actions: Sequence[Action]) -> Action:
        if self.rng.random() < self.epsilon:
            return legal_actions[self.rng.randrange(len(legal_actions))]
        return self.plain.choose_in(world, player, legal_actions)
