"""How a game of Goofspiel starts (`Parts.start`, the default `.setup:new_game`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .state import State

if TYPE_CHECKING:
    from .plugin import Goofspiel

__all__ = ["new_game"]


def new_game(info: Goofspiel, players: int, seed: int | None, variant: str,
             decks: list[list[str]] | None, shuffle: bool, first_player: int | None) -> State:
    """Start a game (`Parts.start`): deal each seat its suit, shuffle the prizes, turn the first.

    `decks` may give the prize deck's order (one list of the 13 prize ids, top first); with
    `shuffle=False` the prizes are turned in that order (or lowest first). Player 1 bids first
    unless `first_player` says otherwise.
    """
    state = State(info, seed)
    catalogue = state.catalogue
    state.hands = [list(hand) for hand in catalogue.hands]
    prizes = list(catalogue.prizes)
    if decks is not None:
        if len(decks) != 1 or sorted(decks[0]) != sorted(prizes):
            raise SetupError("Goofspiel takes one deck: the order of the 13 prize cards, each once")
        prizes = [str(card) for card in decks[0]]
    if shuffle:
        state.rng.shuffle(prizes)
    state.prizes = prizes
    state.first = 0 if first_player is None else first_player
    state.emit("start")
    state._next_prize()
    return state
