"""Determinization for search bots: a full Pikmin TCG state consistent with what one seat has seen.

What a seat cannot know: the order of both decks, the rival's hand (except the cards everyone saw
go there: `State.known`), the leader the rival has chosen but not yet placed, and before the flip
the rival's face-down cards. Those cards are one pool, redealt at random, keeping the only facts a
seat can rely on: a face-down leader (or a chosen one) is a leader card, and a face-down second
card fits the leaf limit beside it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .rules import Slot

if TYPE_CHECKING:
    from .state import State


TOP = 6
"""How many cards on top of each redealt deck are put in random order at once. The cards below
stay in card order until a draw reaches them (`State.unshuffled`), and are shuffled then with the
world's own generator: the same uniform deal, but a sample that lives a few dozen moves (a search
rollout) seldom draws that deep, so most never pay for it."""


def shuffle(cards: list[str], rng: random.Random, top: int | None = None) -> int:
    """Shuffle `cards` in place, uniformly, from the sorted order: the result depends only on
    which cards there are and on `rng`, never on how they were stored (hidden orders must not
    leak into a sample). Fisher-Yates with 32-bit draws cut from one `getrandbits` number (its
    bias, under i / 2**32 per step, never shows): a third of `random.shuffle`'s instructions.

    With `top`, only the last `top` places (the top of a deck) get random cards; returns how
    many cards below them are left unshuffled (0 when none or one)."""
    cards.sort()
    n = len(cards)
    k = n - 1 if top is None else min(top, n - 1)
    if k <= 0:
        return 0
    keys = memoryview(rng.getrandbits(32 * k).to_bytes(4 * k, "little")).cast("I").tolist()
    i = n - 1
    for key in keys:
        j = key % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
        i -= 1
    rest = n - k
    return rest if rest > 1 else 0


def _take(pool: list[str], rng: random.Random, ok: object) -> str:
    """Remove and return a random pool card for which `ok(card)` holds (pool order is random)."""
    picks = [i for i, c in enumerate(pool) if ok(c)]  # type: ignore[operator]
    return pool.pop(picks[rng.randrange(len(picks))])


def redeal(state: State, player: int, rng: random.Random) -> State:
    """A copy of `state` whose hidden parts are redealt for `player` (see the module docstring)."""
    new = state.clone()
    new.rng = random.Random(rng.getrandbits(64))
    rival = 1 - player
    if new.seat != player:  # the rival's legal moves depend on its redealt hand
        new._legal = None
    top = TOP if new.revealed else None  # in setup the deck order makes the opening hands: all of it
    unshuffled = new.unshuffled = [0, 0]
    unshuffled[player] = shuffle(new.decks[player], rng, top)
    hand = new.hands[rival]
    known = new.known[rival]
    if known:
        unknown = list(hand)
        for card in known:
            unknown.remove(card)
    else:
        unknown = hand
    pool = unknown + new.decks[rival]
    field = new.fields[rival]
    hidden = [] if new.revealed else [i for i, slot in enumerate(field) if slot is not None]
    pool.extend(field[i].card for i in hidden)  # type: ignore[union-attr]
    pending = new.pending is not None and new.seat == rival
    pool.sort()  # card order: the draws below depend on which cards, not where they were
    infos = new.cat.infos
    if hidden or pending:
        lead = new.leader_pos[rival]
        if pending:  # the chosen leader is still in the deck until it is placed
            new.pending = rng.choice([c for c in pool if infos[c].leader])
        if lead is not None and lead in hidden:
            card = _take(pool, rng, lambda c: infos[c].leader)
            field[lead] = Slot(card)
            limit = new.cat.rules.leaf_limit - infos[card].leaves
            for i in hidden:
                if i != lead:
                    field[i] = Slot(_take(pool, rng, lambda c: infos[c].leaves <= limit))
    size = len(unknown)
    unshuffled[rival] = shuffle(pool, rng, None if top is None else size + top)
    cut = len(pool) - size  # the hand is dealt from the top
    new.hands[rival] = list(known) + pool[cut:]
    new.decks[rival] = pool[:cut]
    return new
