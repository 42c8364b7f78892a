"""A game log that copies in constant time: the events logged so far are frozen into a shared,
immutable chain of chunks, and each copy appends to its own tail.

A Pikmin TCG game logs over a thousand events; copying that list was most of what `clone()`
cost (every event touched, so every one a cache miss on a busy machine). `EventLog.fork()`
freezes the tail into a tuple linked to the earlier chunks, `(earlier, events, total)`, which the
original and the copy then share. Events are immutable named tuples and the chain is made of
tuples, so neither log can change what the other reads. It reads like the list it replaces
(`len`, iteration, indexing, slicing, `==`), and `append` / `extend` are the tail list's own
bound methods, so logging costs what it did.
"""

from __future__ import annotations

from itertools import chain
from typing import Iterable, Iterator, Optional, Tuple, overload

from tanuki_table.core.events import Event

Chunk = Tuple[Optional["Chunk"], Tuple[Event, ...], int]
"""(the earlier chunk or None, these events, how many events up to and including these)."""


class EventLog:
    """Shared frozen chunks plus an own tail (see the module docstring)."""

    __slots__ = ("_last", "_frozen", "_tail", "append", "extend")

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self._last: Optional[Chunk] = None
        self._frozen = 0
        """How many events the frozen chunks hold."""
        self._own(list(events))

    def _own(self, tail: list[Event]) -> None:
        self._tail = tail
        self.append = tail.append
        self.extend = tail.extend

    def fork(self) -> EventLog:
        """An independent copy; this log and the copy share only immutable tuples."""
        tail = self._tail
        if tail:
            self._frozen += len(tail)
            self._last = (self._last, tuple(tail), self._frozen)
            tail.clear()
        new = EventLog.__new__(EventLog)
        new._last, new._frozen = self._last, self._frozen
        new._own([])
        return new

    def _chunks(self, start: int = 0) -> list[tuple[Event, ...]]:
        """The frozen chunks, oldest first, from the one holding event `start` on."""
        found = []
        node = self._last
        while node is not None and node[2] > start:
            found.append(node[1])
            node = node[0]
        found.reverse()
        return found

    def __len__(self) -> int:
        return self._frozen + len(self._tail)

    def __iter__(self) -> Iterator[Event]:
        return chain(chain.from_iterable(self._chunks()), self._tail)

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step != 1 or start >= stop:
                return list(self)[index]
            if start >= self._frozen:
                return self._tail[start - self._frozen:stop - self._frozen]
            chunks = self._chunks(start)
            skip = start - (self._frozen - sum(map(len, chunks)))
            events = list(chain.from_iterable(chunks))[skip:]
            events.extend(self._tail)
            return events[:stop - start]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("log index out of range")
        if index >= self._frozen:
            return self._tail[index - self._frozen]
        node = self._last
        while node is not None:
            first = node[2] - len(node[1])
            if index >= first:
                return node[1][index - first]
            node = node[0]
        raise IndexError("log index out of range")  # pragma: no cover - the sizes always agree

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (EventLog, list, tuple)):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, like the list it replaces

    def __repr__(self) -> str:
        return f"EventLog({list(self)!r})"
