"""Tacocat's action labels in the app's language (issue 51), made where they are shown.

An action keeps its English label (a fixed format: "Attack with a set of 5 5", "Exchange 3 7 11";
tests, traces and plain mode's typed moves read it), and the actions are built once and shared by
every game in the process, so a label is never translated in the action: the screens ask
`action_text` each time they draw one. English gives the label back as it is.
"""

from __future__ import annotations

from typing import Any

from tanuki_table.core.i18n import N_, _, current_language

__all__ = ["action_text", "phase_name"]


_PHASES = {"exchange": N_("Exchange"), "duel": N_("Duel"), "play_attack": N_("Play attack"),
           "play_defend": N_("Play defend"), "reveal": N_("Reveal")}
"""The phase as the hot-seat handover and plain mode name it (in English the base board's words)."""


def phase_name(phase: str) -> str:
    """ "Exchange", "Play attack" in the app's language (an unknown phase capitalised, as written)."""
    return _(_PHASES[phase]) if phase in _PHASES else phase.replace("_", " ").capitalize()


def action_text(action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    if current_language() == "en":
        return label
    kind = action.kind
    ranks = " ".join(map(str, action.ranks))
    if kind == "pass":
        return _("Exchange nothing")
    if kind == "exchange":
        # TRANSLATORS: a move: give away cards of these ranks ("Exchange 3 7 11") and draw as many
        return _("Exchange {ranks}").format(ranks=ranks)
    if kind == "attack" and action.jumbo == "set":
        return _("Attack with a set of {ranks}").format(ranks=ranks)
    if kind == "attack" and action.jumbo:
        return _("Attack with a sequence of {ranks}").format(ranks=ranks)
    rank = action.ranks[0] if action.ranks else ""
    if kind == "attack":
        return _("Attack with {rank}").format(rank=rank)
    if kind == "duel":
        return _("Duel with {rank}").format(rank=rank)
    if kind == "defend":
        return _("Defend with {rank}").format(rank=rank)
    if kind == "sacrifice":
        return _("Sacrifice {rank}").format(rank=rank)
    return label
