"""Rules tests for Tacocat, one per rule of rules/tacocat.md, written like the rulebook's examples."""

from __future__ import annotations

import re

import pytest

from tanuki_table.errors import IllegalActionError, SetupError
from tests.tacocat.tc_helpers import GAME, game, labels, order, play, ranks


# --- components and setup -------------------------------------------------------------------
def test_deck_has_38_palindrome_cards_ranked_1_to_12():
    cards = GAME.cards()
    assert len(cards) == 38
    assert len({c.id for c in cards}) == 38
    assert {c.rank for c in cards} == set(range(1, 13))
    for card in cards:
        letters = re.sub(r"[^a-z]", "", card.name.lower())
        assert letters == letters[::-1], card.name


def test_setup_tacocat_on_centre_seven_cards_each():
    state = GAME.new_game(seed=3)
    obs = state.observation(0)
    assert obs.tacocat == 3 and obs.spaces[3] == 7
    assert obs.hand_sizes == [7, 7]
    assert obs.round == 1
    assert obs.covered == [False] * 7
    assert "exchange" in obs.phase
    assert all(4 <= n <= 9 for n in obs.spaces)


def test_board_only_centre_has_two_arrows():
    arrows = GAME.new_game(seed=1).observation(0).arrows
    assert arrows[3] == [0, 1]
    assert all(len(a) == 1 for i, a in enumerate(arrows) if i != 3)


def test_unshuffled_deck_deals_in_blocks():
    deck = order([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 12, 12])
    state = GAME.new_game(seed=1, decks=[deck], shuffle=False)
    assert set(state.hands[0]) == set(deck[:7])
    assert ranks(state, 0) == [1, 2, 3, 4, 5, 6, 7]  # hands are kept sorted by number
    assert set(state.hands[1]) == set(deck[7:14])
    assert state.draw == deck[14:]


def test_bad_deck_is_refused():
    deck = [c.id for c in GAME.cards()]
    with pytest.raises(SetupError, match="38"):
        GAME.new_game(decks=[deck[:-1]])
    with pytest.raises(SetupError, match="one common deck"):
        GAME.new_game(decks=[deck, deck])
    with pytest.raises(SetupError):
        GAME.new_game(decks=[deck[:-1] + deck[:1]])


# --- exchange -------------------------------------------------------------------------------
def test_first_round_exchange_is_free_and_secret():
    state = game([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 12, 12], rest=[6, 6, 6])
    assert state.current_player == 0
    assert "Exchange 5 6 7" in labels(state)
    play(state, "Exchange 5 6 7")
    other = state.observation(1)
    assert other.exchanged == [None, None] and other.discard == [] and other.draw_size == 24
    assert other.my_exchange is None and state.observation(0).my_exchange == [5, 6, 7]
    assert ranks(state, 0) == [1, 2, 3, 4, 5, 6, 7]  # not carried out before both chose
    # Player 2 is not capped by Player 1's three cards in the first round
    assert "Exchange 8 9 10 11" in labels(state)
    play(state, "Exchange nothing")
    assert ranks(state, 0) == [1, 2, 3, 4, 6, 6, 6]
    assert state.observation(1).exchanged == [3, 0]
    assert "duel" in state.phase


def test_exchange_arrow_player_first_other_capped():
    # space 5 (number 6) points at Player 1 (YAY): Player 1 exchanges first
    state = game([1, 2, 3, 10, 11, 12], [4, 5, 6, 7, 8, 9], space=5, covered=(3, 4))
    assert state.current_player == 0
    play(state, "Exchange 10 11")
    assert state.current_player == 1
    legal = state.legal_actions()
    assert all(len(a.ranks) <= 2 for a in legal)
    assert "Exchange 4 5" in labels(state) and "Exchange 4 5 6" not in labels(state)
    play(state, "Exchange 9")
    assert state.observation(0).exchanged == [2, 1]
    assert state.observation(0).hand_sizes == [6, 6]


def test_exchange_after_a_pass_allows_only_pass():
    state = game([1, 2, 3, 10, 11, 12], [4, 5, 6, 7, 8, 9], space=5, covered=(3, 4))
    play(state, "Exchange nothing")
    assert labels(state) == ["Exchange nothing"]
    assert state.legal_actions()[0].kind == "pass"


# --- duel -----------------------------------------------------------------------------------
def test_duel_higher_card_attacks_first():
    state = game([1, 2, 3, 4, 5, 6, 12], [7, 8, 9, 10, 11, 6, 2])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 6", "Duel with 11")
    obs = state.observation(0)
    assert obs.last_duel == [6, 11]
    assert "play" in obs.phase and obs.current_player == 1 and obs.attacker == 1
    assert obs.hand_sizes == [6, 6]


