"""Bridge for the game screen, which still imports `<package>.screen`; the board lives in
board.py (`GAME.board()`). The lead removes this module once the screen asks the plug-in."""

from __future__ import annotations

from .board import Board

__all__ = ["Board"]
