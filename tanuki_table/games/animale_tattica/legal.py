"""The plays a hand may make now, as actions, listed fast (the hot path of every search): exactly
`plays.aligned_plays` with each play's action, in the same order.

A hand is keyed by one integer: each card id owns a field of `_WIDTH` bits counting its copies.
The plays of one number depend only on the hand's cards of that number and its Kings, which a
mask picks out of the key; each such part's rows (size, number, total, action) are listed once.
Only the parts are kept, not the hands (most are new). `field_of` gives back the play an action
puts on the field, so `apply` does not add up the cards again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import actions as act
from .plays import KING, Play, _number_plays, aligned_plays

if TYPE_CHECKING:
    from tanuki_table.core.engine import Action

    from .actions import ATAction
    from .cards import Catalogue

__all__ = ["field_of", "play_actions"]

_WIDTH = 5
"""Bits of a card's field in a hand's key: exact for hands of fewer than 2**_WIDTH cards."""
_FIELD = (1 << _WIDTH) - 1
_HIGHEST = 1 << 20
"""A single King's number in a row: above every number (a King is higher than any single)."""

Row = tuple[int, int, Optional[int], "ATAction"]
"""(size, number or _HIGHEST for a single King, total or None, action)."""


class PlayIndex:
    """A catalogue's keys and memos (`Catalogue.play_index`, built on first use)."""

    __slots__ = ("cat", "bit", "shift", "limit", "kings", "king_mask", "king_rows", "numbers", "fields")

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat
        ids = sorted(cat.order)  # the order `plays._enumerate` meets a sorted hand's cards in
        self.shift = {card: _WIDTH * i for i, card in enumerate(ids)}
        self.bit = {card: 1 << s for card, s in self.shift.items()}
        self.limit = 1 << _WIDTH
        """A hand of this many cards or more is listed the plain way."""
        self.kings = [c for c in ids if cat.is_king[c]]
        self.king_mask = self._mask(self.kings)
        self.king_rows: dict[int, list[Row]] = {}
        self.numbers: list[tuple[int, int, list[str], dict[int, list[Row]]]] = []
        """For each number in rule order: its mask, its cards (not Kings) and its memo of rows."""
        for number in cat.rules.numbers:
            cards = [c for c in ids if not cat.is_king[c] and number in cat.numbers[c]]
            self.numbers.append((number, self._mask(cards) | self.king_mask, cards, {}))
        self.fields: dict[int, tuple[ATAction, Play, bool]] = {}
        """id of a play action -> (the action, the play it puts on the field, whether it revives)."""

    def _mask(self, cards: list[str]) -> int:
        return sum(_FIELD << self.shift[c] for c in cards)

    def _counted(self, key: int, cards: list[str]) -> list[tuple[str, int]]:
        """(card, copies an army may hold) for the cards of `cards` in the hand `key`."""
        shift, limit = self.shift, self.cat.limit
        out = []
        for card in cards:
            n = (key >> shift[card]) & _FIELD
            if n:
                out.append((card, min(n, limit[card] or n)))
        return out

    def _rows(self, plays: list[Play]) -> list[Row]:
        cat, fields = self.cat, self.fields
        rows: list[Row] = []
        for p in plays:
            action = act.play(cat, p)
            if id(action) not in fields:
                fields[id(action)] = (action, *field_of(action, cat))  # the action keeps its id its own
            rows.append((p.size, _HIGHEST if p.number == KING else p.number, p.total, action))
        return rows

    def parts(self, key: int) -> list[list[Row]]:
        """The rows of the hand `key`: its King singles, then each number's (the empty left out)."""
        part = key & self.king_mask
        rows = self.king_rows.get(part)
        if rows is None:
            kings = self._counted(part, self.kings)
            rows = self.king_rows[part] = self._rows([Play((c,), KING, 1, None) for c, _ in kings])
        found = [rows] if rows else []
        for number, mask, cards, memo in self.numbers:
            part = key & mask
            rows = memo.get(part)
            if rows is None:
                worth = self.cat.worth
                units = tuple((c, most, worth[c]) for c, most in self._counted(part, cards))
                joined = tuple(self._counted(part, self.kings))
                rows = memo[part] = self._rows(_number_plays(number, units, joined, self.cat)) if units else []
            if rows:
                found.append(rows)
        return found


def play_actions(hand: list[str], field: Play | None, cat: Catalogue) -> list[Action]:
    """The actions of `plays.aligned_plays(hand, field, cat)`, in its order (a new list)."""
    index = cat.play_index or PlayIndex(cat)
    cat.play_index = index
    if len(hand) >= index.limit:
        return [act.play(cat, p) for p in aligned_plays(hand, field, cat)]
    parts = index.parts(sum(map(index.bit.__getitem__, hand)))
    if field is None:
        return [row[3] for rows in parts for row in rows]
    _, f_number, f_count, f_total = field
    if f_number == KING:
        return []
    return [a for rows in parts for size, number, total, a in rows
            if (size == f_count and number > f_number) or (size > f_count and total == f_total)]


def field_of(action: ATAction, cat: Catalogue) -> tuple[Play, bool]:
    """The play `action` puts on the field and whether it revives (as noted when it was listed here)."""
    index = cat.play_index
    found = index.fields.get(id(action)) if index is not None else None
    if found is not None and found[0] is action:
        return found[1], found[2]
    count = sum(cat.worth[c] for c in action.cards)
    number = action.number
    assert number is not None
    revives = any(cat.effect[c] == "revive" for c in action.cards)
    return Play(action.cards, number, count, None if number == KING else int(number) * count), revives
