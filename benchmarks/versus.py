"""Two search designs head to head at FIXED rollout budgets (no wall-time cap, so the result does
not depend on the machine's load), on the same deals from both seats, like the ladder.

    nice -n 10 python benchmarks/versus.py GAME A B [--games 40] [--seed 1] [--jobs 1] [--out FILE]

A and B are bot specs:
- a bot or level name (`easy`, `normal`, `hard`): the level with its wall-time cap removed;
- `flat:k=v,...` or `plan:k=v,...`: `FlatMCBot` / `PlanBot` with the game's `hard` settings
  (depth, margin, turns) and these keyword overrides, e.g. `plan:iterations=400,plies=8`;
- any of these prefixed `cheat+`: every sampled world is the true state (a perfect-information
  bound, see upper_bound.py).
`--seconds S` puts a wall-time cap back on both search bots (to check timing, not strength).

Prints A's score with a 95% Wilson interval, by seat, deals won from both seats / split / lost from
both, A's and B's mean rollouts and ms per real decision, and the load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tanuki_table.analysis.ladder import by_deal  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402


def make(spec: str, game: str, seed: int, seconds: float | None):  # type: ignore[no-untyped-def]
    """A bot from a spec (see the module docs); returns (bot, cheats)."""
    from tanuki_table.bots import make_bot
    from tanuki_table.bots import levels
    from tanuki_table.bots.flat import FlatMCBot
    from tanuki_table.bots.plan import PlanBot
    from tanuki_table.games import get_game

    cheat = spec.startswith("cheat+")
    spec = spec.removeprefix("cheat+")
    kind, _, rest = spec.partition(":")
    if kind in ("flat", "plan"):
        budget = levels.BUDGETS["hard"]
        own = get_game(game).search  # the game's declared depth, margin and turns (not hard's plan settings)
        kwargs: dict = dict(iterations=budget.iterations, seconds=seconds,
                            depth=budget.depth if own.depth is None else own.depth,
                            margin=levels.MARGIN if own.margin is None else own.margin, turns=own.turns)
        for item in filter(None, rest.split(",")):
            key, _, value = item.partition("=")
            kwargs[key] = None if value == "None" else (value == "True" if value in ("True", "False") else
                                                        (float(value) if "." in value else int(value)))
        cls = FlatMCBot if kind == "flat" else PlanBot
        return cls(seed, game, name=spec, **kwargs), cheat
    bot = make_bot(spec, game, seed=seed)
    if hasattr(bot, "seconds"):
        bot.seconds = seconds  # type: ignore[attr-defined]
    return bot, cheat


def one(args: tuple[str, str, str, int, int, float | None]) -> dict:
    """One game, A in seat `a_seat`: A's score, its seat, and per bot [decisions, rollouts, seconds, max]."""
    from tanuki_table.bots.infoset import InfoSet
    from tanuki_table.games import get_game
    from upper_bound import Cheat

    game, a, b, seed, a_seat, seconds = args
    state = get_game(game).new_game(seed=seed)
    specs = (a, b) if a_seat == 0 else (b, a)
    bots = [make(spec, game, seed * 31 + s, seconds) for s, spec in enumerate(specs)]
    stats = [[0, 0, 0.0, 0.0], [0, 0, 0.0, 0.0]]
    moves = 0
    while not state.is_over and moves < 5000:
        seat = state.current_player
        bot, cheat = bots[seat]
        legal = state.legal_actions()
        if bot.uses_infoset:
            t0 = time.perf_counter()
            action = bot.choose_from(Cheat(state, seat) if cheat else InfoSet(state, seat, copy=False))
            took = time.perf_counter() - t0
            if len(legal) > 1:
                s = stats[seat]
                s[0] += 1
                s[1] += bot.last_iterations
                s[2] += took
                s[3] = max(s[3], took)
        else:
            action = bot.choose(state.observation(seat), legal)
        state.apply(action)
        moves += 1
    score = 0.5 if not state.is_over or state.winner is None else float(state.winner == a_seat)
    return {"seed": seed, "a_seat": a_seat, "score": score, "a": stats[a_seat], "b": stats[1 - a_seat]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--out", default=None, help="append a JSON line with the result to this file")
    args = parser.parse_args()
    load0 = os.getloadavg()
    start = time.time()
    tasks = [(args.game, args.a, args.b, args.seed + i // 2, i % 2, args.seconds) for i in range(args.games)]
    games = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for g in pool.map(one, tasks):
            games.append(g)
            print(f"  {len(games)}/{len(tasks)}: A {sum(x['score'] for x in games):g}", file=sys.stderr, flush=True)
    load1 = os.getloadavg()
    total = sum(g["score"] for g in games)
    seats = [[g["score"] for g in games if g["a_seat"] == s] for s in (0, 1)]
    deals: dict[int, list[float]] = {}
    for g in games:
        deals.setdefault(g["seed"], []).append(g["score"])

    def per_move(key: str) -> str:
        d = sum(g[key][0] for g in games) or 1
        return (f"{sum(g[key][1] for g in games) / d:.0f} rollouts, {1000 * sum(g[key][2] for g in games) / d:.0f} ms "
                f"(max {1000 * max(g[key][3] for g in games):.0f})")

    line = (f"{args.game}: {args.a} vs {args.b}: {rate_text(total, len(games))} of {len(games)} "
            f"(seat 1 {100 * sum(seats[0]) / max(1, len(seats[0])):.0f}% / seat 2 "
            f"{100 * sum(seats[1]) / max(1, len(seats[1])):.0f}%; deals won/split/lost "
            f"{'/'.join(map(str, by_deal(deals)))}); A {per_move('a')}; B {per_move('b')}; seeds {args.seed}-"
            f"{args.seed + (args.games - 1) // 2}; load {load0[0]:.1f}->{load1[0]:.1f}; {time.time() - start:.0f} s")
    print(line, flush=True)
    if args.out:
        with open(args.out, "a") as f:
            f.write(json.dumps({"line": line, "game": args.game, "a": args.a, "b": args.b, "score": total,
                                "games": len(games), "load": [load0[0], load1[0]], "per_game": games}) + "\n")


if __name__ == "__main__":
    main()
