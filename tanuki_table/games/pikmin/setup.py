"""Starting a Pikmin TCG game: the decks (chosen, or two premade ones at random), shuffled; the
leaders are chosen at the table, the coin flip comes after both have set up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .state import State

if TYPE_CHECKING:
    from .cards import PikminCatalogue
    from .plugin import Pikmin


def new_game(info: Pikmin, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
             shuffle: bool, first_player: int | None) -> State:
    """Start a game (`Parts.start`, docs/engine-contract.md); an illegal deck raises `SetupError`."""
    if players != 2:
        raise SetupError(f"Pikmin TCG is for 2 players, not {players}")
    catalogue: PikminCatalogue = info.catalogue
    catalogue.trim()
    state = State(info, seed, catalogue)
    state.variant = variant
    if decks is None:
        decks = state.rng.sample(list(catalogue.premade().values()), 2)
    if len(decks) != 2:
        raise SetupError(f"Pikmin TCG needs 2 decks, not {len(decks)}")
    for seat, deck in enumerate(decks):
        problems = catalogue.deck_problems(list(deck))
        if problems:
            raise SetupError(f"deck {seat + 1} is not legal: " + "; ".join(problems))
        order = list(deck)
        if shuffle:
            state.rng.shuffle(order)
        state.decks[seat] = order[::-1]
    state.first = first_player
    state.emit("setup")
    return state
