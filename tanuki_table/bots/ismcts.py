"""Determinized information-set Monte Carlo tree search, game-agnostic.

In the style of OpenSpiel's `ismcts.py` (Cowling, Powley and Whitehouse 2012): each iteration
samples a whole world from the bot's information set (`InfoSet.sample`, i.e. the game's
`sample_hidden`), walks a tree whose nodes are information sets (the deciding seat and its
observation) and whose edges are action keys, choosing by UCT among the actions legal in that
world (each edge counts how often it was available, so actions that exist only in some worlds are
judged fairly), adds one edge, plays a rollout (the game's simple bot, or random moves) up to a
depth cap, scores the end with the finished game's result or a heuristic evaluation
(`evaluate.py`), and backs the score up the path, each edge scored for the seat that chose it.

Opponent model: by default (`opponents="policy"`) the other seats play the rollout policy from
their own observations inside the tree as well, so a simulated rival never answers a secret
choice it could not have seen (a duel card, a face-down summon); `opponents="tree"` searches
their decisions too, keyed by their own observations, as OpenSpiel does. A new node tries the
rollout policy's choice first, and in the final choice (most visits) that move counts a share
`prior` of the iterations as extra visits, so a small budget plays as the simple bot does and a
large one overrides it when the rollouts clearly disagree.

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
from tanuki_table.core.engine import Action, GameState, Observation

_MAX_TREE_STEPS = 400
"""Guard against a walk that never leaves known nodes (an observation that repeats)."""


class NeedsInfoSet(TypeError, NotImplementedError):
    """A search bot was asked to `choose` from an observation: it needs `choose_from(InfoSet(...))`."""


class Edge:
    """Statistics of one action key at one node."""

    __slots__ = ("visits", "total", "avail", "bonus", "label")

    def __init__(self, label: str, bonus: int = 0) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.bonus = bonus
        """1 for the rollout policy's own choice: it counts extra visits in the final choice (a
        prior that a small budget follows and a large one overrides; never shown as visits)."""
        self.label = label


Node = dict  # action key -> Edge


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
        opponents: str = "policy",
        prior: float = 0.1,
        name: str | None = None,
        policy_factory: Any = None,
    ) -> None:
        super().__init__(seed, game_id)
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.rollout = rollout
        self.opponents = opponents
        """"policy": the other seats play the rollout policy; "tree": they search too."""
        self.prior = prior
        """In the final choice, the rollout policy's move counts this share of the iterations
        done as extra visits."""
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
        """The top candidates of the last search: (label, visits, estimated win rate)."""
        return list(self._explained)

    # --- the search ----------------------------------------------------------------------------
    def choose_from(self, info: InfoSet) -> Action:
        legal = info.legal_actions
        if len(legal) == 1:
            self._explained = [(f"{legal[0].label}: the only legal move", 0, None)]
            self.last_iterations, self.last_seconds = 0, 0.0
            return legal[0]
        rng = random.Random(self.rng.getrandbits(64))
        policy = self._policy(rng.getrandbits(32))
        seat = info.seat
        root: Node = {}
        nodes: dict[Any, Node] = {}
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        done = 0
        while done < self.iterations:
            if done and deadline is not None:
                now = clock()
                # stop when the next iteration, as long as the mean one so far, would overrun
                if now + (now - start) / done > deadline:
                    break
            self._iterate(info.sample(rng), root, nodes, rng, policy, seat, info.num_players)
            done += 1
        self.last_iterations, self.last_seconds = done, clock() - start
        return self._decide(root, legal, max(1.0, self.prior * done))

    def _decide(self, root: Node, legal: Sequence[Action], bonus: float) -> Action:
        ranked: list[tuple[float, float, int, Action]] = []
        for index, action in enumerate(legal):
            edge = root.get(action_key(action))
            visits = edge.visits + bonus * edge.bonus if edge else 0
            rate = edge.total / edge.visits if edge and edge.visits else 0.0
            ranked.append((visits, rate, -index, action))
        ranked.sort(key=lambda r: (r[0], r[1], r[2]), reverse=True)
        explained = []
        for _, _, _, action in ranked[:5]:
            edge = root.get(action_key(action))
            if edge is not None and edge.visits:
                explained.append((action.label, edge.visits, round(edge.total / edge.visits, 3)))
        self._explained = explained
        return ranked[0][3]

    def _iterate(self, world: GameState, root: Node, nodes: dict[Any, Node], rng: random.Random,
                 policy: Bot, seat: int, players: int) -> None:
        """One iteration on one sampled world: walk the tree, add one edge, roll out, back up.

        Nodes are information sets: the decision's seat and that seat's observation (the root is
        the bot's own). With `opponents="policy"` (the default) only the bot's own decisions form
        the tree and the other seats play the rollout policy from their own observations, so no
        simulated rival ever reacts to a choice it could not see.
        """
        path: list[tuple[Edge, int]] = []
        node: Node | None = root
        expanded = False
        c = self.exploration
        tree_opponents = self.opponents == "tree"
        steps = 0
        while not world.is_over and steps < _MAX_TREE_STEPS:
            steps += 1
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
                continue
            player: int = world.current_player  # type: ignore[assignment]
            if player != seat and not tree_opponents:
                world.apply(policy.choose(world.observation(player), legal))
                continue
            if expanded:
                break
            if node is None:
                node = nodes.setdefault((player, world.observation(player).model_dump_json()), {})
            fresh: list[int] = []
            best, best_score = -1, -1.0
            for i, action in enumerate(legal):
                edge = node.get(action_key(action))
                if edge is None:
                    fresh.append(i)
                    continue
                edge.avail += 1
                if not fresh:
                    score = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
                    if score > best_score:
                        best, best_score = i, score
            if fresh:
                bonus = 0
                if not node:  # a new node: the rollout policy's choice first, with a prior
                    suggested = policy.choose(world.observation(player), legal)
                    best = next((i for i, a in enumerate(legal) if a is suggested or a == suggested), fresh[0])
                    bonus = 1
                else:
                    best = fresh[rng.randrange(len(fresh))]
                edge = node[action_key(legal[best])] = Edge(legal[best].label, bonus)
                expanded = True
            else:
                edge = node[action_key(legal[best])]
            world.apply(legal[best])
            path.append((edge, player))
            node = None
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
        mine = self._evaluate(world, seat)
        rest = (1.0 - mine) / (players - 1) if players > 1 else 0.0
        return [mine if s == seat else rest for s in range(players)]

    def _policy(self, seed: int) -> Bot:
        if self._policy_factory is not None:
            return self._policy_factory(seed)
        from tanuki_table.bots import (  # deferred: keeps start-up light
            RandomBot,
            _game_bots,
        )

        simple = _game_bots(self.game_id).get("simple") if self.rollout == "simple" else None
        return simple(seed=seed, game_id=self.game_id) if simple else RandomBot(seed, self.game_id)
