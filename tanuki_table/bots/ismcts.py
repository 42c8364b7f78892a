"""Determinized information-set Monte Carlo tree search, game-agnostic.

In the style of OpenSpiel's `ismcts.py` (Cowling, Powley and Whitehouse 2012): each iteration
samples a whole world from the bot's information set (`InfoSet.sample`, i.e. the game's
`sample_hidden`), walks one shared tree whose edges are action keys, choosing by UCT among the
actions legal in that world (each child counts how often it was available, so actions that exist
only in some worlds are judged fairly), adds one node, plays a rollout (the game's simple bot or
random moves) up to a depth cap, scores the end with the finished game's result or a heuristic
evaluation (`evaluate.py`), and backs the score up the path, each edge scored for the seat that
chose it.

Budgets: at most `iterations` iterations and `seconds` of wall time. With the same seed and an
iteration budget that ends before the time cap, the choice is always the same.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Sequence

from tanuki_table.bots import Bot, Explanation
from tanuki_table.bots.evaluate import evaluator_for
from tanuki_table.bots.infoset import InfoSet
from tanuki_table.engine import Action, GameState, Observation


class Edge:
    """Statistics of one action key at one node."""

    __slots__ = ("visits", "total", "avail", "child", "label")

    def __init__(self, label: str) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.child: dict[Any, Edge] | None = None
        self.label = label


def action_key(action: Action) -> Any:
    """The key an action has in the tree: the action value itself (equal actions are equal keys)."""
    try:
        hash(action)
    except TypeError:
        return (action.kind, action.label)
    return action


class ISMCTSBot(Bot):
    """The search bot behind the `normal` and `hard` levels."""

    name = "ismcts"
    uses_infoset = True

    def __init__(
        self,
        seed: int | None = None,
        game_id: str = "",
        iterations: int = 200,
        seconds: float | None = 0.5,
        depth: int = 40,
        exploration: float = 0.7,
        rollout: str = "simple",
        name: str | None = None,
        policy_factory: Any = None,
    ) -> None:
        super().__init__(seed, game_id)
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.rollout = rollout
        if name:
            self.name = name
        self._policy_factory = policy_factory
        self._evaluate = evaluator_for(game_id)
        self._fallback: Bot | None = None
        self._explained: Explanation = []
        self.last_iterations = 0
        self.last_seconds = 0.0

    # --- the plain contract: without worlds, play like the rollout policy ------------------------
    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Without an information set there is nothing to search: act as the rollout policy."""
        if self._fallback is None:
            self._fallback = self._policy(self.rng.getrandbits(32))
        action = self._fallback.choose(observation, legal_actions)
        self._explained = [(f"{action.label}: no search (called without an information set)", 0, None)]
        return action

    def explain(self) -> Explanation:
        """The top candidates of the last search: (label, visits, estimated win rate)."""
        return list(self._explained)

    # --- the search ----------------------------------------------------------------------------
    def choose_from(self, info: InfoSet) -> Action:
        legal = info.legal_actions
        if len(legal) == 1:
            self._explained = [(legal[0].label, 0, None)]
            self.last_iterations, self.last_seconds = 0, 0.0
            return legal[0]
        rng = random.Random(self.rng.getrandbits(64))
        policy = self._policy(rng.getrandbits(32))
        seat = info.seat
        root: dict[Any, Edge] = {}
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        done = 0
        while done < self.iterations:
            if done and deadline is not None and clock() >= deadline:
                break
            self._iterate(info.sample(rng), root, rng, policy, seat, info.num_players)
            done += 1
        self.last_iterations, self.last_seconds = done, clock() - start
        return self._decide(root, legal)

    def _decide(self, root: dict[Any, Edge], legal: Sequence[Action]) -> Action:
        ranked: list[tuple[int, float, int, Action]] = []
        for index, action in enumerate(legal):
            edge = root.get(action_key(action))
            visits = edge.visits if edge else 0
            rate = edge.total / edge.visits if edge and edge.visits else 0.0
            ranked.append((visits, rate, -index, action))
        ranked.sort(key=lambda r: (r[0], r[1], r[2]), reverse=True)
        self._explained = [(a.label, v, round(r, 3) if v else None) for v, r, _, a in ranked[:5]]
        return ranked[0][3]

    def _iterate(self, world: GameState, root: dict[Any, Edge], rng: random.Random, policy: Bot,
                 seat: int, players: int) -> None:
        path: list[tuple[Edge, int]] = []
        children = root
        expanded = False
        c = self.exploration
        while not world.is_over and not expanded:
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
                continue
            player = world.current_player
            fresh: list[int] = []
            best, best_score = -1, -1.0
            for i, action in enumerate(legal):
                edge = children.get(action_key(action))
                if edge is None:
                    fresh.append(i)
                    continue
                edge.avail += 1
                if not fresh:
                    score = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
                    if score > best_score:
                        best, best_score = i, score
            if fresh:
                best = fresh[rng.randrange(len(fresh))]
                edge = children[action_key(legal[best])] = Edge(legal[best].label)
                expanded = True
            else:
                edge = children[action_key(legal[best])]
            world.apply(legal[best])
            path.append((edge, player))  # type: ignore[arg-type]
            if not expanded:
                if edge.child is None:
                    edge.child = {}
                children = edge.child
        scores = self._playout(world, policy, seat, players)
        for edge, player in path:
            edge.visits += 1
            edge.total += scores[player]

    def _playout(self, world: GameState, policy: Bot, seat: int, players: int) -> list[float]:
        steps = 0
        use_obs = policy.uses_observation
        while not world.is_over and steps < self.depth:
            legal = world.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                p = world.current_player
                action = policy.choose(world.observation(p) if use_obs else None, legal)  # type: ignore[arg-type]
            world.apply(action)
            steps += 1
        if world.is_over:
            winner = world.winner
            if winner is None:
                return [1.0 / players] * players
            return [1.0 if s == winner else 0.0 for s in range(players)]
        mine = self._evaluate(world.observation(seat))
        rest = (1.0 - mine) / (players - 1) if players > 1 else 0.0
        return [mine if s == seat else rest for s in range(players)]

    def _policy(self, seed: int) -> Bot:
        if self._policy_factory is not None:
            return self._policy_factory(seed)
        from tanuki_table.bots import RandomBot, _game_bots

        simple = _game_bots(self.game_id).get("simple") if self.rollout == "simple" else None
        return simple(seed=seed, game_id=self.game_id) if simple else RandomBot(seed, self.game_id)
