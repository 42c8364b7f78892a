"""The four spirit cards, and the labels of plays that hold them."""

from __future__ import annotations

from .at_helpers import find, kind, play, plays, position


def test_twins_count_as_two_2s():
    state = position(hands=[["spirit-twins", "dog-2", "dog-king", "dog-3"], ["cat-2"]])
    action = find(state, ["spirit-twins", "dog-2"])
    assert action.label == "Play 2·2·2 (3 cards, total 6, with Twins)"
    assert find(state, ["spirit-twins", "dog-king"]).label == "Play 2·2·King (3 cards, total 6, with Twins)"


def test_twins_alone_are_an_army_of_two_2s_never_a_single():
    state = position(hands=[["spirit-twins", "dog-3"], ["cat-2"]])
    action = find(state, ["spirit-twins"])
    assert action.label == "Play 2·2 (2 cards, total 4, with Twins)"
    state.apply(action)
    assert state.observation(1).field.count == 2 and state.observation(1).field.total == 4


def test_twins_surround_a_single_4_but_do_not_answer_a_single_2():
    state = position(hands=[["dog-4", "dog-2"], ["spirit-twins", "cat-3"]])
    play(state, ["dog-4"])
    assert find(state, ["spirit-twins"])
    state = position(hands=[["dog-2", "dog-3"], ["spirit-twins", "cat-12"]])
    play(state, ["dog-2"])
    assert find(state, ["spirit-twins"]) is None


def test_shape_changing_alone_announces_3_4_or_6():
    state = position(hands=[["spirit-shape", "dog-2"], ["cat-2"]])
    labels = sorted(a.label for a in plays(state) if a.cards == ("spirit-shape",))
    assert labels == [
        "Play 3 (1 card, total 3, with Shape-changing)",
        "Play 4 (1 card, total 4, with Shape-changing)",
        "Play 6 (1 card, total 6, with Shape-changing)",
    ]
    play(state, ["spirit-shape"], 4)
    assert state.observation(1).field.number == 4


def test_shape_changing_joins_3_4_6_or_a_king():
    state = position(hands=[["spirit-shape", "dog-3", "dog-6", "dog-8", "dog-king"], ["cat-2"]])
    assert find(state, ["spirit-shape", "dog-3"]).label == "Play 3·3 (2 cards, total 6, with Shape-changing)"
    assert find(state, ["spirit-shape", "dog-6"], 6)
    assert find(state, ["spirit-shape", "dog-8"]) is None
    assert {a.number for a in plays(state) if sorted(a.cards) == ["dog-king", "spirit-shape"]} == {3, 4, 6}


def test_revival_counts_as_8_and_takes_back_a_discarded_card():
    state = position(hands=[["spirit-revival", "dog-2", "dog-3"], ["cat-2"]], discards=[["dog-12", "dog-king"], []])
    play(state, ["spirit-revival"])
    assert state.observation(0).field.total == 8 and state.current_player == 0
    labels = [a.label for a in state.legal_actions()]
    assert labels == ["Take back Dog 12", "Take back Dog King", "Take nothing back"]
    state.apply(kind(state, "revive"))
    assert "dog-12" in state.hands[0]
    discard = [a for a in state.legal_actions() if a.kind == "discard"]
    assert {a.card for a in discard} == {"dog-2", "dog-3", "dog-12"}
    state.apply(next(a for a in discard if a.card == "dog-2"))
    assert state.hands[0] == ["dog-3", "dog-12"] and state.discards[0] == ["dog-king", "dog-2"]
    assert state.current_player == 1


def test_revival_is_optional():
    state = position(hands=[["spirit-revival", "dog-2"], ["cat-2"]], discards=[["dog-12"], []])
    play(state, ["spirit-revival"])
    state.apply(kind(state, "pass"))
    assert state.hands[0] == ["dog-2"] and state.current_player == 1


def test_revival_works_inside_an_army():
    state = position(hands=[["spirit-revival", "dog-8", "dog-2"], ["cat-2"]], discards=[["dog-6"], []])
    play(state, ["spirit-revival", "dog-8"])
    assert state.observation(0).phase == "revive"


def test_revival_never_takes_back_or_discards_a_spirit_card():
    state = position(hands=[["spirit-revival", "spirit-king", "dog-2"], ["cat-2"]], discards=[["dog-6"], []])
    state.tables[0].spirit_discard = ["spirit-twins"]
    play(state, ["spirit-revival"])
    assert [a.card for a in state.legal_actions() if a.kind == "revive"] == ["dog-6"]
    state.apply(kind(state, "revive"))
    assert {a.card for a in state.legal_actions()} == {"dog-2", "dog-6"}


def test_revival_without_discarded_cards_has_no_choice():
    state = position(hands=[["spirit-revival", "dog-2"], ["cat-2"]])
    play(state, ["spirit-revival"])
    assert state.current_player == 1


def test_revival_that_empties_the_hand_wins_at_once():
    state = position(hands=[["spirit-revival"], ["cat-2"]], discards=[["dog-6"], []])
    play(state, ["spirit-revival"])
    assert state.is_over and state.winner == 0


def test_spirit_king_counts_as_one_12():
    state = position(hands=[["spirit-king", "dog-2"], ["cat-6", "cat-6", "cat-12"]])
    action = find(state, ["spirit-king"])
    assert action.label == "Play 12 (1 card, total 12, with Spirit King)"
    state.apply(action)
    assert find(state, ["cat-6", "cat-6"])
    assert find(state, ["cat-12"]) is None


def test_played_spirit_cards_leave_the_game_at_round_end():
    state = position(hands=[["spirit-king", "dog-2"], ["cat-2"]])
    play(state, ["spirit-king"])
    state.apply(kind(state, "retreat"))
    assert state.tables[0].spirit_discard == ["spirit-king"]
    assert "spirit-king" not in state.discards[0]
