"""Simultaneous secret choices: a plain list, one entry per seat (None: not chosen yet), that
saves as JSON; nobody sees another's choice until `reveal`."""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

__all__ = ["choose", "chosen", "empty", "own", "redraw", "reveal"]

T = TypeVar("T")


def empty(seats: int) -> list[T | None]:
    """No seat has chosen yet."""
    return [None] * seats


def choose(pending: list[T | None], seat: int, value: T) -> None:
    """`seat` makes its secret choice."""
    pending[seat] = value


def chosen(pending: Sequence[object]) -> list[bool]:
    """Who has chosen: all the other seats may know before the reveal."""
    return [value is not None for value in pending]


def own(pending: Sequence[T | None], seat: int) -> T | None:
    """`seat`'s own choice (None: not made yet)."""
    return pending[seat]


def reveal(pending: list[T | None]) -> list[T | None]:
    """Every choice at once; the pending list is emptied."""
    shown = list(pending)
    pending[:] = [None] * len(pending)
    return shown


def redraw(pending: list[T | None], viewer: int, draw: Callable[[T], T]) -> None:
    """In a sampled world, every choice `viewer` has not seen replaced by `draw(old)`."""
    for seat, value in enumerate(pending):
        if seat != viewer and value is not None:
            pending[seat] = draw(value)
