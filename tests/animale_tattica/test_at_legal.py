"""The fast listing of plays (legal.py) gives exactly the plain one: `plays.aligned_plays`, each
play as its action, in the same order, for any hand and field (the property the engine's speed-up
rests on); and the play an action puts on the field is the one `apply` works out."""

from __future__ import annotations

import random

from tanuki_table.games.animale_tattica import actions as act
from tanuki_table.games.animale_tattica.legal import PlayIndex, field_of, play_actions
from tanuki_table.games.animale_tattica.plays import KING, Play, aligned_plays, hand_plays

from .at_helpers import default_catalogue


def _fields(cat, rng: random.Random) -> list[Play | None]:
    """The empty field, a single King, and plays of random hands."""
    fields: list[Play | None] = [None, Play(("dog-king",), KING, 1, None)]
    for _ in range(30):
        hand = rng.sample(_pool(cat, rng.choice(cat.animals)), rng.randint(1, 8))
        fields += rng.sample(hand_plays(hand, cat), min(2, len(hand_plays(hand, cat))))
    return fields


def _pool(cat, animal: str) -> list[str]:
    return list(cat.decks[animal]) + list(cat.spirits)


def test_play_actions_are_the_aligned_plays_in_order():
    cat = default_catalogue()
    rng = random.Random(40)
    fields = _fields(cat, rng)
    for _ in range(400):
        hand = rng.sample(_pool(cat, rng.choice(cat.animals)), rng.randint(1, 14))
        rng.shuffle(hand)
        for field in rng.sample(fields, 6) + [None]:
            want = [act.play(cat, p) for p in aligned_plays(hand, field, cat)]
            got = play_actions(hand, field, cat)
            assert got == want and all(a is b for a, b in zip(got, want)), (hand, field)


def test_a_hand_too_large_for_its_key_is_listed_the_plain_way():
    cat = default_catalogue()
    hand = (list(cat.decks["cat"]) + list(cat.spirits)) * 2  # 56 cards: more than a key counts
    assert len(hand) >= PlayIndex(cat).limit
    for field in (None, Play(("cat-6", "cat-6"), 6, 2, 12)):
        assert play_actions(hand, field, cat) == [act.play(cat, p) for p in aligned_plays(hand, field, cat)]


def test_the_kept_field_is_the_one_apply_works_out():
    cat = default_catalogue()
    rng = random.Random(7)
    for _ in range(100):
        hand = rng.sample(_pool(cat, rng.choice(cat.animals)), rng.randint(1, 10))
        for action in play_actions(hand, None, cat):
            play, revives = field_of(action, cat)
            count = sum(cat.worth[c] for c in action.cards)
            number = action.number
            assert play == Play(action.cards, number, count, None if number == KING else int(number) * count)
            assert revives == any(cat.effect[c] == "revive" for c in action.cards)
    stranger = act.ATAction(kind="play", label="Play 2", cards=("dog-2",), number=2)  # not listed here
    assert field_of(stranger, cat) == (Play(("dog-2",), 2, 1, 2), False)  # worked out: never another's kept field
