"""Tacocat Spelled Backwards: a tug-of-war of tricks (from a rulebook in Polish; rules/tacocat.md)."""

from __future__ import annotations

from tanuki_table.core.i18n import N_
from .plugin import Tacocat

GAME = Tacocat(
    id="tacocat",
    title="Tacocat Spelled Backwards",
    blurb="Tug-of-war tricks: pull the Tacocat into your goal.",
    description=N_(
        "A tug-of-war of tricks. Attack with cards or Jumbos, defend higher or sacrifice your lowest, "
        "and hold the lowest last card to pull the Tacocat one space toward your goal."
    ),
    variants=("standard", "tie_to_arrow"),
    variant_titles={"standard": N_("Standard"), "tie_to_arrow": N_("Tie to arrow")},
    order=2,
    package=__name__,
)
