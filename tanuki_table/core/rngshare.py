"""A random generator shared between a state and its copies until one of them draws from it.

`clone()` must leave both states with the same future draws. Copying a Mersenne Twister
(`getstate`/`setstate`, 625 numbers) costs more than the rest of a Tacocat clone, so the copies
share it and the first one to draw takes a private copy (`copy_rng`). `refs(rng) <= ALONE` spares that
copy when no other state holds the generator any more (the usual fate of a clone: a search plays
it out and drops it, and `sim` times one and drops it): it reads the generator's reference count,
calibrated below on the very code shape the states use; should the count ever fail to tell one
holder from two (another Python), ALONE is -1 and every first draw copies, as before.
"""

from __future__ import annotations

import random
import sys

__all__ = ["ALONE", "copy_rng", "refs"]


def copy_rng(rng: random.Random) -> random.Random:
    """A new generator with `rng`'s state (the same future draws)."""
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy


def refs(rng: object) -> int:
    """The reference count `alone_at` compares (huge where Python keeps none)."""
    return sys.getrefcount(rng) if hasattr(sys, "getrefcount") else 1 << 30


class _Holder:
    """A state's shape: the generator in `_rng`, read into a local, then counted."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def count(self) -> int:
        rng = self._rng
        return refs(rng)


def _calibrate() -> int:
    one = _Holder(random.Random(0))
    held_once = one.count()
    other = _Holder(one._rng)
    held_twice = other.count()
    del other
    return held_once if held_twice > held_once and one.count() == held_once else -1


ALONE = _calibrate()
"""What `refs` gives when one object alone holds the generator, counted as `_Holder.count` does:
`rng = self._rng` then `refs(rng) <= ALONE` (-1: the count cannot tell, never alone)."""
