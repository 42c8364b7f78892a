"""TMNT's action labels in the app's language, made where they are shown: an action keeps its
fixed English label (tests and plain mode read it) and is shared by every game. The damage a move
leads to is in the label only, so it is read back from there."""

from __future__ import annotations

import re
from typing import Any

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, ngettext

from .actions import PASS_LABELS, label
from .cards import TmntCatalogue

__all__ = ["action_text"]

_DAMAGE = re.compile(r"(?:\(damage |: take | and attack for )(\d+)")


def action_text(cat: TmntCatalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    text = str(action.label)
    found = _DAMAGE.search(text)
    damage = int(found.group(1)) if found else None
    if action.kind == "pass":
        where = next((w for w, p in PASS_LABELS.items() if text.startswith(p)), None)
        return text if where is None else label("pass", "", 0, None, where, damage, _, ngettext)
    info = cat.info.get(action.card) if action.card else None
    if info is None:
        return text
    return label(action.kind, card_name("tmnt", info.name), info.power, action.slot, "", damage, _, ngettext)
