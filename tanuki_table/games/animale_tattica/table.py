"""One game in progress at one table (a tournament runs two side by side)."""

from __future__ import annotations

from dataclasses import dataclass, field as _field, fields
from typing import Any

from tanuki_table.core.jsontypes import JSONObject

from .plays import Play


@dataclass(slots=True)
class Table:
    """A table: its seats, whose lead and turn it is, the play on the field and its spirit deck."""

    seats: list[int]
    """Seats in clockwise order."""
    lead: int
    """The seat that leads the current round."""
    turn: int
    """Whose decision it is at this table."""
    phase: str = "keep_spirit"
    """keep_spirit, play, revive, discard, or done (this table's game is over)."""
    field: Play | None = None
    """The current play (None: empty field)."""
    by: int | None = None
    """Who made the current play."""
    pile: list[str] = _field(default_factory=list)
    """Every card played this round (face up)."""
    spirit_deck: list[str] = _field(default_factory=list)
    """The face-down spirit deck, top first."""
    spirit_discard: list[str] = _field(default_factory=list)
    """Spirit cards played in finished rounds (out of the game, face up)."""
    returned: list[str] = _field(default_factory=list)
    """Spirit cards returned (and undealt) during setup, face down, until the spirit deck is built."""
    keep_left: list[int] = _field(default_factory=list)
    """Seats still to keep a spirit card, in order."""
    winner: int | None = None
    """The seat that won this table's game."""

    def copy(self) -> Table:
        """An independent copy (the field is an immutable tuple, shared)."""
        return Table(
            list(self.seats), self.lead, self.turn, self.phase, self.field, self.by, list(self.pile),
            list(self.spirit_deck), list(self.spirit_discard), list(self.returned), list(self.keep_left), self.winner,
        )

    def to_dict(self) -> JSONObject:
        """JSON-ready values, by field name."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        play = self.field
        data["field"] = None if play is None else [list(play.cards), play.number, play.size, play.total]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Table:
        """Rebuild from `to_dict()` output."""
        values: dict[str, Any] = {f.name: list(v) if isinstance(v := data[f.name], list) else v for f in fields(cls)}
        raw = data["field"]
        values["field"] = None if raw is None else Play(tuple(raw[0]), raw[1], raw[2], raw[3])
        return cls(**values)
