"""Animale Tattica's action labels in the app's language, made where they are shown: an action
keeps its fixed English label (tests, traces and plain mode read it) and is shared by every game."""

from __future__ import annotations

from typing import Any

from tanuki_table.core.i18n import _, current_language

from .cards import Catalogue
from .plays import Play
from .words import animal, card, play_text

__all__ = ["action_text"]


def action_text(cat: Catalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    if current_language() == "en":
        return label
    kind = action.kind
    if kind == "choose_animal" and action.animal:
        # TRANSLATORS: {mix} is the animal's cards, rank x count ("2x2 3x3 4x2 ... Kx3")
        return _("Choose the {animal} ({mix})").format(animal=animal(action.animal), mix=cat.mix_text(action.animal))
    if kind == "pass":
        return _("Take nothing back")
    if kind == "retreat":
        return _("Retreat")
    if kind == "play" and action.number is not None:
        size = sum(cat.worth[c] if not cat.is_king[c] else 1 for c in action.cards)
        return play_text(Play(tuple(action.cards), action.number, size, _total(action.number, size)), cat)
    if action.card is None:
        return label
    if kind == "keep_spirit":
        return _("Keep {card}").format(card=card(cat, action.card))
    if kind == "revive":
        return _("Take back {card}").format(card=card(cat, action.card))
    if kind == "discard":
        return _("Discard {card}").format(card=card(cat, action.card))
    return label


def _total(number: object, size: int) -> int | None:
    return number * size if isinstance(number, int) else None
