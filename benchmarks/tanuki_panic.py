"""Tanuki Panic measurements: copy costs and balance between equal bots.

    python benchmarks/tanuki_panic.py copies
    python benchmarks/tanuki_panic.py balance [--games N] [--variant V] [--jobs J] [--players a,b]
    python benchmarks/tanuki_panic.py matchups [--games N]

Run from the repository root (so this checkout's package is imported). Balance prints the win
rate of each seat, of the first player, how games end (energy, deck_out, stalemate) with 95%
confidence intervals, and the mean number of turns.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _played(seed: int, variant: str) -> object:
    from tanuki_table.games import get_game

    state = get_game("tanuki_panic").new_game(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(150):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def copies() -> None:
    """clone() and sample_hidden() in µs, with a calibration loop to judge the machine's load."""
    import timeit

    calibration = timeit.timeit(lambda: list(range(1000)), number=2000) / 2000 * 1e6
    print(f"calibration: list(range(1000)) = {calibration:.1f} us (about 8 us on an idle core)")
    for variant in ("standard", "booster"):
        state = _played(3, variant)
        n = 5000
        clone = min(timeit.repeat(state.clone, number=n, repeat=3)) / n * 1e6  # type: ignore[attr-defined]
        rng = random.Random(2)
        sample = min(timeit.repeat(lambda: state.sample_hidden(0, rng), number=n, repeat=3)) / n * 1e6  # type: ignore[attr-defined]
        print(f"{variant}: clone {clone:.1f} us, sample_hidden {sample:.1f} us")


def _play(args: tuple[int, str, list[str], list[list[str]] | None]) -> tuple[int | None, int, str, int]:
    """One game: (winner, first player, how it ended, turns)."""
    from tanuki_table.bots import make_bot
    from tanuki_table.games import get_game

    seed, variant, players, decks = args
    state = get_game("tanuki_panic").new_game(seed=seed, variant=variant, decks=decks)
    bots = [make_bot(name, "tanuki_panic", seed=seed * 31 + seat) for seat, name in enumerate(players)]
    steps = 0
    while not state.is_over and steps < 20_000:
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        steps += 1
    return state.winner, state.first, state.end_kind or "unfinished", state.turn  # type: ignore[attr-defined]


def _ci(k: int, n: int) -> str:
    if n == 0:
        return "-"
    p = k / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    return f"{100 * p:5.1f}% ± {100 * half:4.1f} ({k}/{n})"


def _run(jobs: int, tasks: list) -> list:
    if jobs <= 1:
        return [_play(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_play, tasks, chunksize=20))


def balance(games: int, variant: str, jobs: int, players: list[str]) -> None:
    start = time.perf_counter()
    results = _run(jobs, [(seed, variant, players, None) for seed in range(1, games + 1)])
    n = len(results)
    seat0 = sum(1 for w, *_ in results if w == 0)
    first = sum(1 for w, f, *_ in results if w == f)
    draws = sum(1 for w, *_ in results if w is None)
    ends = Counter(kind for _, _, kind, _ in results)
    print(f"tanuki_panic {variant} {players[0]} vs {players[1]}: {n} games in {time.perf_counter() - start:.0f}s")
    print(f"  seat 1 wins      {_ci(seat0, n)}")
    print(f"  seat 2 wins      {_ci(n - seat0 - draws, n)}")
    print(f"  first player     {_ci(first, n)}")
    print(f"  draws            {_ci(draws, n)}")
    for kind, k in sorted(ends.items()):
        print(f"  ends by {kind:<9}{_ci(k, n)}")
    print(f"  mean turns       {sum(t for *_, t in results) / n:.1f}")


def matchups(games: int, jobs: int) -> None:
    from tanuki_table.games import get_game

    decks = get_game("tanuki_panic").catalogue.premade()
    names = list(decks)
    for a in names:
        for b in names:
            if a >= b:
                continue
            tasks = [(seed, "standard", ["simple", "simple"], [decks[a], decks[b]]) for seed in range(1, games + 1)]
            tasks += [(seed, "standard", ["simple", "simple"], [decks[b], decks[a]]) for seed in range(1, games + 1)]
            results = _run(jobs, tasks)
            wins_a = sum(1 for i, (w, *_) in enumerate(results) if w == (0 if i < games else 1))
            ends = Counter(kind for _, _, kind, _ in results)
            print(f"{a} vs {b}: {a} wins {_ci(wins_a, len(results))}; ends {dict(ends)}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["copies", "balance", "matchups"])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--players", default="simple,simple")
    args = parser.parse_args()
    if args.what == "copies":
        copies()
    elif args.what == "balance":
        balance(args.games, args.variant, args.jobs, args.players.split(","))
    else:
        matchups(args.games, args.jobs)


if __name__ == "__main__":
    main()
