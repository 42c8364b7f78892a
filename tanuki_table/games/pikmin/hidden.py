"""Determinization for search bots: a full Pikmin TCG state consistent with what one seat has seen.

The rival's unknown hand cards, its deck, a leader chosen but not placed and (before the flip) its
face-down cards are one pool, redealt at random, keeping what a seat knows: a face-down (or chosen)
leader is a leader card, and a face-down second card fits the leaf limit beside it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from tanuki_table.core.dealing import deal, shuffle, world

from .rules import Slot

if TYPE_CHECKING:
    from .state import State


def _take(pool: list[str], rng: random.Random, ok: Callable[[str], bool]) -> str:
    """Remove and return a random pool card for which `ok(card)` holds."""
    picks = [i for i, c in enumerate(pool) if ok(c)]
    return pool.pop(picks[rng.randrange(len(picks))])


def sample_hidden(state: State, player: int, rng: random.Random) -> State:
    """A copy of `state` whose hidden parts are redealt for `player` (see the module docstring)."""
    new = world(state, rng)
    rival = 1 - player
    shuffle(rng, new.decks[player])
    hand = new.hands[rival]
    known = new.known[rival]
    unknown = list(hand)
    for card in known:
        unknown.remove(card)
    pool = unknown + new.decks[rival]
    field = new.fields[rival]
    hidden = [] if new.revealed else [i for i, slot in enumerate(field) if slot is not None]
    pool.extend(field[i].card for i in hidden)  # type: ignore[union-attr]
    pool.sort()  # card order: the draws below depend on which cards, not where they were
    infos = new.cat.infos
    if new.pending is not None and new.seat == rival:  # the chosen leader is still in the deck
        new.pending = rng.choice([c for c in pool if infos[c].leader])
    lead = new.leader_pos[rival]
    if lead is not None and lead in hidden:
        card = _take(pool, rng, lambda c: infos[c].leader)
        field[lead] = Slot(card)
        limit = new.cat.rules.leaf_limit - infos[card].leaves
        for i in hidden:
            if i != lead:
                field[i] = Slot(_take(pool, rng, lambda c: infos[c].leaves <= limit))
    deck, dealt = deal(rng, pool, len(pool) - len(unknown), len(unknown))  # the hand from the top
    new.hands[rival] = list(known) + dealt
    new.decks[rival] = deck
    return new
