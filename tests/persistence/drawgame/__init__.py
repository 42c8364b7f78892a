"""A tiny game with a hidden deck, for undo tests: drawing shows a card nobody chose.

On your turn: draw the top card, play a card from your hand to your pile, or pass. Two passes in
a row end the game; the bigger pile wins.
"""

from __future__ import annotations

from .plugin import DrawRules

GAME = DrawRules(
    id="drawgame",
    title="Draw Game",
    blurb="A test game with a deck.",
    description="Draw, play, pass; the bigger pile wins.",
    variants=("standard",),
    package=__name__,
)