def test_tied_duel_duels_again():
    state = game([8, 1, 2, 3, 4, 5, 6], [8, 9, 10, 11, 12, 7, 7])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 8", "Duel with 8")
    obs = state.observation(1)
    assert obs.last_duel == [8, 8]
    assert "duel" in obs.phase and obs.hand_sizes == [6, 6] and obs.round == 1
    play(state, "Duel with 6", "Duel with 12")
    assert state.current_player == 1 and "play" in state.phase


def test_tied_duels_down_to_one_card_go_to_final_reveal():
    # space 0 (number 4) points at Player 2 (WOW): Player 2 chooses first
    state = game([5, 6, 7, 8], [5, 6, 7, 8], space=0)
    play(state, "Exchange nothing", "Exchange nothing")
    assert state.current_player == 1
    play(state, "Duel with 5", "Duel with 5", "Duel with 6", "Duel with 6", "Duel with 7", "Duel with 7")
    obs = state.observation(0)
    assert obs.last_reveal == [8, 8]
    assert obs.round == 2 and obs.tacocat == 0 and "exchange" in obs.phase


# --- play -----------------------------------------------------------------------------------
def _to_play(p0, p1):
    """Round 1, both exchange nothing, Player 1 wins the duel with 12 against 1."""
    state = game(p0 + [12], p1 + [1])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 1")
    assert state.current_player == 0 and "play" in state.phase
    return state


def test_defend_with_equal_or_higher_then_defender_attacks():
    state = _to_play([1, 5, 9, 10, 11, 2], [3, 4, 5, 6, 7, 8])
    play(state, "Attack with 5")
    assert "Defend with 4" not in labels(state)
    assert {"Defend with 5", "Defend with 6", "Sacrifice 3"} <= set(labels(state))
    play(state, "Defend with 5")
    obs = state.observation(1)
    assert obs.current_player == 1 and obs.attacker == 1 and "play" in obs.phase
    assert obs.last_trick.defended is True


def test_sacrifice_lowest_card_attacker_attacks_again():
    state = _to_play([1, 5, 9, 10, 11, 2], [3, 4, 5, 6, 7, 8])
    play(state, "Attack with 11")
    assert labels(state) == ["Sacrifice 3"]
    play(state, "Sacrifice 3")
    assert state.current_player == 0
    assert 3 not in ranks(state, 1)


def test_may_sacrifice_even_when_able_to_defend():
    state = _to_play([1, 5, 9, 10, 11, 2], [3, 4, 5, 6, 7, 8])
    play(state, "Attack with 2", "Sacrifice 3")
    assert state.current_player == 0


def test_jumbo_set():
    state = _to_play([1, 5, 5, 9, 10, 11], [3, 4, 6, 7, 8, 2])
    assert "Attack with a set of 5 5" in labels(state)
    play(state, "Attack with a set of 5 5")
    obs = state.observation(1)
    assert [GAME.card(c).rank for c in obs.attack] == [5, 5] and obs.jumbo == "set"
    assert obs.hand_sizes == [4, 6]


def test_jumbo_sequence_of_distinct_consecutive_ranks():
    state = _to_play([1, 9, 10, 11, 11, 3], [3, 4, 6, 7, 8, 2])
    assert "Attack with a sequence of 9 10 11" in labels(state)
    assert not any("sequence of 9 10 11 11" in lab or "sequence of 9 10" == lab[-18:] for lab in labels(state))
    play(state, "Attack with a sequence of 9 10 11")
    assert state.observation(1).jumbo == "sequence"


def test_sequence_does_not_wrap():
    state = _to_play([1, 2, 11, 12, 12, 5], [3, 4, 6, 7, 8, 2])
    assert not any("sequence" in lab for lab in labels(state))


def test_defended_jumbo_defender_attacks_next():
    state = _to_play([1, 5, 5, 9, 10, 11], [3, 4, 6, 7, 8, 2])
    play(state, "Attack with a set of 5 5", "Defend with 6")
    assert state.current_player == 1 and "play" in state.phase  # still answering
    play(state, "Defend with 7")
    obs = state.observation(0)
    assert obs.current_player == 1 and obs.attacker == 1
    assert obs.last_trick.answer_kinds == ["defend", "defend"] and obs.last_trick.defended


def test_failed_jumbo_one_sacrifice_loses_it():
    state = _to_play([1, 5, 5, 9, 10, 11], [3, 4, 6, 7, 8, 2])
    play(state, "Attack with a set of 5 5", "Defend with 8", "Sacrifice 2")
    obs = state.observation(0)
    assert obs.current_player == 0 and obs.attacker == 0
    assert obs.last_trick.defended is False
    assert ranks(state, 1) == [3, 4, 6, 7]


def test_no_jumbo_with_last_card():
    state = game([1, 5, 5, 12], [2, 3, 4, 6], space=0)
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 6", "Duel with 12")
    assert ranks(state, 0) == [1, 5, 5]
    assert "Attack with a set of 5 5" in labels(state)
    play(state, "Attack with 1", "Sacrifice 2")
    assert ranks(state, 0) == [5, 5]
    assert "Attack with a set of 5 5" not in labels(state)


