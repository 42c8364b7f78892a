"""`sample_hidden` for search bots: a Tanuki Panic state redealt from one seat's point of view."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tanuki_table.core.dealing import deal, shuffle, world

from .actions import FACEDOWN

if TYPE_CHECKING:
    from .state import State


def sample_hidden(self: State, player: int, rng: random.Random) -> State:
    """A copy whose hidden cards (from `player`'s view) are redealt at random: the rival's
    hand, deck and face-down cards form one pool, and `player`'s own deck is reshuffled."""
    copy = world(self, rng)
    rival = 1 - player
    setup = copy.phase == "setup"
    spots = [c for c in copy.fields[rival] if c and (c.pos == FACEDOWN or setup)]
    hand, deck = copy.hands[rival], copy.decks[rival]
    copy.hands[rival], copy.decks[rival], faces = deal(
        rng, hand + deck + [c.card for c in spots], len(hand), len(deck), len(spots))
    for cell, card in zip(spots, faces):
        cell.card = card
    shuffle(rng, copy.decks[player])
    return copy
