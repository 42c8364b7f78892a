"""TMNT search tuning, load-independent: FlatMCBot with a fixed rollout budget (no wall-time cap)
against `easy`, both seats, seeds 1..GAMES/2 (the ladder's pairing of seeds and seats).

Usage (repository root):  nice -n 10 python benchmarks/tmnt_tune.py [--games 20] [--iterations 100]
    [--depth 60] [--margin 0.02] [--candidates 8] [--eval plugin|old] [--jobs 1] [--first-seed 1]
Prints the search bot's score with a 95% Wilson interval, by seat, and rollouts per move.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, ".")

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.flat import FlatMCBot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402


def old_evaluate(state, seat):  # type: ignore[no-untyped-def]
    """The evaluation before this tuning (life difference plus Block Zone cards), for comparison."""
    import math

    if state.is_over:
        return 1.0 if state.winner == seat else 0.0 if state.winner is not None else 0.5
    other = 1 - seat
    life = len(state.deck[seat]) - len(state.deck[other])
    board = sum(c is not None for c in state.block[seat]) - sum(c is not None for c in state.block[other])
    return 1.0 / (1.0 + math.exp(-(life + 0.5 * board) / 6.0))


def material_evaluate(state, seat, item=2.0, deck_w=0.0, base=2.0, rel=0.1):  # type: ignore[no-untyped-def]
    """Cards a seat still owns (deck + hand + Block Zone, items counted `item` each), as a race."""
    import math

    if state.is_over:
        return 1.0 if state.winner == seat else 0.0 if state.winner is not None else 0.5
    m = [len(state.deck[s]) + len(state.hand[s]) + sum(c is not None for c in state.block[s])
         + item * len(state.items[s]) for s in (0, 1)]
    d = [len(state.deck[s]) for s in (0, 1)]
    diff = m[seat] - m[1 - seat] + deck_w * (d[seat] - d[1 - seat])
    return 1.0 / (1.0 + math.exp(-diff / (base + rel * (m[0] + m[1]))))


EVALS = {"old": old_evaluate, "material": material_evaluate}


def one(args: tuple) -> tuple[float, int, list[int]]:
    seed, seat_of_search, opts = args
    state = get_game("tmnt").new_game(seed=seed)
    search = FlatMCBot(seed * 31 + seat_of_search, "tmnt", iterations=opts.iterations, seconds=None,
                       depth=opts.depth, candidates=opts.candidates, margin=opts.margin, name="tune")
    if opts.eval != "plugin":
        import functools

        params = {k: float(v) for k, v in (kv.split("=") for kv in opts.params.split(",") if kv)}
        search._evaluate = functools.partial(EVALS[opts.eval], **params)
    easy = make_bot(opts.opponent, "tmnt", seed=seed * 31 + 1 - seat_of_search)
    rollouts: list[int] = []
    while not state.is_over:
        seat = state.current_player
        if seat == seat_of_search:
            action = search.choose_from(InfoSet(state, seat, copy=False))
            if len(state.legal_actions()) > 1:
                rollouts.append(search.last_iterations)
        else:
            action = easy.choose(state.observation(seat), state.legal_actions())
        state.apply(action)
    score = 0.5 if state.winner is None else float(state.winner == seat_of_search)
    return score, seat_of_search, rollouts


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--depth", type=int, default=60)
    p.add_argument("--margin", type=float, default=0.02)
    p.add_argument("--candidates", type=int, default=8)
    p.add_argument("--eval", default="plugin", choices=("plugin", *EVALS))
    p.add_argument("--params", default="", help="evaluation parameters, e.g. item=2,base=2")
    p.add_argument("--opponent", default="easy")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--first-seed", type=int, default=1)
    opts = p.parse_args()
    tasks = [(opts.first_seed + i // 2, i % 2, opts) for i in range(opts.games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(opts.jobs) as pool:
        results = list(pool.map(one, tasks))
    scores = [s for s, _, _ in results]
    by_seat = [sum(s for s, seat, _ in results if seat == k) / max(1, sum(1 for _, seat, _ in results if seat == k))
               for k in (0, 1)]
    moves = [r for _, _, rs in results for r in rs]
    print(f"{vars(opts) | {'jobs': opts.jobs}}: {rate_text(sum(scores), len(scores))} of {len(scores)}; "
          f"by seat {by_seat[0]:.2f}/{by_seat[1]:.2f}; rollouts/move {sum(moves) / max(1, len(moves)):.0f}; "
          f"{time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
