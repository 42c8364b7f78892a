"""Reading one row of the match history, trusting none of it: a row that cannot be used is None."""

from __future__ import annotations

import json
import math
from typing import Any, Sequence, TypeGuard

__all__ = ["LATEST_TIME", "MAX_JSON", "Row", "is_timestamp", "parse_row"]

LATEST_TIME = 32_503_680_000.0
"""Year 3000: a time beyond it is corrupt (`time.localtime` fails near 1e11+)."""
MAX_JSON = 1_000_000
"""A row's seats or cards JSON above this many characters is a bad row."""


Row = tuple[float, str, list[str | None], list[str], int | None, list[Any], str, int | None]
"""A history row read: finished, game, seats, names, winner, cards, ending, and this machine's seat
at a networked table (None for a local game)."""


def is_timestamp(value: object) -> TypeGuard[float]:
    """Whether `value` is a time a save or history row can carry: finite seconds, 0 to year 3000."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and 0 <= value <= LATEST_TIME


def parse_row(row: Sequence[Any]) -> Row | None:
    """A row as `Row`, or None when any of it cannot be used. `cards` is one flat list of card ids,
    or (hot-seat) one list per seat."""
    finished, game_id, seats_json, names_json, winner, cards_json, ending, mode, mine = row
    if not all(isinstance(t, str) and len(t) <= MAX_JSON for t in (game_id, seats_json, names_json, cards_json)):
        return None
    try:
        seats, names, played = json.loads(seats_json), json.loads(names_json), json.loads(cards_json)
    except (ValueError, RecursionError):
        return None
    mine = mine if mode == "network" else None
    usable = (
        is_timestamp(finished)
        and isinstance(seats, list) and bool(seats) and all(s is None or isinstance(s, str) for s in seats)
        and isinstance(names, list) and all(isinstance(n, str) for n in names)
        and (winner is None or _seat(winner, seats)) and (mode != "network" or _seat(mine, seats))
        and isinstance(played, list)
        and all(isinstance(c, str) or (isinstance(c, list) and all(isinstance(x, str) for x in c)) for c in played))
    if not usable:
        return None
    return (float(finished), game_id, seats, names, winner, played, ending if isinstance(ending, str) else "played",
            mine)


def _seat(value: object, seats: list[Any]) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(seats)
