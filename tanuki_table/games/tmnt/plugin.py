"""The TMNT TCG plug-in: everything the app may ask of this game (see tanuki_table/plugin.py).

Imported at start-up, so it imports no pydantic, YAML or Textual: each method imports the rules
module it needs when it is first called.
"""

from __future__ import annotations

import functools
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.plugin import BotFactory, CardView, DeckRules, GameRules, Pile

if TYPE_CHECKING:
    from tanuki_table.engine import Observation

    from .board import Board
    from .cards import TmntCatalogue
    from .state import State


class TmntDecks(DeckRules):
    """Premade decks and the deck rules (exact size, copy limit by name)."""

    max_cards = 60

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        return game.catalogue.premade()

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        return game.catalogue.deck_problems(list(deck))


class Tmnt(GameRules):
    """TMNT TCG: two seats, decks of our own design, the deck is your life."""

    decks = TmntDecks()

    catalogue: TmntCatalogue  # narrows the base's cached property (Any) for type checkers

    def load_catalogue(self, folder: Path) -> TmntCatalogue:
        from .cards import load_catalogue  # inside: keeps start-up light

        return load_catalogue(folder)

    def validate_file(self, path: Path) -> None:
        from .cards import validate_file  # inside: keeps start-up light

        validate_file(path)

    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> State:
        from .setup import new_game  # inside: keeps start-up light

        return new_game(self, seed, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> State:
        from .state import State  # inside: keeps start-up light

        return State.from_dict(self, data)

    def bots(self) -> dict[str, BotFactory]:
        from .bot import SimpleBot  # inside: keeps start-up light

        return {"simple": functools.partial(SimpleBot, catalogue=self.catalogue)}

    def board(self) -> type[Board]:
        from .board import Board  # inside: keeps start-up light

        return Board

    def card_view(self, card_id: str, obs: Observation | None = None) -> CardView:
        from .views import card_view  # inside: keeps start-up light

        return card_view(self.catalogue, card_id, obs)

    def public_piles(self, obs: Observation) -> list[Pile]:
        trash: list[list[str]] = getattr(obs, "trash", [[], []])
        return [Pile(name="Trash", owner=seat, cards=tuple(cards))
                for seat, cards in enumerate(trash)]

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic chance that `seat` wins, in [0, 1], from the life totals and boards."""
        from .views import evaluate  # inside: keeps start-up light

        return evaluate(state, seat)

    def sample_hidden(self, state: State, player: int, rng: random.Random) -> State:
        """`state.sample_hidden(player, rng)`."""
        return state.sample_hidden(player, rng)
