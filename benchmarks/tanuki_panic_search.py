"""Tanuki Panic: the flat search at a fixed rollout budget (no wall-time cap, so the result does not
depend on the machine's load) against `easy`, both seats on the same deals, like the ladder.

    nice -n 10 python benchmarks/tanuki_panic_search.py [--games 40] [--iterations 200] [--jobs 2]
        [--depth D] [--margin M] [--level hard] [--turns T]

--turns T ends each rollout T turns after the decision's (as Pikmin's declared `search.turns` does); 0
means the level's own setting.

--depth and --margin default to what the level `--level` uses for Tanuki Panic (levels.py).
Run from the repository root (so this checkout's package is imported).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAME = "tanuki_panic"


def _sharp(k: float):  # type: ignore[no-untyped-def]
    def evaluate(state, seat):  # type: ignore[no-untyped-def]
        from tanuki_table.games.tanuki_panic.views import evaluate as share

        p = share(state, seat)
        if p <= 0.0 or p >= 1.0:
            return p
        a, b = p ** k, (1 - p) ** k
        return a / (a + b)
    return evaluate


EVALUATORS = {"sharp2": _sharp(2.0), "sharp3": _sharp(3.0), "sharp5": _sharp(5.0)}
"""Candidate evaluations tried against the plug-in's own (registered in the worker only)."""


def _one(args: tuple[int, int, int, int, float, int, str, int | None]) -> tuple[float, int, int, float]:
    """One game: (the search's score, its seat, whether it went first, mean rollouts per move)."""
    from tanuki_table.bots import make_bot
    from tanuki_table.bots.flat import FlatMCBot
    from tanuki_table.bots.infoset import InfoSet
    from tanuki_table.bots.levels import make_level
    from tanuki_table.games import get_game

    seed, seat, iterations, depth, margin, _, evaluator, turns = args
    if evaluator != "plugin":
        from tanuki_table.bots.search import register_evaluator

        register_evaluator(GAME, EVALUATORS[evaluator])
    info = get_game(GAME)
    state = info.new_game(seed=seed)
    template = make_level("hard", GAME, seed, info.bots())
    assert isinstance(template, FlatMCBot)
    search = FlatMCBot(seed, GAME, iterations=iterations, seconds=None, depth=depth, margin=margin,
                       policy_factory=template._policy_factory, name="dev", turns=turns)
    easy = make_bot("easy", GAME, seed=seed * 31 + 1 - seat)
    spent: list[int] = []
    while not state.is_over:
        p = state.current_player
        if p == seat:
            action = search.choose_from(InfoSet(state, p))
            if search.last_iterations:
                spent.append(search.last_iterations)
        else:
            action = easy.choose(state.observation(p), state.legal_actions())
        state.apply(action)
    score = 0.5 if state.winner is None else float(state.winner == seat)
    return score, seat, int(state.first == seat), sum(spent) / max(1, len(spent))


def main() -> None:
    from tanuki_table.analysis.stats import rate_text
    from tanuki_table.bots.levels import settings

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--depth", type=int, default=None)
    parser.add_argument("--margin", type=float, default=None)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--eval", default="plugin", choices=["plugin", *EVALUATORS])
    parser.add_argument("--turns", type=int, default=0)
    args = parser.parse_args()
    level = settings(GAME, args.level)  # the level's budget with the game's declared search settings
    depth = args.depth if args.depth is not None else level["depth"]
    margin = args.margin if args.margin is not None else level["margin"]
    turns = args.turns or level["turns"]
    tasks = [(args.first_seed + i // 2, i % 2, args.iterations, depth, margin, i, args.eval, turns)
             for i in range(args.games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(_one, tasks))
    total = sum(r[0] for r in results)
    first = [r[0] for r in results if r[2]]
    second = [r[0] for r in results if not r[2]]
    rollouts = sum(r[3] for r in results) / len(results)
    print(f"{GAME}: search ({args.iterations} rollouts, depth {depth}, turns {turns}, margin {margin}, eval {args.eval}) vs easy: "
          f"{rate_text(total, len(results))} of {len(results)} games; as first player "
          f"{rate_text(sum(first), len(first))}, as second {rate_text(sum(second), len(second))}; "
          f"{rollouts:.0f} rollouts per move; {time.perf_counter() - start:.0f}s")
    print(deal_split([r[0] for r in results]))


def deal_split(scores: list[float]) -> str:
    """How the deals (seed i, played once from each seat, in that order) went for the search:
    won from both seats, split (the seat decided), lost from both (the ladder's count)."""
    from tanuki_table.analysis.ladder import by_deal

    both, split, lost = by_deal({i // 2: scores[i:i + 2] for i in range(0, len(scores), 2)})
    return (f"deals: won from both seats {both}, split {split}, lost from both {lost}, "
            f"other (draws, unpaired) {len(scores) // 2 - both - split - lost} of {len(scores) // 2}")

if __name__ == "__main__":
    main()
