"""Tanuki Panic's action labels in the app's language, made where they are shown (an action keeps
its English label, a fixed format shared by every game in the process; English gives it back).

A translated label's short form is a whole message too, made here with the label and found again
by it (`short_text`); the English short forms are board.py's `SHORT_FORMS`.
"""

from __future__ import annotations

import re
from typing import Any

from tanuki_table.core.i18n import N_, _, current_language, ngettext

from .actions import ATTACK, DEFENSE, FACEDOWN
from .cards import TPCatalogue
from .words import card

__all__ = ["action_text", "short_text"]

_SHORT: dict[tuple[str, str], str] = {}
"""(language, translated label) -> its short form, for the labels made so far."""
_MOST = 4096
_PASSES = (("Go to Battle", N_("Go to Battle Phase")), ("End Battle", N_("End Battle Phase (go to Main Phase 2)")),
           ("Set no card", N_("Set no card before the first turn")))
"""A pass's English label starts -> its message."""
_AGAINST_DEF = re.compile(r"\d+ ATK against \d+ DEF, (?:destroys it|it holds, costs \d+ Energy)$")


def action_text(cat: TPCatalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    text, short = _made(cat, action)
    if text is None:
        return label
    if len(_SHORT) > _MOST:
        _SHORT.clear()
    _SHORT[(current_language(), text)] = short or text
    return text


def short_text(label: str) -> str:
    """The short form of a translated label `action_text` made (the label itself if it has none)."""
    return _SHORT.get((current_language(), label), label)


def _made(cat: TPCatalogue, action: Any) -> tuple[str | None, str | None]:
    """(label, short form) of `action` in the app's language (None, None: not one of ours)."""
    kind = action.kind
    if kind == "pass":
        return next((_(text) for start, text in _PASSES if str(action.label).startswith(start)), None), None
    if kind == "end_turn":
        return _("End turn"), None
    if kind == "discard" and action.card:
        return _("Discard {card}").format(card=card(cat.name(action.card))), None
    if kind == "summon" and action.card:
        text = {FACEDOWN: _("Set {card} face-down in Defense Mode"), DEFENSE: _("Summon {card} in Defense Mode")}.get(
            action.position, _("Summon {card} in Attack Mode"))
        return text.format(card=card(cat.name(action.card))), None
    if kind == "change_position" and action.card and action.slot is not None:
        text, short, values = _change(cat, action)
    elif kind == "attack" and action.attacker and action.attacker_slot is not None:
        text, short, values = _attack(cat, action)
    else:
        return None, None
    return text.format(**values), short.format(**values)


def _change(cat: TPCatalogue, action: Any) -> tuple[str, str, dict[str, object]]:
    """(label, short form, their values) of a position change."""
    values: dict[str, object] = {"card": card(cat.name(action.card)), "slot": action.slot + 1}
    if action.position == ATTACK and str(action.label).startswith("Flip "):  # it flips a face-down card
        return (_("Flip {card} (slot {slot}) face-up into Attack Mode"),
                # TRANSLATORS: the short form of "Flip {card} (slot {slot}) face-up into Attack Mode"
                _("Flip {card} ({slot}) face-up"), values)
    if action.position == DEFENSE:
        return (_("Change {card} (slot {slot}) to Defense Mode"),
                # TRANSLATORS: the short form of "Change {card} (slot {slot}) to Defense Mode"
                _("{card} ({slot}) to Defense Mode"), values)
    return (_("Change {card} (slot {slot}) to Attack Mode"),
            # TRANSLATORS: the short form of "Change {card} (slot {slot}) to Attack Mode"
            _("{card} ({slot}) to Attack Mode"), values)


def _attack(cat: TPCatalogue, action: Any) -> tuple[str, str, dict[str, object]]:
    """(label, short form, their values) of an attack, its outcome as the English label states it."""
    values: dict[str, object] = {"card": card(cat.name(action.attacker)), "slot": action.attacker_slot + 1}
    if action.target_slot is None:
        values["atk"] = cat.atk(action.attacker)
        return (_("{card} (slot {slot}) attacks directly for {atk}"),
                # TRANSLATORS: the short form of "{card} (slot {slot}) attacks directly for {atk}"
                _("{card} ({slot}) attacks directly for {atk}"), values)
    values["target"] = action.target_slot + 1
    if action.target is None:
        return (_("{card} (slot {slot}) attacks the face-down card in slot {target}"),
                # TRANSLATORS: the short form of "{card} (slot {slot}) attacks the face-down card in slot {target}"
                _("{card} ({slot}) attacks face-down ({target})"), values)
    a = cat.atk(action.attacker)
    values.update(target=card(cat.name(action.target)), tslot=action.target_slot + 1, a=a)
    if _AGAINST_DEF.search(str(action.label)):  # a target in Defense Mode (the English label tells)
        d = values["d"] = cat.defense(action.target)
        if a >= d:
            return (_("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, destroys it"),
                    _("{card} ({slot}) attacks {target} ({tslot}): {a} breaks DEF {d}"), values)
        values["cost"] = d - a
        return (ngettext("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, it holds, "
                         "costs {cost} Energy",
                         "{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, it holds, "
                         "costs {cost} Energy", d - a),
                ngettext("{card} ({slot}) attacks {target} ({tslot}): DEF {d} holds, costs {cost}",
                         "{card} ({slot}) attacks {target} ({tslot}): DEF {d} holds, costs {cost}", d - a), values)
    d = values["d"] = cat.atk(action.target)
    if a > d:
        values["damage"] = a - d
        return (ngettext("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK beats {d} ATK, destroys it, "
                         "{damage} damage",
                         "{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK beats {d} ATK, destroys it, "
                         "{damage} damage", a - d),
                ngettext("{card} ({slot}) attacks {target} ({tslot}): {a} beats {d} ATK, {damage} damage",
                         "{card} ({slot}) attacks {target} ({tslot}): {a} beats {d} ATK, {damage} damage", a - d), values)
    if a < d:
        return (_("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK loses to {d} ATK, the attacker is "
                  "destroyed"),
                _("{card} ({slot}) attacks {target} ({tslot}): {a} loses to {d} ATK"), values)
    return (_("{card} (slot {slot}) attacks {target} (slot {tslot}): equal ATK {a}, both destroyed"),
            _("{card} ({slot}) attacks {target} ({tslot}): equal ATK {a}, both destroyed"), values)
