"""Copies of a Tanuki Panic state for search: a hand-made `clone` (containers copied, card data
and actions shared, the rng handed over lazily) and `sample_hidden` (a determinization)."""

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


def clone_state(self: State) -> State:
    """An independent copy of `self`: containers copied, card data and actions shared, same rng state."""
    if self._rng is not None:  # hand the live generator's state to both copies, built on use
        self._rng_state = self._rng.getstate()
        self._rng = None
    new = type(self).__new__(type(self))
    new.__dict__.update(self.__dict__)
    new.log = self.log.copy()
    new.energy = self.energy.copy()
    new.start_energy = self.start_energy.copy()
    new.decks = [d.copy() for d in self.decks]
    new.hands = [h.copy() for h in self.hands]
    new.fields = [[None if c is None else c.copy() for c in row] for row in self.fields]
    new.graveyard = [g.copy() for g in self.graveyard]
    new.combined = self.combined.copy()
    new.setup_queue = self.setup_queue.copy()
    new.setup_notes = self.setup_notes.copy()
    return new


def sample_hidden(self: State, player: int, rng: random.Random) -> State:
    """A copy whose hidden cards (from `player`'s view) are redealt at random: the rival's
    hand, deck and face-down cards form one pool, and `player`'s own deck is reshuffled.
    Each pool is sorted before its shuffle, so the result depends only on what `player` knows
    and on `rng`. Its `observation(player)` equals this state's."""
    copy = clone_state(self)
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
