"""Tanuki Panic TCG: a duel of Japanese-folklore monsters (rules/tanuki_panic.md)."""

from __future__ import annotations

from tanuki_table.core.i18n import N_
from .plugin import TanukiPanic

GAME = TanukiPanic(
    id="tanuki_panic",
    title="Tanuki Panic",
    blurb="A duel of folklore monsters: summon, attack, bring Energy to 0.",
    description=N_(
        "A duel of Japanese folklore monsters. Summon one card a turn in Attack or Defense Mode, "
        "attack with face-up Attack Mode cards, and bring your rival's Energy to 0."
    ),
    variants=("standard", "casual", "booster", "balanced"),
    variant_titles={"standard": N_("Standard"), "casual": N_("Casual"), "booster": N_("Booster"),
                    "balanced": N_("Balanced")},
    variant_descriptions={
        "standard": N_("The rulebook: decks of 40+ cards (3 copies at most), 8000 Energy each."),
        "casual": N_("The rulebook: any deck of 5+ cards; Energy by deck size."),
        "booster": N_("The rulebook's quick start: each player opens a 10-card pack and plays it, 3000 Energy."),
        "balanced": N_("House rules (ours): as standard, but the first player skips the turn-1 draw "
                       "and a stalemate goes to the player with more Energy."),
    },
    order=1,
    package=__name__,
)
