"""TMNT rules tests, one per rule of rules/tmnt.md, written like the rulebook's examples.

Decks are stacked with `shuffle=False`: a seat's first 5 cards are its hand, the next 4 its Block
Zone slots 1-4, the rest its deck (top first). Seat 0 plays first unless said otherwise.
"""

from __future__ import annotations

import pytest

from tanuki_table.errors import SetupError
from tanuki_table.games.tmnt.rules import keep_choices
from tests.tmnt.tmnt_helpers import GAME, cards_of, do, find, kinds, new, pass_until, stacked, total_cards

CHARS5 = ["casey-jones", "hun", "foot-soldier", "dragon-thug", "leatherhead"]
"""A hand of plain characters: nothing to add, counter, play or put down."""
BLOCK_PLAIN = ["foot-ninja", "foot-soldier", "dragon-thug", "hun"]


# --- setup -------------------------------------------------------------------------------------
def test_setup_five_card_hand_and_four_face_down_block_cards():
    hand0 = ["sewer-ambush", "casey-jones", "hun", "foot-soldier", "dragon-thug"]
    state = new(hand0, ["leonardo", "raphael", "splinter", "karai"], CHARS5, BLOCK_PLAIN)
    obs0, obs1 = state.observation(0), state.observation(1)
    assert obs0.phase == "event" and obs0.current_player == 0
    assert obs0.hand == hand0
    assert obs0.deck_size == [31, 31]
    assert [(v.id, v.face_up) for v in obs0.block[0]] == [(c, False) for c in ["leonardo", "raphael", "splinter", "karai"]]
    assert [(v.id, v.face_up) for v in obs1.block[0]] == [(None, False)] * 4
    assert [(v.id, v.face_up) for v in obs1.block[1]] == [(c, False) for c in BLOCK_PLAIN]
    assert obs1.hand == CHARS5 and obs0.hand_sizes == [5, 5]


def test_deck_must_have_exactly_forty_cards_and_three_copies_at_most():
    short = stacked(["leonardo"], 39)
    with pytest.raises(SetupError, match="exactly 40"):
        GAME.new_game(decks=[short, stacked([])], shuffle=False)
    four = stacked(["leonardo"] * 4)
    with pytest.raises(SetupError, match="at most 3 copies of Leonardo"):
        GAME.new_game(decks=[stacked([]), four], shuffle=False)
    assert GAME.catalogue.deck_problems(stacked([])) == []
    for name, ids in GAME.catalogue.premade().items():
        assert GAME.catalogue.deck_problems(ids) == [], name


# --- Adjust Phase ------------------------------------------------------------------------------
def test_first_player_skips_the_adjust_phase_on_turn_one():
    state = new(["sewer-ambush", *CHARS5[:4]], BLOCK_PLAIN, CHARS5, BLOCK_PLAIN)
    assert state.turn == 1 and state.phase == "event"
    assert len(state.hand[0]) == 5 and len(state.deck[0]) == 31


def test_adjust_phase_tops_the_hand_up_to_five_then_draws_one_plus_one_per_empty_slot():
    # Player 1's Hun (5) turns Player 2's four Block Zone cards face up (1 more point goes to the
    # deck); all four are discarded in the Result step.
    block1 = ["pizza-party", "sewer-ambush", "cowabunga", "training-montage"]
    state = new(CHARS5, ["hun", *BLOCK_PLAIN[:3]], CHARS5, block1)
    pass_until(state, lambda s: s.step == "result")
    assert state.current_player == 0 and len(state.deck[1]) == 30
    state.trash[1].extend(state.hand[1][3:])  # Player 2 has only 3 cards left in hand
    del state.hand[1][3:]
    do(state, "pass")  # Player 1 keeps nothing
    assert state.turn == 2 and state.active == 1 and state.phase == "set"
    # hand 3 -> 5 (2 drawn), then 1 + 4 for the empty slots: 10
    assert len(state.hand[1]) == 10 and len(state.deck[1]) == 30 - 7
    assert state.block[1] == [None] * 4


def test_adjust_phase_discards_down_to_five_by_choice():
    big = ["leonardo", "raphael", "bishop", "karai", "shredder"]
    state = new(CHARS5, ["leonardo", *BLOCK_PLAIN[:3]], big, BLOCK_PLAIN)
    pass_until(state, lambda s: s.step == "result")
    state.hand[1].extend(state.deck[1][:2])  # Player 2 will start its turn with 7 cards
    del state.deck[1][:2]
    do(state, "pass")  # Player 1 keeps nothing
    do(state, "pass")  # Player 2 keeps nothing: slots 1-3 are discarded
    assert state.phase == "adjust" and state.current_player == 1 and kinds(state) == {"discard"}
    assert "Discard Karai" in [a.label for a in state.legal_actions()]
    do(state, "discard", "karai")
    assert state.phase == "adjust"
    do(state, "discard", "shredder")
    assert state.phase == "set" and len(state.hand[1]) == 5 + 1 + 3
    assert {"karai", "shredder"} <= set(state.trash[1])


