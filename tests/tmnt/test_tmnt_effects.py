"""TMNT effect verbs and their timing (our own vocabulary; see rules/tmnt.md, "Effects")."""

from __future__ import annotations

from tests.tmnt.tmnt_helpers import cards_of, do, new, pass_until

CHARS5 = ["casey-jones", "hun", "foot-soldier", "dragon-thug", "leatherhead"]
BLOCK = ["leonardo", "foot-ninja", "foot-soldier", "dragon-thug"]
"""Leonardo (3, Wind) attacks from slot 1."""


def test_boost_event_adds_to_this_turns_attack():
    state = new(["training-montage", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    do(state, "event", "training-montage")
    pass_until(state, lambda s: s.step == "result")
    assert state.battle_view().damage == 5 and state.battle_view().hits[-1] == "deck"  # 3 + 2


def test_power_up_item_adds_to_a_matching_attacking_character():
    state = new(["twin-katanas", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    do(state, "pass")  # no event
    do(state, "item", "twin-katanas")
    pass_until(state, lambda s: s.step == "result")
    assert state.battle_view().power == 4 and state.battle_view().damage == 4


def test_power_up_item_of_another_attribute_does_nothing():
    state = new(["twin-sai", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    do(state, "pass")  # no event
    do(state, "item", "twin-sai")
    pass_until(state, lambda s: s.step == "result")
    assert state.battle_view().damage == 3


def test_armor_item_takes_damage_away():
    state = new(["sewer-ambush", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    state.items[1].append("battle-shell")  # as if Player 2 had put it down earlier
    state.hand[1].remove("hun")
    state.trash[1].append("hun")
    pass_until(state, lambda s: s.step == "result")
    assert state.battle_view().damage == 2


def test_recover_puts_trash_cards_under_the_deck():
    state = new(["pizza-party", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    state.trash[0].extend(state.deck[0][:3])
    moved = state.deck[0][:3]
    del state.deck[0][:3]
    do(state, "event", "pizza-party")
    assert state.deck[0][-2:] == [moved[2], moved[1]] and state.trash[0][0] == moved[0]


def test_salvage_takes_an_attack_back_from_the_trash():
    state = new(["secret-training", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    state.trash[0].extend(["bamboo-strike", "hun"])
    state.deck[0].remove("bamboo-strike")
    state.deck[0].remove("hun")
    do(state, "event", "secret-training")
    assert "bamboo-strike" in state.hand[0] or "bamboo-strike" in state.attack_zone[0]
    assert "hun" in state.trash[0]


def test_hand_discard_makes_the_opponent_discard_at_random():
    state = new(["sewer-ambush", *CHARS5[:4]], BLOCK, CHARS5, BLOCK)
    do(state, "event", "sewer-ambush")
    assert len(state.hand[1]) == 4 and len(state.trash[1]) >= 1


def test_play_effect_of_an_added_attack_happens_before_it_is_placed():
    state = new(["nunchaku-flurry", "bamboo-strike", *CHARS5[:3]], ["raphael", *BLOCK[1:]], CHARS5, BLOCK)
    pass_until(state, lambda s: s.phase == "attack")
    assert cards_of(state, "add_attack") == {"nunchaku-flurry", "bamboo-strike"}
    do(state, "add_attack", "nunchaku-flurry")  # Play: draw 1
    assert len(state.hand[0]) == 5 and state.attack_zone[0] == ["nunchaku-flurry"]


def test_counter_play_effect_discard_is_not_in_the_forward_step():
    # Phoenix Riposte (Forceful Counter 3; Play: the opponent discards the top card of the deck)
    # mills Player 1 in the Counter step, so Player 1 may still keep Leonardo.
    state = new(["bamboo-strike", *CHARS5[:4]], BLOCK, ["phoenix-riposte", *CHARS5[:4]], BLOCK)
    pass_until(state, lambda s: s.phase == "attack")
    do(state, "add_attack", "bamboo-strike")
    do(state, "pass")
    do(state, "counter", "phoenix-riposte")
    assert len(state.deck[0]) == 30 and not state.deck_hit[0]
    assert state.battle_view().damage == 2 and "leonardo" in cards_of(state, "keep")


def test_play_and_flip_event_works_from_hand_and_from_the_block_zone():
    state = new(["news-flash", *CHARS5[:4]], BLOCK, CHARS5, ["news-flash", *BLOCK[1:]])
    do(state, "event", "news-flash")  # Play: Player 2 discards the top card of the deck
    assert len(state.deck[1]) == 30
    pass_until(state, lambda s: s.step == "result")
    # Leonardo's damage turns Player 2's News Flash face up: its Flip effect mills Player 1.
    assert len(state.deck[0]) == 30 and state.deck_hit[0]


def test_character_flip_effect_recover_when_turned_face_up_by_damage():
    state = new(CHARS5, BLOCK, CHARS5, ["donatello", *BLOCK[1:]])
    pass_until(state, lambda s: s.step == "result")
    assert any("Donatello's Flip effect happens for Player 2" in e.text for e in state.log)
