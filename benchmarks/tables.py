"""Markdown tables for the README from benchmarks/results/*.json (ladder and balance runs).

Usage (from the repository root):  python benchmarks/tables.py ladder|balance
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

RESULTS = Path("benchmarks/results")
GAMES = ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"]


def pct(rate: float, low: float, high: float) -> str:
    return f"{100 * rate:.1f}% ({100 * low:.0f}-{100 * high:.0f})"


TARGETS = {("normal", "easy"): 0.6, ("hard", "normal"): 0.6}
"""Issue 30's targets: each search level scores 60% or more against the level below."""


def _runs(game: str) -> list[tuple[Path, Path]]:
    """A game's ladder results: issue 30's two target pairings (`ladder_targets.sh`) where they
    were measured, else the default ladder run (`ladder_run.sh`)."""
    targets = [RESULTS / f"ladder-{game}-{pair}.json" for pair in ("normal-easy", "hard-normal")]
    found = [p for p in targets if p.exists() and p.read_text().strip()] or [RESULTS / f"ladder-{game}.json"]
    return [(p, p.with_suffix(".load.txt")) for p in found if p.exists() and p.read_text().strip()]


def ladder() -> None:
    """The ladder table of benchmarks/results/bots-experiments.md ("Ladder") from the results files
    (see `_runs`); docs/bots.md's shorter table is read from the same files."""
    print("| game | pairing | games | stronger bot's score (95% CI) | target | by seat (seat 1 / seat 2) "
          "| ms per move, mean (max) | rollouts per move | deals won from both seats / split / lost from both | load |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in GAMES:
        for path, load in _runs(game):
            loads = [line.split(":")[1].split()[0] for line in load.read_text().splitlines()
                     if line.startswith("load")] if load.exists() else []
            for r in json.loads(path.read_text()):
                think = "-" if r["upper_move_ms"] is None else f"{r['upper_move_ms']:.0f} ({r['upper_max_move_ms']:.0f})"
                seats = " / ".join(f"{100 * s:.0f}%" for s in r["upper_by_seat"])
                goal = TARGETS.get((r["upper"], r["lower"]))
                met = "-" if goal is None else f"{100 * goal:.0f}%: " + ("met" if r["win_rate"] >= goal else "not met")
                rollouts = "-" if r.get("upper_iterations") is None else f"{r['upper_iterations']:.0f}"
                deals = " / ".join(map(str, r["upper_by_deal"])) if r.get("upper_by_deal") else "-"
                print(f"| {game} | {r['upper']} vs {r['lower']} | {r['games']} | "
                      f"{pct(r['win_rate'], r['ci_low'], r['ci_high'])} | {met} | {seats} "
                      f"| {think} | {rollouts} | {deals} | {' to '.join(loads) or '-'} |")


def balance() -> None:
    print("| game | games | Player 1 (starts) | Player 2 | how games end | matchups outside 40-60% | never played |")
    print("|---|---|---|---|---|---|---|")
    for game in GAMES:
        path = RESULTS / f"balance-{game}-easy.json"
        if not path.exists() or not path.read_text().strip():
            continue
        d = json.loads(path.read_text())
        seats = [pct(s["rate"], *s["ci"]) for s in d["seats"]]
        ends = ", ".join(f"{k} {100 * v['rate']:.0f}%" for k, v in d["ends"].items())
        off = [f"{k} {100 * v['rate']:.0f}%" for k, v in d["matchups"].items() if not 0.4 <= v["rate"] <= 0.6]
        print(f"| {game} | {d['games']} | {seats[0]} | {seats[1]} | {ends} | {'; '.join(off) or '-'} | "
              f"{', '.join(d['never_played']) or 'none'} |")


if __name__ == "__main__":
    {"ladder": ladder, "balance": balance}[sys.argv[1] if len(sys.argv) > 1 else "ladder"]()
