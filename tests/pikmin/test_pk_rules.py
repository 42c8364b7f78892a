"""Pikmin TCG rules tests, one per rule of rules/pikmin.md, written like the rulebook's examples."""

from __future__ import annotations

import pytest

from tanuki_table.errors import IllegalActionError, SetupError

from tanuki_table.games.pikmin.actions import PikminAction

from .pk_helpers import GAME, choose_leader, clear, deck, do, find, put, seen, slot, start


# --- decks and setup ------------------------------------------------------------------------------
def test_deck_size_copies_and_leader_rules():
    class eng:  # noqa: N801 - reads like the rulebook
        @staticmethod
        def deck_problems(cards):
            return GAME.decks.problems(GAME, cards)

    assert eng.deck_problems(deck()) == []
    assert any("40 to 60" in p for p in eng.deck_problems(deck()[:39]))
    assert any("40 to 60" in p for p in eng.deck_problems(deck(size=61)))
    assert eng.deck_problems(deck(size=60)) == []
    six = deck(*["red-pikmin"] * 6)
    assert any("at most 5 copies of Red Pikmin" in p for p in eng.deck_problems(six))
    no_leader = ["red-pikmin"] * 5 + deck(leader="purple-pikmin")[:35]
    assert any("leader" in p for p in eng.deck_problems(no_leader))
    with pytest.raises(SetupError, match="deck 2"):
        GAME.new_game(decks=[deck(), deck()[:39]])


def test_players_default_two_and_premade_decks_are_legal():
    state = GAME.new_game(seed=3)
    assert state.players == 2 and state.num_players == 2
    decks = GAME.decks.premade(GAME)
    assert len(decks) >= 2
    for cards in decks.values():
        assert GAME.decks.problems(GAME, cards) == []
    with pytest.raises(SetupError):
        GAME.new_game(players=3)


def test_opening_hand_is_first_five_after_topmost_leader_copy():
    d0 = deck("red-pikmin", "olimar", "blue-pikmin", "yellow-pikmin", "rock-pikmin", "white-pikmin", "olimar",
              leader="bomb-rock")
    state = GAME.new_game(decks=[d0, deck(leader="louie")], shuffle=False, first_player=0)
    assert state.observation(0).phase == "choose_leader"
    assert {a.card for a in state.legal_actions()} == {"olimar"}
    choose_leader(state, "olimar", 7)
    assert state.observation(0).hand == ["bomb-rock", "red-pikmin", "blue-pikmin", "yellow-pikmin", "rock-pikmin"]
    assert "olimar" in state.decks[0]  # the second copy stays in the deck


def test_setup_cards_face_down_until_flip():
    state = GAME.new_game(decks=[deck("red-pikmin"), deck(leader="louie")], shuffle=False, first_player=0)
    choose_leader(state, "olimar", 2)
    seen_by_1 = state.observation(1)
    assert seen_by_1.leader[0] is None and seen_by_1.leaves[0] == 0
    assert seen_by_1.field[0] == [None] * 10 and seen_by_1.face_down[0] == [2]
    assert "olimar" not in seen_by_1.model_dump_json()
    mine = state.observation(0)
    assert mine.leader[0].id == "olimar" and mine.leader[0].space == 2 and mine.leader[0].hp == 1000
    assert seen(state, 0, 0, 2) == ("olimar", 0) and mine.leaves[0] == 3
    choose_leader(state, "louie", 7)
    do(state, "place", card="red-pikmin", space=3)
    assert "red-pikmin" not in state.observation(1).model_dump_json().replace(str(state.hands[1]), "")
    assert state.observation(1).leaves[0] == 0
    state.apply(find(state, "pass"))
    after = state.observation(1)
    assert after.leader[0].id == "olimar" and seen(state, 1, 0, 3) == ("red-pikmin", 0)
    assert after.leaves[0] == 5 and after.face_down == [[], []]


def test_second_setup_card_counts_toward_leaf_limit():
    # The President (4 leaves) + Titan Dweevil (8) placed at setup = 12 leaves.
    state = start(decks=[deck("titan-dweevil", "red-bulborb", "purple-pikmin", leader="the-president"), deck(leader="louie")],
                  leaders=("the-president", "louie"), places=(("titan-dweevil", 2), None))
    assert state.observation(0).leaves[0] == 12
    plays = {a.card for a in state.legal_actions() if a.kind == "play"}
    assert "purple-pikmin" in plays          # 12 + 3 = 15: allowed
    assert "red-bulborb" not in plays        # 12 + 4 = 16: over the limit


