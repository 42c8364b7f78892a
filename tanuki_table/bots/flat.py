"""Determinized flat Monte Carlo over sampled worlds: the search behind `normal` (and `hard`'s root).

1. Candidates: every legal move; past `candidates`, a cheap screen on a couple of worlds keeps the
   best few, and always the rollout policy's own move.
2. Sequential halving: each round plays every surviving candidate on the same sampled worlds and
   rollout seeds, then drops the worse half.
3. Decision: the best mean, unless it beats the policy's move by no more than `margin`."""

from __future__ import annotations

import random
import time
from typing import Any, Sequence

from tanuki_table.bots.infoset import InfoSet
from tanuki_table.bots.search import SearchBot, action_key, collector_paused
from tanuki_table.core.engine import Action, GameState

MAX_DEPARTURES_PER_TURN = 8
"""After this many moves in one turn that differ from the policy's, the search plays the
policy's move (free moves that do not end a turn could wander)."""

_SCREEN_WORLDS = 2
_SCREEN_COST = 25
"""A screened move costs this many hundredths of a rollout from the budget."""
_SCREEN_SHARE = 0.4
"""At most this share of the wall-time cap goes to the screen."""
_SCREEN_STEPS = 12
"""Moves of the seat's own turn the screen finishes with the rollout policy."""


def _clear_lead(diffs: list[float], margin: float, z: float) -> bool:
    """Whether paired differences lead by more than `margin` and `z` standard errors."""
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > margin and mean > z * (var / n) ** 0.5


