"""The exchange choices come in the order of the first enumeration (grown rank by rank)."""

from __future__ import annotations

import random

from tanuki_table.games.tacocat import actions as A


def _reference(hand_ranks: tuple[int, ...], cap: int) -> list[str]:
    """The labels of the first enumeration: tuples grown rank by rank, then sorted by size."""
    counts: dict[int, int] = {}
    for r in hand_ranks:
        counts[r] = counts.get(r, 0) + 1
    subsets: list[tuple[int, ...]] = [()]
    for r, m in counts.items():
        grown = list(subsets)
        layer = subsets
        for _ in range(m):
            layer = [s + (r,) for s in layer if len(s) < cap]
            if not layer:
                break
            grown.extend(layer)
        subsets = grown
    subsets.sort(key=len)
    return ["Exchange nothing"] + ["Exchange " + " ".join(map(str, s)) for s in subsets[1:]]


def test_exchange_choices_match_the_plain_enumeration():
    rng = random.Random(5)
    deck = [r for r in range(1, 13) for _ in range(3)] + [6, 7]
    for _ in range(150):
        hand = tuple(sorted(rng.sample(deck, rng.randint(1, 9))))
        cap = rng.choice([len(hand), rng.randint(1, len(hand))])
        got = A.exchanges(hand, cap)
        assert [a.label for a in got] == _reference(hand, cap)
        assert all(a.kind == "exchange" and A.exchange(a.ranks) is a for a in got[1:])
        assert got[0] is A.pass_action() and all(len(a.ranks) <= cap for a in got)
