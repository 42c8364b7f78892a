"""The exchange choices come in the order of the first enumeration (grown rank by rank)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

from tanuki_table.games.tacocat import actions as A


def _reference(hand_ranks: tuple[int, ...], cap: int) -> list[str]:
    """The labels in order: every choice of how many of each rank, the highest rank's count
    varying slowest, of at most `cap` cards, sorted by size."""
    held = sorted(Counter(hand_ranks).items(), reverse=True)
    counts = [c for c in product(*(range(m + 1) for _, m in held)) if sum(c) <= cap]
    counts.sort(key=sum)
    chosen = [[r for (r, _), n in sorted(zip(held, c)) for _ in range(n)] for c in counts]
    return ["Exchange nothing"] + ["Exchange " + " ".join(map(str, s)) for s in chosen[1:]]


def test_exchange_choices_match_the_plain_enumeration():
    rng = random.Random(5)
    deck = [r for r in range(1, 13) for _ in range(3)] + [6, 7]
    for _ in range(150):
        hand = tuple(sorted(rng.sample(deck, rng.randint(1, 9))))
        cap = rng.choice([len(hand), rng.randint(1, len(hand))])
        got = A.exchanges(hand, cap)
        assert [a.label for a in got] == _reference(hand, cap)
        assert all(a.kind == "exchange" and A.exchange(a.ranks[::-1]) is a for a in got[1:])
        assert got[0] is A.pass_action() and all(len(a.ranks) <= cap for a in got)
