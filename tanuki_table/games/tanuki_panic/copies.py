"""`sample_hidden` for search bots: a Tanuki Panic state redealt from one seat's point of view."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from .actions import FACEDOWN

if TYPE_CHECKING:
    from .state import State


def _shuffle(items: list[str], rand: Callable[[], float]) -> None:
    """Fisher-Yates with `rand()` floats: several times cheaper than `Random.shuffle`, for
    `sample_hidden` (a search bot calls it thousands of times per move)."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


def sample_hidden(self: State, player: int, rng: random.Random) -> State:
    """A copy whose hidden cards (from `player`'s view) are redealt at random: the rival's
    hand, deck and face-down cards form one pool, and `player`'s own deck is reshuffled.
    Each pool is sorted before its shuffle, so the result depends only on what `player` knows
    and on `rng`. Its `observation(player)` equals this state's."""
    copy = self.clone()
    rival = 1 - player
    setup = copy.phase == "setup"
    spots = [c for c in copy.fields[rival] if c and (c.pos == FACEDOWN or setup)]
    hand, deck = copy.hands[rival], copy.decks[rival]
    pool = hand + deck + [c.card for c in spots]
    pool.sort()  # canonical: the stored (true) order of hidden cards must not leak into the sample
    rand = rng.random
    _shuffle(pool, rand)
    n_hand, n_deck = len(hand), len(deck)
    copy.hands[rival] = pool[:n_hand]
    copy.decks[rival] = pool[n_hand:n_hand + n_deck]
    for cell, card in zip(spots, pool[n_hand + n_deck:]):
        cell.card = card
    own = copy.decks[player]
    own.sort()
    _shuffle(own, rand)
    copy._legal = None
    return copy
