"""TMNT's action labels in the app's language, made where they are shown: an action keeps its
fixed English label (tests and plain mode read it) and is shared by every game. The damage a move
leads to is in the label only, so it is read back from there."""

from __future__ import annotations

import re
from typing import Any

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, current_language, ngettext

from .actions import PASS_LABELS
from .cards import TmntCatalogue

__all__ = ["action_text"]

_DAMAGE = re.compile(r"(?:\(damage |: take | and attack for )(\d+)")


def _damage(label: str) -> int | None:
    found = _DAMAGE.search(label)
    return int(found.group(1)) if found else None


def _pass(label: str, damage: int | None) -> str:
    base = next((p for p in PASS_LABELS.values() if label.startswith(p)), None)
    if base is None:
        return label
    if damage is None:
        return _(base)
    if base == PASS_LABELS["counter"]:
        return ngettext("Pass (do not counter): take {damage} damage", "Pass (do not counter): take {damage} damage",
                        damage).format(damage=damage)
    return ngettext("Pass: add no more attack cards and attack for {damage} damage",
                    "Pass: add no more attack cards and attack for {damage} damage", damage).format(damage=damage)


def action_text(cat: TmntCatalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    if current_language() == "en":
        return label
    kind, slot, damage = action.kind, action.slot, _damage(label)
    if kind == "pass":
        return _pass(label, damage)
    info = cat.info.get(action.card) if action.card else None
    if info is None:
        return label
    name, power = card_name("tmnt", info.name), info.power
    if kind == "set":
        return _("Set {card} face down in Block Zone slot {slot}").format(card=name, slot=slot)
    if kind == "event":
        return _("Play event {card}").format(card=name)
    if kind == "item":
        return _("Put item {card} into the Item Zone").format(card=name)
    if kind == "add_attack":
        if damage is None:
            return _("Add attack {card} (+{power})").format(card=name, power=power)
        return _("Add attack {card} (+{power}) (damage {damage} unless countered)").format(
            card=name, power=power, damage=damage)
    if kind == "counter":
        if damage is None:
            return _("Counter with {card} (-{power})").format(card=name, power=power)
        return _("Counter with {card} (-{power}) (damage {damage})").format(card=name, power=power, damage=damage)
    if kind == "keep":
        return _("Keep {card} (Block Zone slot {slot})").format(card=name, slot=slot)
    return _("Discard {card}").format(card=name)
