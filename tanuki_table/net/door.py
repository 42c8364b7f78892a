"""The table's door: connections that have not said hello yet, kept few and short-lived.

Anyone who can reach the port can open a connection, so what a stranger may hold is bounded:

- a connection must say its whole hello within `HELLO_SECONDS` (one deadline for the whole line,
  not per byte: a hello sent a byte at a time is closed at the deadline like a silent one);
- at most `PER_ADDRESS` connections from one address, and `WAITING` in all, may be waiting to say
  hello; one more does not make the newcomer wait or refuse it: the oldest waiting connection
  (from that address, else from any) is closed instead. A seat whose token is valid says hello at
  once, so strangers' silent sockets never keep it out, even from the same address;
- a connection that said a valid hello leaves the door: it holds its invitation's one place at
  the table (a newer connection with the same invitation takes it over), so what is open is at
  most `WAITING` + one per invitation.

Every connection enters once and leaves once (`Door.leave`, from the handler's `finally`), and
its transport is closed on every way out: the table counts what is open and nothing else.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import OrderedDict
from dataclasses import dataclass, field

__all__ = ["BUSY", "HELLO_SECONDS", "PER_ADDRESS", "WAITING", "Door", "Waiting", "address_of"]

HELLO_SECONDS = 5.0
"""A connection's whole hello must arrive within this many seconds of connecting."""
PER_ADDRESS = 8
"""Connections from one address waiting to say hello at once."""
WAITING = 32
"""Connections waiting to say hello at once, from everywhere."""
BUSY = "The table is busy: too many connections are waiting to say hello. Try again."


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
    """The connections waiting to say hello (see the module docstring)."""

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
        """The connection said hello (or ended): it no longer waits. Called once per `enter`;
        a second call changes nothing."""
        self.waiting.pop(entry.number, None)

    def count(self, address: str | None = None) -> int:
        """Connections waiting now (from `address`, if given)."""
        return sum(1 for w in self.waiting.values() if address is None or w.address == address)

    def _evict(self, entry: Waiting) -> None:
        """Close a waiting connection now; its handler ends at once (its read sees the end) and
        leaves the door in its `finally`."""
        self.waiting.pop(entry.number, None)
        entry.evicted = True
        self.evictions += 1
        entry.writer.transport.abort()
