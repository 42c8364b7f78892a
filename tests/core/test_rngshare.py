"""core.rngshare: a generator shared by copies is copied on first use, unless no copy holds it."""

from __future__ import annotations

import random

from tanuki_table.core.rngshare import ALONE, refs
from tanuki_table.core.rngshare import copy_rng as rng_copy
from tanuki_table.games import get_game


def test_the_count_tells_one_holder_from_two():
    class Holder:
        def __init__(self, rng: random.Random) -> None:
            self._rng = rng

        def alone(self) -> bool:
            rng = self._rng
            return refs(rng) <= ALONE

    one = Holder(random.Random(1))
    assert ALONE > 0 and one.alone()
    two = Holder(one._rng)
    assert not one.alone() and not two.alone()
    del two
    assert one.alone()


def test_tacocat_copies_draw_the_same_future_whoever_draws_first(monkeypatch):
    from tanuki_table.games.tacocat import state as module

    copies = []
    monkeypatch.setattr(module, "copy_rng", lambda rng: copies.append(1) or rng_copy(rng))
    state = get_game("tacocat").new_game(players=2, seed=4)
    copy = state.clone()
    first = state.rng.random()  # the original draws first: it takes a private copy
    assert copy.rng.random() == first and len(copies) == 1
    again = state.clone()
    del again  # dropped: the original keeps its generator, no copy needed
    state.rng.random()
    assert len(copies) == 1
    copy = state.clone()
    assert copy.rng.random() == state.rng.random() and len(copies) == 2