# --- Set Phase ---------------------------------------------------------------------------------
def test_set_phase_slides_left_then_fills_every_empty_slot_face_down():
    # Player 1's Leonardo (3) flips Player 2's slots 1-3; Player 2 keeps Casey Jones in slot 2.
    block1 = ["pizza-party", "casey-jones", "sewer-ambush", "hun"]
    state = new(CHARS5, ["leonardo", *BLOCK_PLAIN[:3]], CHARS5, block1)
    pass_until(state, lambda s: s.step == "result")
    do(state, "pass")  # Player 1 keeps nothing
    do(state, "keep", "casey-jones")  # Player 2's block is now [-, Casey Jones (up), -, Hun]
    assert any("keeps Casey Jones face up in Block Zone slot 2" in e.text for e in state.log)
    assert state.turn == 2 and state.phase == "set"  # Adjust drew 1 + 2; the cards slid left
    assert state.block[1][:2] == ["casey-jones", "hun"] and state.up[1][:2] == [True, False]
    assert cards_of(state, "set") == set(state.hand[1])
    action = find(state, "set", "leatherhead")
    assert action.slot == 3 and "Leatherhead" in action.label
    state.apply(action)
    do(state, "set", "dragon-thug")
    assert state.block[1] == ["casey-jones", "hun", "leatherhead", "dragon-thug"]
    assert state.up[1] == [True, False, False, False]
    assert state.phase != "set"


# --- Event and Item Phases ---------------------------------------------------------------------
def test_event_phase_one_play_event_per_turn_and_never_a_flip_only_event():
    hand0 = ["pizza-party", "turtle-van", "booby-trap", "casey-jones", "hun"]
    state = new(hand0, BLOCK_PLAIN, CHARS5, BLOCK_PLAIN)
    assert state.phase == "event"
    assert cards_of(state, "event") == {"pizza-party", "turtle-van"}
    assert "pass" in kinds(state)
    do(state, "event", "turtle-van")
    assert "turtle-van" in state.trash[0]
    assert state.phase != "event" and "event" not in kinds(state)


def test_item_phase_item_stays_after_the_result_step():
    hand0 = ["battle-shell", "twin-katanas", "casey-jones", "hun", "dragon-thug"]
    state = new(hand0, ["leonardo", *BLOCK_PLAIN[:3]], CHARS5, BLOCK_PLAIN)
    assert state.phase == "event" and kinds(state) == {"pass"}  # no event in hand: pass only
    do(state, "pass")
    assert state.phase == "item" and cards_of(state, "item") == {"battle-shell", "twin-katanas"}
    do(state, "item", "twin-katanas")
    assert state.items[0] == ["twin-katanas"]
    pass_until(state, lambda s: s.step == "result")
    pass_until(state, lambda s: s.turn == 2)
    assert state.items[0] == ["twin-katanas"] and state.observation(1).items[0] == ["twin-katanas"]


# --- Flip Phase --------------------------------------------------------------------------------
def test_flip_phase_discards_a_non_attacker_and_there_is_no_attack():
    state = new(CHARS5, ["battle-shell", "leonardo", "raphael", "hun"], CHARS5, BLOCK_PLAIN)
    do(state, "pass")  # no event
    do(state, "pass")  # no item
    # Player 1's turn ended at once: the item was flipped and discarded, nothing slid.
    assert state.turn == 2 and state.trash[0] == ["battle-shell"] and state.block[0][0] is None
    pass_until(state, lambda s: s.step == "result")
    assert state.turn == 2 and state.active == 1
    assert state.trash[0] == ["battle-shell"]
    assert any("no attack this turn" in e.text for e in state.log)
    # Player 2's Foot Ninja (2) attacks: slot 1 is empty, so slots 2 and 3 take the damage.
    assert state.block[0] == [None, "leonardo", "raphael", "hun"]
    assert state.battle_view().attacker == 1 and state.battle_view().hits == ["slot 2", "slot 3"]
    assert state.up[1] == [True, False, False, False]


