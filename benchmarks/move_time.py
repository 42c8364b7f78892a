"""Thinking time per move of a bot level, in one process (as in the app: one bot thinks at a time).

Usage (from the repository root):
    python benchmarks/move_time.py [LEVEL] [MOVES] [GAME ...]
Plays LEVEL against easy from seed 1 on and times every real decision (more than one legal move)
of LEVEL until MOVES decisions are timed per game; prints mean, 95th percentile and max in ms,
and the mean number of search iterations.
"""

from __future__ import annotations

import sys
import time

sys.path.insert(0, ".")

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402


def measure(game: str, level: str, moves: int) -> None:
    times: list[float] = []
    iterations: list[int] = []
    seed = 1
    while len(times) < moves:
        state = get_game(game).new_game(seed=seed)
        bots = [make_bot(level, game, seed=seed), make_bot("easy", game, seed=seed + 1)]
        while not state.is_over and len(times) < moves:
            seat = state.current_player
            legal = state.legal_actions()
            bot = bots[seat]
            if bot.uses_infoset and len(legal) > 1:
                start = time.perf_counter()
                action = bot.choose_from(InfoSet(state, seat))
                times.append(time.perf_counter() - start)
                iterations.append(bot.last_iterations)
            else:
                action = bot.choose(state.observation(seat), legal)
            state.apply(action)
        seed += 1
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"{game:14} {level}: {len(times)} moves  mean {1000 * sum(times) / len(times):.0f} ms  "
          f"p95 {1000 * p95:.0f} ms  max {1000 * times[-1]:.0f} ms  "
          f"iterations {sum(iterations) / len(iterations):.0f}")


if __name__ == "__main__":
    level = sys.argv[1] if len(sys.argv) > 1 else "hard"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    for game in sys.argv[3:] or ["tanuki_panic", "tacocat", "pikmin"]:
        measure(game, level, count)
