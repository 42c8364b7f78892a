"""Setting up a TMNT game: decks checked, hands and Block Zones dealt, the first turn started."""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .rules import GameEnded
from .state import State

if TYPE_CHECKING:
    from .plugin import Tmnt


def new_game(info: Tmnt, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
             shuffle: bool, first_player: int | None) -> State:
    """Set up: 5-card hands, 4 face-down Block Zone cards each; the first player skips Adjust."""
    cat = info.catalogue
    if decks is None:
        lists = [d.ids() for d in cat.decks]
        decks = [lists[0], lists[1 % len(lists)]]
    if len(decks) != 2:
        raise SetupError(f"{info.title} needs one deck per player (2), not {len(decks)}")
    for seat, deck in enumerate(decks):
        problems = cat.deck_problems(list(deck))
        if problems:
            raise SetupError(f"deck {seat + 1} is not legal: {'; '.join(problems)}")
    state = State(info, seed)
    hand_size, slots = cat.rules.hand_size, cat.rules.slots
    for seat in range(2):
        deck = list(decks[seat])
        if shuffle:
            state.rng.shuffle(deck)
        state.hand[seat] = deck[:hand_size]
        state.block[seat] = list(deck[hand_size:hand_size + slots])
        state.deck[seat] = deck[hand_size + slots:]
        state.emit("deal", seat, hand_size, slots, hidden=(tuple(state.hand[seat]),))
    state.first = state.active = state.rng.randrange(2) if first_player is None else first_player
    state.emit("first_turn", state.active)
    state._enter("set")
    with suppress(GameEnded):
        state._run()
    return state


