"""Copying states and generators, and redealing hidden cards for `sample_hidden`."""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from tanuki_table.core.engine import GameState

__all__ = ["copy_generator", "copy_value", "deal", "shuffle", "world"]

G = TypeVar("G", bound=random.Random)
S = TypeVar("S", bound="GameState")
_SHARED = frozenset({str, int, float, bool, type(None), tuple})


def copy_generator(rng: G) -> G:
    """An independent generator of `rng`'s class in `rng`'s state."""
    new = type(rng).__new__(type(rng))
    new.setstate(rng.getstate())
    return new


def copy_value(value: Any) -> Any:
    """A copy of `value` sharing nothing mutable: lists and dicts copied all the way down, objects by
    their `copy()`, immutable values shared."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        if set(map(type, value)) <= _SHARED:
            return value[:]
        return [v if type(v) in _SHARED else copy_value(v) for v in value]
    if kind is dict:
        if set(map(type, value.values())) <= _SHARED:
            return value.copy()
        return {k: copy_value(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return value
    return value.copy()


def world(state: S, rng: random.Random) -> S:
    """A clone of `state` for `sample_hidden` to redeal: its log empty, its own generator seeded from
    `rng`, its legal moves listed afresh."""
    new = state.clone()
    new.log = []
    new.rng = random.Random(rng.getrandbits(64))
    new._legal = None
    return new


def shuffle(rng: random.Random, cards: list[str]) -> None:
    """Put `cards` in random order, starting from their sorted order."""
    cards.sort()
    rng.shuffle(cards)


def deal(rng: random.Random, cards: list[str], *sizes: int) -> list[list[str]]:
    """`cards` shuffled (see `shuffle`) and cut into parts of these sizes, in order."""
    shuffle(rng, cards)
    ends = itertools.accumulate(sizes)
    return [cards[end - size:end] for size, end in zip(sizes, ends)]
