"""Pikmin TCG copy costs as `sim` measures them (one `clone()` and one `sample_hidden()` every
16th decision, right after the move), but on the thread's CPU clock as well as the wall clock,
and with medians, so that a loaded machine (other processes taking the cores) shows less.

    python benchmarks/pikmin_copies.py [games] [players] [first seed] [--json]

Run it from another checkout (`cd old && python /path/to/this`) to compare versions;
`benchmarks/pikmin_ab.py` alternates two checkouts in small chunks and pools the numbers.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

sys.path.insert(0, ".")  # the checkout this is run from, not the installed one

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    players = (sys.argv[2] if len(sys.argv) > 2 else "random,random").split(",")
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    info = get_game("pikmin")
    wall, cpu = time.perf_counter, time.thread_time
    rng = random.Random(1)
    times: dict[str, list[float]] = {"clone": [], "sample_hidden": [], "clone cpu": [], "sample_hidden cpu": []}
    engine = engine_cpu = 0.0
    decisions = 0
    for seed in range(first, first + games):
        state = info.new_game(seed=seed)
        bots = [make_bot(name, "pikmin", seed=seed * 31 + seat) for seat, name in enumerate(players)]
        while not state.is_over:
            w0, c0 = wall(), cpu()
            legal = state.legal_actions()
            w1, c1 = wall(), cpu()
            seat = state.current_player
            action = bots[seat].choose(state.observation(seat), legal)
            w2, c2 = wall(), cpu()
            state.apply(action)
            w3, c3 = wall(), cpu()
            engine += (w1 - w0) + (w3 - w2)
            engine_cpu += (c1 - c0) + (c3 - c2)
            decisions += 1
            if decisions % 16 == 1 and not state.is_over:
                w0, c0 = wall(), cpu()
                state.clone()
                w1, c1 = wall(), cpu()
                state.sample_hidden(state.current_player, rng)
                w2, c2 = wall(), cpu()
                times["clone"].append(w1 - w0)
                times["clone cpu"].append(c1 - c0)
                times["sample_hidden"].append(w2 - w1)
                times["sample_hidden cpu"].append(c2 - c1)
    if "--json" in sys.argv:
        times["engine"], times["engine cpu"], times["decisions"] = [engine], [engine_cpu], [decisions]
        print(json.dumps(times))
        return
    for name, values in times.items():
        print(f"{name:18} mean {statistics.fmean(values) * 1e6:7.2f} µs  median {statistics.median(values) * 1e6:7.2f} µs")
    import tanuki_table

    print(f"(tanuki_table from {tanuki_table.__file__})")
    print(f"engine per decision: wall {engine / decisions * 1e6:.2f} µs, cpu {engine_cpu / decisions * 1e6:.2f} µs "
          f"({decisions} decisions, {len(times['clone'])} copies)")


if __name__ == "__main__":
    main()
