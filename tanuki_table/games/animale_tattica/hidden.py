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

Every pool is shuffled from its sorted order (`core.dealing`), so a sample depends only on what
the seat knows and on `rng`, never on the true (hidden) order.
"""

from __future__ import annotations

import random
from itertools import filterfalse, islice
from typing import TYPE_CHECKING

from tanuki_table.core.dealing import shuffle, world

from .flow import table_of

if TYPE_CHECKING:
    from .state import State


def _take(pool: list[str], cards: list[str]) -> None:
    for card in cards:
        pool.remove(card)


def sample_hidden(state: State, player: int, rng: random.Random) -> State:
    """A redeal of what `player` cannot see (see the module docstring)."""
    new = world(state, rng)
    if state.stage != "tables":
        return new  # between games of a match nothing hidden matters: the next deal is random
    is_spirit = state.cat.spirit.__getitem__
    hands = new.hands
    decks = new.decks
    known_cards = new.known
    pool: list[str] = []
    rivals: list[tuple[int, int, int, list[str]]] = []  # seat, animal cards in hand, spirit cards, unseen cards
    for seat in range(new.players):
        if seat == player:
            continue
        hand = hands[seat]
        animal_cards = list(filterfalse(is_spirit, hand))
        spirits = len(hand) - len(animal_cards)
        pool += filter(is_spirit, hand)
        _take(animal_cards, known_cards[seat])
        rivals.append((seat, len(animal_cards), spirits, animal_cards + decks[seat]))
    offers = [o for s, o in enumerate(new.offers) if o and s != player]
    for offer in offers:
        pool += offer
    mine = table_of(new, player)
    fixed = new.deck_known[player]
    piles: list[tuple[list[str], int, bool]] = []  # pile, unseen cards it takes, keeps known cards
    for table in new.tables:
        holding = table.returned if table.phase == "keep_spirit" else table.spirit_deck
        for pile in (table.spirit_deck, table.returned):
            if not pile:
                continue
            if fixed and table is mine and pile is holding:
                rest = list(pile)
                _take(rest, fixed)
                pool += rest
                piles.append((pile, len(rest), True))
            else:
                pool += pile
                piles.append((pile, len(pile), False))
    shuffle(rng, decks[player])
    for seat, n, _, unseen in rivals:
        shuffle(rng, unseen)
        hands[seat] = known_cards[seat] + unseen[:n]
        decks[seat] = unseen[n:]
    shuffle(rng, pool)
    dealt = iter(pool)
    for seat, _, spirits, _ in rivals:
        hands[seat] += islice(dealt, spirits)
    for offer in offers:
        offer[:] = islice(dealt, len(offer))
    for pile, n, mixed in piles:
        pile[:] = fixed + list(islice(dealt, n)) if mixed else islice(dealt, n)
        if mixed:
            shuffle(rng, pile)
    return new
