"""Tanuki Panic actions, each built once per distinct move in the catalogue's `actions` cache.

Field cards are addressed by slot (0-6; labels number them 1-7). An attack on a face-down card
carries only the target's slot, never its id. Labels are unique within one legal list: they name
the slots, and an attack on a face-up card states its outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar, cast

from tanuki_table.core.engine import Action

if TYPE_CHECKING:
    from .cards import TPCatalogue

T = TypeVar("T")

ATTACK = "attack"
"""Face-up Attack Mode (vertical)."""
DEFENSE = "defense"
"""Face-up Defense Mode (horizontal)."""
FACEDOWN = "facedown"
"""Face-down Defense Mode (horizontal, hidden)."""

MODES = {ATTACK: "Attack Mode", DEFENSE: "Defense Mode", FACEDOWN: "face-down Defense Mode"}


class TPAction(Action):
    """A Tanuki Panic move: `summon`, `change_position`, `attack`, `pass`, `end_turn` or `discard`."""

    card: str | None = None
    """The card summoned, set, changed or discarded."""
    position: str | None = None
    """`summon`: the position summoned in; `change_position`: the new position."""
    slot: int | None = None
    """`change_position`: the card's slot in your Monster Zone."""
    attacker: str | None = None
    """`attack`: the attacking card's id."""
    attacker_slot: int | None = None
    """`attack`: the attacking card's slot."""
    target: str | None = None
    """`attack`: the target's id, or None for a direct attack or a face-down target."""
    target_slot: int | None = None
    """`attack`: the target's slot in the opponent's zone (None for a direct attack)."""
    direct: bool = False
    """`attack`: a direct attack on the opponent's Energy."""

    def card_ids(self) -> tuple[str, ...]:
        """The card ids this move involves (the card played, or the attacker and a face-up target)."""
        return tuple(c for c in (self.card, self.attacker, self.target) if c is not None)


def _cached(cat: TPCatalogue, key: tuple[object, ...], build: Callable[[], T]) -> T:
    """The catalogue's object for `key`, built on first use."""
    found = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = build()
    return cast(T, found)


def _card_in_slot(cat: TPCatalogue, card: str, slot: int) -> str:
    """E.g. "Kappa (slot 2)" for slot index 1."""
    return _cached(cat, ("slot_name", card, slot), lambda: f"{cat.name(card)} (slot {slot + 1})")


def summon(cat: TPCatalogue, card: str, position: str) -> TPAction:
    """Summon (or set) `card` from hand."""
    def build() -> TPAction:
        name = cat.name(card)
        label = f"Set {name} face-down in Defense Mode" if position == FACEDOWN else f"Summon {name} in {MODES[position]}"
        return TPAction(kind="summon", label=label, card=card, position=position)

    return _cached(cat, ("summon", card, position), build)


def summons(cat: TPCatalogue, card: str) -> tuple[TPAction, TPAction, TPAction]:
    """The three ways to summon `card`: Attack Mode, Defense Mode, face-down."""
    return _cached(cat, ("summons", card), lambda: (
        summon(cat, card, ATTACK), summon(cat, card, DEFENSE), summon(cat, card, FACEDOWN)))


def change(cat: TPCatalogue, card: str, slot: int, was: str, position: str) -> TPAction:
    """Change the card in `slot` (now in position `was`) to `position`."""
    def build() -> TPAction:
        who = _card_in_slot(cat, card, slot)
        label = f"Flip {who} face-up into Attack Mode" if was == FACEDOWN else f"Change {who} to {MODES[position]}"
        return TPAction(kind="change_position", label=label, card=card, slot=slot, position=position)

    return _cached(cat, ("change", card, slot, was), build)


def outcome(cat: TPCatalogue, attacker: str, target: str, target_pos: str) -> str:
    """What an attack on a face-up card will do, from the Attack Outcomes table."""
    a = cat.atk(attacker)
    if target_pos == ATTACK:
        d = cat.atk(target)
        if a > d:
            return f"{a} ATK beats {d} ATK, destroys it, {a - d} damage"
        if a < d:
            return f"{a} ATK loses to {d} ATK, the attacker is destroyed"
        return f"equal ATK {a}, both destroyed"
    d = cat.defense(target)
    if a >= d:
        return f"{a} ATK against {d} DEF, destroys it"
    return f"{a} ATK against {d} DEF, it holds, costs {d - a} Energy"


def attack(cat: TPCatalogue, attacker: str, a_slot: int, target: str | None, t_slot: int | None,
           t_pos: str | None = None) -> TPAction:
    """An attack on the card in `t_slot` (face-down when `target` is None), or direct when `t_slot`
    is None; `t_pos` is the face-up target's position (for the outcome in the label)."""
    def build() -> TPAction:
        who = _card_in_slot(cat, attacker, a_slot)
        if t_slot is None:
            label = f"{who} attacks directly for {cat.atk(attacker)}"
        elif target is None:
            label = f"{who} attacks the face-down card in slot {t_slot + 1}"
        else:
            pos = t_pos or DEFENSE
            result = _cached(cat, ("outcome", attacker, target, pos),
                             lambda: outcome(cat, attacker, target, pos))
            label = f"{who} attacks {_card_in_slot(cat, target, t_slot)}: {result}"
        return TPAction(kind="attack", label=label, attacker=attacker, attacker_slot=a_slot, target=target,
                        target_slot=t_slot, direct=t_slot is None)

    return _cached(cat, ("attack", attacker, a_slot, target, t_slot, t_pos), build)


def discard(cat: TPCatalogue, card: str) -> TPAction:
    """Discard `card` at the End Phase hand limit."""
    label = f"Discard {cat.name(card)}"
    return _cached(cat, ("discard", card), lambda: TPAction(kind="discard", label=label, card=card))


PASS_TO_BATTLE = TPAction(kind="pass", label="Go to Battle Phase")
PASS_TO_MAIN2 = TPAction(kind="pass", label="End Battle Phase (go to Main Phase 2)")
PASS_SETUP = TPAction(kind="pass", label="Set no card before the first turn")
END_TURN = TPAction(kind="end_turn", label="End turn")
