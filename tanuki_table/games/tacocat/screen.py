"""A bridge for the shared game screen, which still imports `<package>.screen`; it goes when the
screen asks the plug-in (`GAME.board()`). The board lives in board.py."""

from .board import Board

__all__ = ["Board"]
