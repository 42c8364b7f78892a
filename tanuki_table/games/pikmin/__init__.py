"""Pikmin TCG, the fan-made game from the Pikmin Fanon wiki (rules/pikmin.md)."""

from __future__ import annotations

from tanuki_table.core.i18n import N_
from .plugin import Pikmin

GAME = Pikmin(
    id="pikmin",
    title="Pikmin TCG",
    blurb="Leaders and Pikmin on a 2x5 field: bring the rival leader to 0 HP.",
    description=N_(
        "A fan-made trading card game. Guard your original leader on a 2x5 field, play Pikmin and "
        "creatures within the leaf limit, and attack until the rival leader's HP is gone."
    ),
    variants=("standard", "balanced"),
    variant_titles={"standard": N_("Standard"), "balanced": N_("Balanced")},
    variant_descriptions={
        "standard": N_("The rulebook: 40-60 card decks; every turn ends with an Attack phase."),
        "balanced": N_("House rules (ours): the first player has no Attack phase on turn 1."),
    },
    order=3,
    package=__name__,
)
