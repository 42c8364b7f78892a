"""The engine's attack list (moves.py, from the catalogue's tables) is the plain one of
`actions.attack_choices`: the same actions in the same order, for any hand."""

from __future__ import annotations

import random

from tanuki_table.games import get_game
from tanuki_table.games.tacocat import actions as A
from tanuki_table.games.tacocat.moves import _attacks


def test_attack_lists_match_attack_choices():
    cat = get_game("tacocat").catalogue
    rank, key = cat.rank, cat.hand_key
    singles, jumbos = A.singles(rank)["attack"], A.jumbos(rank)
    rng = random.Random(11)
    cards = list(rank)
    for _ in range(3000):
        hand = sorted(rng.sample(cards, rng.randint(1, 9)), key=key.__getitem__)
        want = A.attack_choices(A.group(hand, rank), len(hand))
        got = _attacks(hand, rank, singles, jumbos)
        assert got == want and all(a is b for a, b in zip(got, want)), hand