def test_flip_phase_fires_a_flip_effect():
    # Baxter Stockman's Flip effect: the opponent discards the top 2 cards of their deck.
    state = new(["sewer-ambush", *CHARS5[:4]], ["baxter-stockman", *BLOCK_PLAIN[:3]], CHARS5, BLOCK_PLAIN)
    do(state, "pass")  # no event
    do(state, "pass")  # no item
    assert state.up[0][0] and len(state.deck[1]) == 29 and len(state.trash[1]) >= 2


# --- Attack step -------------------------------------------------------------------------------
def _attack_game(hand0, lead="leonardo", hand1=CHARS5, block1=BLOCK_PLAIN):
    state = new(hand0, [lead, *BLOCK_PLAIN[:3]], hand1, block1)
    pass_until(state, lambda s: s.phase == "attack")  # pass the Event and Item Phases
    return state


def test_attribute_rule_added_attacks_differ_from_the_character_and_each_other():
    state = _attack_game(["whirlwind-slash", "bamboo-strike", "vine-snare", "flaming-fist", "hun"])
    assert state.step == "attack" and state.current_player == 0 and state.observation(0).phase == "attack"
    assert cards_of(state, "add_attack") == {"bamboo-strike", "vine-snare", "flaming-fist"}
    do(state, "add_attack", "bamboo-strike")
    assert cards_of(state, "add_attack") == {"flaming-fist"}  # no Wind (Leonardo), no Nature
    assert state.observation(0).attack_zone[0] == ["bamboo-strike"]


def test_ruling_7_every_added_card_has_an_attribute_and_none_is_a_wildcard():
    state = _attack_game(["sewer-scramble", "shell-shock", "turtle-power", "boulder-toss", "casey-jones"])
    do(state, "add_attack", "sewer-scramble")  # Mountain: Boulder Toss (Mountain) may no longer follow
    assert "boulder-toss" not in cards_of(state, "add_attack")
    do(state, "add_attack", "shell-shock")  # a Counter card may be added too
    assert cards_of(state, "add_attack") == {"turtle-power"}
    do(state, "add_attack", "turtle-power")
    assert state.attack_zone[0] == ["sewer-scramble", "shell-shock", "turtle-power"]


def test_forceful_attack_only_as_third_or_later_and_at_most_three():
    state = _attack_game(["avalanche-drop", "bamboo-strike", "flaming-fist", "sewer-scramble", "hun"])
    assert "avalanche-drop" not in cards_of(state, "add_attack")
    do(state, "add_attack", "bamboo-strike")
    assert "avalanche-drop" not in cards_of(state, "add_attack")
    do(state, "add_attack", "flaming-fist")
    assert "avalanche-drop" in cards_of(state, "add_attack")
    do(state, "add_attack", "avalanche-drop")
    assert state.step != "attack"  # three added: the Attack step is over (Sewer Scramble unused)
    assert "sewer-scramble" in state.hand[0]


def test_forceful_counter_cannot_be_added_to_an_attack():
    state = _attack_game(["tempest-guard", "iron-fortress", "bamboo-strike", "hun", "casey-jones"])
    assert cards_of(state, "add_attack") == {"bamboo-strike"}


def test_attack_card_in_slot_one_attacks_alone_and_cannot_be_countered():
    hand1 = ["swift-parry", "iron-fortress", "hun", "casey-jones", "leatherhead"]
    state = new(["bamboo-strike", "flaming-fist", "hun", "casey-jones", "leatherhead"],
                ["dragon-kick", *BLOCK_PLAIN[:3]], hand1, BLOCK_PLAIN)
    do(state, "pass")
    do(state, "pass")
    # No add step, no counter step: Dragon Kick (3) hits slots 1-3 at once.
    assert state.battle_view().damage == 3 and state.battle_view().hits == ["slot 1", "slot 2", "slot 3"]
    assert "swift-parry" in state.hand[1] and state.attack_zone[1] == []


# --- Counter step ------------------------------------------------------------------------------
def test_counter_step_defender_adds_one_counter_card_and_damage_drops():
    hand1 = ["swift-parry", "iron-fortress", "whirlwind-slash", "casey-jones", "leatherhead"]
    state = _attack_game(["bamboo-strike", "hun", "casey-jones", "leatherhead", "dragon-thug"], hand1=hand1)
    do(state, "add_attack", "bamboo-strike")
    do(state, "pass")  # attack now
    obs = state.observation(1)
    assert state.current_player == 1 and "counter" in obs.phase and "attack" in obs.phase and obs.step == "counter"
    assert cards_of(state, "counter") == {"swift-parry", "iron-fortress"}  # not a Normal attack
    do(state, "counter", "swift-parry")
    # 3 (Leonardo) + 2 (Bamboo Strike) - 2 (Swift Parry) = 3
    assert state.battle_view().damage == 3 and state.battle_view().counter == 2


