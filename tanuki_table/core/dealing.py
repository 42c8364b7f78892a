"""What every game does with its random generator and its cards, written once.

- `GameState.rng` (engine.py) is shared by a clone and its original until either of them reads
  it to draw: that one takes a copy first (`copy_generator`), so both draw exactly what the
  original would have, and a copy that never draws (most of a search's) never copies it.
- `copy_value`: what `GameState.clone` copies each declared attribute with.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

__all__ = ["copy_generator", "copy_value"]

G = TypeVar("G", bound=random.Random)
_SHARED = frozenset({str, int, float, bool, type(None), tuple})


def copy_generator(rng: G) -> G:
    """An independent generator of `rng`'s class in `rng`'s state."""
    new = type(rng).__new__(type(rng))
    new.setstate(rng.getstate())
    return new


def copy_value(value: Any) -> Any:
    """A copy of `value` sharing nothing mutable: lists and dicts copied all the way down, an
    object with a `copy()` method copied by it, anything else (text, numbers, tuples, None)
    shared."""
    kind = type(value)
    if kind is list:
        if set(map(type, value)) <= _SHARED:
            return value[:]
        return [copy_value(v) for v in value]
    if kind is dict:
        if set(map(type, value.values())) <= _SHARED:
            return value.copy()
        return {k: copy_value(v) for k, v in value.items()}
    if kind in _SHARED or isinstance(value, tuple):
        return value
    return value.copy()
