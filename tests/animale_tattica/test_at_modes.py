"""3-4 players, best of three and the 4-player tournament."""

from __future__ import annotations

import random

from .at_helpers import GAME, deck, find, keep_first, kind, play, position, start


def test_three_players_clockwise_and_retreat_one_by_one():
    state = position(players=3, hands=[["dog-4", "dog-8", "dog-2"], ["cat-6", "cat-2"], ["penguin-6", "penguin-12", "penguin-2"]],
                     animals=("dog", "cat", "penguin"))
    play(state, ["dog-4"])
    assert state.current_player == 1  # clockwise
    play(state, ["cat-6"])
    assert state.current_player == 2
    state.apply(kind(state, "retreat"))  # Player 3 is BACK for the rest of the round
    assert state.observation(0).retreated == [False, False, True]
    assert state.current_player == 0
    play(state, ["dog-8"])
    assert state.current_player == 1  # Player 3 is skipped
    state.apply(kind(state, "retreat"))
    obs = state.observation(2)
    assert obs.retreated == [False, False, False]  # the round ended: everyone GO! again
    assert obs.lead == 0 and state.current_player == 0 and obs.field.cards == []


def test_three_players_last_player_in_leads_the_next_round():
    state = position(players=3, hands=[["dog-4", "dog-2"], ["cat-6", "cat-2"], ["penguin-2", "penguin-3"]],
                     animals=("dog", "cat", "penguin"))
    play(state, ["dog-4"])
    play(state, ["cat-6"])
    state.apply(kind(state, "retreat"))
    state.apply(kind(state, "retreat"))
    assert state.observation(0).lead == 1 and state.current_player == 1


def test_four_players_first_to_empty_the_hand_wins():
    state = position(players=4, hands=[["dog-4", "dog-2"], ["cat-6"], ["penguin-2", "penguin-3"], ["bear-2", "bear-3"]])
    play(state, ["dog-4"])
    play(state, ["cat-6"])
    assert state.is_over and state.winner == 1


def test_best_of_three_trophy_loser_chooses_first_and_leads():
    state = GAME.new_game(players=2, seed=1, variant="best_of_three", decks=[deck("dog"), deck("cat")], shuffle=False, first_player=0)
    keep_first(state)
    state.hands = [["dog-6"], ["cat-2", "cat-3"]]
    state._legal = None
    play(state, ["dog-6"])
    assert not state.is_over
    obs = state.observation(1)
    assert obs.scores == [1, 0] and obs.trophy == "dog" and obs.phase == "choose_animal"
    assert state.current_player == 1  # the loser chooses first
    assert [a.animal for a in state.legal_actions()] == ["cat", "penguin", "bear"]
    state.apply(next(a for a in state.legal_actions() if a.animal == "bear"))
    assert state.current_player == 0
    assert [a.animal for a in state.legal_actions()] == ["cat", "penguin"]
    state.apply(state.legal_actions()[0])
    assert state.observation(0).animals == ["cat", "bear"]
    keep_first(state)
    assert state.observation(0).lead == 1 and state.current_player == 1  # the loser leads
    assert state.observation(0).game_number == 2


def test_best_of_three_first_to_two_wins():
    state = GAME.new_game(players=2, seed=5, variant="best_of_three")
    rng = random.Random(5)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert max(state.scores) == 2 and state.scores[state.winner] == 2
    assert len(state.history) in (2, 3)


def test_tournament_two_games_side_by_side_with_a_spirit_deck_per_team():
    state = start(players=4, variant="tournament", lead=0)
    assert [t.seats for t in state.tables] == [[0, 1], [2, 3]]
    keep_first(state)
    assert [len(t.spirit_deck) for t in state.tables] == [4, 4]
    assert sorted(state.tables[0].spirit_deck) == ["spirit-shape"] * 2 + ["spirit-twins"] * 2
    seen = set()
    for _ in range(4):  # decisions alternate between the two tables
        seen.add(state.current_player)
        state.apply(state.legal_actions()[0])
    assert seen & {0, 1} and seen & {2, 3}


def test_tournament_winners_play_for_first_losers_for_third():
    state = start(players=4, variant="tournament", lead=0)
    keep_first(state)
    lead1 = state.tables[1].lead
    other = 5 - lead1
    state.hands[0] = ["dog-6"]
    state.hands[lead1] = state.hands[lead1][:1]
    state._legal = None
    while state.round_no == 0:
        seat = state.current_player
        state.apply(find(state, [state.hands[seat][0]]))
    assert [t.seats for t in state.tables] == [[0, lead1], sorted([1, other])]
    assert state.observation(0).scores[0] == 1
    keep_first(state)
    rng = random.Random(2)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    places = state.observation(0).places
    assert sorted(places) == [1, 2, 3, 4]
    assert places[state.winner] == 1 and {places[0], places[lead1]} == {1, 2}


def test_ruling_16_best_of_three_with_three_players_the_players_after_the_winner_choose_first():
    state = position(players=3, hands=[["dog-6"], ["cat-2", "cat-3"], ["penguin-2", "penguin-3"]], lead=0)
    state.mode = "best_of_three"
    play(state, ["dog-6"])
    assert state.stage == "choose_animal" and state.trophy == "dog"
    assert state.current_player == 1
    state.apply(state.legal_actions()[0])
    assert state.current_player == 2
    state.apply(state.legal_actions()[0])
    assert state.current_player == 0  # the winner chooses last
    state.apply(state.legal_actions()[0])
    assert state.tables[0].lead == 1  # the first to choose leads
