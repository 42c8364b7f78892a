"""What the search bots share: budgets, the rollout policy, the playout scored by the game's
evaluation, and the refusal to `choose` without an information set."""

from __future__ import annotations

import gc
import random
import threading
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

from tanuki_table.bots.base import Bot, Explanation, NeedsInfoSet, RandomBot, game_bots
from tanuki_table.core.engine import Action, GameState, Observation
from tanuki_table.games import get_game

__all__ = ["NeedsInfoSet", "SearchBot", "action_key", "register_evaluator"]

_EVALUATORS: dict[str, Callable[[Any, int], float]] = {}
"""Evaluations a benchmark put in place of a game's `GameRules.evaluate`."""


def register_evaluator(game_id: str, fn: Callable[[Any, int], float]) -> None:
    """Search `game_id` with `fn(world, seat) -> win chance of seat` at the depth cap."""
    _EVALUATORS[game_id] = fn


def action_key(action: Action) -> Any:
    try:
        hash(action)
    except TypeError:
        return (action.kind, action.label)
    return action


_quiet = 0
_resume = False
_quiet_lock = threading.Lock()


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while any search thinks: the objects its worlds
    keep alive trigger full collections that push moves past their time cap."""
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
    """A bot that searches sampled worlds within `iterations` rollouts and `seconds` per move; rollouts
    of at most `depth` moves by the rollout policy (the game's `simple` bot, else random moves), scored by
    the result or `evaluate`."""

    name = "search"
    uses_infoset = True

    def __init__(self, seed: int | None = None, game_id: str = "", iterations: int = 200,
                 seconds: float | None = 0.5, depth: int = 40, name: str | None = None,
                 policy_factory: Any = None, epsilon: float = 0.0) -> None:
        super().__init__(seed, game_id)
        self.epsilon = epsilon
        """In rollouts, the share of moves played at random."""
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        if name:
            self.name = name
        self._policy_factory = policy_factory
        self._evaluate = _EVALUATORS.get(game_id) or get_game(game_id).evaluate
        self._explained: Explanation = []
        self.last_iterations = 0
        self.last_seconds = 0.0

    # --- the plain contract: a search needs worlds, so it refuses to guess without them ------------
    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Refuse: without worlds to sample, playing the policy would turn `hard` into `easy`."""
        raise NeedsInfoSet(
            f"{self.name!r} is a search bot: it cannot choose from an observation alone. Call "
            f"bot.choose_from(InfoSet(state, seat)) (tanuki_table.bots.infoset.InfoSet), or "
            f"tanuki_table.bots.ask.choose_for(bot, state, seat), which does that for you"
        )

    def explain(self) -> Explanation:
        return list(self._explained)

    def _playout(self, world: GameState, policy: Bot, seat: int, players: int) -> float:
        """`seat`'s score after the rollout policy plays `world` on for at most `depth` moves (a draw
        shares the point between the `players`)."""
        steps = 0
        while not world.is_over and steps < self.depth:
            legal = world.legal_actions()
            p: int = world.current_player  # type: ignore[assignment]  # not None while the game runs
            world.apply(legal[0] if len(legal) == 1 else policy.choose_in(world, p, legal))
            steps += 1
        if world.is_over:
            winner = world.winner
            return 1.0 / players if winner is None else float(winner == seat)
        return self._evaluate(world, seat)

    def _policy(self, seed: int) -> Bot:
        if self._policy_factory is not None:
            policy = self._policy_factory(seed)
        else:
            simple = game_bots(self.game_id).get("simple")
            policy = simple(seed=seed, game_id=self.game_id) if simple else RandomBot(seed, self.game_id)
        return Noisy(policy, self.epsilon) if self.epsilon > 0 else policy


class _Both(random.Random):
    """A generator whose `seed` also reseeds another."""

    def __init__(self, other: random.Random) -> None:
        self._other = other
        super().__init__()

    def seed(self, a: Any = None, version: int = 2) -> None:
        super().seed(a, version)
        other = getattr(self, "_other", None)
        if other is not None:
            other.seed(None if a is None else hash((a, 1)), version)


class Noisy(Bot):
    """The rollout policy with a share `epsilon` of its moves in a world picked at random."""

    def __init__(self, inner: Bot, epsilon: float) -> None:
        self.plain = inner
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
