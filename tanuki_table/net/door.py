"""The table's door: connections that have not said hello yet, kept few and short-lived.

A connection must say its whole hello within `HELLO_SECONDS` (one deadline for the line, not per
byte). At most `PER_ADDRESS` connections from one address and `WAITING` in all may wait; one more
closes the oldest waiting one (from that address, else any) rather than the newcomer, so strangers'
silent sockets never keep out a seat whose token is valid. Every connection enters once and leaves
once (`Door.leave`, from the handler's `finally`).
"""

from __future__ import annotations

import asyncio
import itertools
from collections import OrderedDict
from dataclasses import dataclass, field

__all__ = ["HELLO_SECONDS", "PER_ADDRESS", "WAITING", "Door", "Waiting", "address_of"]

HELLO_SECONDS = 5.0
"""A connection's whole hello must arrive within this many seconds of connecting."""
PER_ADDRESS = 8
"""Connections from one address waiting to say hello at once."""
WAITING = 32
"""Connections waiting to say hello at once, from everywhere."""


def address_of(writer: asyncio.StreamWriter) -> str:
    """The peer's address (its IP), or "?" when the socket no longer says."""
    peer = writer.get_extra_info("peername")
    if isinstance(peer, (tuple, list)) and peer:
        return str(peer[0])
    return "?"


@dataclass(eq=False)
class Waiting:
    """One connection at the door."""

    address: str
    writer: asyncio.StreamWriter
    number: int
    evicted: bool = False
    """It was closed to make room for a newer connection."""


@dataclass
class Door:
    """The connections waiting to say hello."""

    per_address: int = PER_ADDRESS
    waiting_max: int = WAITING
    waiting: OrderedDict[int, Waiting] = field(default_factory=OrderedDict)
    """Oldest first."""
    opened: int = 0
    """Connections that entered, ever."""
    evictions: int = 0
    """Waiting connections closed to make room."""
    _numbers: itertools.count[int] = field(default_factory=itertools.count)

    def enter(self, writer: asyncio.StreamWriter) -> Waiting:
        """A new connection: it waits at the door; the oldest waiting one is closed first if the
        newcomer's address, or the door, is full."""
        self.opened += 1
        entry = Waiting(address_of(writer), writer, next(self._numbers))
        same = [w for w in self.waiting.values() if w.address == entry.address]
        if len(same) >= self.per_address:
            self._evict(same[0])
        elif len(self.waiting) >= self.waiting_max:
            self._evict(next(iter(self.waiting.values())))
        self.waiting[entry.number] = entry
        return entry

    def leave(self, entry: Waiting) -> None:
        """The connection said hello (or ended): it no longer waits (a second call changes nothing)."""
        self.waiting.pop(entry.number, None)

    def count(self, address: str | None = None) -> int:
        """Connections waiting now (from `address`, if given)."""
        return sum(1 for w in self.waiting.values() if address is None or w.address == address)

    def _evict(self, entry: Waiting) -> None:
        """Close a waiting connection now (its handler sees the end and leaves the door)."""
        self.waiting.pop(entry.number, None)
        entry.evicted = True
        self.evictions += 1
        entry.writer.transport.abort()