def test_leaf_limit_is_per_player_and_includes_leader():
    state = start()
    clear(state, 0)
    state.hands[0] = ["beady-long-legs", "red-bulborb", "sheargrub"]
    for i in range(5):
        put(state, 1, i, "beady-long-legs")  # the opponent's 30 leaves do not limit us
    put(state, 0, 0, "beady-long-legs")      # 3 (leader) + 6 = 9
    plays = {a.card for a in state.legal_actions() if a.kind == "play"}
    assert plays == {"beady-long-legs", "red-bulborb", "sheargrub"}  # 15, 13, 10
    do(state, "play", card="beady-long-legs", space=1)
    assert state.observation(0).leaves[0] == 15
    assert not [a for a in state.legal_actions() if a.kind == "play"]


def test_no_play_with_ten_cards_on_field():
    state = start()
    state.hands[0] = ["sheargrub"]
    for i in range(10):
        if i != 7:
            put(state, 0, i, "skitter-leaf")
    assert state._leaves(0) == 12
    assert not [a for a in state.legal_actions() if a.kind in ("play", "move")]


def test_coin_flip_decides_first_player():
    firsts = set()
    for seed in range(12):
        state = GAME.new_game(seed=seed)
        while state.phase in ("choose_leader", "leader_space", "place"):
            state.apply(state.legal_actions()[-1])
        firsts.add(state.seat)
        assert any(e.text.startswith("Coin flip") for e in state.log)
    assert firsts == {0, 1}


# --- the turn -------------------------------------------------------------------------------------
def test_draw_phase_draws_one_card():
    state = start(first=1)
    assert len(state.hands[1]) == 6 and len(state.hands[0]) == 5
    state.apply(find(state, "end_turn"))
    assert len(state.hands[0]) == 6 and state.turn == 4 and state.observation(0).phase == "action"


def test_empty_deck_skips_draw_and_is_not_a_loss():
    state = start()
    state.decks[0] = []
    state.apply(find(state, "end_turn"))
    hand = len(state.hands[0])
    state.apply(find(state, "end_turn"))
    assert len(state.hands[0]) == hand and not state.is_over
    assert "Player 1's deck is empty: no card drawn." in state.log_for(None)


def test_pass_goes_to_attack_and_end_turn_works_in_either_phase():
    state = start()
    do(state, "pass")
    assert state.phase == "attack"
    assert {a.kind for a in state.legal_actions()} <= {"attack", "end_turn"}
    do(state, "end_turn")
    assert state.seat == 1 and state.phase == "action"
    do(state, "end_turn")
    assert state.seat == 0


def test_moves_are_unlimited_in_action_phase():
    state = start()
    put(state, 0, 0, "red-pikmin", 50)
    for src, dst in [(0, 1), (1, 5), (5, 0)]:
        do(state, "move", source=src, space=dst)
    assert slot(state, 0, 0) == ("red-pikmin", 50, 0)
    do(state, "move", source=7, space=9)  # the leader may move too
    assert state.observation(0).leader[0].space == 9
    do(state, "pass")
    assert not [a for a in state.legal_actions() if a.kind == "move"]


# --- attacking ------------------------------------------------------------------------------------
def test_attack_places_counters_equal_to_atk_and_label():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 1, "red-bulborb")
    do(state, "pass")
    action = find(state, "attack", source=0, target_space=1)
    assert action.label.startswith("Purple Pikmin") and " attacks Red Bulborb" in action.label
    assert action.card_ids() == ("purple-pikmin", "red-bulborb")
    state.apply(action)
    assert seen(state, 1, 1, 1) == ("red-bulborb", 200)


def test_only_front_row_attacks_when_both_rows_hold_cards():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 0, 5, "red-bulborb")
    do(state, "pass")
    assert {a.source for a in state.legal_actions() if a.kind == "attack"} == {0}
    state = start()
    put(state, 0, 5, "red-bulborb")  # back row only: every card attacks (the leader too)
    do(state, "pass")
    assert {a.source for a in state.legal_actions() if a.kind == "attack"} == {5, 7}


def test_ruling_6_attackers_are_fixed_when_the_attack_phase_begins():
    """Watery Blowhog sends the only front-row attacker back: the back row still may not attack."""
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 0, 5, "red-bulborb")
    put(state, 1, 0, "watery-blowhog")
    do(state, "pass")
    do(state, "attack", source=0, target_space=0)
    assert state.fields[0][0] is None and slot(state, 0, 5)[0] == "red-bulborb"   # Red Bulborb stays put
    assert state.fields[0][6].card == "purple-pikmin"                             # moved to back 2
    assert not [a for a in state.legal_actions() if a.kind == "attack"]          # nobody else may attack
    assert state.legal_actions()[-1].kind == "end_turn"


