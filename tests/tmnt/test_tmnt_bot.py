"""The simple bot's blunders from issue 14, each set up and checked."""

from __future__ import annotations

from tanuki_table.games import get_game
from tests.tmnt.tmnt_helpers import do, new

GAME = get_game("tmnt")


def _bot():
    return GAME.bots()["simple"](seed=1, game_id=GAME.id)


def _choose(state):
    seat = state.current_player
    return _bot().choose(state.observation(seat), state.legal_actions())


def _attack_step(hand0, lead="leonardo"):
    state = new(hand0, [lead, "casey-jones", "foot-soldier", "dragon-thug"],
                ["casey-jones", "leatherhead", "foot-elite", "bishop", "hun"],
                ["foot-ninja", "foot-soldier", "dragon-thug", "hun"])
    do(state, "pass")
    do(state, "pass")
    assert state.step == "attack"
    return state


def test_bot_opens_the_forceful_third_slot_with_weak_cards():
    # Leonardo is Wind: Bamboo Strike (2) and Sewer Scramble (1) open the third slot for Inferno Strike (6)
    state = _attack_step(["sewer-scramble", "bamboo-strike", "inferno-strike", "hun", "shredder"], lead="leonardo")
    played = []
    while state.step == "attack" and state.current_player == 0:
        action = _choose(state)
        played.append(action.card)
        state.apply(action)
    assert played == ["bamboo-strike", "sewer-scramble", "inferno-strike"]


def test_bot_keeps_flip_events_and_counters_in_the_adjust_discard():
    from tanuki_table.games.tmnt.actions import act

    cat = GAME.catalogue
    state = GAME.new_game(seed=1)
    obs = state.observation(state.current_player)
    for keep, lose in (("booby-trap", "sewer-scramble"), ("swift-parry", "foot-soldier"),
                       ("hidden-lair", "nunchaku-flurry"), ("iron-fortress", "mouser")):
        legal = [act(cat, "discard", keep), act(cat, "discard", lose)]
        assert _bot().choose(obs, legal).card == lose


def test_bot_does_not_keep_a_one_power_character_while_holding_stronger_ones():
    bot = _bot()
    from tanuki_table.games.tmnt.actions import act

    cat = GAME.catalogue
    keep = act(cat, "keep", "april-oneil", 1)
    passing = act(cat, "pass", where="result")
    state = GAME.new_game(seed=1)
    obs = state.observation(state.current_player).model_copy(update={"hand": ["shredder", "shredder", "hun"]})
    assert bot.choose(obs, [keep, passing]) is passing
    obs = obs.model_copy(update={"hand": ["sewer-scramble"]})
    assert bot.choose(obs, [keep, passing]) is keep


def test_bot_does_not_spend_counter_cards_as_attack_boosts():
    state = _attack_step(["swift-parry", "rooted-block", "backfire", "hun", "shredder"], lead="casey-jones")
    action = _choose(state)
    assert action.kind == "pass"
    state = _attack_step(["swift-parry", "flaming-fist", "hun", "shredder", "bishop"], lead="casey-jones")
    action = _choose(state)
    assert action.card == "flaming-fist"
