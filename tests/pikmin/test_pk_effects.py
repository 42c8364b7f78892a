"""Pikmin TCG effect tests: every verb, trigger and condition of the vocabulary, on shipped cards."""

from __future__ import annotations

from .pk_helpers import GAME, clear, deck, do, find, put, slot, start


def _attack(state, src, dst):
    if state.phase == "action":
        do(state, "pass")
    do(state, "attack", source=src, target_space=dst)


# --- triggers -------------------------------------------------------------------------------------
def test_on_play_trigger_damage_enemy_front_row():
    state = start(decks=[deck("wollywog"), deck(leader="louie")])
    put(state, 1, 0, "sheargrub")
    put(state, 1, 1, "skitter-leaf", 50)
    put(state, 1, 5, "shearwig")
    do(state, "play", card="wollywog", space=0)
    assert state.fields[1][0].counters == 50 and state.fields[1][5].counters == 0
    assert state.fields[1][1] is None and state.discards[1] == ["skitter-leaf"]  # 50 + 50 reaches its 100 HP


def test_standby_trigger_draw():
    state = start(leaders=("the-president", "louie"), decks=[deck(leader="the-president"), deck(leader="louie")], first=1)
    hand = len(state.hands[0])
    do(state, "end_turn")
    assert len(state.hands[0]) == hand + 2  # the draw phase, then The President's standby draw


def test_once_each_turn_effect_only_once_and_only_in_action_phase():
    state = start()
    put(state, 0, 0, "red-pikmin")
    do(state, "effect", card="olimar")  # +50 ATK to each of your Fire cards: Red Pikmin, not Olimar (Punch)
    assert state.fields[0][0].atk_change() == 50 and state.fields[0][7].atk_change() == 0
    assert not [a for a in state.legal_actions() if a.kind == "effect"]
    do(state, "pass")
    do(state, "attack", source=0, target_space=7)
    assert state.fields[1][7].counters == 150  # ATK 100 + 50


def test_atk_change_lasts_until_end_of_turn():
    state = start()
    put(state, 0, 0, "red-pikmin")
    do(state, "effect", card="olimar")
    assert state.fields[0][0].atk_change() == 50
    do(state, "end_turn")
    assert state.fields[0][0].atk_change() == 0 and state.fields[0][7].atk_change() == 0


def test_on_attacked_damage_attacker():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "fiery-blowhog")
    _attack(state, 0, 0)
    assert state.fields[1][0].counters == 200 and state.fields[0][0].counters == 50


def test_on_attacked_condition_on_attack_type():
    state = start()
    put(state, 0, 0, "red-bulborb")      # Bite
    put(state, 0, 1, "purple-pikmin")    # Punch
    put(state, 1, 0, "white-pikmin")
    put(state, 1, 1, "white-pikmin")
    _attack(state, 0, 0)
    assert state.fields[0][0].counters == 100  # poisoned: White Pikmin strikes back at Bite attackers
    _attack(state, 1, 1)
    assert state.fields[0][1].counters == 0     # not at Punch attackers
    assert state.discards[1] == ["white-pikmin", "white-pikmin"]  # it resolves even as it falls


def test_on_defeat_draw_and_damage():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 0, 1, "purple-pikmin")
    put(state, 1, 0, "iridescent-flint-beetle")
    put(state, 1, 1, "volatile-dweevil")
    hand = len(state.hands[1])
    _attack(state, 0, 0)
    assert len(state.hands[1]) == hand + 2
    _attack(state, 1, 1)
    assert state.fields[0][0].counters == 150 and state.fields[0][1].counters == 150  # 150 explosion to our front row


def test_on_defeat_heal_leader():
    state = start()
    state.fields[1][7].counters = 300
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "honeywisp")
    _attack(state, 0, 0)
    assert state.fields[1][7].counters == 100


# --- damage ---------------------------------------------------------------------------------------
def test_damage_chosen_enemy_respects_row_rule():
    state = start()
    put(state, 0, 0, "ionium-jet")
    put(state, 1, 0, "red-bulborb")
    spaces = {a.target_space for a in state.legal_actions() if a.kind == "effect" and a.card == "ionium-jet"}
    assert spaces == {0}  # the leader in the back row is protected by the front row
    action = find(state, "effect", card="ionium-jet", target_space=0)
    assert "on Red Bulborb (enemy front 1)" in action.label
    state.apply(action)
    assert state.fields[1][0].counters == 100


