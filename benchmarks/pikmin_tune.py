"""Tune Pikmin TCG's search levels without wall-time caps (load-independent): FlatMCBot with a
fixed rollout budget against `easy`, both seats, a few games.

    nice -n 10 python benchmarks/pikmin_tune.py [games] [iterations] [depth] [first seed] [margin] [turns]

Prints the search's score (wins + half draws), per-seat results, real decisions (more than one
legal move) per game, and the mean time per real decision.
"""

from __future__ import annotations

import sys
import time

sys.path.insert(0, ".")  # the checkout this is run from, not the installed one

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.flat import FlatMCBot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402


MARGIN_USED = get_game("pikmin").search.margin
TURNS_USED = get_game("pikmin").search.turns


def play(seed: int, search_seat: int, iterations: int, depth: int) -> tuple[float, int, float]:
    state = get_game("pikmin").new_game(seed=seed)
    search = FlatMCBot(seed, "pikmin", iterations=iterations, seconds=None, depth=depth, margin=MARGIN_USED,
                       turns=TURNS_USED)
    easy = make_bot("easy", "pikmin", seed=seed + 1000)
    real, thinking = 0, 0.0
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        if seat == search_seat:
            t0 = time.perf_counter()
            action = search.choose_from(InfoSet(state, seat))
            if len(legal) > 1:
                real += 1
                thinking += time.perf_counter() - t0
        else:
            action = easy.choose(state.observation(seat), legal)
        state.apply(action)
    score = 0.5 if state.winner is None else float(state.winner == search_seat)
    return score, real, thinking


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 60  # a cap on moves: rollouts end at a turn boundary (search.turns)
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    global MARGIN_USED, TURNS_USED
    MARGIN_USED = float(sys.argv[5]) if len(sys.argv) > 5 else get_game("pikmin").search.margin
    TURNS_USED = int(sys.argv[6]) if len(sys.argv) > 6 else get_game("pikmin").search.turns
    scores = [[], []]
    real = thinking = 0.0
    for g in range(games):
        seat = g % 2
        score, r, t = play(first + g // 2, seat, iterations, depth)
        scores[seat].append(score)
        real += r
        thinking += t
        print(f"game {g + 1}: seed {first + g // 2}, search seat {seat}: {score}", flush=True)
    total = sum(scores[0]) + sum(scores[1])
    print(f"iterations {iterations} depth {depth}: score {rate_text(total, games)} of {games}; by seat "
          f"{[round(sum(s) / len(s), 2) if s else None for s in scores]}; real decisions per game {real / games:.0f}; "
          f"{thinking / max(1, real) * 1000:.0f} ms per real decision")


if __name__ == "__main__":
    main()
