"""The simple bot's blunders (issue 14), each set up and checked."""

from __future__ import annotations


from tanuki_table.bots import make_bot

from .at_helpers import GAME, kind, play, position


def _bot():
    return make_bot("simple", "animale_tattica", seed=1)


def _choose(state):
    seat = state.current_player
    return _bot().choose(state.observation(seat), state.legal_actions())


def test_revival_takes_back_a_king_and_does_not_discard_that_same_king():
    state = position(hands=[["spirit-revival", "dog-2", "dog-3", "dog-6"], ["cat-2", "cat-3", "cat-4"]],
                     discards=[["dog-king", "dog-4"], []])
    play(state, ["spirit-revival"])
    taken = _choose(state)
    assert taken.kind == "revive" and taken.card == "dog-king"
    state.apply(taken)
    dropped = _choose(state)
    assert dropped.kind == "discard" and dropped.card != "dog-king"
    state.apply(dropped)
    assert "dog-king" in state.hands[0]


def test_revival_is_declined_when_it_would_only_swap_for_a_worse_card():
    state = position(hands=[["spirit-revival", "dog-8", "dog-6", "dog-12"], ["cat-2", "cat-3", "cat-4"]],
                     discards=[["dog-2"], []])
    play(state, ["spirit-revival"])
    assert _choose(state).kind == "pass"


def test_no_retreat_with_legal_plays_when_the_rival_has_one_card_left():
    state = position(hands=[["dog-king", "dog-2", "dog-2", "dog-3", "dog-3"], ["cat-8", "cat-2"]], lead=1)
    play(state, ["cat-8"])
    assert state.observation(0).hand_sizes[1] == 1
    choice = _choose(state)
    assert choice.kind == "play"
    state.apply(choice)
    assert kind(state, "retreat")  # the rival must answer the King and cannot: it retreats


def test_leads_an_army_the_last_card_cannot_follow():
    state = position(hands=[["dog-2", "dog-2", "dog-6", "dog-8"], ["cat-12"]], lead=0)
    choice = _choose(state)
    assert choice.kind == "play" and len(choice.cards) >= 2


def test_bot_games_never_retreat_with_plays_when_a_rival_has_one_card():
    bots = [make_bot("simple", "animale_tattica", seed=s) for s in range(2)]
    blunders = 0
    for seed in range(60):
        state = GAME.new_game(players=2, seed=seed)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            obs = state.observation(seat)
            action = bots[seat].choose(obs, legal)
            if action.kind == "retreat" and any(a.kind == "play" for a in legal) and obs.hand_sizes[1 - seat] == 1:
                blunders += 1
            state.apply(action)
    assert blunders == 0
