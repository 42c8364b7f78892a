"""`sample_hidden`: a full state consistent with everything one seat has seen.

What a seat cannot see, and how a sample redeals it:

- each other seat's animal cards in hand (except those everyone saw it take back with Revival)
  and its face-down deck: that seat's unseen animal cards are reshuffled between the two, sizes
  kept (nobody else holds that animal's cards);
- its own face-down deck's order (the contents are known: reshuffled in place);
- every spirit card the seat has not seen: in other hands (the count per hand is public), in the
  other seats' undecided offers, in each table's spirit deck and returned pile. These are pooled
  and redealt to the same places, sizes kept, except that the spirit cards the seat itself
  returned stay in its table's spirit deck (or returned pile) while it still knows they are
  there (until another seat draws from that deck).

The sample gets its own rng (seeded from `rng`), so future shuffles are not the real ones.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def _take(pool: list[str], cards: list[str]) -> None:
    for card in cards:
        pool.remove(card)


def sample(state: State, player: int, rng: random.Random) -> State:
    """A redeal of what `player` cannot see (see the module docstring)."""
    new = state.clone()
    new.rng = random.Random(rng.getrandbits(64))
    new._legal = None
    if state.stage != "tables":
        return new  # between games of a match nothing hidden matters: the next deal is random
    shuffle = rng.shuffle
    spirit = state.cat.spirit
    hands = new.hands
    decks = new.decks
    own_deck = decks[player]
    if len(own_deck) > 1:
        shuffle(own_deck)
    pool: list[str] = []
    slots: list[tuple[list[str], int]] = []  # (a hand or offer to refill, how many unseen cards go in)
    for seat in range(new.players):
        if seat == player:
            continue
        hand = hands[seat]
        known = new.known[seat]
        animal_cards = [c for c in hand if not spirit[c]]
        spirits = [c for c in hand if spirit[c]]
        if known:
            hidden = list(animal_cards)
            _take(hidden, known)
        else:
            hidden = animal_cards
        unseen = hidden + decks[seat]
        if len(unseen) > 1:
            shuffle(unseen)
        n = len(hidden)
        new_hand = list(known) + unseen[:n]
        decks[seat] = unseen[n:]
        if spirits:
            pool.extend(spirits)
            slots.append((new_hand, len(spirits)))
        hands[seat] = new_hand
        offer = new.offers[seat]
        if offer:
            pool.extend(offer)
            slots.append((offer, len(offer)))
            offer.clear()
    mine = new._table_of(player)
    fixed = new.deck_known[player]
    refill: list[tuple[list[str], int, bool]] = [(t, n, False) for t, n in slots]
    for table in new.tables:
        holding = table.returned if table.phase == "keep_spirit" else table.spirit_deck
        for pile in (table.spirit_deck, table.returned):
            if not pile:
                continue
            if fixed and table is mine and pile is holding:
                rest = list(pile)
                _take(rest, fixed)
                pile[:] = fixed
                pool.extend(rest)
                refill.append((pile, len(rest), True))
            else:
                pool.extend(pile)
                refill.append((pile, len(pile), False))
                pile.clear()
    if len(pool) > 1:
        shuffle(pool)
    start = 0
    for target, n, mixed in refill:
        if n:
            target.extend(pool[start:start + n])
            start += n
        if mixed and len(target) > 1:
            shuffle(target)  # the known cards' places in the deck are unknown too
    return new
