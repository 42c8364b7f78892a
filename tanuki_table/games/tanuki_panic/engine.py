"""Bridge for shared code that still reads a game's `engine` module (the deck builder, the
setup dialog, booster opening, `validate`, the card-browser cache). Everything delegates to this
package's plug-in (`GAME`); remove this module once the app asks the plug-in directly."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from . import GAME
from .cards import Card
from .state import State

__all__ = ["State", "load_cards", "validate_file", "premade_decks", "deck_problems"]


def load_cards(folder: Any = None) -> list[Card]:
    """The card catalogue (this game's card folder unless `folder` is given)."""
    if folder is None:
        return list(GAME.catalogue.cards)
    return list(GAME.load_catalogue(Path(folder)).cards)


def validate_file(path: Path) -> None:
    """Validate one card file (raises `CardDataError`)."""
    GAME.validate_file(Path(path))


def premade_decks() -> dict[str, list[str]]:
    """Premade deck name -> card ids."""
    return GAME.catalogue.premade()


def deck_problems(deck: list[str], variant: str | None = None) -> list[str]:
    """Why `deck` cannot be played in `variant`; empty when it can."""
    return GAME.catalogue.deck_problems(list(deck), variant)


def open_pack(rng: random.Random) -> list[str]:
    """One booster pack (booster.py looks openers up by this name)."""
    assert GAME.packs is not None
    return GAME.packs.open(GAME, rng)
