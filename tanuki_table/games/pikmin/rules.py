"""Field geometry, the field slot, compiled card numbers and damage arithmetic, shared by the
engine, the bot and the board.

A field is a list of 10 spaces: 0-4 the front row (left to right), 5-9 the back row. Each card's
numbers are compiled once per catalogue into a `CardInfo` (the hot path never reads pydantic).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

if TYPE_CHECKING:
    from .cards import Card

FIELD_SPACES = 10
ROW_SIZE = 5

TAGS = {"punch": "PUN", "bite": "BIT", "explosion": "EXP", "fire": "FIR", "water": "WAT", "electricity": "ELE", "poison": "POI"}
"""Three-letter tags for the attack types (the screen never relies on colour alone)."""


def row_of(index: int) -> str:
    """"front" or "back" for a field index."""
    return "front" if index < ROW_SIZE else "back"


def space_name(index: int) -> str:
    """A space as people read it: "front 1" .. "back 5"."""
    return f"{row_of(index)} {index % ROW_SIZE + 1}"


class Boost(NamedTuple):
    """One ATK change on a field card: who gave it, how much, and the turn at whose end it lapses."""

    source: str
    """The card name that caused it ("Captain Olimar")."""
    amount: int
    until: int
    """The turn number at whose end it lapses."""


@dataclass(slots=True)
class Slot:
    """A card on a field space: its id, damage counters, ATK changes and per-turn marks."""

    card: str
    counters: int = 0
    boosts: tuple[Boost, ...] = ()
    """ATK changes in force (a tuple, replaced, never changed in place)."""
    used: bool = False
    """It has used its once-each-turn effects this turn."""
    attacked: bool = False
    may_attack: bool = False
    """It may attack this Attack phase (decided as the phase begins: ruling 6)."""

    def copy(self) -> Slot:
        return Slot(self.card, self.counters, self.boosts, self.used, self.attacked, self.may_attack)

    def atk_change(self) -> int:
        """The sum of the ATK changes in force."""
        return sum(b.amount for b in self.boosts) if self.boosts else 0

    def to_list(self) -> list[object]:
        return [self.card, self.counters, [list(b) for b in self.boosts], self.used, self.attacked, self.may_attack]

    @classmethod
    def from_list(cls, data: list[Any]) -> Slot:
        card, counters, boosts, used, attacked, may_attack = data
        return cls(card, counters, tuple(Boost(*b) for b in boosts), used, attacked, may_attack)


def other_row_space(field: Sequence[Slot | None], index: int) -> int | None:
    """Where a card at `index` goes when moved to the other row: the same column if empty,
    else the leftmost empty space of that row, else None."""
    start = ROW_SIZE if index < ROW_SIZE else 0
    same = start + index % ROW_SIZE
    return same if field[same] is None else next((i for i in range(start, start + ROW_SIZE) if field[i] is None), None)


def attack_spaces(field: Sequence[object]) -> range:
    """The spaces whose cards may be targeted (or may attack, as the Attack phase begins): the
    front row only when both rows hold cards, otherwise every space. `field` is a row of any kind
    of card or None (rules slots, or an observation's field cards): only emptiness is read."""
    front = any(field[i] is not None for i in range(ROW_SIZE))
    back = any(field[i] is not None for i in range(ROW_SIZE, FIELD_SPACES))
    return range(ROW_SIZE) if front and back else range(FIELD_SPACES)


class CardInfo:
    """The numbers of one card, compiled for speed."""

    __slots__ = ("id", "name", "atk", "hp", "type", "leaves", "leader", "resist", "weak", "bonus", "triggers", "chosen", "card",
                 "flies", "once_rows")

    def __init__(self, card: Card) -> None:
        self.card = card
        self.id = card.id
        self.name = card.name
        self.atk = card.atk
        self.hp = card.hp
        self.type: str = card.attack_type
        self.leaves = card.leaves
        self.leader = card.leader
        effects: list[Any] = list(card.effects)
        self.resist: tuple[tuple[frozenset[str], int | None, str | None], ...] = tuple(
            (frozenset(e.types), e.amount, e.if_row) for e in effects if e.verb == "resist")
        self.weak: tuple[tuple[frozenset[str], int, str | None], ...] = tuple(
            (frozenset(e.types), e.extra, e.if_row) for e in effects if e.verb == "weak")
        self.bonus: tuple[tuple[frozenset[str], int, str | None], ...] = tuple(
            (frozenset(e.types), e.amount, e.if_row) for e in effects if e.verb == "bonus_vs")
        triggers: dict[str, list[Any]] = {}
        for e in effects:
            trigger = getattr(e, "trigger", None)
            if trigger:
                triggers.setdefault(trigger, []).append(e)
        self.triggers: dict[str, tuple[Any, ...]] = {k: tuple(v) for k, v in triggers.items()}
        once = self.triggers.get("once_each_turn", ())
        whats = [getattr(e, "target", None) or getattr(e, "card", "") for e in once]
        self.chosen: str | None = next((w[len("chosen_"):] for w in reversed(whats) if w in ("chosen_enemy", "chosen_ally")),
                                       None)
        """Whose card the once-each-turn effects target: "enemy", "ally" or None (no choice)."""
        self.flies: bool = any(getattr(e, "in_attack_phase", False) for e in once)
        """Its once-each-turn move may also be used in the Attack phase (Winged Pikmin)."""
        self.once_rows: frozenset[str] = frozenset(
            row for e in once for row in ((e.if_row,) if e.if_row else ("front", "back")))
        """The rows from which some once-each-turn effect of it may be used (empty: none)."""


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
    return sum(amount for types, amount, if_row in info.bonus if target_type in types and if_row in (None, row))


def attack_damage(att: CardInfo, atk: int, att_index: int, tgt: CardInfo, tgt_index: int) -> int:
    """Counters an attack puts on its target (`atk` is the attacker's ATK after changes)."""
    return damage_taken(tgt, atk + attack_bonus(att, tgt.type, row_of(att_index)), att.type, row_of(tgt_index))


def effective_atk(info: CardInfo, slot: Slot) -> int:
    """The ATK the engine uses now: printed ATK plus changes, never below 0."""
    atk = info.atk + slot.atk_change() if slot.boosts else info.atk
    return atk if atk > 0 else 0