def test_damage_enemy_back_row():
    state = start()
    put(state, 0, 0, "careening-dirigibug")
    put(state, 1, 5, "sheargrub", 50)
    put(state, 1, 0, "shearwig")
    do(state, "effect", card="careening-dirigibug")
    assert state.fields[1][7].counters == 100 and state.fields[1][0].counters == 0 and state.fields[1][5] is None


def test_standby_damage_with_row_condition():
    state = start(first=1)
    put(state, 0, 5, "man-at-legs")
    put(state, 1, 0, "red-bulborb")
    do(state, "end_turn")
    assert state.fields[1][0].counters == 50
    do(state, "move", source=5, space=0)
    do(state, "end_turn")
    do(state, "end_turn")
    assert state.fields[1][0].counters == 50  # in the front row it does nothing


# --- resistance, weakness, bonus -----------------------------------------------------------------
def test_resist_partial_and_by_row():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 0, 1, "purple-pikmin")
    put(state, 1, 0, "rock-pikmin")
    _attack(state, 0, 0)
    assert state.fields[1][0].counters == 100  # 200 Punch - 100
    state = start()
    clear(state, 1)
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 5, "cloaking-burrow-nit")  # back row only on their side: targetable, and resisting
    _attack(state, 0, 5)
    assert state.fields[1][5].counters == 100


def test_weak_adds_damage():
    state = start()
    put(state, 0, 0, "armored-cannon-beetle")
    put(state, 1, 0, "spotty-bulborb")
    _attack(state, 0, 0)
    assert state.fields[1][0].counters == 350


def test_bonus_vs_attack_type():
    state = start()
    put(state, 0, 0, "ice-pikmin")
    put(state, 1, 0, "fiery-dweevil")
    _attack(state, 0, 0)
    assert state.fields[1][0].counters == 200


# --- heal -----------------------------------------------------------------------------------------
def test_heal_chosen_ally_self_all_and_leader():
    state = start(decks=[deck("mamuta", "sunseed-berry"), deck(leader="louie")], leaders=("olimar", "louie"))
    state.fields[0][7].counters = 400
    put(state, 0, 0, "red-bulborb", 150)
    do(state, "play", card="mamuta", space=1)      # on play: 100 from each of your cards
    assert state.fields[0][0].counters == 50 and state.fields[0][7].counters == 300
    do(state, "play", card="sunseed-berry", space=2)  # on play: 200 from your leader
    assert state.fields[0][7].counters == 100
    state2 = start(leaders=("louie", "olimar"), decks=[deck(leader="louie"), deck()])
    put(state2, 0, 0, "red-bulborb", 150)
    do(state2, "effect", card="louie", target_space=0)
    assert state2.fields[0][0].counters == 50
    state3 = start(first=1)
    put(state3, 0, 0, "emperor-bulblax", 250)
    do(state3, "end_turn")
    assert state3.fields[0][0].counters == 150


def test_heal_with_nothing_to_heal_says_so_instead_of_removing_0_counters():
    state = start(decks=[deck("mamuta"), deck(leader="louie")])
    do(state, "play", card="mamuta", space=1)      # on play: 100 from each of your cards, none damaged
    log = "\n".join(state.log_for(0))
    assert "0 counters" not in log
    assert "which has no damage counters" in log


# --- draw and move --------------------------------------------------------------------------------
def test_draw_on_play():
    state = start(decks=[deck("citrus-lump"), deck(leader="louie")])
    hand = len(state.hands[0])
    do(state, "play", card="citrus-lump", space=0)
    assert len(state.hands[0]) == hand - 1 + 2


def test_move_discard_top_to_hand():
    state = start(leaders=("alph", "louie"), decks=[deck(leader="alph"), deck(leader="louie")])
    state.discards[0] = ["sheargrub", "red-pikmin"]
    do(state, "effect", card="alph")
    assert state.hands[0][-1] == "red-pikmin" and state.discards[0] == ["sheargrub"]


def test_move_self_to_other_row():
    state = start()
    put(state, 0, 1, "winged-pikmin")
    do(state, "effect", card="winged-pikmin")
    assert slot(state, 0, 6) == ("winged-pikmin", 0, 0) and state.fields[0][6].used


def test_move_chosen_enemy_to_other_row_can_expose_leader():
    state = start()
    put(state, 0, 0, "swooping-snitchbug")
    clear(state, 1)  # only Louie, in the back row: targetable
    do(state, "effect", card="swooping-snitchbug", target_space=7)
    assert state.fields[1][2].card == "louie" and state.observation(0).leader[1].space < 5


