"""Animale Tattica's random source: a `random.Random` whose whole state is one 64-bit integer
(SplitMix64). Every Animale Tattica game, save and replay is dealt from this stream, so it stays;
`getstate`/`setstate` round-trip through the save format as `(VERSION, (state,), None)`."""

from __future__ import annotations

import os
import random
from typing import Any

_M64 = (1 << 64) - 1
VERSION = 101
"""`getstate()[0]`: marks this generator's state in saves."""


class SplitMix(random.Random):
    """SplitMix64 behind the `random.Random` interface (shuffle, sample, randrange... all go
    through `getrandbits` and `random`)."""

    _s: int

    def seed(self, a: object = None, version: int = 2) -> None:  # noqa: D102 - as random.Random
        if a is None:
            a = int.from_bytes(os.urandom(8), "big")
        elif not isinstance(a, int):
            a = int.from_bytes(str(a).encode(), "big")
        self._s = a & _M64
        self.gauss_next = None

    def _next(self) -> int:
        self._s = s = (self._s + 0x9E3779B97F4A7C15) & _M64
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _M64
        return s ^ (s >> 31)

    def getrandbits(self, k: int) -> int:  # noqa: D102 - as random.Random
        if k <= 64:
            return self._next() >> (64 - k) if k else 0
        bits = 0
        for shift in range(0, k, 64):
            bits |= self._next() << shift
        return bits & ((1 << k) - 1)

    def random(self) -> float:  # noqa: D102 - as random.Random
        return (self._next() >> 11) * (1.0 / 9007199254740992.0)

    def getstate(self) -> tuple[Any, ...]:  # noqa: D102 - as random.Random
        return (VERSION, (self._s,), None)

    def setstate(self, state: tuple[Any, ...]) -> None:  # noqa: D102 - as random.Random
        version, internal, _ = state
        if version != VERSION:  # a Mersenne Twister state (a save from before): derive one from it
            twister = random.Random()
            twister.setstate((version, tuple(internal), None))
            self._s = twister.getrandbits(64)
        else:
            self._s = int(internal[0]) & _M64
        self.gauss_next = None
