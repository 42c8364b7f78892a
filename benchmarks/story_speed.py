"""Issue 33: typed events must not slow the engines. `tanuki-table sim` µs per decision, this
checkout against another one (e.g. the commit before typed events), interleaved on one machine.

    git archive 32e4431 | tar -x -C /tmp/before
    python benchmarks/story_speed.py /tmp/before --games 300 --rounds 3

Each round runs every game's `sim --players random,random --games N --seed 1 --json` once from
each checkout (alternating, so load on a shared machine hits both alike) and the table reports the
fastest and the median round of each. Random bots decide in a few µs, so the figure is the
engine's own cost; on a busy machine the fastest round is the fairer figure (load only adds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

GAMES = ("tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt")
HERE = Path(__file__).resolve().parents[1]


def sim(root: Path, game: str, games: int) -> float:
    """µs per decision of the engine in checkout `root`."""
    env = dict(os.environ, PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-m", "tanuki_table", "sim", "--game", game, "--players", "random,random",
                          "--games", str(games), "--seed", "1", "--json"], env=env, cwd="/", capture_output=True,
                         text=True, check=True)
    return float(json.loads(out.stdout)["engine_us_per_decision"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="a checkout of the code to compare with")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    times: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.rounds):
        for game in GAMES:
            for label, root in (("before", args.before), ("after", HERE)):
                times.setdefault((game, label), []).append(sim(root, game, args.games))
    print(f"{'game':<16} {'before µs':>10} {'after µs':>10} {'change':>8}   {'median before':>13} {'after':>7} {'change':>8}")
    for game in GAMES:
        b, a = times[(game, "before")], times[(game, "after")]
        mb, ma = statistics.median(b), statistics.median(a)
        print(f"{game:<16} {min(b):>10.2f} {min(a):>10.2f} {min(a) / min(b) - 1:>+8.1%}   "
              f"{mb:>13.2f} {ma:>7.2f} {ma / mb - 1:>+8.1%}")


if __name__ == "__main__":
    main()
