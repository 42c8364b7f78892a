"""A tiny game used to test the shared screens without any real game's rules.

Each player gets three numbered cards; on your turn play one to your pile or pass (once both
players pass in a row, or both hands are empty, the bigger pile wins).
"""

from __future__ import annotations

from .plugin import ToyRules

GAME = ToyRules(
    id="toygame",
    title="Toy Game",
    blurb="A test game.",
    description="Play your cards; the bigger pile wins.",
    variants=("standard",),
    package=__name__,
)
