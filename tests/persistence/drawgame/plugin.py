"""The draw game's plug-in: a minimal `GameRules` (the test kit's own game)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from tanuki_table.plugin import BotFactory, GameRules


class _Catalogue:
    def __init__(self, cards: list[Any]) -> None:
        self.cards = cards


class DrawRules(GameRules):
    """Draw, play, pass; the bigger pile wins."""

    def load_catalogue(self, folder: Path) -> _Catalogue:
        from .engine import load_cards

        return _Catalogue(load_cards())

    def validate_file(self, path: Path) -> None:
        return None

    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> Any:
        from .engine import new_game

        return new_game(self, players, seed, variant, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> Any:
        from .engine import State

        return State.from_dict(self, data)

    def bots(self) -> Mapping[str, BotFactory]:
        return {}

    def board(self) -> Any:
        from .board import Board

        return Board