def test_character_attack_with_nothing_added_cannot_be_countered():
    hand1 = ["swift-parry", "iron-fortress", "hun", "casey-jones", "leatherhead"]
    state = _attack_game(["bamboo-strike", "hun", "casey-jones", "leatherhead", "dragon-thug"], hand1=hand1)
    do(state, "pass")
    assert state.step == "result" and state.battle_view().damage == 3 and state.attack_zone[1] == []


def test_forceful_counter_can_counter_and_damage_never_goes_below_zero():
    hand1 = ["iron-fortress", "hun", "casey-jones", "leatherhead", "dragon-thug"]
    state = _attack_game(["sewer-scramble", "hun", "casey-jones", "leatherhead", "dragon-thug"], hand1=hand1)
    do(state, "add_attack", "sewer-scramble")
    do(state, "pass")
    do(state, "counter", "iron-fortress")  # 3 + 1 - 5 = -1 -> 0
    assert state.battle_view().damage == 0 and state.battle_view().hits == []
    assert state.up[1] == [False] * 4


# --- Forward step ------------------------------------------------------------------------------
def test_damage_flows_through_block_cards_into_the_deck():
    hand0 = ["bamboo-strike", "flaming-fist", "avalanche-drop", "hun", "casey-jones"]
    state = _attack_game(hand0)
    for card in ["bamboo-strike", "flaming-fist", "avalanche-drop"]:
        do(state, "add_attack", card)
    assert state.step == "counter" and kinds(state) == {"pass"}  # offered even without counters
    do(state, "pass")
    # 3 + 2 + 2 + 5 = 12: one point to each of the 4 Block Zone cards, 8 to the deck
    assert state.battle_view().damage == 12
    assert state.battle_view().hits == ["slot 1", "slot 2", "slot 3", "slot 4"] + ["deck"] * 8
    assert state.observation(0).deck_size[1] == 31 - 8
    assert state.deck_hit[1] and not state.deck_hit[0]


def test_damage_skips_empty_block_slots():
    # Player 1's slot 1 is an event: discarded in the Flip Phase, so slot 1 stays empty while
    # Player 2's Raphael (4) attacks: slots 2, 3, 4 take 1 each and 1 goes to the deck.
    state = new(CHARS5, ["pizza-party", "hun", "foot-soldier", "dragon-thug"],
                CHARS5, ["raphael", *BLOCK_PLAIN[:3]], deck1=["hun"])
    pass_until(state, lambda s: s.step == "result")
    assert state.turn == 2 and state.step == "result"
    assert state.battle_view().hits == ["slot 2", "slot 3", "slot 4", "deck"]
    assert len(state.deck[0]) == 30


def test_flip_effect_fired_by_damage_happens_at_once():
    # Booby Trap in Player 2's slot 2 is turned face up by damage: Player 1 discards 2 from the
    # deck during the Forward step, so Player 1 may not keep Leonardo.
    state = _attack_game(["hun", "casey-jones", "leatherhead", "dragon-thug", "foot-soldier"],
                         block1=["foot-ninja", "booby-trap", "hun", "dragon-thug"])
    do(state, "pass")
    assert len(state.deck[0]) == 29 and state.deck_hit[0] and not state.deck_hit[1]
    assert state.current_player == 1  # only Player 2 may keep (its Foot Ninja)
    assert cards_of(state, "keep") == {"foot-ninja", "hun"}


# --- Result step -------------------------------------------------------------------------------
def test_result_step_keep_one_face_up_character_and_it_attacks_again_from_slot_one():
    state = _attack_game(["hun", "casey-jones", "leatherhead", "dragon-thug", "foot-soldier"])
    do(state, "pass")
    # Leonardo (3) flipped Player 2's slots 1-3; no card left a deck: both may keep.
    assert state.observation(0).step == "result" and "result" in state.observation(0).phase
    keep = find(state, "keep", "leonardo")
    assert keep.label == "Keep Leonardo (Block Zone slot 1)"
    state.apply(keep)
    do(state, "keep", "foot-soldier")  # Player 2 keeps slot 2; Foot Ninja and Dragon Thug go
    assert state.block[0][0] == "leonardo" and state.up[0][0]
    assert state.turn == 2 and state.block[1][:2] == ["foot-soldier", "hun"] and state.up[1][:2] == [True, False]
    assert {"foot-ninja", "dragon-thug"} <= set(state.trash[1])
    # Player 2's turn: Foot Soldier slides to slot 1 and attacks face up (2 damage: Leonardo
    # absorbs 1, slot 2 takes the other).
    pass_until(state, lambda s: s.step == "result")
    assert state.battle_view().attacker == 1 and state.battle_view().lead == "foot-soldier"
    assert state.battle_view().hits == ["slot 1", "slot 2"]
    do(state, "pass")  # Player 2 keeps nothing
    do(state, "keep", "leonardo")  # Player 1 keeps Leonardo again
    pass_until(state, lambda s: s.turn == 3 and s.phase == "attack")
    assert state.battle_view().attacker == 0 and state.battle_view().lead == "leonardo"


