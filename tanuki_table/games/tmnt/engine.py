"""Bridge for shared code that still reads a game's `engine` module (setup, deck builder, booster,
validate, catalogue cache). Everything here forwards to the plug-in; remove this module once the
app asks `GAME` only."""

from __future__ import annotations

from pathlib import Path

from . import GAME
from .cards import Card
from .setup import new_game
from .state import State

__all__ = ["State", "new_game", "load_cards", "validate_file", "premade_decks", "deck_problems"]


def load_cards() -> list[Card]:
    """Every card of this game."""
    return list(GAME.catalogue.cards)


def validate_file(path: Path) -> None:
    """Check one card file (raises CardDataError)."""
    GAME.validate_file(path)


def premade_decks() -> dict[str, list[str]]:
    """Deck name -> card ids."""
    return GAME.catalogue.premade()


def deck_problems(deck: list[str], variant: str | None = None) -> list[str]:
    """Why a deck is not legal (empty = legal)."""
    return GAME.catalogue.deck_problems(list(deck))
