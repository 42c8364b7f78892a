"""The toy game's plug-in: a minimal `GameRules` (the test kit's own game).

`PackageRules` is the shared shape of the test kit's games (this one and
`tests/persistence/drawgame`): a package with `engine.py` (`load_cards`, `new_game`, `State`)
and `board.py` (`Board`), loaded on first use like a real game's modules.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from tanuki_table.core.plugin import BotFactory, GameRules


class _Catalogue:
    def __init__(self, cards: list[Any]) -> None:
        self.cards = cards


class PackageRules(GameRules):
    """A test game whose package holds `engine.py` and `board.py`."""

    def _module(self, name: str) -> ModuleType:
        package = type(self).__module__.rpartition(".")[0]
        return importlib.import_module(f"{package}.{name}")

    def load_catalogue(self, folder: Path) -> _Catalogue:
        return _Catalogue(self._module("engine").load_cards())

    def validate_file(self, path: Path) -> None:
        return None

    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> Any:
        return self._module("engine").new_game(self, players, seed, variant, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> Any:
        return self._module("engine").State.from_dict(self, data)

    def bots(self) -> Mapping[str, BotFactory]:
        return {}

    def board(self) -> Any:
        return self._module("board").Board


class ToyRules(PackageRules):
    """Three numbered cards each; the bigger pile wins."""
