"""The TMNT action model, its labels and the builder that makes each action once per catalogue.

Every decision offers exactly one `pass` (kind "pass"): do nothing and leave this step (play no
event, play no item, add no more attack cards and attack now, do not counter, keep no character).
"""

from __future__ import annotations

from typing import Callable, Optional

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
LABELS = {
    "set": N_("Set {card} face down in Block Zone slot {slot}"),
    "event": N_("Play event {card}"),
    "item": N_("Put item {card} into the Item Zone"),
    "add_attack": N_("Add attack {card} (+{power})"),
    "counter": N_("Counter with {card} (-{power})"),
    "keep": N_("Keep {card} (Block Zone slot {slot})"),
    "discard": N_("Discard {card}"),
}
"""The label of each other kind of move; an added attack's and a counter's get the damage after it."""


class TmntAction(Action):
    """A TMNT decision: kind is set, event, item, add_attack, counter, keep, discard or pass."""

    card: Optional[str] = None
    """The card the action involves (None for pass)."""
    slot: Optional[int] = None
    """The Block Zone slot (1-4) for set and keep."""

    def card_ids(self) -> tuple[str, ...]:
        """The card this action plays, sets, keeps or discards (none for pass)."""
        return () if self.card is None else (self.card,)


def _english(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def label(kind: str, card: str, power: int, slot: int | None, where: str, damage: int | None,
          gettext: Callable[[str], str] = N_, ngettext: Callable[[str, str, int], str] = _english) -> str:
    """A move's label: in English (the action's own), or in the app's language given its `gettext`
    and `ngettext` (`card` the card's name, `where` a pass's step, `damage` what follows the move)."""
    if kind == "pass" and damage is not None:
        text = (ngettext("Pass (do not counter): take {damage} damage", "Pass (do not counter): take {damage} damage",
                         damage) if where == "counter" else
                ngettext("Pass: add no more attack cards and attack for {damage} damage",
                         "Pass: add no more attack cards and attack for {damage} damage", damage))
    elif kind == "pass":
        text = gettext(PASS_LABELS[where])
    elif kind == "add_attack" and damage is not None:
        text = gettext(N_("Add attack {card} (+{power}) (damage {damage} unless countered)"))
    elif kind == "counter" and damage is not None:
        text = gettext(N_("Counter with {card} (-{power}) (damage {damage})"))
    else:
        text = gettext(LABELS[kind])
    return text.format(card=card, power=power, slot=slot, damage=damage)


def act(cat: TmntCatalogue, kind: str, card: str | None = None, slot: int | None = None,
        where: str = "", damage: int | None = None) -> TmntAction:
    """The action (built once per catalogue); `damage`: what the attack will deal after it."""

    def build() -> TmntAction:
        info = cat.info[card] if card else None
        text = label(kind, info.name if info else "", info.power if info else 0, slot, where, damage)
        return TmntAction(kind=kind, label=text, card=card, slot=slot)

    return cat.actions.get((kind, card, slot, where, damage), build)  # type: ignore[return-value]
