"""Goofspiel: bid for prizes with your own cards (a public-domain game; the template to copy).

This file creates the game's one plug-in object, `GAME`, and is the only place its id is written:
copying this folder and changing the id here gives a new game.
"""

from __future__ import annotations

from .plugin import Goofspiel

GAME = Goofspiel(
    id="goofspiel",
    title="Goofspiel",
    blurb="Bid for prizes with your own cards, face down.",
    description=(
        "Each player holds Ace to King of one suit. A prize card is turned up; both bid one card "
        "face down, and the higher bid takes the prize's points. Thirteen prizes; most points wins."
    ),
    variants=("standard",),
    order=50,
    package=__name__,
)
