"""Simultaneous secret choices: each seat chooses in turn, nobody sees another's choice until the
rules reveal them together (docs/engine-contract.md: "consecutive private decisions").

The pending choices are a plain list, one entry per seat (None: not chosen yet), so they save as
JSON (`GameState.SAVED`) and copy as a list. These functions are the one place that says what
each seat may know of them, how they are revealed, and how a sampled world redraws them:

- `chosen(pending)`: who has chosen (what every observation may show);
- `own(pending, seat)`: that seat's own choice (only its own observation shows it);
- `reveal(pending)`: every choice at once, the list emptied for the next time;
- `redraw(pending, seat, draw)`: in `sample_hidden`, a choice the viewer has not seen is made anew
  by `draw(old)` from the sampled world's cards (the old value must not leak into the copy).

No pydantic, no Textual: engines use it in their hot path.
"""

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
    """Who has chosen: the only thing the other seats may know before the reveal."""
    return [value is not None for value in pending]


def own(pending: Sequence[T | None], seat: int) -> T | None:
    """`seat`'s own choice (None: not made yet)."""
    return pending[seat]


def reveal(pending: list[T | None]) -> list[T | None]:
    """Every choice at once; the pending list is emptied for the next round of choices."""
    shown = list(pending)
    pending[:] = [None] * len(pending)
    return shown


def redraw(pending: list[T | None], viewer: int, draw: Callable[[T], T]) -> None:
    """For a sampled world (`sample_hidden(viewer, rng)`): every choice `viewer` has not seen (the
    others', made but not revealed) is replaced by `draw(old)`, which must pick it from the world's
    own cards with the sampling generator; `viewer`'s own choice stays."""
    for seat, value in enumerate(pending):
        if seat != viewer and value is not None:
            pending[seat] = draw(value)
