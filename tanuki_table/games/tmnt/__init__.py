"""Teenage Mutant Ninja Turtles TCG (Upper Deck, 2004; from a rulebook in Japanese; rules/tmnt.md)."""

from __future__ import annotations

from tanuki_table.core.i18n import N_
from .plugin import Tmnt

GAME = Tmnt(
    id="tmnt",
    title="TMNT TCG",
    blurb="Block zones, attack and counter: mill your rival's deck to win.",
    description=N_(
        "The 2004 Turtles card game. Four face-down cards guard your deck, your slot-1 card attacks "
        "with added attack cards, and damage that passes the Block Zone mills the deck: your deck "
        "is your life."
    ),
    variants=("standard",),
    variant_titles={"standard": N_("Standard")},
    order=5,
    package=__name__,
)
