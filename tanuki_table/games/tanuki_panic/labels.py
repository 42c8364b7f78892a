"""Tanuki Panic's action labels in the app's language, made where they are shown (an action keeps
its English label, a fixed format shared by every game in the process; English gives it back).

A translated label's short form is a whole message too, made here with the label and found again
by it (`short_text`); the English short forms are board.py's `SHORT_FORMS`.
"""

from __future__ import annotations

import re
from typing import Any

from tanuki_table.core.i18n import N_, _, current_language, ngettext

from .actions import ATTACK, attack_text, change_text, summon_text
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
        return summon_text(card(cat.name(action.card)), action.position, _), None
    if kind == "change_position" and action.card and action.slot is not None:
        flip = action.position == ATTACK and str(action.label).startswith("Flip ")  # it flips a face-down card
        return change_text(card(cat.name(action.card)), action.slot, action.position, flip, _)
    if kind == "attack" and action.attacker and action.attacker_slot is not None:
        # a target in Defense Mode, as the English label tells
        return attack_text(cat, lambda cid: card(cat.name(cid)), action.attacker, action.attacker_slot, action.target,
                           action.target_slot, bool(_AGAINST_DEF.search(str(action.label))), _, ngettext)
    return None, None
