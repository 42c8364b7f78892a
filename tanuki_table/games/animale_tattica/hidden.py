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

from .rng import SplitMix

if TYPE_CHECKING:
    from .state import State


def _take(pool: list[str], cards: list[str]) -> None:
    for card in cards:
        pool.remove(card)


class _Keys:
    """Random sort keys for several shuffles, drawn from the caller's rng in one call."""

    __slots__ = ("keys", "at")

    def __init__(self, rng: random.Random, n: int) -> None:
        self.keys = memoryview(rng.getrandbits(32 * n).to_bytes(4 * n, "little")).cast("I") if n else memoryview(b"").cast("I")
        self.at = 0

    def shuffled(self, items: list[str]) -> list[str]:
        n = len(items)
        if n < 2:
            return items
        at = self.at
        self.at = at + n
        order = sorted(range(n), key=self.keys[at:at + n].__getitem__)
        return [items[i] for i in order]


def sample(state: State, player: int, rng: random.Random) -> State:
    """A redeal of what `player` cannot see (see the module docstring)."""
    new = state.clone()
    new.rng = SplitMix.from_bits(rng.getrandbits(64))
    if state.stage != "tables":
        return new  # between games of a match nothing hidden matters: the next deal is random
    spirit = state.cat.spirit
    hands = new.hands
    decks = new.decks
    pool: list[str] = []
    rivals: list[tuple[int, list[str], int, list[str], int]] = []  # seat, unseen, in hand, known, spirits
    for seat in range(new.players):
        if seat == player:
            continue
        hand = hands[seat]
        known = new.known[seat]
        animal_cards = [c for c in hand if not spirit[c]]
        spirits = len(hand) - len(animal_cards)
        if spirits:
            pool.extend(c for c in hand if spirit[c])
        if known:
            _take(animal_cards, known)
        rivals.append((seat, animal_cards + decks[seat], len(animal_cards), known, spirits))
    offers = [o for s, o in enumerate(new.offers) if s != player and o]
    for offer in offers:
        pool.extend(offer)
    mine = new._table_of(player)
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
                pool.extend(rest)
                piles.append((pile, len(rest), True))
            else:
                pool.extend(pile)
                piles.append((pile, len(pile), False))
    own_deck = decks[player]
    total = len(own_deck) + len(pool) + sum(len(r[1]) for r in rivals) + sum(len(p) for p, _, mixed in piles if mixed)
    keys = _Keys(rng, total)
    decks[player] = keys.shuffled(own_deck)
    for seat, unseen, n, known, spirits in rivals:
        unseen = keys.shuffled(unseen)
        hands[seat] = list(known) + unseen[:n] if known else unseen[:n]
        decks[seat] = unseen[n:]
    pool = keys.shuffled(pool)
    start = 0
    for seat, _, _, _, spirits in rivals:
        if spirits:
            hands[seat].extend(pool[start:start + spirits])
            start += spirits
    for offer in offers:
        n = len(offer)
        offer[:] = pool[start:start + n]
        start += n
    for pile, n, mixed in piles:
        if mixed:
            pile[:] = keys.shuffled(list(fixed) + pool[start:start + n])
        else:
            pile[:] = pool[start:start + n]
        start += n
    return new
