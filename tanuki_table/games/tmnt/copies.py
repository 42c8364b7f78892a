"""`sample_hidden` for search bots: a TMNT state redealt from one seat's point of view."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def sample_hidden(state: State, player: int, rng: random.Random) -> State:
    """A full state consistent with what `player` has seen: the rival's hand, face-down Block
    Zone cards and deck dealt afresh from those same cards, `player`'s own deck reshuffled, and
    a fresh rng (future random discards are unknown too). Every hidden pool is sorted before it
    is shuffled, so the result depends only on what `player` knows and on `rng`. The sample
    starts a log of its own: the true log holds the rival's secrets (the cards it drew and set),
    and a sampled world is only ever played out by a search, never shown."""
    new = state.clone()
    new.log = []
    rival = 1 - player
    hand, deck, block, up = new.hand[rival], new.deck[rival], new.block[rival], new.up[rival]
    hidden = [i for i in range(state.slots) if block[i] is not None and not up[i]]
    pool = hand + [c for i in hidden if (c := block[i]) is not None] + deck
    draw = rng.random
    pool.sort()  # canonical first: the stored (true) order of hidden cards must not leak
    pool.sort(key=lambda _card: draw())
    n = len(hand)
    new.hand[rival] = pool[:n]
    for k, i in enumerate(hidden):
        block[i] = pool[n + k]
    new.deck[rival] = pool[n + len(hidden):]
    own = new.deck[player]
    own.sort()
    own.sort(key=lambda _card: draw())
    new.rng = random.Random(rng.getrandbits(64))
    new._legal = None if new.current_player != player else new._legal
    return new
