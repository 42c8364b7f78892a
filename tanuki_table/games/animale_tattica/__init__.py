"""Animale Tattica: a climbing game of animal armies for 2-4 (rules/animale_tattica.md)."""

from __future__ import annotations

from tanuki_table.core.i18n import N_
from .plugin import AnimaleTattica

GAME = AnimaleTattica(
    id="animale_tattica",
    title="Animale Tattica",
    blurb="Climbing game for 2-4: outplay or surround, empty your hand first.",
    description=N_(
        "A climbing game of animal armies. Play higher, or surround with more cards of the same "
        "total, or retreat; the first to empty their hand wins. Single game, best of three, or a "
        "4-player tournament."
        " Best of three is for 2-3 players; the tournament for exactly 4."
    ),
    variants=("single", "best_of_three", "tournament"),
    variant_titles={"single": N_("Single"), "best_of_three": N_("Best of three"), "tournament": N_("Tournament")},
    min_players=2,
    max_players=4,
    order=4,
    package=__name__,
)
