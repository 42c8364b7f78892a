"""What changed on the table since your last move, from two observations of the same seat: a place
(`BoardBase.MARK_ZONE`, a list per seat of a card or None) is marked `moved` (a card arrived),
`flipped` (face or position changed), `damaged` or `destroyed` (the card is gone). No Textual here.
"""

from __future__ import annotations

__all__ = ["GLYPHS", "change", "zone_changes"]

GLYPHS = {"moved": "»", "flipped": "↻", "damaged": "✶", "destroyed": "×"}
"""The glyph drawn before a marked place (a mark never rests on colour alone)."""


def _card(cell: object) -> str | None:
    return getattr(cell, "card", None) or getattr(cell, "id", None)


def _facing(cell: object) -> tuple[object, ...]:
    return tuple(getattr(cell, name, None) for name in ("face_down", "face_up", "position"))


def _hurt(before: object, after: object) -> bool:
    hp_b, hp_a = getattr(before, "hp", None), getattr(after, "hp", None)
    if isinstance(hp_b, int) and isinstance(hp_a, int) and hp_a < hp_b:
        return True
    for name in ("counters", "damage"):
        b, a = getattr(before, name, None), getattr(after, name, None)
        if isinstance(b, int) and isinstance(a, int) and a > b:
            return True
    return False


def change(before: object, after: object, down_before: bool = False, down_after: bool = False) -> str | None:
    """How one place changed (None: it did not). `down_*`: a card lies there face down that the
    observation shows as None (Pikmin's hidden cards)."""
    if before is None and after is None:
        if down_before == down_after:
            return None
        return "moved" if down_after else "destroyed"
    if before is None:
        return "flipped" if down_before else "moved"
    if after is None:
        return "flipped" if down_after else "destroyed"
    card_b, card_a = _card(before), _card(after)
    if card_b is not None and card_a is not None and card_b != card_a:
        return "moved"
    if card_b != card_a or _facing(before) != _facing(after):
        return "flipped"
    if _hurt(before, after):
        return "damaged"
    return None


def _hidden(obs: object, seat: int) -> set[int]:
    """Places of `seat` holding a face-down card the observation shows as None (Pikmin's `face_down`)."""
    rows = getattr(obs, "face_down", None)
    if isinstance(rows, list) and seat < len(rows) and isinstance(rows[seat], list):
        return {i for i in rows[seat] if isinstance(i, int)}
    return set()


def zone_changes(before: object, after: object, zone: str) -> dict[tuple[int, int], str]:
    """(seat, index) -> mark, for every place of `zone` that changed between the observations."""
    rows_b, rows_a = getattr(before, zone, None), getattr(after, zone, None)
    if not isinstance(rows_b, list) or not isinstance(rows_a, list):
        return {}
    found: dict[tuple[int, int], str] = {}
    for seat, (row_b, row_a) in enumerate(zip(rows_b, rows_a)):
        if not isinstance(row_b, list) or not isinstance(row_a, list):
            continue
        down_b, down_a = _hidden(before, seat), _hidden(after, seat)
        for index in range(max(len(row_b), len(row_a))):
            cell_b = row_b[index] if index < len(row_b) else None
            cell_a = row_a[index] if index < len(row_a) else None
            kind = change(cell_b, cell_a, index in down_b, index in down_a)
            if kind is not None:
                found[(seat, index)] = kind
    return found
