"""Tacocat's action labels in the app's language, made where they are shown: an action keeps its
fixed English label (tests, traces and plain mode read it) and is shared by every game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tanuki_table.core.i18n import N_, _

from .actions import LABELS

if TYPE_CHECKING:
    from .cards import TacocatCatalogue

__all__ = ["action_text", "phase_name"]


_PHASES = {"exchange": N_("Exchange"), "duel": N_("Duel"), "play_attack": N_("Play attack"),
           "play_defend": N_("Play defend"), "reveal": N_("Reveal")}
"""The phase as the hot-seat handover and plain mode name it (in English the base board's words)."""


def phase_name(phase: str) -> str:
    """ "Exchange", "Play attack" in the app's language (an unknown phase capitalised, as written)."""
    return _(_PHASES[phase]) if phase in _PHASES else phase.replace("_", " ").capitalize()


def action_text(cat: TacocatCatalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language (`cat`, the plug-in's argument to
    every game's labels, is not needed: an action names its ranks)."""
    label = str(action.label)
    template = LABELS.get((action.kind == "attack" and action.jumbo) or action.kind)
    if template is None:
        return label
    ranks = action.ranks
    return _(template).format(ranks=" ".join(map(str, ranks)), rank=ranks[0] if ranks else "")
