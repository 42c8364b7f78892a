"""Compare Pikmin TCG copy and engine costs of two checkouts on a shared, loaded machine: runs
`pikmin_copies.py` in each alternately, a few games at a time, and pools the numbers (the thread
CPU clock's medians are the ones to trust when other processes take the cores).

    python benchmarks/pikmin_ab.py OLD_DIR NEW_DIR [rounds] [games per round] [players]
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).with_name("pikmin_copies.py").resolve()


def main() -> None:
    dirs = sys.argv[1:3]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    games = int(sys.argv[4]) if len(sys.argv) > 4 else 15
    players = sys.argv[5] if len(sys.argv) > 5 else "random,random"
    pooled: list[dict[str, list[float]]] = [{}, {}]
    for r in range(rounds):
        order = (0, 1) if r % 2 == 0 else (1, 0)
        for which in order:
            out = subprocess.run([sys.executable, str(SCRIPT), str(games), players, str(1 + r * games), "--json"],
                                 cwd=dirs[which], capture_output=True, text=True, check=True).stdout
            for key, values in json.loads(out).items():
                pooled[which].setdefault(key, []).extend(values)
    for which, data in enumerate(pooled):
        decisions = sum(data.pop("decisions"))
        engine, engine_cpu = sum(data.pop("engine")), sum(data.pop("engine cpu"))
        print(dirs[which])
        for key, values in data.items():
            print(f"  {key:18} mean {statistics.fmean(values) * 1e6:7.2f} µs  median {statistics.median(values) * 1e6:7.2f} µs")
        print(f"  engine per decision: wall {engine / decisions * 1e6:.2f} µs, cpu {engine_cpu / decisions * 1e6:.2f} µs")


if __name__ == "__main__":
    main()
