"""`shuffle(rng, cards)`: exactly `rng.shuffle(cards)`, the same order from the same generator
state, more cheaply (the engines shuffle whole decks inside `apply`).

`random.Random.shuffle` draws `_randbelow(i + 1)` for i from the end down, each a method call
that draws `getrandbits(k)` until the number is below i + 1; the loop here draws the very same
bits inline. A generator of another class (one that overrides its draws) is left to its own
`shuffle`.
"""

from __future__ import annotations

import random
from typing import Any, MutableSequence

__all__ = ["shuffle"]


def shuffle(rng: random.Random, items: MutableSequence[Any]) -> None:
    """Shuffle `items` in place, as `rng.shuffle(items)` does."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