def test_only_front_row_targeted_when_both_rows_hold_cards():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "sheargrub")
    do(state, "pass")
    assert {a.target_space for a in state.legal_actions() if a.kind == "attack"} == {0}
    put(state, 1, 0, None)  # the opponent has only the back row: the leader may be hit
    assert {a.target_space for a in state.legal_actions() if a.kind == "attack"} == {7}


def test_each_card_attacks_once():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    do(state, "pass")
    do(state, "attack", source=0, target_space=7)
    assert not [a for a in state.legal_actions() if a.kind == "attack" and a.source == 0]


def test_card_discarded_when_counters_reach_hp():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "red-bulborb", 300)   # 300 + 200 = 500 = HP
    do(state, "pass")
    do(state, "attack", source=0, target_space=0)
    assert state.fields[1][0] is None and state.discards[1] == ["red-bulborb"]
    assert state.observation(0).discard[1] == ["red-bulborb"]


def test_original_leader_at_zero_hp_loses():
    state = start()
    put(state, 0, 0, "beady-long-legs")
    state.fields[1][7].counters = 550   # Louie 950 HP: 400 left
    do(state, "pass")
    do(state, "attack", source=0, target_space=7)
    assert state.is_over and state.winner == 0 and state.current_player is None
    assert state.observation(1).leader[1].hp == 0
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError):
        state.apply(PikminAction(kind="end_turn", label="End the turn"))


def test_first_player_has_an_attack_phase_on_turn_1():
    """The rulebook: "The final phase is the attack phase": every turn, the first one included."""
    state = start(decks=[deck("purple-pikmin"), deck(leader="louie")], later=False)
    assert state.turn == 1 and state.observation(0).attack_phase
    do(state, "play", card="purple-pikmin", space=0)
    do(state, "pass")                                                   # to the Attack phase
    assert state.phase == "attack"
    assert find(state, "attack", source=0, target_space=7)              # Purple Pikmin attacks on turn 1
    assert "no Attack phase" not in " ".join(state.log_for(None))


def test_balanced_first_player_has_no_attack_phase_on_turn_1():
    decks = [deck("purple-pikmin"), deck(leader="louie")]
    state = start(decks=decks, later=False, variant="balanced")
    assert state.variant == "balanced"
    assert state.turn == 1 and not state.observation(0).attack_phase
    do(state, "play", card="purple-pikmin", space=0)
    assert not [a for a in state.legal_actions() if a.kind == "pass"]   # no "Go to the Attack phase"
    assert "no Attack phase on the first turn" in " ".join(state.log_for(None))
    do(state, "end_turn")
    assert state.turn == 2 and state.observation(1).attack_phase
    do(state, "pass")                                                   # the second player attacks on turn 2
    assert [a for a in state.legal_actions() if a.kind == "attack"]


def test_no_summoning_sickness():
    state = start(decks=[deck("purple-pikmin"), deck(leader="louie")])
    do(state, "play", card="purple-pikmin", space=0)
    do(state, "pass")
    assert find(state, "attack", source=0, target_space=7)


def test_atk_zero_cannot_attack():
    state = start()
    clear(state, 0)
    put(state, 0, 0, "sunseed-berry")
    do(state, "pass")
    assert not [a for a in state.legal_actions() if a.kind == "attack" and a.source == 0]


def test_red_pikmin_resist_fire():
    state = start()
    put(state, 0, 0, "fiery-dweevil")
    put(state, 1, 0, "red-pikmin")
    do(state, "pass")
    do(state, "attack", source=0, target_space=0)
    assert slot(state, 1, 0) == ("red-pikmin", 0, 0)


def test_stalemate_guard_ends_in_draw():
    state = start()
    state.decks = [[], []]
    for _ in range(40):
        if state.is_over:
            break
        do(state, "end_turn")
    assert state.is_over and state.winner is None
    assert "no leader was hurt for 20 turns" in state.log[-2].text


def test_turn_limit_ends_in_draw():
    state = start()
    state.turn = 299
    do(state, "end_turn")
    assert not state.is_over and state.turn == 300
    do(state, "end_turn")
    assert state.is_over and state.winner is None


def test_play_label_names_card_and_space():
    state = start(decks=[deck("red-pikmin"), deck(leader="louie")])
    action = find(state, "play", card="red-pikmin", space=6)
    assert action.label == "Play Red Pikmin to back 2"
    state.apply(action)
    assert seen(state, 1, 0, 6) == ("red-pikmin", 0)


def test_illegal_action_leaves_state_unchanged():
    state = start()
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply(PikminAction(kind="move", label="Move", card="olimar", source=7, space=0, target_space=3))
    assert state.to_json() == before
