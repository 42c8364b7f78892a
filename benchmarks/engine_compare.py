"""Engine µs per decision of two source trees, measured alternately in one run (issue 40, item 3).

    python benchmarks/engine_compare.py OLD_TREE NEW_TREE tacocat animale_tattica
    git worktree add ../before HEAD~1 && python benchmarks/engine_compare.py ../before . tacocat

Runs `tanuki-table sim --game G --players random,random --games 300 --seed 1 --json` from each
tree in turn (base, new, base, new, ...: `--runs` each, 5 by default), each in a fresh process
started from a neutral folder with PYTHONPATH at the tree (the import is checked to come from
that tree), and prints every figure and the medians of `engine_us_per_decision`. The machine's
load changes during a run; alternating spreads it over both trees alike.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

_CODE = """
import json, sys, tanuki_table
from pathlib import Path
want = Path(sys.argv[1]).resolve()
got = Path(tanuki_table.__file__).resolve().parent.parent
if got != want:
    raise SystemExit(f"imported {got}, not {want}")
from tanuki_table.analysis.sim import run_sim
result = run_sim(sys.argv[2], sys.argv[3].split(","), games=int(sys.argv[4]), seed=int(sys.argv[5]))
print(json.dumps(result.as_dict()))
"""


def run(tree: str, game: str, players: str, games: int, seed: int) -> float:
    env = dict(os.environ, PYTHONPATH=tree)
    out = subprocess.run(
        [sys.executable, "-c", _CODE, tree, game, players, str(games), str(seed)],
        env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True, check=True,
    ).stdout
    return float(json.loads(out)["engine_us_per_decision"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("games", nargs="+", metavar="game")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--players", default="random,random")
    parser.add_argument("--count", type=int, default=300, help="games a run")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in args.games:
        figures: dict[str, list[float]] = {"base": [], "new": []}
        for _ in range(args.runs):
            for name, tree in (("base", os.path.abspath(args.base)), ("new", os.path.abspath(args.new))):
                figures[name].append(run(tree, game, args.players, args.count, args.seed))
        base, new = (statistics.median(figures[k]) for k in ("base", "new"))
        print(f"{game}: base {base:.2f} -> new {new:.2f} us/decision (median of {args.runs}, alternated)")
        for name in ("base", "new"):
            print(f"  {name}: " + " ".join(f"{v:.2f}" for v in figures[name]))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