def test_move_attacker_to_other_row_and_to_hand():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "watery-blowhog")
    _attack(state, 0, 0)
    assert state.fields[0][0] is None and state.fields[0][5].card == "purple-pikmin"
    state = start()
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "puffy-blowhog")
    _attack(state, 0, 0)
    assert state.fields[0][0] is None and state.hands[0][-1] == "purple-pikmin"


def test_move_to_hand_needs_row_and_never_takes_the_leader():
    state = start()
    clear(state, 1)
    put(state, 1, 5, "puffy-blowhog")  # back row: its effect is off
    put(state, 0, 0, "purple-pikmin")
    _attack(state, 0, 5)
    assert state.fields[0][0].card == "purple-pikmin"
    state = start()
    clear(state, 0)
    clear(state, 1)
    put(state, 1, 2, "puffy-blowhog")
    _attack(state, 7, 2)  # Olimar attacks alone: he is the original leader, so he stays
    assert state.fields[0][7].card == "olimar"


def test_move_chosen_ally_to_hand_is_never_offered_on_the_original_leader():
    state = start()
    put(state, 0, 0, "spiny-coccyx")
    put(state, 0, 1, "red-bulborb", 300)
    # Olimar (back 3) is the original leader: he cannot leave the field, so Spiny Coccyx is not offered on him
    assert {a.target_space for a in state.legal_actions() if a.kind == "effect" and a.card == "spiny-coccyx"} == {0, 1}
    do(state, "effect", card="spiny-coccyx", target_space=1)
    assert state.fields[0][1] is None and state.hands[0][-1] == "red-bulborb"


# --- ATK changes ----------------------------------------------------------------------------------
def test_atk_change_on_play_all_enemies_and_chosen_enemy():
    state = start(decks=[deck("withering-blowhog"), deck(leader="louie")])
    put(state, 1, 0, "red-bulborb")
    do(state, "play", card="withering-blowhog", space=0)
    assert state.fields[1][0].atk_change() == -100 and state.fields[1][7].atk_change() == -100
    state = start()
    put(state, 0, 0, "ultra-bitter-spray")
    put(state, 1, 0, "red-bulborb")
    do(state, "effect", card="ultra-bitter-spray", target_space=0)
    assert state.fields[1][0].atk_change() == -150


def test_atk_change_standby_only_type():
    state = start(first=1)
    put(state, 0, 5, "red-onion")
    put(state, 0, 0, "red-pikmin")
    put(state, 0, 1, "blue-pikmin")
    do(state, "end_turn")
    assert state.fields[0][0].atk_change() == 50 and state.fields[0][1].atk_change() == 0


def test_every_verb_and_trigger_is_shipped():
    verbs = {e.verb for c in GAME.cards() for e in c.effects}
    assert verbs == {"damage", "heal", "draw", "move", "atk_change", "resist", "weak", "bonus_vs"}
    triggers = {getattr(e, "trigger", None) for c in GAME.cards() for e in c.effects} - {None}
    assert triggers == {"on_play", "standby", "once_each_turn", "on_attacked", "on_defeat"}


# --- Winged Pikmin (ruling 18) ---------------------------------------------------------------------
def test_winged_pikmin_attacks_from_the_front_row_then_flies_to_the_back_row():
    """No card may move in the Attack phase (ruling 7), except Winged Pikmin by its effect: it
    attacks from the front row, then flies to the back row, out of reach while the front row holds
    a card."""
    state = start()
    clear(state, 0)
    put(state, 0, 1, "winged-pikmin")
    put(state, 0, 2, "purple-pikmin")
    do(state, "pass")  # to the Attack phase
    assert not [a for a in state.legal_actions() if a.kind == "move"]
    assert find(state, "effect", card="winged-pikmin")  # the effect is offered in the Attack phase
    do(state, "attack", source=1, target_space=7)
    do(state, "effect", card="winged-pikmin")
    assert slot(state, 0, 6) is not None and slot(state, 0, 6)[0] == "winged-pikmin"
    assert state.phase == "attack"
    assert not [a for a in state.legal_actions() if a.kind == "effect"]  # once each turn


def test_only_winged_pikmin_moves_in_the_attack_phase():
    state = start()
    clear(state, 0)
    put(state, 0, 1, "purple-pikmin")
    do(state, "pass")
    assert not [a for a in state.legal_actions() if a.kind in ("move", "effect")]


def test_winged_pikmin_text_says_it_works_in_the_attack_phase():
    text = " ".join(GAME.card_view("winged-pikmin").text)
    assert "Attack phase" in text