def test_a_player_whose_deck_lost_cards_in_the_forward_step_cannot_keep():
    hand0 = ["bamboo-strike", "flaming-fist", "hun", "casey-jones", "dragon-thug"]
    state = _attack_game(hand0, block1=["hun", "casey-jones", "foot-soldier", "dragon-thug"])
    do(state, "add_attack", "bamboo-strike")
    do(state, "add_attack", "flaming-fist")
    do(state, "pass")  # attack now
    do(state, "pass")  # Player 2 does not counter: 7 damage, 4 to the Block Zone and 3 to the deck
    assert keep_choices(state, 1) == [] and state.keep_queue == [0]
    assert state.block[1] == [None] * 4  # Player 2's face-up cards are already gone
    assert state.current_player == 0 and cards_of(state, "keep") == {"leonardo"}
    do(state, "keep", "leonardo")
    assert state.turn == 2 and state.block[0][0] == "leonardo"


def test_draws_during_the_forward_step_do_not_take_away_the_keep():
    # Mutagen Spill (Flip: draw 1, opponent mills 1) in Player 2's slot 1: Player 2 draws, Player 1
    # is milled. Player 2 may still keep; Player 1 may not.
    state = _attack_game(["hun", "casey-jones", "leatherhead", "dragon-thug", "foot-soldier"],
                         block1=["mutagen-spill", "hun", "foot-soldier", "dragon-thug"])
    do(state, "pass")
    assert len(state.hand[1]) == 6 and not state.deck_hit[1] and state.deck_hit[0]
    assert state.current_player == 1 and cards_of(state, "keep") == {"hun", "foot-soldier"}


# --- winning ---------------------------------------------------------------------------------
def test_deck_out_win_when_damage_needs_more_cards_than_the_deck_holds():
    state = _attack_game(["bamboo-strike", "flaming-fist", "hun", "casey-jones", "dragon-thug"])
    state.trash[1].extend(state.deck[1][2:])  # Player 2's deck is down to 2 cards
    del state.deck[1][2:]
    do(state, "add_attack", "bamboo-strike")
    do(state, "add_attack", "flaming-fist")
    do(state, "pass")
    do(state, "pass")  # 7 damage: 4 to the Block Zone, 3 to a deck of 2
    assert state.is_over and state.winner == 0 and state.current_player is None
    assert state.deck[1] == [] and state.legal_actions() == []
    assert state.observation(1).winner == 0 and "loses" in state.log[-1].text


def test_deck_out_win_when_an_adjust_draw_cannot_be_made():
    state = _attack_game(["hun", "casey-jones", "leatherhead", "dragon-thug", "foot-soldier"])
    state.trash[1].extend(state.deck[1])
    state.deck[1] = []  # an empty deck alone does not lose...
    do(state, "pass")
    assert not state.is_over
    pass_until(state, lambda s: s.is_over)  # ...but Player 2's Adjust draw does
    assert state.winner == 0 and state.turn == 2


def test_an_empty_deck_is_not_a_loss_until_a_card_is_needed():
    state = _attack_game(["bamboo-strike", "flaming-fist", "hun", "casey-jones", "dragon-thug"])
    state.trash[1].extend(state.deck[1][3:])
    del state.deck[1][3:]
    do(state, "add_attack", "bamboo-strike")
    do(state, "add_attack", "flaming-fist")
    do(state, "pass")
    do(state, "pass")  # 7 damage: exactly 3 to a deck of 3
    assert state.deck[1] == [] and not state.is_over


def test_every_card_stays_accounted_for():
    state = _attack_game(["bamboo-strike", "flaming-fist", "hun", "casey-jones", "dragon-thug"])
    pass_until(state, lambda s: s.turn == 4 or s.is_over)
    assert total_cards(state, 0) == total_cards(state, 1) == 40
