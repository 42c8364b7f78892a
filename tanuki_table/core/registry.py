"""The registry of games: the sub-packages of `tanuki_table/games/` and the packages named by the
entry-point group `tanuki_table.games`, each defining `GAME` (docs/engine-contract.md)."""

from __future__ import annotations

import functools
import importlib
import os
import sys
from contextlib import suppress
from pathlib import Path

from tanuki_table.errors import UnknownGameError
from tanuki_table.core.plugin import GameRules

__all__ = ["ENTRY_POINTS", "UnknownGameError", "all_games", "game_ids", "get_game"]

ENTRY_POINTS = "tanuki_table.games"


GAMES_PACKAGE = "tanuki_table.games"
_GAMES_FOLDER = str(Path(__file__).resolve().parents[1] / "games")


@functools.cache
def _folders() -> dict[str, str]:
    """Game id -> package for each game folder (listed once per process, nothing imported)."""
    with os.scandir(_GAMES_FOLDER) as listing:
        names = sorted(e.name for e in listing if e.is_dir() and e.name.isidentifier() and not e.name.startswith("_")
                       and os.path.isfile(os.path.join(e.path, "__init__.py")))
    return {name: f"{GAMES_PACKAGE}.{name}" for name in names}


_STDLIB = os.path.dirname(os.__file__)


def _declares_entry_points() -> bool:
    """Whether any installed distribution names our entry-point group, read cheaply from the
    `entry_points.txt` files so that `importlib.metadata` loads only when one does."""
    marker = f"[{ENTRY_POINTS}]".encode()
    for entry in sys.path:
        if entry.startswith(_STDLIB) and entry[len(_STDLIB):] in ("", os.sep + "lib-dynload"):
            continue
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                with suppress(OSError), open(os.path.join(entry, name, "entry_points.txt"), "rb") as file:
                    if marker in file.read():
                        return True
    return False


def _entry_points() -> dict[str, str]:
    """Game id -> package, for games other installed packages declare."""
    if not _declares_entry_points():
        return {}
    from importlib.metadata import entry_points  # deferred: only when a package declares games

    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINTS)}


_INSTALLED: dict[str, str] = _entry_points()

_PACKAGES: dict[str, str] = {}
"""Games registered by hand (tests add the toy game here)."""


def _registry() -> dict[str, str]:
    return {**_INSTALLED, **_folders(), **_PACKAGES}


def get_game(game_id: str) -> GameRules:
    """The registered game with this id; `UnknownGameError` (a KeyError) names the known ids."""
    package = _registry().get(game_id)
    if package is None:
        raise UnknownGameError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}")
    game = importlib.import_module(package).GAME
    if not isinstance(game, GameRules):
        raise TypeError(f"{package}.GAME must be a GameRules plug-in (tanuki_table/core/plugin.py), not {type(game).__name__}")
    if game.id != game_id:
        raise TypeError(f"{package}.GAME has id {game.id!r}; a game's id must be its folder's (or entry point's) "
                        f"name, {game_id!r}")
    return game


def all_games() -> list[GameRules]:
    """Every registered game, in menu order."""
    return sorted((get_game(game_id) for game_id in _registry()), key=lambda g: (g.order, g.id))


def game_ids() -> list[str]:
    """The registered ids, in menu order."""
    return [game.id for game in all_games()]
