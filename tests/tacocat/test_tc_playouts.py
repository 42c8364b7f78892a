"""Seeded random playouts, JSON round trips and hidden information for Tacocat."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.common import random_playout
from tests.tacocat.tc_helpers import GAME, game, play

ALL = Counter(c.id for c in GAME.cards())


def check(state) -> None:
    """The 38 cards are conserved every round; hands stay equal; the board stays in bounds."""
    cards = Counter(state.hands[0]) + Counter(state.hands[1]) + Counter(state.draw) + Counter(state.discard)
    assert cards == ALL
    assert -1 <= state.cat <= 7
    if not state.is_over:
        assert 0 <= state.cat <= 6 and not state.covered[state.cat]
        attacking = state.hands[state.attacker] if state.phase == "play_defend" else state.hands[0]
        defending = state.hands[1 - state.attacker] if state.phase == "play_defend" else state.hands[1]
        owed = len(state.attack) - len(state.answers) if state.phase == "play_defend" else 0
        assert len(attacking) + owed == len(defending) and len(attacking) >= 1
        assert state.round >= 1


@pytest.mark.parametrize("variant", ["standard", "tie_to_arrow"])
def test_random_playouts_end_and_conserve_the_deck(variant):
    for seed in range(150):
        state = random_playout("tacocat", seed, variant=variant, check=check)
        assert state.winner in (0, 1)
        assert state.cat == (-1 if state.winner == 0 else 7)


def test_json_round_trip_mid_game():
    for seed in (1, 2, 3):
        random_playout("tacocat", seed, round_trip_every=7)


def test_same_seed_same_game():
    a = random_playout("tacocat", 42)
    b = random_playout("tacocat", 42)
    assert a.to_json() == b.to_json()


def test_clone_is_independent():
    state = GAME.new_game(seed=9)
    copy = state.clone()
    copy.apply(copy.legal_actions()[-1])
    assert state.to_json() != copy.to_json()
    assert state.observation(0).hand == GAME.new_game(seed=9).observation(0).hand


def test_hidden_duel_card_not_in_the_other_observation():
    state = game([8, 1, 2, 3, 4, 5, 6], [9, 10, 11, 12, 7, 7, 1])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 8")
    chosen = state.pending_duel[0]
    other = state.observation(1)
    assert chosen not in other.model_dump_json()
    assert other.my_duel is None and other.duel_chosen == [True, False] and other.last_duel == []
    assert state.observation(0).my_duel == chosen
    play(state, "Duel with 12")
    mine = state.pending_duel
    assert mine == [None, None]
    assert state.observation(1).last_duel == [8, 12]


def test_hidden_duel_second_chooser_card_never_shown_early():
    state = game([8, 1, 2, 3, 4, 5, 6], [9, 10, 11, 12, 7, 7, 1])
    play(state, "Exchange nothing", "Exchange nothing")
    for obs in (state.observation(0), state.observation(1)):
        assert obs.my_duel is None and obs.duel_chosen == [False, False]
    first = state.observation(1).model_dump_json()
    play(state, "Duel with 8")
    assert state.observation(1).model_dump_json().count("duel") == first.count("duel")


def test_hidden_first_round_exchange_until_both_chose():
    state = game([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 12, 12])
    given = [c for c in state.hands[0] if GAME.card(c).rank >= 5]
    play(state, "Exchange 5 6 7")
    other = state.observation(1)
    dumped = other.model_dump_json()
    assert all(c not in dumped for c in given)
    assert other.my_exchange is None
    assert not any("5 6 7" in line for line in state.log_for(1))


def test_observation_hides_the_other_hand():
    state = GAME.new_game(seed=4)
    other = state.hands[1]
    dumped = state.observation(0).model_dump_json()
    assert all(c not in dumped for c in other)


def test_log_names_seats_as_players():
    state = random_playout("tacocat", 11)
    text = "\n".join(state.log_for(None))
    assert "Player 1" in text and "Player 2" in text and "wins the game" in text


def test_sample_hidden_keeps_the_players_view():
    import random

    rng = random.Random(3)
    for seed in range(20):
        state = GAME.new_game(seed=seed)
        steps = random.Random(seed).randrange(1, 40)
        for _ in range(steps):
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_over:
            continue
        seat = state.current_player
        sample = state.sample_hidden(seat, rng)
        assert sample.observation(seat) == state.observation(seat)
        check(sample)
        legal = sample.legal_actions()
        sample.apply(legal[0])
