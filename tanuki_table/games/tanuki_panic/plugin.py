"""The Tanuki Panic plug-in: everything the app may ask of this game.

Cheap to import (the picker imports it at start-up): the rules modules, pydantic and the card
files are loaded inside the methods, on first use.
"""

from __future__ import annotations

import functools
import math
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.plugin import BotFactory, CardView, DeckRules, GameRules, PackRules, Pile, Stat

if TYPE_CHECKING:
    from tanuki_table.engine import GameState, Observation
    from tanuki_table.ui.board import BoardBase

    from .cards import TPCatalogue
    from .state import State


class TPDecks(DeckRules):
    """Premade decks and deck legality (standard: 40+ cards, at most 3 copies; else 5+ cards)."""

    max_cards = 200

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        return dict(game.catalogue.premade())

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        return list(game.catalogue.deck_problems(list(deck), variant))

    def takes_decks(self, variant: str) -> bool:
        # the booster game deals each seat a pack (a chosen deck of 5+ cards is still legal there,
        # e.g. a pack-sized deck from the collection, but the setup offers none)
        return variant != "booster"


class TPPacks(PackRules):
    """Booster packs from the rarity table in `booster.yaml`."""

    variant = "booster"

    def open(self, game: GameRules, rng: random.Random, seat: int = 0) -> list[str]:
        from .newgame import open_pack  # rules module loaded on first use: keeps start-up light

        return open_pack(game.catalogue, rng, seat)


class TanukiPanic(GameRules):
    """Tanuki Panic TCG."""

    decks = TPDecks()
    packs = TPPacks()

    @functools.cached_property
    def catalogue(self) -> TPCatalogue:
        """This game's cards and rule data, read once per plug-in instance on first use."""
        return self.load_catalogue(self.card_folder)

    # --- cards -----------------------------------------------------------------------------------
    def load_catalogue(self, folder: Path) -> TPCatalogue:
        from .cards import read_catalogue  # pydantic and YAML load on first use: keeps start-up light

        return read_catalogue(folder)

    def validate_file(self, path: Path) -> None:
        from .cards import validate_file  # pydantic loads on first use: keeps start-up light

        validate_file(path, self.catalogue)

    # --- play ------------------------------------------------------------------------------------
    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> GameState:
        from .newgame import new_game  # rules modules load on first use: keeps start-up light

        return new_game(self, players, seed, variant, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> GameState:
        from .state import State  # rules modules load on first use: keeps start-up light

        return State.from_dict(self, data)

    def bots(self) -> dict[str, BotFactory]:
        from .bot import SimpleBot  # the bot loads on first use: keeps start-up light

        return {"simple": functools.partial(SimpleBot, catalogue=self.catalogue)}

    def board(self) -> type[BoardBase]:
        from .board import Board  # Textual widgets load on first use: keeps start-up light

        return Board

    # --- reading cards at the table ------------------------------------------------------------------
    def card_view(self, card_id: str, obs: Observation | None = None) -> CardView:
        from .views import card_view  # keeps start-up light

        return card_view(self, card_id, obs)

    def public_piles(self, obs: Observation) -> list[Pile]:
        graveyards: list[list[str]] = getattr(obs, "graveyard", [])
        return [Pile(name=f"Player {seat + 1}'s Graveyard", owner=seat, cards=tuple(cards))
                for seat, cards in enumerate(graveyards)]

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic chance in [0, 1] that `seat` wins (for a search bot's depth cap)."""
        from .views import evaluate  # keeps start-up light

        share = evaluate(state, seat)
        if state.is_over or state.rules.empty_deck != "lose" or state.phase == "setup":
            return share
        # The deck-out clock: a seat loses at its first turn that begins with an empty deck.
        # Turn starts from now alternate, the next one being the other seat's; the race's loser
        # is the seat whose fatal turn start comes first, and the nearer it is, the more it weighs.
        active = state.active
        fatal = [2 * len(state.decks[s]) + (1 if s != active else 2) for s in (0, 1)]
        near = min(fatal)
        clock_winner = 1 if fatal[0] < fatal[1] else 0
        weight = math.exp(-near / 8.0)
        return (1.0 - weight) * share + weight * (1.0 if clock_winner == seat else 0.0)


__all__ = ["CardView", "Pile", "Stat", "TanukiPanic", "TPDecks", "TPPacks"]
