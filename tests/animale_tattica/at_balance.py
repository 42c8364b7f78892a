"""Animal pairings between equal simple bots (2 players, both seat orders), for ruling 18.

`python -m tests.animale_tattica.at_balance 170` plays 6 pairings x 2 orders x 170 games (about
2,000) and prints win rates per animal, per pairing and per seat.
"""

from __future__ import annotations

import itertools
import json
import sys

from tanuki_table.bots import make_bot
from tanuki_table.games import get_game


def pairings(per: int, game_id: str = "animale_tattica") -> dict[str, object]:
    """Wins per seat, per animal and per pairing over `per` games in each seat order."""
    game = get_game(game_id)
    cat = game.catalogue
    seat_wins = [0, 0]
    animals: dict[str, list[int]] = {a: [0, 0] for a in cat.animals}
    pairs: dict[str, list[int]] = {}
    block = 0
    for a, b in itertools.combinations(cat.animals, 2):
        record = pairs.setdefault(f"{a}-{b}", [0, 0])
        for first, second in ((a, b), (b, a)):
            for i in range(per):
                seed = 1000 * block + i
                state = game.new_game(players=2, seed=seed, decks=[cat.decks[first], cat.decks[second]])
                bots = [make_bot("simple", game_id, seed=seed * 31 + s) for s in range(2)]
                while not state.is_over:
                    seat = state.current_player
                    assert seat is not None
                    state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
                winner = state.winner
                assert winner is not None
                seat_wins[winner] += 1
                won = (first, second)[winner]
                record[0 if won == a else 1] += 1
                animals[first][1] += 1
                animals[second][1] += 1
                animals[won][0] += 1
            block += 1
    return {"seat_wins": seat_wins, "animals": animals, "pairs": pairs}


if __name__ == "__main__":
    print(json.dumps(pairings(int(sys.argv[1]) if len(sys.argv) > 1 else 100), indent=1))
