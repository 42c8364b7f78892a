"""Tanuki Panic rules tests, one per rule of the seed rulebook and per ruling (rules/tanuki_panic.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from tanuki_table.errors import IllegalActionError, SetupError
from tanuki_table.games import get_game


def premade_decks() -> dict[str, list[str]]:
    game = get_game("tanuki_panic")
    assert game.decks is not None
    return game.decks.premade(game)

from tanuki_table.games.tanuki_panic.state import Monster

from .tp_helpers import GAME, do, duel, kinds, labels, place


# --- setting up ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("size", "energy"), [(5, 3000), (19, 3000), (20, 5000), (39, 5000), (40, 8000), (55, 8000)])
def test_starting_energy_by_deck_size(size, energy):
    deck = ["kodama"] * size
    state = GAME.new_game(seed=1, variant="casual", decks=[deck, deck], shuffle=False, first_player=0)
    assert state.observation(0).energy == [energy, energy]


def test_standard_energy_is_8000_and_opening_hand_is_5():
    state = GAME.new_game(seed=3, variant="standard", first_player=1)
    obs = state.observation(0)
    assert obs.energy == [8000, 8000]
    # the first player (seat 2) draws in the Draw Phase of turn 1 like every turn
    assert obs.hand_sizes == [5, 6]
    assert obs.deck_size == [35, 34]


@pytest.mark.parametrize("first", [0, 1])
def test_first_player_draws_on_turn_1(first):
    """The rulebook: "Each turn has 5 Phases: 1. Draw Phase - Draw 1 card", with no exception for
    the first turn. Seed 3, either seat first: the first player holds 6 cards in Main Phase 1."""
    state = GAME.new_game(seed=3, first_player=first)
    assert state.turn == 1 and state.phase == "main_1" and state.current_player == first
    assert state.observation(first).hand_sizes[first] == 6
    assert len(state.observation(first).hand) == 6


def test_first_player_draws_the_top_card_on_turn_1_then_every_turn():
    state = duel(draws0=["tengu", "raiju"], draws1=["nue"])
    assert state.hands[0][-1] == "tengu" and len(state.hands[0]) == 6
    do(state, "End turn")
    assert state.hands[1][-1] == "nue"  # the second player draws on turn 2
    do(state, "End turn")
    assert state.hands[0][-1] == "raiju"  # and the first player again on turn 3


@pytest.mark.parametrize("first", [0, 1])
def test_balanced_first_player_skips_the_turn_1_draw(first):
    """House rule `balanced` (ours): the first player does not draw on turn 1."""
    state = GAME.new_game(seed=3, variant="balanced", first_player=first)
    assert state.turn == 1 and state.phase == "main_1"
    assert state.observation(first).hand_sizes == [5, 5]
    assert "skips the draw on the first turn" in " ".join(state.log_for(None))
    do(state, "End turn")
    assert state.observation(1 - first).hand_sizes[1 - first] == 6  # the second player draws on turn 2


def test_balanced_plays_standard_decks_at_8000_energy():
    state = GAME.new_game(seed=3, variant="balanced")
    assert state.energy == [8000, 8000] and len(state.decks[0]) + len(state.hands[0]) >= 40
    deck = premade_decks()["Oni of Mount Ōe"]
    with pytest.raises(SetupError, match="at least 40"):
        GAME.new_game(variant="balanced", decks=[deck[:39], deck])


def test_coin_flip_decides_first_player():
    firsts = {GAME.new_game(seed=s).current_player for s in range(30)}
    assert firsts == {0, 1}
    assert GAME.new_game(seed=5).to_json() == GAME.new_game(seed=5).to_json()


def test_standard_deck_needs_40_cards_and_at_most_3_copies():
    deck = premade_decks()["Oni of Mount Ōe"]
    with pytest.raises(SetupError, match="at least 40"):
        GAME.new_game(variant="standard", decks=[deck[:39], deck])
    with pytest.raises(SetupError, match="at most 3 copies"):
        GAME.new_game(variant="standard", decks=[deck + ["kodama"] * 4, deck])
    GAME.new_game(variant="standard", decks=[deck, deck])


def test_casual_deck_needs_5_cards():
    with pytest.raises(SetupError, match="at least 5"):
        GAME.new_game(variant="casual", decks=[["kodama"] * 4, ["kodama"] * 5])
    GAME.new_game(variant="casual", decks=[["kodama"] * 5, ["tengu"] * 9])


def test_premade_decks_are_legal_standard_decks():
    decks = premade_decks()
    assert len(decks) >= 2
    for deck in decks.values():
        assert len(deck) == 40
        assert max(Counter(deck).values()) <= 3


def test_shuffle_false_uses_decks_in_order():
    state = GAME.new_game(variant="standard", shuffle=False, first_player=0)
    decks = list(premade_decks().values())
    assert state.hands[0] == decks[0][:6]  # the opening hand, then the draw of turn 1
    assert state.hands[1] == decks[1][:5]
    assert state.decks[0] == decks[0][6:]


# --- summoning ------------------------------------------------------------------------------------
def test_summon_in_all_three_positions():
    state = duel(["kintaro", "igaguri", "kumiai-ki"])
    assert "Summon Kintarō in Attack Mode" in labels(state)
    assert "Summon Igaguri in Defense Mode" in labels(state)
    assert "Set Kumiai-Ki face-down in Defense Mode" in labels(state)
    do(state, "Set Kumiai-Ki face-down in Defense Mode")
    assert state.observation(0).field[0][0].position == "facedown"
    assert state.observation(1).field[0][0].card is None


def test_one_summon_per_turn():
    state = duel(["kintaro", "igaguri"])
    do(state, "Summon Kintarō in Attack Mode")
    assert "summon" not in kinds(state)
    do(state, "Go to Battle Phase")
    do(state, "End Battle Phase (go to Main Phase 2)")
    assert "summon" not in kinds(state)


def test_main_phase_2_summon_if_none_in_main_1():
    state = duel(["kintaro"])
    do(state, "Go to Battle Phase")
    do(state, "End Battle Phase (go to Main Phase 2)")
    assert state.phase == "main_2"
    do(state, "Summon Kintarō in Attack Mode")
    assert state.fields[0][0].card == "kintaro"


def test_monster_zone_holds_seven_cards():
    state = duel(["kintaro"])
    for slot in range(7):
        place(state, 0, slot, "kodama", "defense")
    assert "summon" not in kinds(state)


def test_summoned_card_takes_leftmost_free_slot():
    state = duel(["kintaro"])
    place(state, 0, 0, "kodama", "defense")
    do(state, "Summon Kintarō in Attack Mode")
    assert state.fields[0][1].card == "kintaro"


# --- changing position ----------------------------------------------------------------------------
def test_no_position_change_on_the_turn_summoned():
    state = duel(["igaguri"])
    do(state, "Summon Igaguri in Defense Mode")
    assert "change_position" not in kinds(state)


def test_position_change_once_per_card_per_turn():
    state = duel()
    place(state, 0, 0, "igaguri", "defense")
    place(state, 0, 1, "kintaro", "attack")
    do(state, "Change Igaguri to Attack Mode")
    assert "Change Igaguri to Defense Mode" not in labels(state)
    do(state, "Change Kintarō to Defense Mode")
    assert "change_position" not in kinds(state)
    do(state, "End turn")
    do(state, "End turn")
    assert "Change Igaguri to Defense Mode" in labels(state)


def test_face_down_card_flips_into_attack_mode_only():
    state = duel()
    place(state, 0, 0, "kumiai-ki", "facedown")
    assert [a.position for a in state.legal_actions() if a.kind == "change_position"] == ["attack"]
    do(state, "Change Kumiai-Ki to Attack Mode")
    assert state.observation(1).field[0][0].card == "kumiai-ki"


def test_card_that_attacked_may_change_in_main_phase_2():
    state = duel(first=0)
    place(state, 0, 0, "kintaro", "attack")
    do(state, "Go to Battle Phase")
    do(state, "Kintarō attacks directly")
    do(state, "End Battle Phase (go to Main Phase 2)")
    do(state, "Change Kintarō to Defense Mode")


# --- attacking ------------------------------------------------------------------------------------
def test_only_face_up_attack_mode_cards_attack():
    state = duel()
    place(state, 0, 0, "kintaro", "defense")
    place(state, 0, 1, "tengu", "facedown")
    place(state, 0, 2, "momotaro", "attack")
    do(state, "Go to Battle Phase")
    attackers = {a.attacker for a in state.legal_actions() if a.kind == "attack"}
    assert attackers == {"momotaro"}


def test_no_attack_on_the_turn_summoned():
    state = duel(["kintaro"])
    do(state, "Summon Kintarō in Attack Mode")
    do(state, "Go to Battle Phase")
    assert "attack" not in kinds(state)


def test_each_card_attacks_once_per_turn():
    state = duel()
    place(state, 0, 0, "kintaro")
    do(state, "Go to Battle Phase")
    do(state, "Kintarō attacks directly")
    assert "attack" not in kinds(state)


def test_direct_attack_deals_attacker_atk_and_only_when_field_is_empty():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    do(state, "Go to Battle Phase")
    assert "Shuten-dōji attacks directly" in labels(state)
    do(state, "Shuten-dōji attacks directly")
    assert state.energy == [5000, 4050]
    state2 = duel()
    place(state2, 0, 0, "shuten-doji")
    place(state2, 1, 3, "igaguri", "defense")
    do(state2, "Go to Battle Phase")
    assert "Shuten-dōji attacks directly" not in labels(state2)
    assert "Shuten-dōji attacks Igaguri" in labels(state2)


def test_higher_atk_destroys_attack_mode_target_and_defender_takes_difference():
    state = duel()
    place(state, 0, 0, "kintaro")
    place(state, 1, 0, "momotaro")
    do(state, "Go to Battle Phase")
    do(state, "Kintarō attacks Momotarō")
    assert state.fields[1][0] is None and state.graveyard[1] == ["momotaro"]
    assert state.energy == [5000, 5000 - 150]


def test_lower_atk_destroys_attacker_without_damage():
    state = duel()
    place(state, 0, 0, "momotaro")
    place(state, 1, 0, "kintaro")
    do(state, "Go to Battle Phase")
    do(state, "Momotarō attacks Kintarō")
    assert state.fields[0][0] is None and state.graveyard[0] == ["momotaro"]
    assert state.fields[1][0].card == "kintaro"
    assert state.energy == [5000, 5000]


def test_equal_atk_destroys_both_without_damage():
    state = duel()
    place(state, 0, 0, "kintaro")
    place(state, 1, 0, "kintaro")
    do(state, "Go to Battle Phase")
    do(state, "Kintarō attacks Kintarō")
    assert state.fields[0][0] is None and state.fields[1][0] is None
    assert state.energy == [5000, 5000]


def test_atk_above_def_destroys_defense_mode_target_without_damage():
    state = duel()
    place(state, 0, 0, "kintaro")
    place(state, 1, 0, "igaguri", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Kintarō attacks Igaguri")
    assert state.graveyard[1] == ["igaguri"]
    assert state.energy == [5000, 5000]


def test_atk_below_def_hurts_the_attacker_and_destroys_nothing():
    state = duel()
    place(state, 0, 0, "momotaro")
    place(state, 1, 0, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Momotarō attacks Kumiai-Ki")
    assert state.fields[0][0].card == "momotaro" and state.fields[1][0].card == "kumiai-ki"
    assert state.energy == [5000 - 650, 5000]


def test_atk_equal_to_def_destroys_defense_mode_target():
    state = duel()
    place(state, 0, 0, "mujina")  # ATK 500
    place(state, 1, 0, "noppera-bo", "defense")  # DEF 500
    do(state, "Go to Battle Phase")
    do(state, "Mujina attacks Noppera-bō")
    assert state.fields[1][0] is None and state.graveyard[1] == ["noppera-bo"]
    assert state.energy == [5000, 5000]


def test_face_down_target_is_flipped_first_and_stays_in_defense_mode():
    state = duel()
    place(state, 0, 0, "momotaro")
    place(state, 1, 0, "kappa", "facedown")  # DEF 650 < 700
    place(state, 1, 1, "kumiai-ki", "facedown")
    do(state, "Go to Battle Phase")
    assert labels(state).count("Momotarō attacks a face-down card") == 2
    [at] = [a for a in state.legal_actions() if a.kind == "attack" and a.target_slot == 1]
    assert at.target is None and "kumiai" not in at.model_dump_json()
    state.apply(at)
    assert state.fields[1][1] == Monster("kumiai-ki", "defense", 0)
    assert state.observation(0).field[1][1].card == "kumiai-ki"
    assert state.energy[0] == 5000 - 650


def test_kumiai_ki_example_combined_attack():
    """The seed's example: Shuten-dōji, Kintarō and Momotarō attack a face-down Kumiai-Ki."""
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kintaro")
    place(state, 0, 2, "momotaro")
    place(state, 1, 0, "kumiai-ki", "facedown")
    start = state.energy[0]
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks a face-down card")
    assert state.fields[1][0].pos == "defense"  # flipped face up
    assert start - state.energy[0] == 400
    do(state, "Kintarō attacks Kumiai-Ki")
    assert start - state.energy[0] == 400 + 500
    assert state.fields[1][0] is not None  # 1800 > 1350 already, but it falls only after the final attack
    do(state, "Momotarō attacks Kumiai-Ki")
    assert start - state.energy[0] == 400 + 500 + 650
    assert state.fields[1][0] is not None
    assert state.observation(0).field[1][0].attacked_total == 2500
    do(state, "End Battle Phase (go to Main Phase 2)")
    assert state.fields[1][0] is None
    assert state.graveyard[1] == ["kumiai-ki"]
    assert state.energy == [start - 1550, 5000]
    assert any("attacks on it this turn (2500 ATK in all" in e.text for e in state.log)


