"""`core.shuffle` gives exactly what `random.Random.shuffle` gives, from the same state."""

from __future__ import annotations

import random

from tanuki_table.core.shuffle import shuffle


def test_the_same_order_and_the_same_generator_state_as_random_shuffle():
    for seed in range(40):
        for size in (0, 1, 2, 3, 7, 38, 65):
            fast, slow = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(fast, a)
            slow.shuffle(b)
            assert a == b and fast.getstate() == slow.getstate()


def test_another_generator_class_keeps_its_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(Reversing(1), items)
    assert items == [3, 2, 1]
