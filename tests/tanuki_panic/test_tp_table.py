"""Reading Tanuki Panic at the table (issues 12 and 13): distinct labels naming slots, phase and
result lines in the log, the public Graveyards, the card inspector's view, board places."""

from __future__ import annotations

import random

import pytest

from tanuki_table.core.engine import PHASE, RESULT
from tanuki_table.games.tanuki_panic.board import Board

from .tp_helpers import GAME, do, duel, full_labels, place


@pytest.mark.parametrize("variant", ["standard", "casual", "booster"])
def test_labels_are_unique_in_every_legal_actions_list(variant):
    for seed in range(12):
        state = GAME.new_game(seed=seed, variant=variant)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            labels = [a.label for a in legal]
            assert len(labels) == len(set(labels)), labels
            assert len(legal) == len(set(legal))
            state.apply(legal[rng.randrange(len(legal))])


def test_two_face_down_targets_and_two_kappas_are_told_apart_by_slot():
    state = duel()
    place(state, 0, 1, "kappa")
    place(state, 0, 3, "kappa")
    place(state, 1, 2, "tengu", "facedown")
    place(state, 1, 3, "kodama", "facedown")
    do(state, "Go to Battle Phase")
    labels = full_labels(state)
    assert "Kappa (slot 2) attacks the face-down card in slot 4" in labels
    assert "Kappa (slot 2) attacks the face-down card in slot 3" in labels
    assert "Kappa (slot 4) attacks the face-down card in slot 4" in labels
    assert not [label for label in labels if "Tengu" in label or "Kodama" in label]


def test_attack_labels_preview_the_outcome_of_face_up_targets():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "kintaro")
    place(state, 1, 1, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    labels = full_labels(state)
    assert "Shuten-dōji (slot 1) attacks Kintarō (slot 1): 950 ATK beats 850 ATK, destroys it, 100 damage" in labels
    assert "Shuten-dōji (slot 1) attacks Kumiai-Ki (slot 2): 950 ATK against 1350 DEF, it holds, costs 400 Energy" in labels


def test_main_phase_2_offers_end_turn_once_not_also_go_to_end_phase():
    state = duel()
    do(state, "Go to Battle Phase")
    do(state, "End Battle Phase (go to Main Phase 2)")
    assert [a.kind for a in state.legal_actions()].count("end_turn") == 1
    assert "pass" not in {a.kind for a in state.legal_actions()}


def test_every_phase_change_is_a_phase_line_in_the_log():
    state = duel()
    do(state, "Go to Battle Phase")
    do(state, "End Battle Phase (go to Main Phase 2)")
    do(state, "End turn")
    phases = [e.text for e in state.log if e.kind == PHASE]
    assert phases == [
        "Turn 1: Player 1's turn begins (Draw Phase).", "Player 1's Main Phase 1 begins.",
        "Player 1's Battle Phase begins.", "Player 1's Battle Phase ends.", "Player 1's Main Phase 2 begins.",
        "Player 1's End Phase.", "Turn 2: Player 2's turn begins (Draw Phase).", "Player 2's Main Phase 1 begins.",
    ]
    assert not [e for e in state.log if "You" in e.text]


def test_reveal_and_game_end_are_result_lines():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "kodama", "facedown")
    state.energy[1] = 100
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks a face-down card")
    results = [e.text for e in state.log if e.kind == RESULT]
    assert results and "flipped face-up: Kodama" in results[0]


def test_graveyards_are_public_piles():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "igaguri", "defense")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks Igaguri")
    piles = GAME.public_piles(state.observation(0))
    assert [(p.name, p.owner, p.cards) for p in piles] == [
        ("Player 1's Graveyard", 0, ()), ("Player 2's Graveyard", 1, ("igaguri",))]
    assert piles == GAME.public_piles(state.observation(1))


def test_card_view_labels_numbers_and_tells_where_the_card_is():
    state = duel()
    place(state, 1, 2, "kumiai-ki", "defense")
    view = GAME.card_view("kumiai-ki", state.observation(0))
    assert view.name == "Kumiai-Ki" and [s.text() for s in view.stats] == ["ATK 300", "DEF 1350"]
    assert view.kind == "Monster · Uncommon" and view.flavour
    assert any("Player 2's slot 3, Defense Mode" in line for line in view.text)


def test_hand_text_labels_atk_and_def():
    board = Board(GAME, ["Player 1", "Player 2"])
    assert board.card_text("kintaro") == "Kintarō ATK 850 / DEF 700"


def test_board_places_give_attacks_by_attacker_and_by_target_face_down_included():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kintaro")
    place(state, 1, 3, "tengu", "facedown")
    place(state, 1, 4, "igaguri", "defense")
    do(state, "Go to Battle Phase")
    board = Board(GAME, ["Player 1", "Player 2"])
    board.obs = state.observation(0)
    legal = state.legal_actions()
    on_target = board.actions_at("1:3", legal)
    assert {a.attacker_slot for a in on_target} == {0, 1} and all(a.target_slot == 3 for a in on_target)
    by_attacker = board.actions_at("0:1", legal)
    assert {a.target_slot for a in by_attacker} == {3, 4} and all(a.attacker_slot == 1 for a in by_attacker)
    assert board.actions_at("1:0", legal) == [] and board.actions_at("junk", legal) == []


def test_card_ids_name_the_cards_an_action_involves():
    state = duel(["kintaro"])
    summon = next(a for a in state.legal_actions() if a.kind == "summon")
    assert summon.card_ids() == ("kintaro",)
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "tengu", "facedown")
    place(state, 1, 1, "igaguri", "defense")
    do(state, "Go to Battle Phase")
    ids = {a.card_ids() for a in state.legal_actions() if a.kind == "attack"}
    assert ids == {("shuten-doji",), ("shuten-doji", "igaguri")}