def test_combined_atk_equal_to_def_does_not_destroy():
    state = duel()
    place(state, 0, 0, "momotaro")  # 700
    place(state, 0, 1, "kamaitachi")  # 650
    place(state, 1, 0, "kumiai-ki", "defense")  # 1350 = 700 + 650
    do(state, "Go to Battle Phase")
    do(state, "Momotarō attacks Kumiai-Ki")
    do(state, "Kamaitachi attacks Kumiai-Ki")
    do(state, "End Battle Phase (go to Main Phase 2)")
    assert state.fields[1][0].card == "kumiai-ki"


def test_ending_the_turn_in_battle_still_applies_combined_atk():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kintaro")
    place(state, 1, 0, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks Kumiai-Ki")
    do(state, "Kintarō attacks Kumiai-Ki")
    do(state, "End turn")
    assert state.graveyard[1] == ["kumiai-ki"]
    assert state.active == 1


def test_combined_totals_reset_each_turn():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks Kumiai-Ki")
    do(state, "End turn")
    do(state, "End turn")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks Kumiai-Ki")
    do(state, "End turn")
    assert state.fields[1][0].card == "kumiai-ki"


# --- winning ------------------------------------------------------------------------------------
def test_energy_zero_loses_at_once():
    state = duel(["kodama"] * 5, draws0=[])
    state.energy[1] = 900
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kintaro")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks directly")
    assert state.is_over and state.winner == 0 and state.energy[1] == 0
    assert state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalActionError):
        state.apply(state._legal_actions()[0])


