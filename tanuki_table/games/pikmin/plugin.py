"""The Pikmin TCG plug-in: everything the app may ask of the game.

Imported at start-up (the picker reads the registry), so the rules modules are imported inside
the methods, each with a comment saying so.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from tanuki_table.errors import SetupError
from tanuki_table.plugin import BotFactory, CardView, DeckRules, GameRules, Pile

if TYPE_CHECKING:
    from tanuki_table.engine import Observation
    from tanuki_table.ui.board import BoardBase

    from .cards import PikminCatalogue
    from .state import State


class PikminDecks(DeckRules):
    """Constructed decks: 40 to 60 cards, at most 5 of a name, at least one leader."""

    max_cards = 60

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        catalogue: PikminCatalogue = game.catalogue
        return catalogue.premade()

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        catalogue: PikminCatalogue = game.catalogue
        return catalogue.deck_problems(list(deck))


class Pikmin(GameRules):
    """Pikmin TCG (seed rulebook 002; rulings in rules/pikmin.md)."""

    decks = PikminDecks()

    def load_catalogue(self, folder: Path) -> PikminCatalogue:
        from .cards import load_catalogue  # imported on first use: keeps start-up light

        return load_catalogue(folder)

    def validate_file(self, path: Path) -> None:
        from .cards import validate_file  # imported on first use: keeps start-up light

        validate_file(Path(path), self.card_folder)

    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> State:
        from .state import State  # imported on first use: keeps start-up light

        if players != 2:
            raise SetupError(f"Pikmin TCG is for 2 players, not {players}")
        catalogue: PikminCatalogue = self.catalogue
        state = State(self, seed, catalogue)
        state.variant = variant
        if decks is None:
            decks = state.rng.sample(list(catalogue.premade().values()), 2)
        if len(decks) != 2:
            raise SetupError(f"Pikmin TCG needs 2 decks, not {len(decks)}")
        for seat, deck in enumerate(decks):
            problems = catalogue.deck_problems(list(deck))
            if problems:
                raise SetupError(f"deck {seat + 1} is not legal: " + "; ".join(problems))
        for seat, deck in enumerate(decks):
            order = list(deck)
            if shuffle:
                state.rng.shuffle(order)
            state.decks[seat] = order[::-1]
        state.first = first_player
        state.emit("setup")
        return state

    def restore(self, data: dict[str, Any]) -> State:
        from .state import State  # imported on first use: keeps start-up light

        return State.from_dict(self, data)

    def bots(self) -> Mapping[str, BotFactory]:  # GameInfo's transitional bridge types it as a dict
        from functools import partial

        from .bot import SimpleBot  # imported on first use: keeps start-up light

        return {"simple": partial(SimpleBot, catalogue=self.catalogue)}

    def board(self) -> type[BoardBase]:
        from .board import Board  # imported on first use: keeps start-up light (Textual)

        return Board

    def card_view(self, card_id: str, obs: Observation | None = None) -> CardView:
        from .cardview import card_view  # imported on first use: keeps start-up light

        return card_view(self.catalogue, card_id, obs)

    def public_piles(self, obs: Observation) -> list[Pile]:
        from .cardview import public_piles  # imported on first use: keeps start-up light

        return public_piles(obs)

    def evaluate(self, state: Any, seat: int) -> float:
        """How good the position looks for `seat`, in [0, 1] (for a search bot's depth cap)."""
        from .cardview import evaluate  # imported on first use: keeps start-up light

        return evaluate(state.observation(seat), seat)

    def sample_hidden(self, state: State, player: int, rng: random.Random) -> State:
        """See `State.sample_hidden`."""
        return state.sample_hidden(player, rng)
