"""The registry of games. Adding a game is one line in `_PACKAGES`.

Each game's package `__init__` defines `GAME`, its `GameRules` plug-in (tanuki_table/plugin.py),
cheap to import; nothing here reads card files or imports a screen.
"""

from __future__ import annotations

import importlib

from tanuki_table.errors import UnknownGameError
from tanuki_table.plugin import GameRules

__all__ = ["UnknownGameError", "all_games", "game_ids", "get_game"]

_PACKAGES = {
    "tanuki_panic": "tanuki_table.games.tanuki_panic",
    "tacocat": "tanuki_table.games.tacocat",
    "pikmin": "tanuki_table.games.pikmin",
    "animale_tattica": "tanuki_table.games.animale_tattica",
    "tmnt": "tanuki_table.games.tmnt",
}


def get_game(game_id: str) -> GameRules:
    """The registered game with this id; `UnknownGameError` (a KeyError) names the known ids."""
    package = _PACKAGES.get(game_id)
    if package is None:
        raise UnknownGameError(f"unknown game {game_id!r}; known games: {', '.join(_PACKAGES)}")
    game = importlib.import_module(package).GAME
    if not isinstance(game, GameRules):
        raise TypeError(f"{package}.GAME must be a GameRules plug-in (tanuki_table/plugin.py), not {type(game).__name__}")
    return game


def all_games() -> list[GameRules]:
    """Every registered game, in menu order."""
    return [get_game(game_id) for game_id in _PACKAGES]


def game_ids() -> list[str]:
    """The registered ids, without importing anything."""
    return list(_PACKAGES)
