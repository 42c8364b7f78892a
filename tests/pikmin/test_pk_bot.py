"""Pikmin TCG: the simple bot's fixed blunders (issue 14), hidden-information sampling and fast copies."""

from __future__ import annotations

import random
from collections import Counter

from .pk_helpers import CAT, GAME, choose_leader, clear, deck, do, put, start


def _bot(seed: int = 1):
    return GAME.bots()["simple"](seed=seed, game_id="pikmin")


def _choose(state):
    seat = state.current_player
    return _bot().choose(state.observation(seat), state.legal_actions())


# --- the simple bot's blunders ----------------------------------------------------------------------
def test_simple_bot_counts_its_own_atk_boosts():
    """Red Pikmin's 100 Fire does nothing to Titan Dweevil (resists 100), but with Olimar's +50 it does."""
    state = start()
    clear(state, 0)
    put(state, 0, 0, "red-pikmin")
    put(state, 1, 0, "titan-dweevil")
    do(state, "effect", card="olimar")
    do(state, "pass")
    choice = _choose(state)
    assert choice.kind == "attack" and choice.source == 0 and choice.damage == 50


def test_simple_bot_uses_ultra_bitter_spray_only_where_it_matters():
    state = start()
    clear(state, 1)
    put(state, 0, 0, "ultra-bitter-spray")
    put(state, 1, 0, "sunseed-berry")        # ATK 0: lowering it changes nothing
    put(state, 1, 1, "citrus-lump")
    choice = _choose(state)
    assert not (choice.kind == "effect" and choice.card == "ultra-bitter-spray")
    put(state, 1, 2, "red-bulborb")          # ATK 300: worth lowering before it attacks
    choice = _choose(state)
    assert choice.kind == "effect" and choice.card == "ultra-bitter-spray" and choice.target_space == 2


def test_ultra_bitter_spray_lowers_atk_through_the_rivals_next_turn():
    state = start()
    clear(state, 1)
    put(state, 0, 0, "ultra-bitter-spray")
    put(state, 0, 1, "beady-long-legs")
    put(state, 1, 0, "red-bulborb")
    do(state, "effect", card="ultra-bitter-spray", target_space=0)
    do(state, "end_turn")                     # the rival's turn: Red Bulborb attacks with 300 - 150
    assert state.observation(1).field[1][0].atk == 150
    do(state, "pass")
    do(state, "attack", source=0, target_space=1)
    assert state.fields[0][1].counters == 150
    do(state, "end_turn")                     # lapsed at the end of the rival's turn
    assert state.fields[1][0].boosts == ()


def test_withering_blowhog_lowers_every_enemy_atk_through_the_rivals_next_turn():
    state = start(decks=[deck("withering-blowhog"), deck(leader="louie")])
    put(state, 1, 0, "red-bulborb")
    do(state, "play", card="withering-blowhog", space=0)
    do(state, "end_turn")
    rival = state.observation(1)
    assert rival.field[1][0].atk == 200 and rival.field[1][7].atk == 50


def test_simple_bot_does_not_attack_into_a_card_that_would_defeat_its_attacker():
    """Mushroom Pikmin (HP 100) attacking Anode Beetle takes 100 Electricity back and is defeated."""
    state = start()
    clear(state, 0)
    put(state, 0, 0, "mushroom-pikmin")
    put(state, 1, 0, "anode-beetle")
    do(state, "pass")
    choice = _choose(state)
    assert choice.kind == "end_turn"


def test_simple_bot_prefers_a_target_that_does_not_punish_attackers():
    state = start()
    clear(state, 0)
    put(state, 0, 0, "purple-pikmin")
    put(state, 1, 0, "puffy-blowhog")          # would send Purple Pikmin back to the hand
    put(state, 1, 1, "yellow-wollywog")
    do(state, "pass")
    choice = _choose(state)
    assert choice.kind == "attack" and choice.target == "yellow-wollywog"


def test_simple_bot_still_takes_a_winning_attack_into_a_punisher():
    state = start()
    clear(state, 0)
    clear(state, 1)
    put(state, 0, 0, "mushroom-pikmin")
    state.fields[1][7].counters = 900          # Louie: 50 HP left
    do(state, "pass")
    assert _choose(state).target_space == 7


# --- sample_hidden ----------------------------------------------------------------------------------
def _midgame(seed: int, steps: int):
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_sample_hidden_keeps_every_observation_of_the_player():
    for seed in range(6):
        for steps in (1, 3, 5, 30, 200):
            state = _midgame(seed, steps)
            if state.is_over:
                continue
            for seat in (0, 1):
                sample = state.sample_hidden(seat, random.Random(seed))
                assert sample.observation(seat) == state.observation(seat)
                assert sorted(sample.decks[seat]) == sorted(state.decks[seat])


def test_sample_hidden_puts_each_unseen_card_in_every_place_it_could_be():
    state = _midgame(3, 60)
    assert state.revealed and not state.is_over
    rival = 1
    pool = Counter(state.hands[rival]) - Counter(state.known[rival]) + Counter(state.decks[rival])
    in_hand: set[str] = set()
    in_deck: set[str] = set()
    tops: set[str] = set()
    rng = random.Random(1)
    for _ in range(400):
        sample = state.sample_hidden(0, rng)
        assert Counter(sample.hands[rival]) - Counter(state.known[rival]) + Counter(sample.decks[rival]) == pool
        in_hand |= set(sample.hands[rival])
        in_deck |= set(sample.decks[rival])
        tops.add(sample.decks[0][-1])
    assert in_hand >= set(pool) and in_deck == set(pool)
    assert tops == set(state.decks[0])


def test_sample_hidden_redeals_face_down_setup_cards_among_possible_ones():
    state = GAME.new_game(decks=[deck("red-bulborb", leader="olimar"), deck(leader="louie")], shuffle=False, first_player=0)
    state.decks[0].append("the-president")    # a second leader, on top
    choose_leader(state, "olimar", 7)
    leaders, rng = set(), random.Random(2)
    for _ in range(60):
        sample = state.sample_hidden(1, rng)
        assert sample.observation(1) == state.observation(1)
        leaders.add(sample.fields[0][7].card)
        assert CAT.infos[sample.fields[0][7].card].leader
    assert leaders == {"olimar", "the-president"}


def test_sample_is_independent_of_the_original():
    state = _midgame(2, 40)
    before = state.to_json()
    sample = state.sample_hidden(0, random.Random(0))
    rng = random.Random(4)
    for _ in range(300):
        if sample.is_over:
            break
        legal = sample.legal_actions()
        sample.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == before


# --- clone --------------------------------------------------------------------------------------------
def test_clone_is_independent_and_keeps_the_rng_state():
    state = _midgame(5, 80)
    copy = state.clone()
    assert copy.to_json() == state.to_json() and copy.cat is state.cat
    assert copy.rng.random() == state.clone().rng.random()
    before = state.to_json()
    rng = random.Random(1)
    for _ in range(300):
        if copy.is_over:
            break
        legal = copy.legal_actions()
        copy.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == before
