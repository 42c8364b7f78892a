"""The TMNT action and observation models, and the cache that builds each action once."""

from __future__ import annotations

from typing import Any, Optional

from tanuki_table.engine import Action, ActionCache, Observation

from .catalog import card_info


class TmntAction(Action):
    """A TMNT decision: kind is set, event, item, add_attack, counter, keep, discard or pass."""

    card: Optional[str] = None
    """The card the action involves (None for pass)."""
    slot: Optional[int] = None
    """The Block Zone slot (1-4) for set and keep."""


class TmntObservation(Observation):
    """What one seat may see. Lists indexed by seat; seat `player` is the viewer."""

    step: str
    """The phase, or within the Attack Phase the step: attack, counter, forward, result."""
    turn: int
    """The turn number (1 = the first player's first turn)."""
    active: int
    """The seat whose turn it is (the attacker)."""
    block: list[list[Optional[dict[str, Any]]]]
    """Per seat, 4 slots: None (empty) or {id, face_up}; an opponent's face-down card has id None."""
    attack_zone: list[list[str]]
    """Per seat, the cards in the Attack Zone."""
    items: list[list[str]]
    """Per seat, the Item Zone (items stay for the whole game)."""
    deck_size: list[int]
    """Per seat, cards left in the deck: the life totals."""
    trash: list[list[str]]
    """Per seat, the Trash, oldest first."""
    deck_hit: list[bool]
    """Per seat, whether the deck lost cards in this turn's Forward step (no Result-step keep)."""
    battle: Optional[dict[str, Any]]
    """The latest battle: attacker, turn, power, added, counter, bonus, damage, hits (where each
    damage point went: "slot N" or "deck"). None before the first attack."""


CACHE = ActionCache()
_PASS_LABELS = {
    "event": "Play no event",
    "item": "Play no item",
    "attack": "Attack now (add no more attack cards)",
    "counter": "Do not counter",
    "result": "Keep no character",
}


def act(kind: str, card: str | None = None, slot: int | None = None, where: str = "") -> TmntAction:
    def build() -> TmntAction:
        name = card_info()[card].name if card else ""
        labels = {
            "set": f"Set {name} face down in Block Zone slot {slot}",
            "event": f"Play event {name}",
            "item": f"Put item {name} into the Item Zone",
            "add_attack": f"Add attack {name}",
            "counter": f"Counter with {name}",
            "keep": f"Keep {name} (Block Zone slot {slot})",
            "discard": f"Discard {name}",
        }
        label = _PASS_LABELS[where] if kind == "pass" else labels[kind]
        return TmntAction(kind=kind, label=label, card=card, slot=slot)

    return CACHE.get((kind, card, slot, where), build)
