"""The views of the story at one table: log lines, the summary of what others did, a move's outcome."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from tanuki_table.core.events import PHASE, RESULT, Event, Reader
from tanuki_table.core.i18n import _, ngettext
from tanuki_table.core.telling import Values, elided, subject, tell

if TYPE_CHECKING:
    from tanuki_table.core.session import Setup

__all__ = ["Narrator", "Values", "names_of", "tell"]


def names_of(setup: Setup) -> tuple[list[str], int | None]:
    """Each seat's name for the story (never "You"), and the seat addressed as "you" (None in
    hot-seat or bots-only games)."""
    humans = setup.humans()
    names = [(setup.typed_name(seat) or _("Player {number}").format(number=seat + 1)) if name == "You" else name
             for seat, name in enumerate(setup.seat_names())]
    return names, (humans[0] if len(humans) == 1 else None)


class Narrator:
    """The story of one table's game, for each of its readers."""

    def __init__(self, names: Sequence[str], you: int | None = None) -> None:
        self.names = tuple(names)
        self.you = you
        """The seat addressed as "you" (the one person against bots), or None."""

    @classmethod
    def for_setup(cls, setup: Setup) -> Narrator:
        return cls(*names_of(setup))

    def reader(self, seat: int | None, reveal: bool = False) -> Reader:
        """A seat's reader (None: a spectator); `reveal`: everyone, after the game."""
        if reveal:
            return Reader(self.names, self.you, self.you is not None, True)
        return Reader(self.names, seat, seat is not None and seat == self.you, False)

    def won(self, seat: int) -> str:
        """ "You win!" or "Bot (easy) wins!" (a game-over title)."""
        if seat == self.you:
            return _("You win!")
        name = self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"
        return _("{winner} wins!").format(winner=name)

    def line(self, event: Event, seat: int | None, reveal: bool = False) -> str:
        """One event as `seat` may read it."""
        return tell(event, self.reader(seat, reveal))

    def lines(self, events: Iterable[Event], seat: int | None, reveal: bool = False, phases: bool = True) -> list[str]:
        """Events as `seat` may read them (`phases` False: phase lines left out)."""
        reader = self.reader(seat, reveal)
        return [tell(e, reader) for e in events if phases or e.kind != PHASE]

    def summary(self, events: Iterable[Event], seat: int | None) -> list[str]:
        """What happened as short clauses, phase lines left out: the subject left out after a clause
        by the same actor, a clause said again counted ("drew a card (5 times)")."""
        reader = self.reader(seat)
        clauses: list[str] = []
        repeats: list[int] = []
        last: int | None = None
        for event in events:
            if event.kind == PHASE:
                continue
            who = subject(event, reader)
            clause = tell(event, reader, elide=who is not None and who == last and bool(clauses))
            clause = clause[:-1] if clause.endswith(".") else clause
            last = who
            if clauses and (clause == clauses[-1] or clause == elided(clauses[-1], who, reader)):
                repeats[-1] += 1
                continue
            clauses.append(clause)
            repeats.append(1)
        # TRANSLATORS: a clause of the summary said again right away, and how many times it was
        return [c if n == 1 else ngettext("{clause} ({count} time)", "{clause} ({count} times)", n).format(
            clause=c, count=n) for c, n in zip(clauses, repeats)]

    def outcome(self, events: Sequence[Event], seat: int | None) -> list[str]:
        """A move's outcome for a box that waits for a key: its lines but the phase lines when it
        holds a result, else nothing."""
        if not any(e.kind == RESULT for e in events):
            return []
        return self.lines(events, seat, phases=False)
