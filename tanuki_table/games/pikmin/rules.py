"""Rule constants, field positions and damage arithmetic shared by the engine, the bot and the board.

A field is a list of 10 spaces: indices 0-4 are the front row (left to right), 5-9 the back row.
Every card's static numbers are compiled once into a `CardInfo` so the hot path never touches
pydantic models.
"""

from __future__ import annotations

from typing import Any

from .cards import Card

LEAF_LIMIT = 15
"""Most leaf symbols one player's field may hold (the leader counts)."""
FIELD_SPACES = 10
ROW_SIZE = 5
OPENING_HAND = 5
QUIET_TURN_LIMIT = 20
"""Stalemate guard (ours): with both decks empty, this many turns in a row with no damage to an
original leader end the game in a draw."""
TURN_LIMIT = 300
"""Stalemate guard (ours): the game is a draw when turn 300 ends."""

ROWS = ("front", "back")

# Flags kept in a field entry [card id, counters, atk change this turn, flags].
USED = 1
"""The card has used its once-each-turn effects this turn."""
ATTACKED = 2
"""The card has attacked this turn."""


def row_of(index: int) -> str:
    """"front" or "back" for a field index."""
    return "front" if index < ROW_SIZE else "back"


def space_name(index: int) -> str:
    """A space as people read it: "front 1" .. "back 5"."""
    return f"{row_of(index)} {index % ROW_SIZE + 1}"


def other_row_space(field: list[Any], index: int) -> int | None:
    """Where a card at `index` goes when moved to the other row: the same column if empty,
    else the leftmost empty space of that row, else None."""
    start = ROW_SIZE if index < ROW_SIZE else 0
    same = start + index % ROW_SIZE
    if field[same] is None:
        return same
    for i in range(start, start + ROW_SIZE):
        if field[i] is None:
            return i
    return None


class CardInfo:
    """The numbers of one card, compiled for speed."""

    __slots__ = ("id", "name", "atk", "hp", "type", "leaves", "leader", "resist", "weak", "bonus", "triggers", "chosen", "card")

    def __init__(self, card: Card) -> None:
        self.card = card
        self.id = card.id
        self.name = card.name
        self.atk = card.atk
        self.hp = card.hp
        self.type = card.attack_type
        self.leaves = card.leaves
        self.leader = card.leader
        self.resist: tuple = tuple((frozenset(e.types), e.amount, e.if_row) for e in card.effects if e.verb == "resist")
        self.weak: tuple = tuple((frozenset(e.types), e.extra, e.if_row) for e in card.effects if e.verb == "weak")
        self.bonus: tuple = tuple((frozenset(e.types), e.amount, e.if_row) for e in card.effects if e.verb == "bonus_vs")
        triggers: dict[str, list] = {}
        for e in card.effects:
            trigger = getattr(e, "trigger", None)
            if trigger:
                triggers.setdefault(trigger, []).append(e)
        self.triggers: dict[str, tuple] = {k: tuple(v) for k, v in triggers.items()}
        chosen = None
        for e in self.triggers.get("once_each_turn", ()):
            what = getattr(e, "target", None) or getattr(e, "card", "")
            if what == "chosen_enemy":
                chosen = "enemy"
            elif what == "chosen_ally":
                chosen = "ally"
        self.chosen: str | None = chosen
        """Whose card the once-each-turn effects target: "enemy", "ally" or None (no choice)."""


def damage_taken(info: CardInfo, amount: int, dtype: str, row: str) -> int:
    """Counters a card in `row` receives from `amount` damage of type `dtype`.

    Weakness adds first, then each resistance subtracts; a resistance with no amount stops it all.
    """
    for types, extra, if_row in info.weak:
        if dtype in types and (if_row is None or if_row == row):
            amount += extra
    for types, less, if_row in info.resist:
        if dtype in types and (if_row is None or if_row == row):
            if less is None:
                return 0
            amount -= less
    return amount if amount > 0 else 0


def attack_bonus(info: CardInfo, target_type: str, row: str) -> int:
    """Extra damage `info`'s attack deals to a card of `target_type` (bonus_vs)."""
    total = 0
    for types, amount, if_row in info.bonus:
        if target_type in types and (if_row is None or if_row == row):
            total += amount
    return total


def attack_damage(att: CardInfo, atk: int, att_index: int, tgt: CardInfo, tgt_index: int) -> int:
    """Counters an attack puts on its target (`atk` is the attacker's ATK after changes)."""
    return damage_taken(tgt, atk + attack_bonus(att, tgt.type, row_of(att_index)), att.type, row_of(tgt_index))


def attack_spaces(field: list[Any]) -> range:
    """The spaces whose cards may attack (or be targeted): the front row only when both rows
    hold cards, otherwise every space."""
    front = any(field[i] is not None for i in range(ROW_SIZE))
    back = any(field[i] is not None for i in range(ROW_SIZE, FIELD_SPACES))
    return range(ROW_SIZE) if front and back else range(FIELD_SPACES)


_INFOS: dict[str, CardInfo] | None = None


def infos() -> dict[str, CardInfo]:
    """Card id -> CardInfo for every shipped card (compiled once)."""
    global _INFOS
    if _INFOS is None:
        from . import GAME

        _INFOS = {card.id: CardInfo(card) for card in GAME.cards()}
    return _INFOS
