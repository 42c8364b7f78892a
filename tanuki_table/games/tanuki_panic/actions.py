"""Tanuki Panic actions: one typed model, built once per distinct move through the catalogue's
`ActionCache` (labels hold that catalogue's card names).

Field cards are addressed by slot (0-6 of their owner's Monster Zone; labels number them 1-7).
An attack on a face-down card carries only the target's slot, never its id, and its label never
names it. Labels are unique within one `legal_actions()` list: attacks and position changes name
the slots, and an attack on a face-up card states its outcome before you commit it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from tanuki_table.core.engine import Action

if TYPE_CHECKING:
    from .cards import TPCatalogue

ATTACK = "attack"
"""Face-up Attack Mode (vertical)."""
DEFENSE = "defense"
"""Face-up Defense Mode (horizontal)."""
FACEDOWN = "facedown"
"""Face-down Defense Mode (horizontal, hidden)."""

MODE_NAMES = {ATTACK: "Attack Mode", DEFENSE: "Defense Mode", FACEDOWN: "face-down Defense Mode"}


class TPAction(Action):
    """A Tanuki Panic move.

    kinds: `summon`, `change_position`, `attack`, `pass`, `end_turn`, `discard`.
    """

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


def slot_name(name: str, slot: int) -> str:
    """E.g. "Kappa (slot 2)" for slot index 1."""
    return f"{name} (slot {slot + 1})"


# The builders below make each action once per key; the parts of labels that many attacks share (a
# card in a slot, an outcome) are kept in the same cache.
def _card_in_slot(cat: TPCatalogue, card: str, slot: int) -> str:
    """`slot_name` of a card, made once per card and slot."""
    key = ("slot_name", card, slot)
    name = cat.actions.get(key)
    if name is None:
        name = cat.actions[key] = slot_name(cat.name(card), slot)
    return cast(str, name)


def summon(cat: TPCatalogue, card: str, position: str) -> TPAction:
    """Summon (or set) `card` from hand."""
    key = ("summon", card, position)
    action = cat.actions.get(key)
    if action is None:
        name = cat.name(card)
        if position == FACEDOWN:
            label = f"Set {name} face-down in Defense Mode"
        else:
            label = f"Summon {name} in {MODE_NAMES[position]}"
        action = cat.actions[key] = TPAction(kind="summon", label=label, card=card, position=position)
    return cast(TPAction, action)


def summons(cat: TPCatalogue, card: str) -> tuple[TPAction, TPAction, TPAction]:
    """The three ways to summon `card`: Attack Mode, Defense Mode, face-down."""
    key = ("summons", card)
    found = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = (summon(cat, card, ATTACK), summon(cat, card, DEFENSE), summon(cat, card, FACEDOWN))
    return cast("tuple[TPAction, TPAction, TPAction]", found)


def change(cat: TPCatalogue, card: str, slot: int, was: str, position: str) -> TPAction:
    """Change the card in `slot` (now in position `was`) to `position`."""
    key = ("change", card, slot, was)
    action = cat.actions.get(key)
    if action is None:
        who = _card_in_slot(cat, card, slot)
        if was == FACEDOWN:
            label = f"Flip {who} face-up into Attack Mode"
        else:
            label = f"Change {who} to {MODE_NAMES[position]}"
        action = cat.actions[key] = TPAction(kind="change_position", label=label, card=card, slot=slot,
                                            position=position)
    return cast(TPAction, action)


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
    key = ("attack", attacker, a_slot, target, t_slot, t_pos)
    action = cat.actions.get(key)
    if action is None:
        who = _card_in_slot(cat, attacker, a_slot)
        if t_slot is None:
            label = f"{who} attacks directly for {cat.atk(attacker)}"
        elif target is None:
            label = f"{who} attacks the face-down card in slot {t_slot + 1}"
        else:
            told = ("outcome", attacker, target, t_pos or DEFENSE)
            result = cat.actions.get(told)
            if result is None:
                result = cat.actions[told] = outcome(cat, attacker, target, t_pos or DEFENSE)
            label = f"{who} attacks {_card_in_slot(cat, target, t_slot)}: {result}"
        action = cat.actions[key] = TPAction(kind="attack", label=label, card=None, position=None, slot=None,
                                             attacker=attacker, attacker_slot=a_slot, target=target,
                                             target_slot=t_slot, direct=t_slot is None)
    return cast(TPAction, action)


def discard(cat: TPCatalogue, card: str) -> TPAction:
    """Discard `card` at the End Phase hand limit."""
    key = ("discard", card)
    action = cat.actions.get(key)
    if action is None:
        action = cat.actions[key] = TPAction(kind="discard", label=f"Discard {cat.name(card)}", card=card)
    return cast(TPAction, action)


PASS_TO_BATTLE = TPAction(kind="pass", label="Go to Battle Phase")
PASS_TO_MAIN2 = TPAction(kind="pass", label="End Battle Phase (go to Main Phase 2)")
PASS_SETUP = TPAction(kind="pass", label="Set no card before the first turn")
END_TURN = TPAction(kind="end_turn", label="End turn")
