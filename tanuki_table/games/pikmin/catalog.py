"""The contract's module functions about cards and decks: loading, premade decks, deck legality."""

from __future__ import annotations

from typing import Any

from .cards import Card, deck_problems_for, load_folder
from .cards import validate_file as _validate_file

_PREMADE: dict[str, list[str]] | None = None


def load_cards(folder: Any = None) -> list[Card]:
    """Every Pikmin TCG card (validated; `CardDataError` names file, card and field)."""
    return load_folder(folder)[0]


def premade_decks() -> dict[str, list[str]]:
    """Deck name -> card ids (top first) of the shipped premade decks."""
    global _PREMADE
    if _PREMADE is None:
        _PREMADE = {d.name: d.card_list() for d in load_folder()[1]}
    return {k: list(v) for k, v in _PREMADE.items()}


def deck_problems(deck: list[str], variant: str | None = None) -> list[str]:
    """Why `deck` is not legal (empty: it is legal)."""
    from . import GAME

    return deck_problems_for(list(deck), {c.id: c for c in GAME.cards()})


def validate_file(path: Any) -> None:
    """Validate one file of card_data/pikmin/ (cards.yaml or decks.yaml)."""
    _validate_file(path)