def test_illegal_action_is_refused_and_state_unchanged():
    state = _to_play([1, 5, 9, 10, 11, 2], [3, 4, 5, 6, 7, 8])
    play(state, "Attack with 11")
    before = state.to_json()
    wrong = next(a for a in GAME.new_game(seed=2).legal_actions() if a.kind == "exchange")
    with pytest.raises(IllegalActionError):
        state.apply(wrong)
    assert state.to_json() == before


# --- final reveal and movement --------------------------------------------------------------
def test_final_reveal_lower_card_wins_and_tacocat_moves():
    state = _to_play([1, 9, 10, 11, 2, 3], [4, 5, 6, 7, 8, 2])
    play(state, "Attack with a sequence of 9 10 11")
    play(state, "Sacrifice 2", "Sacrifice 4", "Sacrifice 5")
    play(state, "Attack with 3", "Defend with 6", "Attack with 7", "Sacrifice 1")
    obs = state.observation(0)
    assert obs.last_reveal == [2, 8]
    assert obs.round_winner == 0
    assert obs.tacocat == 2 and obs.covered[3] and obs.round == 2
    assert obs.hand_sizes == [9, 9]  # the space numbered 9


def test_tied_final_reveal_moves_nothing_and_deals_again():
    state = game([1, 9, 10, 11], [1, 2, 3, 12], space=0)
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 3", "Duel with 11")
    play(state, "Attack with 9", "Defend with 12", "Attack with 2", "Defend with 10")
    obs = state.observation(1)
    assert obs.last_reveal == [1, 1] and obs.round_winner is None
    assert obs.tacocat == 0 and obs.covered == [False] * 7
    assert obs.round == 2 and obs.hand_sizes == [4, 4] and "exchange" in obs.phase


def test_tie_to_arrow_variant_gives_the_tie_to_the_arrows_player():
    state = game([1, 9, 10, 11], [1, 2, 3, 12], space=0, variant="tie_to_arrow")
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 3", "Duel with 11")
    play(state, "Attack with 9", "Defend with 12", "Attack with 2", "Defend with 10")
    obs = state.observation(1)
    assert obs.last_reveal == [1, 1] and obs.round_winner == 1  # space 0's arrow points at Player 2
    assert obs.tacocat == 1 and obs.covered[0]


def test_move_skips_covered_spaces():
    state = game([1, 8, 9, 10, 11, 12], [2, 3, 4, 5, 6, 7], space=5, covered=(3, 4))
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 7")
    play(state, "Attack with a sequence of 8 9 10", "Sacrifice 2", "Sacrifice 3", "Sacrifice 4")
    play(state, "Attack with 11", "Sacrifice 5")
    obs = state.observation(0)
    assert obs.last_reveal == [1, 6]
    assert obs.tacocat == 2 and obs.covered == [False, False, False, True, True, True, False]
    assert obs.hand_sizes == [9, 9]


def test_win_by_moving_the_tacocat_into_your_goal():
    state = game([1, 9, 10, 11], [2, 3, 12, 12], space=0, covered=(1, 2, 3))
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 11")
    play(state, "Attack with 3", "Defend with 9", "Attack with 10", "Defend with 12")
    assert state.is_over and state.winner == 0 and state.current_player is None
    obs = state.observation(1)
    assert obs.tacocat == -1 and obs.is_over and obs.winner == 0
    assert "reveal" in obs.phase and state.legal_actions() == []


def test_player_two_wins_into_wow():
    state = game([2, 3, 12, 12], [1, 9, 10, 11], space=6, covered=(3, 4, 5))
    # space 6 points at Player 1: Player 1 chooses first
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 11")
    play(state, "Attack with 3", "Defend with 9", "Attack with 10", "Defend with 12")
    assert state.winner == 1 and state.observation(0).tacocat == 7


# --- labels ---------------------------------------------------------------------------------
def test_labels_state_only_the_ranks_they_play():
    state = GAME.new_game(seed=5)
    import random

    rng = random.Random(5)
    while not state.is_over:
        for action in state.legal_actions():
            numbers = [int(n) for n in re.findall(r"\d+", action.label)]
            assert numbers == list(action.ranks), action.label
            assert action.kind in {"exchange", "pass", "duel", "attack", "defend", "sacrifice"}
            if action.kind == "attack" and len(action.ranks) > 1:
                assert ("set" in action.label) != ("sequence" in action.label)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_with_shuffle_false_each_seat_takes_a_block_of_the_deck_in_order():
    from tanuki_table.games import get_game

    game = get_game("tacocat")
    order = [c.id for c in game.cards()][::-1]
    state = game.new_game(decks=[order], shuffle=False, first_player=0)
    assert state.observation(0).hand == order[:7]
    assert state.observation(1).hand == order[7:14]
