"""Transitional bridge, to be removed by the lead: shared code (the setup dialog, the deck builder,
`validate`, the contract tests) still reads a game's functions off `info.engine`. Everything here
goes through the plug-in (`GAME`, in this package's `__init__.py`); nothing else imports it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import GAME as _GAME
from .actions import PikminAction
from .cards import Card
from .state import State

__all__ = ["PikminAction", "State", "deck_problems", "load_cards", "premade_decks", "validate_file"]


def load_cards(folder: Any = None) -> list[Card]:
    """Every card of this game's card folder."""
    return list(_GAME.catalogue.cards)


def premade_decks() -> dict[str, list[str]]:
    """Deck name -> card ids (top first)."""
    return _GAME.catalogue.premade()


def deck_problems(deck: list[str], variant: str | None = None) -> list[str]:
    """Why `deck` is not legal (empty: it is legal)."""
    return _GAME.catalogue.deck_problems(list(deck))


def validate_file(path: Any) -> None:
    """Validate one file of this game's card data."""
    _GAME.validate_file(Path(path))