class FlatMCBot(SearchBot):
    """Flat Monte Carlo with sequential halving over paired sampled worlds (see module docs)."""

    name = "flatmc"

    def __init__(self, seed: int | None = None, game_id: str = "", candidates: int = 8, margin: float = 0.0,
                 turns: int | None = None, z: float | None = None, **search: Any) -> None:
        """`search`: `SearchBot`'s settings (`iterations`, `seconds`, `depth`, `epsilon`, ...)."""
        super().__init__(seed, game_id, **search)
        self.candidates = candidates
        self.margin = margin
        self.z = z
        """When set: depart from the policy's move only when the paired lead exceeds `margin` and `z`
        standard errors."""
        self._diffs: dict[int, list[float]] = {}
        self.turns = turns
        """When set: a rollout ends `turns` turns after the decision (at most `depth` moves)."""
        self._positions: set[int] = set()
        """Positions it has chosen in: one coming round again means its free moves circle."""
        self._turn: Any = None
        self._departures = 0
        """Moves this turn that differ from the rollout policy's."""

    def choose_from(self, info: InfoSet) -> Action:
        with collector_paused():
            return self._search(info)

    def _search(self, info: InfoSet) -> Action:
        legal = info.legal_actions
        if len(legal) == 1:
            self._explained = [(f"{legal[0].label}: the only legal move", 0, None)]
            self.last_iterations, self.last_seconds = 0, 0.0
            return legal[0]
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        rng = random.Random(self.rng.getrandbits(64))
        policy = self._policy(rng.getrandbits(32))
        suggested = policy.choose(info.observation, legal)
        base = next((i for i, a in enumerate(legal) if a is suggested or a == suggested), 0)
        turn = info.observation.turn
        if turn is None or turn != self._turn:
            self._turn, self._departures = turn, 0
        seen = hash(info.observation.model_dump_json())
        why = None
        if seen in self._positions:
            why = "this position came up before (no going round in circles)"
        elif turn is not None and self._departures >= MAX_DEPARTURES_PER_TURN:
            why = f"it has already gone its own way {MAX_DEPARTURES_PER_TURN} times this turn"
        self._positions.add(seen)
        if why is not None:  # the rollout policy's move, which ends turns as the game demands
            self._explained = [(f"{legal[base].label}: its usual move, since {why}", 0, None)]
            self.last_iterations, self.last_seconds = 0, clock() - start
            return legal[base]
        unique: dict[Any, int] = {}
        for i, action in enumerate(legal):
            unique.setdefault(action_key(action), i)
        pool = sorted(unique.values())
        if base not in pool:
            pool.append(base)
        used = 0
        if len(pool) > self.candidates:
            stop_at = None if deadline is None else start + _SCREEN_SHARE * self.seconds  # type: ignore[operator]
            pool, used = self._screen(info, pool, base, rng, policy, stop_at)
        if len(pool) == 1:
            return self._choose(legal, pool, {pool[0]: 0.0}, 0, base)
        totals = {i: 0.0 for i in pool}
        diffs: dict[int, list[float]] = {i: [] for i in pool}
        self._diffs = diffs
        alive = list(pool)
        budget = max(2, self.iterations - used)
        rounds = max(1, (len(alive) - 1).bit_length())
        spent = worlds = 0
        began = clock()
        stop = False
        while not stop:
            per = max(1, (budget - spent) // (rounds * len(alive)))
            for _ in range(per):
                if worlds and spent + len(alive) > budget:
                    stop = True
                    break
                if worlds and deadline is not None:
                    now = clock()
                    if now + (now - began) / spent * len(alive) > deadline:
                        stop = True
                        break
                seed = rng.getrandbits(64)
                scores: list[float] = []
                for i in alive:
                    if deadline is not None and scores and clock() > deadline:
                        break  # a busy machine slowed this world: drop it rather than overrun the cap
                    scores.append(self._rollout(info, seed, legal[i], policy))
                if len(scores) < len(alive):
                    stop = True
                    break
                mark = scores[alive.index(base)] if base in alive else None
                for i, score in zip(alive, scores):
                    totals[i] += score
                    if mark is not None:
                        diffs[i].append(score - mark)
                spent += len(alive)
                worlds += 1
            if len(alive) > 2:
                alive.sort(key=lambda i: (-totals[i], i))
                keep = alive[: (len(alive) + 1) // 2]
                if base not in keep:
                    keep[-1] = base
                alive = keep
                rounds = max(1, rounds - 1)
        self.last_iterations, self.last_seconds = used + spent, clock() - start
        chosen = self._choose(legal, alive, totals, worlds, base)
        if chosen is not legal[base]:
            self._departures += 1
        return chosen

    def _choose(self, legal: Sequence[Action], alive: list[int], totals: dict[int, float],
                worlds: int, base: int) -> Action:
        n = max(1, worlds)
        best = max(alive, key=lambda i: (totals[i], i == base, -i))
        if best != base and base in alive:
            if self.z is None:
                if (totals[best] - totals[base]) / n <= self.margin:
                    best = base
            elif not _clear_lead(self._diffs.get(best, []), self.margin, self.z):
                best = base
        order = sorted(alive, key=lambda i: (i != best, -totals[i], i))
        if not worlds:  # a quick screen left one move, or the time ran out before one world
            why = ("the only move left after a quick look at the others" if len(alive) == 1
                   else "its usual move (no time left to weigh the others)")
            self._explained = [(f"{legal[best].label}: {why}", 0, None)]
            return legal[best]
        self._explained = [(legal[i].label, worlds, round(totals[i] / n, 3)) for i in order[:5]]
        return legal[best]

    def _screen(self, info: InfoSet, pool: list[int], base: int, rng: random.Random,
                policy: Any, stop_at: float | None) -> tuple[list[int], int]:
        """Keep the `candidates` most promising moves (always the policy's), screening until `stop_at`."""
        legal = info.legal_actions
        seat = info.seat
        plain = getattr(policy, "plain", policy)
        scores = {i: 0.0 for i in pool}
        counts = {i: 0 for i in pool}
        done = 0
        for _ in range(1 if len(pool) > 24 else _SCREEN_WORLDS):
            world = info.sample(rng)
            for i in pool:
                if stop_at is not None and done and time.perf_counter() > stop_at:
                    break
                w = world.clone()
                w.apply(legal[i])
                steps = 0
                while not w.is_over and w.current_player == seat and steps < _SCREEN_STEPS:
                    moves = w.legal_actions()
                    w.apply(moves[0] if len(moves) == 1 else plain.choose_in(w, seat, moves))
                    steps += 1
                scores[i] += self._score(w, seat)
                counts[i] += 1
                done += 1
        seen = [i for i in pool if counts[i] or i == base]
        ranked = sorted(seen, key=lambda i: (i != base, -scores[i] / max(1, counts[i]), i))
        return ranked[: self.candidates], (done * _SCREEN_COST + 99) // 100

    def _world(self, info: InfoSet, seed: int, action: Action, policy: Any) -> GameState:
        """The world drawn from `seed` after `action`, the policy seeded and the turn to stop at set."""
        world = info.sample(random.Random(seed))
        policy.rng.seed(seed)
        if self.turns is not None:
            self._end_turn = (world.turn_number() or 0) + self.turns
        world.apply(action)
        return world

    def _rollout(self, info: InfoSet, seed: int, action: Action, policy: Any) -> float:
        """The seat's score after `action` in the world drawn from `seed`, then rollout moves."""
        world = self._world(info, seed, action, policy)
        return self._playout(world, policy, info.seat, info.num_players)

    def _playout(self, world: GameState, policy: Any, seat: int, players: int) -> float:
        """As `SearchBot`'s, but with `turns` set: to that turn at most, a draw worth 0.5."""
        if self.turns is None:
            return super()._playout(world, policy, seat, players)
        end = self._end_turn
        steps = 0
        while not world.is_over and steps < self.depth and (world.turn_number() or 0) < end:
            legal = world.legal_actions()
            p = world.current_player
            world.apply(legal[0] if len(legal) == 1 else policy.choose_in(world, p, legal))
            steps += 1
        return self._score(world, seat)

    def _score(self, world: GameState, seat: int) -> float:
        if world.is_over:
            winner = world.winner
            return 0.5 if winner is None else float(winner == seat)
        return self._evaluate(world, seat)
