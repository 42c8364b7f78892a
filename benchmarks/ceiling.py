"""How much can play change a deal? A perfect-information probe of each game's skill ceiling.

For every deal (a seed) that `simple` loses from some seat against `simple`, a nested search takes
that seat: it sees the whole state (the rival's hand, both deck orders, the generator) and knows
the rival is exactly `simple`, and at each of its decisions plays the first move whose
continuation (`simple` for both seats to the end; at level 2, itself at level 1) wins, else a
drawing one, else `simple`'s own move. Nothing about the rival is uncertain, so a deal it still
loses is one that no play of that seat turns around by changing single moves (level 1) or pairs
of moves (level 2) against that rival: the cards decided it.

    python benchmarks/ceiling.py GAME [LEVEL] [FIRST_SEED] [DEALS]

Prints a line per lost deal (the seat, the result, seconds) and the count of deals turned into
wins and draws. It is a probe, not a bot: it cheats, and it is slow (level 2 takes minutes a deal).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402

MAX_MOVES = 5000


def finish(state, seat: int, level: int, simple) -> float:  # type: ignore[no-untyped-def]
    """Play `state` out (`seat` by the nested search at `level`, all else by `simple`); `seat`'s
    result (a draw or an unfinished game 0.5)."""
    moves = 0
    while not state.is_over and moves < MAX_MOVES:
        player = state.current_player
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif player == seat and level > 0:
            action = choose(state, seat, level, legal, simple)
        else:
            action = simple.choose_in(state, player, legal)
        state.apply(action)
        moves += 1
    if not state.is_over or state.winner is None:
        return 0.5
    return float(state.winner == seat)


def choose(state, seat: int, level: int, legal, simple):  # type: ignore[no-untyped-def]
    """The first move (simple's own first) whose continuation wins; else the best found."""
    own = simple.choose_in(state, seat, legal)
    best, best_value = own, -1.0
    tried = set()
    for action in [own, *(a for a in legal if a is not own)]:
        key = (action.kind, action.label)
        if key in tried:
            continue
        tried.add(key)
        world = state.clone()
        world.apply(action)
        value = finish(world, seat, level - 1, simple)
        if value > best_value:
            best, best_value = action, value
            if value == 1.0:
                break
    return best


def main() -> None:
    game = sys.argv[1]
    level = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    deals = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    simple = make_bot("simple", game, seed=1)
    won = drawn = lost = 0
    for seed in range(first, first + deals):
        state = get_game(game).new_game(seed=seed)
        result = finish(state.clone(), 0, 0, simple)
        if result == 0.5:
            continue  # a drawn deal: no seat lost it
        loser = 0 if result == 0.0 else 1
        start = time.time()
        result = finish(state.clone(), loser, level, simple)
        won += result == 1.0
        drawn += result == 0.5
        lost += result == 0.0
        print(f"{game} seed {seed}: seat {loser + 1} lost it; level {level} search: {result:g} "
              f"({time.time() - start:.0f} s)", flush=True)
    total = won + drawn + lost
    print(f"{game}, level {level}, seeds {first}-{first + deals - 1}: of {total} deals lost by simple against "
          f"simple, the search turned {won} into wins and {drawn} into draws and lost {lost}", flush=True)


if __name__ == "__main__":
    main()
