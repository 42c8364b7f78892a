"""How a game of Tacocat starts (`Parts.start`, the default `.setup:new_game`): the deck in its
order, the Tacocat on the start space, round 1 dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .rounds import new_round
from .state import State

if TYPE_CHECKING:
    from .cards import TacocatCatalogue
    from .plugin import Tacocat

__all__ = ["new_game"]


def new_game(
    info: Tacocat,
    players: int,
    seed: int | None,
    variant: str,
    decks: list[list[str]] | None,
    shuffle: bool,
    first_player: int | None,
) -> State:
    """Start a game: the Tacocat on the start space, round 1 dealt."""
    catalogue: TacocatCatalogue = info.catalogue
    known = [c.id for c in catalogue.cards]
    size = catalogue.deck_size
    if decks is None:
        order = list(known)
    else:
        if len(decks) != 1:
            raise SetupError(f"Tacocat uses one common deck: give decks=[[...{size} card ids...]], not {len(decks)} lists")
        order = [str(c) for c in decks[0]]
        if len(order) != size or sorted(order) != sorted(known):
            wrong = {"missing": sorted(set(known) - set(order)), "more than once": sorted({c for c in order if order.count(c) > 1})}
            detail = "; ".join(f"{what}: {', '.join(ids)}" for what, ids in wrong.items() if ids)
            raise SetupError(f"the Tacocat deck must be an order of exactly the {size} cards, each once "
                             f"(got {len(order)}){': ' + detail if detail else ''}")
    state = State(info, seed, variant)
    state.order = order
    state.shuffle = bool(shuffle)
    state.first_seat = 0 if first_player is None else first_player
    state.emit("start", None, state.spaces[state.cat])
    new_round(state)
    return state
