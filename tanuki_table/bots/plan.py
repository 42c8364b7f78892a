"""`PlanBot`: the flat search's root, with a tree over the seat's own following decisions.

Each root candidate gets an information-set MCTS tree (a node per sequence of moves, an edge per
action key, UCT among the moves legal in that world) reaching `plies` own decisions, by default
within the current turn, with progressive widening: a node with n visits tries at most
`1 + widen * sqrt(n)` moves, the rollout policy's first. The rival plays the rollout policy."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from tanuki_table.bots.flat import FlatMCBot
from tanuki_table.bots.infoset import InfoSet
from tanuki_table.bots.search import collector_paused
from tanuki_table.core.engine import Action, GameState

_MAX_WALK = 16
"""Own moves at most in one walk down a tree."""


def _key(action: Action) -> tuple[str, str]:
    """An action's key in the tree: kind and label (cheap to hash, distinct among legal moves)."""
    return action.kind, action.label


@dataclass(slots=True)
class _Edge:
    visits: int = 0
    total: float = 0.0
    avail: int = 0


@dataclass(slots=True)
class _Node:
    """One of the seat's information sets inside a candidate's tree."""

    edges: dict[Any, _Edge] = field(default_factory=dict)
    visits: int = 0
    order: list[Any] | None = None
    """Action keys in the order they are tried: the policy's first, then a shuffled rest."""
    known: set[Any] = field(default_factory=set)


class PlanBot(FlatMCBot):
    """Flat root over paired worlds, a tree over the seat's following moves (see module docs)."""

    name = "plan"

    def __init__(self, seed: int | None = None, game_id: str = "", iterations: int = 400,
                 seconds: float | None = 0.75, depth: int = 24, plies: int = 8, same_turn: bool = True,
                 exploration: float = 0.5, widen: float = 1.0, rival: bool = False, **flat: Any) -> None:
        """`flat`: `FlatMCBot`'s other settings (`candidates`, `margin`, `turns`, ...)."""
        super().__init__(seed, game_id, iterations=iterations, seconds=seconds, depth=depth, **flat)
        self.plies = plies
        self.same_turn = same_turn
        """Stop the tree where the rival first moves; else go on to the seat's next turns."""
        self.rival = rival
        """With `same_turn` off: the rival's decisions are in the tree too, keyed by what the seat sees."""
        self.exploration = exploration
        self.widen = widen
        self._trees: dict[Any, _Node] = {}
        self.last_nodes = 0
        self.last_depth = 0

    def choose_from(self, info: InfoSet) -> Action:
        # the trees are freed before the collector is back on: a collection that starts while
        # they are alive walks every node, outside any rollout
        with collector_paused():
            self._trees = {}
            self.last_depth = 0
            try:
                return super().choose_from(info)
            finally:
                self.last_nodes = len(self._trees)
                self._trees = {}

    def _rollout(self, info: InfoSet, seed: int, action: Action, policy: Any) -> float:
        world = self._world(info, seed, action, policy)
        seat = info.seat
        path = self._walk(world, seat, _key(action), policy, random.Random(seed ^ 0x5EED))
        self.last_depth = max(self.last_depth, 1 + len(path))
        score = self._playout(world, policy, seat, info.num_players)
        for node, edge, mine in path:
            node.visits += 1
            edge.visits += 1
            edge.total += score if mine else 1.0 - score
        return score

    def _walk(self, world: GameState, seat: int, root: Any, policy: Any,
              rng: random.Random) -> list[tuple[_Node, _Edge, bool]]:
        """Play the following decisions by the tree, adding one node; the edges taken (and whether
        each was the seat's own)."""
        path: list[tuple[_Node, _Edge, bool]] = []
        key: Any = root
        """The moves since the root (open loop: worlds that differ in hidden cards share a node)."""
        plies = steps = 0
        while not world.is_over and plies < self.plies and steps < 4 * _MAX_WALK:
            steps += 1
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
                key = (key, _key(legal[0]))
                continue
            player: int = world.current_player  # type: ignore[assignment]
            mine = player == seat
            if not mine:
                if self.same_turn:
                    break
                if not self.rival:
                    move = policy.choose_in(world, player, legal)
                    world.apply(move)
                    key = (key, _key(move))
                    continue
            if plies >= _MAX_WALK:
                break
            node = self._trees.get(key)
            fresh = node is None
            if node is None:
                node = self._trees[key] = _Node()
            index = self._select(node, legal, world, player, policy, rng)
            move = legal[index]
            move_key = _key(move)
            edge = node.edges[move_key]
            world.apply(move)
            key = (key, move_key)
            path.append((node, edge, mine))
            plies += 1
            if fresh:
                break
        return path

    def _select(self, node: _Node, legal: list[Action], world: GameState, player: int, policy: Any,
                rng: random.Random) -> int:
        """UCT over the node's tried moves that are legal here, widening as visits grow."""
        keys = [_key(a) for a in legal]
        here: dict[Any, int] = {}
        for i, k in enumerate(keys):
            here.setdefault(k, i)
        if node.order is None:
            suggested = getattr(policy, "plain", policy).choose_in(world, player, legal)
            first = next((k for k, a in zip(keys, legal) if a is suggested or a == suggested), keys[0])
            rest = [k for k in here if k != first]
            rng.shuffle(rest)
            node.order = [first, *rest]
            node.known = set(node.order)
        elif len(here) > len(node.known) or not node.known.issuperset(here):
            node.order.extend(k for k in here if k not in node.known)  # a card drawn mid-turn
            node.known.update(here)
        allowed = 1 + int(self.widen * math.sqrt(node.visits))
        best, best_score = -1, -math.inf
        tried = 0
        log = math.log
        c = self.exploration
        edges = node.edges
        for k in node.order:
            if tried >= allowed:
                break
            index = here.get(k)
            if index is None:  # not legal in this world
                continue
            tried += 1
            edge = edges.get(k)
            if edge is None:
                edges[k] = edge = _Edge()
            edge.avail += 1
            if edge.visits == 0:  # a move not yet tried: try it now
                return index
            score = edge.total / edge.visits + c * math.sqrt(log(edge.avail) / edge.visits)
            if score > best_score:
                best, best_score = index, score
        return best if best >= 0 else 0
