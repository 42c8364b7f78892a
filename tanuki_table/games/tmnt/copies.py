"""Fast copies of a TMNT state: a hand-made `clone` (mutable containers copied, card data, log
events and the rng shared copy-on-write) and `sample_hidden` for search bots."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from tanuki_table.core.engine import Action, Event

    from .rules import Battle

S = TypeVar("S", bound="CopiesMixin")


def copy_rng(rng: random.Random) -> random.Random:
    """An independent rng in the same state."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


class CopiesMixin:
    """`clone` and `sample_hidden` over the state's plain lists."""

    if TYPE_CHECKING:
        __dict__: dict[str, object]
        _rng: random.Random | None
        _rng_shared: bool
        _rng_seed: int | None
        _legal: list[Action] | None
        log: list[Event]
        deck: list[list[str]]
        hand: list[list[str]]
        block: list[list[str | None]]
        up: list[list[bool]]
        attack_zone: list[list[str]]
        items: list[list[str]]
        trash: list[list[str]]
        bonus: list[int]
        deck_hit: list[bool]
        keep_queue: list[int]
        battle: Battle | None
        slots: int

        @property
        def current_player(self) -> int | None: ...

    def clone(self: S) -> S:
        """An independent copy: mutable containers copied, card data and log events shared."""
        return self._copy(list(self.log))

    def _copy(self: S, log: list[Event]) -> S:
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        if self._rng is not None:
            self._rng_shared = new._rng_shared = True
        new.log = log
        new.deck = [list(self.deck[0]), list(self.deck[1])]
        new.hand = [list(self.hand[0]), list(self.hand[1])]
        new.block = [list(self.block[0]), list(self.block[1])]
        new.up = [list(self.up[0]), list(self.up[1])]
        new.attack_zone = [list(self.attack_zone[0]), list(self.attack_zone[1])]
        new.items = [list(self.items[0]), list(self.items[1])]
        new.trash = [list(self.trash[0]), list(self.trash[1])]
        new.bonus = list(self.bonus)
        new.deck_hit = list(self.deck_hit)
        new.keep_queue = list(self.keep_queue)
        if self.battle is not None:
            new.battle = self.battle.copy()
        return new

    def sample_hidden(self: S, player: int, rng: random.Random) -> S:
        """A full state consistent with what `player` has seen: the rival's hand, face-down Block
        Zone cards and deck dealt afresh from those same cards, `player`'s own deck reshuffled, and
        a fresh rng (future random discards are unknown too). Every hidden pool is sorted before it
        is shuffled, so the result depends only on what `player` knows and on `rng`. The sample
        starts a log of its own: the true log holds the rival's secrets (the cards it drew and set),
        and a sampled world is only ever played out by a search, never shown."""
        new = self._copy([])
        rival = 1 - player
        hand, deck, block, up = new.hand[rival], new.deck[rival], new.block[rival], new.up[rival]
        hidden = [i for i in range(self.slots) if block[i] is not None and not up[i]]
        pool = hand + [c for i in hidden if (c := block[i]) is not None] + deck
        draw = rng.random
        pool.sort()  # canonical first: the stored (true) order of hidden cards must not leak
        pool.sort(key=lambda _card: draw())  # a uniform shuffle, faster than rng.shuffle
        n = len(hand)
        new.hand[rival] = pool[:n]
        for k, i in enumerate(hidden):
            block[i] = pool[n + k]
        new.deck[rival] = pool[n + len(hidden):]
        own = new.deck[player]
        own.sort()
        own.sort(key=lambda _card: draw())
        new._rng, new._rng_shared, new._rng_seed = None, False, rng.getrandbits(64)
        new._legal = None if new.current_player != player else new._legal
        return new

