"""Transitional bridge, to be removed by the lead: the shared game screen still imports
`<package>.screen`; the board lives in `board.py` (`GAME.board()`)."""

from .board import Board

__all__ = ["Board"]
