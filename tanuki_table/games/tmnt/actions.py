"""The TMNT action model and the builder that makes each action once per catalogue.

Every decision offers exactly one `pass` (kind "pass"): do nothing and leave this step (play no
event, play no item, add no more attack cards and attack now, do not counter, keep no character).
"""

from __future__ import annotations

from typing import Optional

from tanuki_table.core.engine import Action
from tanuki_table.core.i18n import N_

from .cards import TmntCatalogue

PASS_LABELS = {
    "event": N_("Pass (play no event)"),
    "item": N_("Pass (play no item)"),
    "attack": N_("Pass: add no more attack cards"),
    "counter": N_("Pass (do not counter)"),
    "result": N_("Pass (keep no character)"),
}
"""The pass of each step; the attack step's label gets the damage the attack will deal added, the
counter step's (read by the defender) the damage they will take."""


class TmntAction(Action):
    """A TMNT decision: kind is set, event, item, add_attack, counter, keep, discard or pass."""

    card: Optional[str] = None
    """The card the action involves (None for pass)."""
    slot: Optional[int] = None
    """The Block Zone slot (1-4) for set and keep."""

    def card_ids(self) -> tuple[str, ...]:
        """The card this action plays, sets, keeps or discards (none for pass)."""
        return () if self.card is None else (self.card,)


def act(cat: TmntCatalogue, kind: str, card: str | None = None, slot: int | None = None,
        where: str = "", damage: int | None = None) -> TmntAction:
    """The action (built once per catalogue); `damage`: what the attack will deal after it."""

    def build() -> TmntAction:
        info = cat.info[card] if card else None
        name = info.name if info else ""
        deals = "" if damage is None else f" (damage {damage}{' unless countered' if kind == 'add_attack' else ''})"
        if kind == "pass":
            label = PASS_LABELS[where] + ("" if damage is None else f": take {damage} damage" if where == "counter"
                                          else f" and attack for {damage} damage")
        elif kind == "set":
            label = f"Set {name} face down in Block Zone slot {slot}"
        elif kind == "event":
            label = f"Play event {name}"
        elif kind == "item":
            label = f"Put item {name} into the Item Zone"
        elif kind == "add_attack":
            label = f"Add attack {name} (+{info.power if info else 0}){deals}"
        elif kind == "counter":
            label = f"Counter with {name} (-{info.power if info else 0}){deals}"
        elif kind == "keep":
            label = f"Keep {name} (Block Zone slot {slot})"
        else:
            label = f"Discard {name}"
        return TmntAction(kind=kind, label=label, card=card, slot=slot)

    return cat.actions.get((kind, card, slot, where, damage), build)  # type: ignore[return-value]
