"""Tanuki Panic actions: one typed model, built once per distinct move through an `ActionCache`.

Field cards are addressed by slot (0-6 of their owner's Monster Zone). An attack on a face-down
card carries only the target's slot, never its id, and its label never names it.
"""

from __future__ import annotations

from typing import Callable

from tanuki_table.engine import Action, ActionCache

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


_CACHE = ActionCache()

NameOf = Callable[[str], str]


def summon(card: str, position: str, name: NameOf) -> TPAction:
    """Summon (or set) `card` from hand."""

    def build() -> TPAction:
        if position == FACEDOWN:
            label = f"Set {name(card)} face-down in Defense Mode"
        else:
            label = f"Summon {name(card)} in {MODE_NAMES[position]}"
        return TPAction(kind="summon", label=label, card=card, position=position)

    return _CACHE.get(("summon", card, position), build)


def change(card: str, slot: int, position: str, name: NameOf) -> TPAction:
    """Change the card in `slot` to `position`."""
    return _CACHE.get(
        ("change", card, slot, position),
        lambda: TPAction(
            kind="change_position", label=f"Change {name(card)} to {MODE_NAMES[position]}",
            card=card, slot=slot, position=position,
        ),
    )


def attack(attacker: str, a_slot: int, target: str | None, t_slot: int | None, name: NameOf) -> TPAction:
    """An attack on the card in `t_slot` (face-down when `target` is None), or direct when `t_slot` is None."""

    def build() -> TPAction:
        if t_slot is None:
            label = f"{name(attacker)} attacks directly"
        elif target is None:
            label = f"{name(attacker)} attacks a face-down card"
        else:
            label = f"{name(attacker)} attacks {name(target)}"
        return TPAction(
            kind="attack", label=label, attacker=attacker, attacker_slot=a_slot,
            target=target, target_slot=t_slot, direct=t_slot is None,
        )

    return _CACHE.get(("attack", attacker, a_slot, target, t_slot), build)


def discard(card: str, name: NameOf) -> TPAction:
    """Discard `card` at the End Phase hand limit."""
    return _CACHE.get(("discard", card), lambda: TPAction(kind="discard", label=f"Discard {name(card)}", card=card))


def simple(kind: str, label: str) -> TPAction:
    """A `pass` or `end_turn` with its label."""
    return _CACHE.get((kind, label), lambda: TPAction(kind=kind, label=label))


PASS_TO_BATTLE = simple("pass", "Go to Battle Phase")
PASS_TO_MAIN2 = simple("pass", "End Battle Phase (go to Main Phase 2)")
PASS_TO_END = simple("pass", "Go to End Phase")
PASS_SETUP = simple("pass", "Set no card before the first turn")
END_TURN = simple("end_turn", "End turn")
