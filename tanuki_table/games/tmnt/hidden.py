"""`sample_hidden` for search bots: a TMNT state redealt from one seat's point of view."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tanuki_table.core.dealing import deal, shuffle, world

if TYPE_CHECKING:
    from .state import State


def sample_hidden(state: State, player: int, rng: random.Random) -> State:
    """A full state consistent with what `player` has seen: the rival's hand, face-down Block
    Zone cards and deck dealt afresh from those same cards, `player`'s own deck reshuffled (see
    `core.dealing`)."""
    new = world(state, rng)
    rival = 1 - player
    hand, deck, block, up = new.hand[rival], new.deck[rival], new.block[rival], new.up[rival]
    hidden = [i for i in range(state.slots) if block[i] is not None and not up[i]]
    down = [card for i in hidden if (card := block[i]) is not None]
    new.hand[rival], down, new.deck[rival] = deal(rng, hand + down + deck, len(hand), len(down), len(deck))
    for i, card in zip(hidden, down):
        block[i] = card
    shuffle(rng, new.deck[player])
    return new
