"""The games: every sub-package here is one game, found by `tanuki_table.core.registry` (no list
to edit). `get_game`, `all_games` and `game_ids` are the registry's (docs/engine-contract.md)."""

from __future__ import annotations

from tanuki_table.core.registry import _PACKAGES, ENTRY_POINTS, UnknownGameError, all_games, game_ids, get_game

__all__ = ["ENTRY_POINTS", "UnknownGameError", "all_games", "game_ids", "get_game"]
_PACKAGES = _PACKAGES
"""The registry's hand-registered games (tests add the toy game here): the very same dict."""
