"""Bridge: the shared game screen still imports `<package>.screen`; the board lives in board.py."""

from .board import Board

__all__ = ["Board"]
