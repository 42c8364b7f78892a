"""Animale Tattica's plug-in: everything the app may ask of the game.

Choosing an animal in setup (the `decks` capability): each animal's army is a premade "deck",
`premade()` -> {"Dog army": [16 ids], "Cat army": [...], "Penguin army": [...], "Bear army": [...]}.
`new_game(decks=...)` takes one list per seat:

- a seat's army card list (any order; with `shuffle=False` it is the deal order) = that animal;
- an empty list `[]` = "random": an animal drawn from the seed among those no seat chose;
- `decks=None` = every seat random (each seat a different animal).

So a setup dialog offers per seat "Random" (pass `[]`) and the four armies (pass
`GAME.decks.premade(GAME)[name]`). Two seats may not choose the same animal (`SetupError`). In a
best-of-three match the choice is for the first game; later games are chosen at the table.

This module is imported at start-up: the rules modules are imported inside the methods.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from tanuki_table.plugin import BotFactory, CardView, DeckRules, GameRules, Pile, Stat

if TYPE_CHECKING:
    from tanuki_table.engine import Observation
    from tanuki_table.ui.board import BoardBase

    from .cards import Catalogue
    from .state import State


class AnimalArmies(DeckRules):
    """Each animal's army is a premade deck; a chosen deck is a chosen animal."""

    max_cards: ClassVar[int] = 16
    choice: ClassVar[str] = "animal"
    distinct: ClassVar[bool] = True

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        cat: Catalogue = game.catalogue
        return cat.premade()

    def named(self, game: GameRules, name: str) -> str | None:
        """ "penguin", "Penguin" or "Penguin army" mean the Penguin army."""
        found = super().named(game, name)
        if found is None:
            cat: Catalogue = game.catalogue
            animal = name.strip().lower()
            found = cat.army_name(animal) if animal in cat.animals else None
        return found

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        from tanuki_table.errors import SetupError  # keeps start-up light

        cat: Catalogue = game.catalogue
        if not deck:
            return []  # a random animal
        try:
            cat.deck_animal(list(deck))
        except SetupError as exc:
            return [str(exc)]
        return []


class AnimaleTattica(GameRules):
    """Animale Tattica (2-4 players, single game, best of three or tournament)."""

    decks: ClassVar[DeckRules | None] = AnimalArmies()

    # --- cards -------------------------------------------------------------------------------------
    def load_catalogue(self, folder: Path) -> Catalogue:
        from .cards import load_catalogue  # keeps start-up light

        return load_catalogue(folder)

    def validate_file(self, path: Path) -> None:
        from .cards import validate_file  # keeps start-up light

        validate_file(path)

    # --- play --------------------------------------------------------------------------------------
    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> State:
        from .setup import new_game  # keeps start-up light

        return new_game(self, players, seed, variant, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> State:
        from .state import State  # keeps start-up light

        return State.from_dict(self, data)

    def bots(self) -> dict[str, BotFactory]:
        from .bot import SimpleBot  # keeps start-up light

        return {"simple": partial(SimpleBot, catalogue=self.catalogue)}

    def board(self) -> type[BoardBase]:
        from .board import Board  # keeps start-up light (Textual)

        return Board

    # --- reading cards at the table ----------------------------------------------------------------
    def card_view(self, card_id: str, obs: Observation | None = None) -> CardView:
        from .views import card_view  # keeps start-up light

        return card_view(self.catalogue, card_id, obs)

    def public_piles(self, obs: Observation) -> list[Pile]:
        from .views import public_piles  # keeps start-up light

        return public_piles(self.catalogue, obs)

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic chance in [0, 1] that `seat` wins from here (fewer cards left is better)."""
        from .views import evaluate  # keeps start-up light

        return evaluate(state, seat)


__all__ = ["AnimaleTattica", "AnimalArmies", "CardView", "Pile", "Stat"]
