"""Where Pikmin's search departs from its rollout policy, and how those games end.

    nice -n 5 python benchmarks/pikmin_diag.py GAMES ITERATIONS DEPTH MARGIN [FIRST SEED] [TURNS]

Plays FlatMCBot (fixed rollouts, no wall cap) against `easy` in both seats (paired seeds) and
prints its score with a 95% Wilson interval and the departures it made, counted by kind
("policy move kind -> chosen move kind").
"""

from __future__ import annotations

import collections
import sys
import time

sys.path.insert(0, ".")

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.flat import FlatMCBot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402


TRUTH = 0
gaps: dict[str, list[float]] = {}


def truth_gap(state, seat, usual, action, n):  # type: ignore[no-untyped-def]
    """Mean over `n` paired full games (easy for both seats, the true state, reseeded chance) of
    playing `action` rather than `usual`: the true value of the departure against easy."""
    import random
    total = 0.0
    for k in range(n):
        for sign, move in ((1, action), (-1, usual)):
            w = state.clone()
            w.rng = random.Random(k * 7919 + 17)
            w.apply(move)
            bots = [make_bot("easy", "pikmin", seed=k), make_bot("easy", "pikmin", seed=k + 1)]
            while not w.is_over:
                q = w.current_player
                legal = w.legal_actions()
                w.apply(legal[0] if len(legal) == 1 else bots[q].choose(w.observation(q), legal))
            total += sign * (0.5 if w.winner is None else float(w.winner == seat))
    return total / n


def play(seed: int, seat: int, iterations: int, depth: int, margin: float, kinds: collections.Counter,
         turns: int | None) -> tuple[float, int, int]:
    state = get_game("pikmin").new_game(seed=seed)
    search = FlatMCBot(seed, "pikmin", iterations=iterations, seconds=None, depth=depth, margin=margin)
    if turns is not None:
        search.turns = turns  # type: ignore[attr-defined]
    easy = make_bot("easy", "pikmin", seed=seed + 1000)
    shadow = make_bot("easy", "pikmin", seed=seed)
    departures = moves = 0
    while not state.is_over:
        p = state.current_player
        legal = state.legal_actions()
        if p == seat:
            action = search.choose_from(InfoSet(state, p))
            if len(legal) > 1:
                moves += 1
                usual = shadow.choose(state.observation(p), legal)
                if usual != action:
                    departures += 1
                    key = f"{usual.kind} -> {action.kind}"
                    kinds[key] += 1
                    if TRUTH:
                        gap = truth_gap(state, p, usual, action, TRUTH)
                        gaps.setdefault(key, []).append(gap)
                        est = search.explain()
                        print(f"   turn {state.turn} {usual.label!r} -> {action.label!r}: true gain {gap:+.3f}; search {est[:2]}", flush=True)
        else:
            action = easy.choose(state.observation(p), legal)
        state.apply(action)
    return (0.5 if state.winner is None else float(state.winner == seat)), departures, moves


def main() -> None:
    games, iterations, depth = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    margin = float(sys.argv[4])
    first = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    turns = int(sys.argv[6]) if len(sys.argv) > 6 and sys.argv[6] != "-" else None
    global TRUTH
    TRUTH = int(sys.argv[7]) if len(sys.argv) > 7 else 0
    kinds: collections.Counter = collections.Counter()
    total = 0.0
    t0 = time.time()
    for g in range(games):
        seat = g % 2
        score, dep, moves = play(first + g // 2, seat, iterations, depth, margin, kinds, turns)
        total += score
        print(f"game {g + 1} seed {first + g // 2} seat {seat}: {score} ({dep} departures in {moves} decisions, "
              f"{time.time() - t0:.0f} s)", flush=True)
    print(f"it {iterations} depth {depth} margin {margin} turns {turns}: {rate_text(total, games)} of {games}")
    for k, n in kinds.most_common():
        g = gaps.get(k)
        extra = f"  true gain mean {sum(g) / len(g):+.3f} over {len(g)}" if g else ""
        print(f"  {n:5d} {k}{extra}")


if __name__ == "__main__":
    main()
