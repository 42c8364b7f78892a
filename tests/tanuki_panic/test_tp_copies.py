"""Copies for search (issue 14): `clone()` is independent and keeps the rng state;
`sample_hidden()` keeps the seat's observation and can put every unseen card in every place it
could be."""

from __future__ import annotations

import random
from collections import defaultdict

from tanuki_table.games.tanuki_panic.actions import FACEDOWN

from .tp_helpers import GAME


def _mid_game(seed: int, variant: str, steps: int = 60):
    state = GAME.new_game(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_clone_is_independent_and_keeps_the_rng_state():
    state = _mid_game(4, "standard")
    before = state.to_json()
    copy = state.clone()
    assert copy.to_json() == before and copy.rng.getstate() == state.rng.getstate()
    assert copy.rng is not state.rng
    rng = random.Random(1)
    while not copy.is_over:
        legal = copy.legal_actions()
        copy.apply(legal[rng.randrange(len(legal))])
    copy.rng.random()
    assert state.to_json() == before
    assert state.legal_actions() and not state.is_over


def test_clone_of_a_fresh_game_draws_the_same_numbers():
    state = GAME.new_game(seed=9)
    copy = state.clone()
    assert [copy.rng.random() for _ in range(3)] == [state.rng.random() for _ in range(3)]


def test_sample_hidden_keeps_the_observation_and_the_rest_of_the_state():
    for seed, variant in [(1, "standard"), (2, "booster"), (3, "casual")]:
        state = _mid_game(seed, variant)
        for seat in range(2):
            sample = state.sample_hidden(seat, random.Random(seed))
            assert sample.observation(seat) == state.observation(seat)
            assert sample.energy == state.energy and sample.graveyard == state.graveyard
            assert sorted(sample.hands[1 - seat] + sample.decks[1 - seat]) != [] or not state.decks[1 - seat]


def test_sample_hidden_puts_every_unseen_card_in_every_place_it_could_be():
    state = _mid_game(1, "booster", steps=10)  # two face-down rival cards, cards in hand and deck
    assert sum(1 for c in state.fields[1] if c and c.pos == FACEDOWN) == 2
    seat, rival = 0, 1
    down = [slot for slot, c in enumerate(state.fields[rival]) if c and c.pos == FACEDOWN]
    unseen = set(state.hands[rival]) | set(state.decks[rival]) | {state.fields[rival][s].card for s in down}
    places: dict[str, set[str]] = defaultdict(set)
    own_top: set[str] = set()
    rng = random.Random(7)
    for _ in range(400):
        sample = state.sample_hidden(seat, rng)
        for card in sample.hands[rival]:
            places[card].add("hand")
        for card in sample.decks[rival]:
            places[card].add("deck")
        for slot in down:
            places[sample.fields[rival][slot].card].add(f"slot {slot}")
        if sample.decks[seat]:
            own_top.add(sample.decks[seat][0])
    wanted = {p for p, n in (("hand", len(state.hands[rival])), ("deck", len(state.decks[rival]))) if n}
    wanted |= {f"slot {slot}" for slot in down}
    for card in unseen:
        assert places[card] == wanted, card
    assert own_top == set(state.decks[seat])


def test_sample_hidden_ignores_the_stored_order_of_hidden_cards():
    state = _mid_game(5, "standard")
    shuffled = state.clone()
    shuffled.decks[1].reverse()  # the same hidden cards, stored in another order
    shuffled.hands[1].reverse()
    shuffled.decks[0].reverse()  # the seat's own deck order is hidden from it too
    a = state.sample_hidden(0, random.Random(8))
    b = shuffled.sample_hidden(0, random.Random(8))
    assert (a.decks, a.hands) == (b.decks, b.hands)


def test_observation_field_cards_equal_freshly_built_ones():
    from tanuki_table.games.tanuki_panic.observation import FieldCard

    state = _mid_game(6, "standard")
    for seat in (0, 1):
        for row in state.observation(seat).field:
            for cell in row:
                if cell is not None:
                    assert cell == FieldCard.model_validate(cell.model_dump())
