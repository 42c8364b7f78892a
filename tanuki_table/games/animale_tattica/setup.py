"""Starting a match: animals from the chosen armies (or at random), then the first deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .flow import start_game
from .state import State

if TYPE_CHECKING:
    from .plugin import AnimaleTattica


def new_game(
    info: AnimaleTattica,
    players: int,
    seed: int | None,
    variant: str,
    decks: list[list[str]] | None,
    shuffle: bool,
    first_player: int | None,
) -> State:
    """Start a match: a single game, best of three (2-3 players) or the tournament (4 players).

    `decks`: one list per seat, an animal's army (that animal) or `[]` (a random free animal)."""
    if variant == "best_of_three" and players > 3:
        raise SetupError("best of three is for 2 or 3 players: the winner's animal sits out, so 4 seats lack an animal")
    if variant == "tournament" and players != 4:
        raise SetupError(f"the tournament is for exactly 4 players, not {players}")
    state = State(info, seed, players, variant, shuffle)
    cat = state.cat
    chosen: list[str | None] = [None] * players
    if decks is not None:
        chosen = cat.check_decks([list(d) for d in decks], players)
        state.given = {a: list(d) for a, d in zip(chosen, decks) if a is not None and d}
    free = [a for a in cat.animals if a not in chosen]
    if shuffle:
        free = state.rng.sample(free, chosen.count(None))
    state.animals = [animal if animal is not None else free.pop(0) for animal in chosen]
    if variant == "tournament":
        pairs = [[0, 1], [2, 3]]
        start_game(state, [(pair, first_player if first_player in pair else pair[state.rng.randrange(2)])
                           for pair in pairs])
    else:
        lead = first_player if first_player is not None else state.rng.randrange(players)
        start_game(state, [(list(range(players)), lead)])
    return state
