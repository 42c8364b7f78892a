"""The shared helper of simultaneous secret choices (issue 28), and Tacocat on it."""

from __future__ import annotations

import random

from tanuki_table.core import simultaneous
from tanuki_table.games import get_game


def test_a_choice_is_known_only_to_its_seat_until_revealed_together():
    pending = simultaneous.empty(2)
    simultaneous.choose(pending, 0, "dog-4")
    assert simultaneous.chosen(pending) == [True, False]
    assert simultaneous.own(pending, 0) == "dog-4" and simultaneous.own(pending, 1) is None
    simultaneous.choose(pending, 1, "cat-2")
    assert simultaneous.reveal(pending) == ["dog-4", "cat-2"] and pending == [None, None]


def test_a_sampled_world_redraws_only_the_choices_the_viewer_has_not_seen():
    pending = ["mine", "theirs"]
    simultaneous.redraw(pending, 0, lambda old: "redrawn")
    assert pending == ["mine", "redrawn"]


def test_tacocat_keeps_a_pending_duel_card_secret_and_samples_it_anew():
    state = get_game("tacocat").new_game(seed=5, first_player=0)
    while state.phase != "duel":
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    state.apply(state.legal_actions()[0])
    other = 1 - seat
    assert state.observation(other).my_duel is None and state.observation(other).duel_chosen[seat]
    world = state.sample_hidden(other, random.Random(1))
    assert world.observation(other) == state.observation(other)
