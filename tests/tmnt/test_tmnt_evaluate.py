"""The search bots' heuristic evaluation of a TMNT position: the race of cards owned."""

from __future__ import annotations

from tanuki_table.games.tmnt.views import evaluate, material

from tests.tmnt.tmnt_helpers import GAME


def test_evaluate_counts_a_card_drawn_into_hand_as_life_still_owned():
    state = GAME.new_game(seed=3)
    before = evaluate(state, 0)
    state.hand[0].append(state.deck[0].pop(0))
    assert evaluate(state, 0) == before


def test_evaluate_prefers_the_seat_that_lost_fewer_cards():
    state = GAME.new_game(seed=3)
    assert abs(evaluate(state, 0) - 0.5) < 1e-9
    state.trash[1].extend(state.deck[1][:3])
    del state.deck[1][:3]
    assert evaluate(state, 0) > 0.55 and abs(evaluate(state, 0) + evaluate(state, 1) - 1.0) < 1e-9


def test_evaluate_weighs_a_lead_more_when_both_decks_run_low():
    early, late = GAME.new_game(seed=3), GAME.new_game(seed=3)
    for state, lost in ((early, 0), (late, 20)):
        for seat in (0, 1):
            del state.deck[seat][:lost]
        del state.deck[1][:3]
    assert material(late, 0) - material(late, 1) == material(early, 0) - material(early, 1) == 3
    assert evaluate(late, 0) > evaluate(early, 0)


def test_evaluate_of_a_finished_game_is_its_result():
    state = GAME.new_game(seed=3)
    state.loser = 1
    assert evaluate(state, 0) == 1.0 and evaluate(state, 1) == 0.0
