"""A bridge for shared code that still reaches a game through `GameInfo.engine` (the validate
command, the card catalogue cache, setup); nothing in this game imports it. It goes when the lead
removes that bridge from gameinfo.py: the plug-in (plugin.py) is the game's one entry point."""

from __future__ import annotations

from pathlib import Path

from .cards import Card, read_catalogue, validate_file
from .state import State

__all__ = ["Card", "State", "load_cards", "validate_file"]


def load_cards(folder: Path) -> list[Card]:
    """The cards of the Tacocat files in `folder`."""
    return list(read_catalogue(folder).cards)
