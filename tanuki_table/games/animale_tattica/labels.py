"""Animale Tattica's action labels in the app's language, made where they are shown: an action
keeps its fixed English label (tests, traces and plain mode read it) and is shared by every game."""

from __future__ import annotations

from typing import Any

from tanuki_table.core.i18n import _

from .actions import LABELS
from .cards import Catalogue
from .legal import field_of
from .words import animal, card, play_text

__all__ = ["action_text"]


def action_text(cat: Catalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    kind, number = action.kind, action.number
    if kind == "choose_animal" and action.animal:
        # TRANSLATORS: {mix} is the animal's cards, rank x count ("2x2 3x3 4x2 ... Kx3")
        return _("Choose the {animal} ({mix})").format(animal=animal(action.animal), mix=cat.mix_text(action.animal))
    if kind == "play" and number is not None:
        return play_text(field_of(action, cat)[0], cat)
    if kind not in LABELS or (action.card is None and kind not in ("pass", "retreat")):
        return label
    return _(LABELS[kind]).format(card=card(cat, action.card) if action.card else "")
