"""Where a TMNT rival's unseen cards probably are, for search bots.

`sample_hidden` deals the rival's hand, face-down Block Zone cards and deck uniformly from the
cards the seat has not seen. Real rivals do not set at random: a Block Zone card was chosen from a
hand, and every player (our own `simple` bot too) sets the cards that work face down (Flip events,
characters to attack with) and keeps the attack cards and counters for battles. The uniform deal
puts counters into the Block Zone and characters into the hand, so a search misjudged the rival's
counters and its traps. (Measured with benchmarks/tmnt_information.py: the same search scored 77%
against `easy` when told the rival's hand and Block Zone but not the deck order, against 80% with
the whole state and about 55-60% with uniform worlds.)

`plausible_hidden` re-deals the rival's hidden cards of a uniform sample as a rival would have set
them: each face-down Block Zone card is the best card to set (`bot.set_value`) of a hand's worth
drawn from the unseen cards, and the hand is dealt from what is left. It only moves the rival's
hidden cards between the rival's hidden places, so the seat's observation stays the same; it reads
nothing the seat cannot see (its input is already a sample).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .bot import set_value

if TYPE_CHECKING:
    from .state import State

HAND_DRAWN = 6
"""Cards a rival typically chooses its set cards from (5 after the Adjust Phase, plus 1)."""


def plausible_hidden(world: State, seat: int, rng: random.Random) -> State:
    """`world` (a `sample_hidden` sample for `seat`) with the rival's hidden cards re-dealt as a
    rival would have set them (see the module docs). Changes and returns `world`."""
    rival = 1 - seat
    block, up = world.block[rival], world.up[rival]
    hidden = [i for i in range(world.slots) if block[i] is not None and not up[i]]
    hand = world.hand[rival]
    if not hidden:
        return world
    info = world.info_of
    pool = hand + [c for i in hidden if (c := block[i]) is not None] + world.deck[rival]
    # `pool` is already a uniform shuffle of the unseen cards: deal from its front
    for i in hidden:
        take = min(HAND_DRAWN, len(pool))
        drawn = pool[:take]
        best = max(range(take), key=lambda k: (set_value(info[drawn[k]], i == 0), -k))
        block[i] = pool.pop(best)
    n = len(hand)
    world.hand[rival] = pool[:n]
    world.deck[rival] = pool[n:]
    return world