def test_attacker_whose_energy_falls_to_zero_loses():
    state = duel()
    state.energy[0] = 300
    place(state, 0, 0, "momotaro")
    place(state, 1, 0, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Momotarō attacks Kumiai-Ki")
    assert state.is_over and state.winner == 1 and state.energy[0] == 0


def test_ruling_10_a_player_who_cannot_draw_skips_the_draw():
    deck = ["kodama"] * 5
    state = GAME.new_game(variant="casual", decks=[deck + ["tengu"], deck], shuffle=False, first_player=0)
    do(state, "End turn")  # player 2 cannot draw: the turn goes on without a card
    assert not state.is_over and state.phase == "main_1" and state.active == 1
    assert len(state.hands[1]) == 5
    assert "Player 2's deck is empty: no card to draw." in state.log_for(None)


def test_stalemate_with_both_decks_empty_is_a_draw():
    """Ruling 15: once both decks are empty, 10 turns in a row with no Energy lost and no card
    destroyed end the game, and (the rulebook has no other way to win) the game is a draw."""
    deck = ["kodama"] * 6
    state = GAME.new_game(variant="casual", decks=[deck, deck], shuffle=False, first_player=0)
    state.energy[1] = 2500
    do(state, "End turn")  # turn 2: the second player draws its last card; both decks are now empty
    for _ in range(10):  # turns 3 to 12 begin with nothing lost or destroyed
        do(state, "End turn")
        assert not state.is_over
    do(state, "End turn")  # ... so the game ends as turn 13 begins
    assert state.is_over and state.winner is None and state.end_kind == "stalemate"
    assert state.energy == [3000, 2500]


def test_balanced_stalemate_goes_to_the_player_with_more_energy():
    deck = ["kodama"] * 6
    state = GAME.new_game(variant="casual", decks=[deck, deck], shuffle=False, first_player=0)
    state.variant = "balanced"  # the house rule's stalemate, on a short casual deck
    state.energy[1] = 2500
    for _ in range(12):
        do(state, "End turn")
    assert state.is_over and state.winner == 0 and state.end_kind == "stalemate"
    assert "ends on Energy (3000 to 2500)" in state.reason


def test_stalemate_count_starts_only_once_both_decks_are_empty():
    """Quiet turns while a deck still holds cards do not count towards the stalemate."""
    state = GAME.new_game(variant="casual", decks=[["kodama"] * 7, ["kodama"] * 10], shuffle=False, first_player=0)

    def end_turn() -> None:
        do(state, "End turn")
        while "discard" in kinds(state):
            do(state, "Discard Kodama")

    for _ in range(8):  # seat 1 draws its last card on turn 3, seat 2 on turn 10
        end_turn()
    assert state.turn == 9 and state.decks[0] == [] and state.decks[1] != []
    assert state.quiet == 0  # quiet turns while seat 2 can still draw do not count
    end_turn()
    assert state.turn == 10 and not state.decks[1] and state.quiet == 0
    for _ in range(10):  # turns 11 to 20 begin with both decks empty and nothing happening
        end_turn()
        assert not state.is_over
    assert state.quiet == 10
    end_turn()
    assert state.is_over and state.end_kind == "stalemate" and state.winner is None


def test_ruling_15_damage_restarts_the_quiet_count():
    deck = ["kodama"] * 6
    state = GAME.new_game(variant="casual", decks=[deck, deck], shuffle=False, first_player=0)
    place(state, 0, 0, "kappa")
    for _ in range(8):
        do(state, "End turn")
    do(state, "Go to Battle Phase")
    do(state, "Kappa attacks directly")  # Energy changes: the count starts again
    for _ in range(9):
        do(state, "End turn")
    assert not state.is_over


def test_ruling_16_face_down_card_survives_atk_equal_to_its_def():
    state = duel()
    place(state, 0, 0, "kappa")  # ATK 450
    place(state, 1, 0, "chochin-obake", "facedown")  # ATK 450 / DEF 350
    place(state, 1, 1, "kasa-obake", "facedown")  # ATK 400 / DEF 300
    place(state, 0, 1, "kasa-obake")  # ATK 400
    do(state, "Go to Battle Phase")
    do(state, "Kasa-obake (slot 2) attacks the face-down card in slot 1")  # 400 > 350: destroyed
    assert state.fields[1][0] is None
    do(state, "Kappa (slot 1) attacks the face-down card in slot 2")
    assert state.fields[1][1] is None  # 450 > 300
    state2 = duel()
    place(state2, 0, 0, "kasa-obake")  # ATK 400
    place(state2, 1, 0, "tsuchinoko", "facedown")  # ATK 400 / DEF 450
    place(state2, 1, 1, "kawauso", "facedown")  # DEF 500
    place(state2, 0, 1, "kappa")  # ATK 450
    do(state2, "Go to Battle Phase")
    do(state2, "Kappa (slot 2) attacks the face-down card in slot 1")  # 450 = DEF 450, was face down
    assert state2.fields[1][0] == Monster("tsuchinoko", "defense", 0)  # survives, flipped face up
    assert state2.energy == [5000, 5000]  # and no damage either way
    assert "a card attacked face down falls only to more ATK than its DEF" in state2.log[-1].text
    do(state2, "End Battle Phase (go to Main Phase 2)")
    assert state2.fields[1][0] is not None  # 450 alone does not exceed 450 at the end either


def test_ruling_16_face_up_defense_card_still_falls_to_atk_equal_to_def():
    state = duel()
    place(state, 0, 0, "kappa")  # ATK 450
    place(state, 1, 0, "tsuchinoko", "defense")  # DEF 450, face up
    do(state, "Go to Battle Phase")
    do(state, "Kappa attacks Tsuchinoko")
    assert state.fields[1][0] is None


def test_hand_limit_seven_at_end_phase_owner_discards():
    state = duel(draws0=["tengu", "nue", "raiju"], draws1=["kappa"] * 3, first=0)
    for _ in range(4):  # player 1 draws on turns 1, 3 and 5
        do(state, "End turn")
    assert len(state.hands[0]) == 8 and state.phase == "main_1"
    do(state, "End turn")
    assert state.phase == "end" and state.current_player == 0
    assert kinds(state) == {"discard"}
    do(state, "Discard Raijū")
    assert len(state.hands[0]) == 7 and state.graveyard[0] == ["raiju"]
    assert state.active == 1


def test_illegal_action_is_refused_and_state_unchanged():
    state = duel(["kintaro"])
    other = duel(["tengu"])
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply([a for a in other.legal_actions() if a.card == "tengu"][0])
    assert state.to_json() == before


# --- booster -------------------------------------------------------------------------------------
def test_booster_pack_follows_the_rarity_table():
    state = GAME.new_game(seed=11, variant="booster")
    for seat in range(2):
        cards = state.decks[seat] + state.hands[seat]
        assert len(cards) == 10 and len(set(cards)) == 10
        rarities = Counter(GAME.card(c).rarity for c in cards)
        assert rarities == {"common": 6, "uncommon": 3, "rare": 1}
    assert state.energy == [3000, 3000]
    assert [len(h) for h in state.hands] == [5, 5]


def test_booster_pre_game_face_down_sets_are_private_consecutive_choices():
    state = GAME.new_game(seed=2, variant="booster", first_player=1, shuffle=False)
    assert state.phase == "setup" and state.current_player == 1
    assert kinds(state) == {"summon", "pass"}
    assert all(a.position == "facedown" for a in state.legal_actions() if a.kind == "summon")
    card = state.hands[1][0]
    state.apply([a for a in state.legal_actions() if a.card == card][0])
    assert state.current_player == 0
    obs0 = state.observation(0)
    assert obs0.field[1] == [None] * 7 and obs0.hand_sizes[1] == 5
    assert "set a card" not in " ".join(state.log_for(0))
    do(state, "Set no card before the first turn")
    assert state.turn == 1 and state.active == 1 and state.phase == "main_1"
    obs0 = state.observation(0)
    assert obs0.field[1][0].face_down and obs0.field[1][0].card is None
    # it was not summoned on turn 1: it may flip into Attack Mode at once
    assert f"Change {GAME.card(card).name} to Attack Mode" in labels(state)


def test_booster_with_given_decks():
    deck = ["kappa"] * 12
    state = GAME.new_game(variant="booster", decks=[deck, deck], first_player=0)
    assert state.energy == [3000, 3000] and state.phase == "setup"


def test_action_labels_name_the_cards_involved():
    state = duel(["kintaro", "igaguri", "kumiai-ki"])
    place(state, 0, 0, "momotaro")
    place(state, 0, 1, "shuten-doji")
    place(state, 0, 2, "igaguri", "defense")
    place(state, 1, 0, "igaguri", "defense")
    place(state, 1, 1, "tengu", "facedown")
    main = labels(state)
    for label in ("Summon Kintarō in Attack Mode", "Summon Igaguri in Defense Mode",
                  "Set Kumiai-Ki face-down in Defense Mode", "Change Igaguri to Attack Mode"):
        assert label in main
    do(state, "Go to Battle Phase")
    battle = labels(state)
    assert "Momotarō attacks Igaguri" in battle
    assert "Shuten-dōji attacks a face-down card" in battle
    assert not any("Tengu" in label for label in battle)
    state.fields[1] = [None] * 7
    state._legal = None
    assert "Shuten-dōji attacks directly" in labels(state)
    assert {a.kind for a in state.legal_actions()} == {"attack", "pass", "end_turn"}
