"""A perfect-information upper bound for the search bot: the `hard` level's search, but every sampled world
is the true state (the rival's hand and the deck order visible; only future random draws are
reseeded). If even this cheating bot cannot beat `easy` by much at the `hard` budget, the game's
luck, not the missing information, limits the ladder.

Usage (from the repository root):  python benchmarks/upper_bound.py GAME [GAMES] [JOBS] [OPPONENT] [EPSILON]
OPPONENT is the level it plays against (default `easy`; `normal` bounds the `hard` vs `normal` pairing).
EPSILON (default 0) is the share of random moves in the cheating search's rollouts: in a game with no
chance after the deal (Tanuki Panic, Pikmin) every rollout of one move in the true state is the same
game, so without it each move is judged by a single playout (benchmarks/results/bots-experiments.md,
"Issue 40").
"""

from __future__ import annotations

import random
import sys
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, ".")

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402


class Cheat(InfoSet):
    """An information set that leaks the true state (benchmarks only)."""

    __slots__ = ("truth",)

    def __init__(self, state, seat):  # type: ignore[no-untyped-def]
        super().__init__(state, seat, copy=False)
        self.truth = state

    def sample(self, rng: random.Random):  # type: ignore[no-untyped-def]
        world = self.truth.clone()
        world.rng = random.Random(rng.getrandbits(64))
        return world


def one(args: tuple[str, int, int, str, float]) -> float:
    game, seed, cheat_seat, opponent, epsilon = args
    state = get_game(game).new_game(seed=seed)
    cheat = make_bot("hard", game, seed=seed)  # the `hard` level's search, same budget
    if epsilon:
        cheat.epsilon = epsilon  # type: ignore[attr-defined]
    rival = make_bot(opponent, game, seed=seed + 7)
    return play_out(state, cheat_seat, lambda st, seat: cheat.choose_from(Cheat(st, seat)), rival)


def play_out(state, search_seat, search, rival):  # type: ignore[no-untyped-def]
    """Play `state` to the end, `search(state, seat)` choosing for `search_seat` and `rival` (a
    search level from its information set, `easy` from observations) for the other; the search
    seat's score (draw 0.5)."""
    while not state.is_over:
        seat = state.current_player
        if seat == search_seat:
            action = search(state, seat)
        else:
            action = (rival.choose_from(InfoSet(state, seat, copy=False)) if rival.uses_infoset
                      else rival.choose(state.observation(seat), state.legal_actions()))
        state.apply(action)
    return 0.5 if state.winner is None else float(state.winner == search_seat)


if __name__ == "__main__":
    game = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    opponent = sys.argv[4] if len(sys.argv) > 4 else "easy"
    epsilon = float(sys.argv[5]) if len(sys.argv) > 5 else 0.0
    tasks = [(game, 1 + i // 2, i % 2, opponent, epsilon) for i in range(games)]
    with ProcessPoolExecutor(jobs) as pool:
        scores = list(pool.map(one, tasks))
    print(f"{game}: perfect-information search (hard budget, rollout noise {epsilon}) vs {opponent}: "
          f"{rate_text(sum(scores), len(scores))} of {len(scores)} games")
