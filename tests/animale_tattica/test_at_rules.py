"""Rules tests, one per rule and example of the Animale Tattica rulebook (seed 003)."""

from __future__ import annotations

import pytest

from tanuki_table.errors import IllegalActionError, SetupError

from .at_helpers import GAME, deck, find, keep_first, kind, play, position, start

# --- contents and setup ----------------------------------------------------------------------


def test_contents_every_animal_and_spirit_card():
    cards = {c.id: c for c in GAME.cards()}
    for animal in ("dog", "cat", "penguin", "bear"):
        mine = [c for c in cards.values() if c.animal == animal]
        assert sum(c.count for c in mine) == 16
        assert sorted(str(c.rank) for c in mine) == sorted(["2", "3", "4", "6", "8", "12", "king"])
    assert cards["cat-king"].count >= 2 and cards["cat-king"].name == "Cat King"
    assert cards["bear-12"].count >= 2
    assert cards["dog-6"].name == "Dog 6" and cards["dog-6"].rank == 6
    spirits = [c for c in cards.values() if c.animal == "spirit"]
    assert sum(c.count for c in spirits) == 12 and all(c.count == 3 for c in spirits)
    assert cards["spirit-twins"].rank == 2 and cards["spirit-king"].rank == 12
    assert cards["spirit-revival"].rank == 8 and cards["spirit-shape"].rank == [3, 4, 6]


def test_setup_ten_to_hand_six_to_deck():
    state = start()
    obs = state.observation(0)
    assert obs.hand_sizes == [10, 10] and obs.deck_sizes == [6, 6]
    assert obs.hand == deck("dog")[:10]
    assert obs.animals == ["dog", "cat"]


def test_setup_spirits_dealt_in_catalogue_order_three_to_each_seat():
    state = start()
    assert state.observation(0).offer == ["spirit-twins"] * 3
    assert state.observation(1).offer == ["spirit-shape"] * 3
    assert state.observation(0).phase == "keep_spirit"


def test_setup_keep_one_spirit_the_rest_form_the_spirit_deck():
    state = start()
    assert [a.kind for a in state.legal_actions()] == ["keep_spirit"]
    keep_first(state)
    obs = state.observation(0)
    assert obs.hand_sizes == [11, 11] and obs.spirits_held == [1, 1]
    assert "spirit-twins" in obs.hand
    assert obs.spirit_deck_size == 10
    assert state.tables[0].spirit_deck[:2] == ["spirit-twins", "spirit-twins"]
    assert state.current_player == 0 and obs.lead == 0


def test_decks_choose_each_seats_animal():
    state = GAME.new_game(players=2, decks=[deck("bear"), deck("penguin")], seed=3)
    assert state.observation(1).animals == ["bear", "penguin"]


@pytest.mark.parametrize(
    "decks, words",
    [
        ([deck("dog")[:15], deck("cat")], "dog"),
        ([deck("dog")[:8] + deck("cat")[:8], deck("bear")], "one animal"),
        ([deck("dog"), deck("dog")], "already"),
        ([deck("dog")], "one per seat"),
    ],
)
def test_illegal_decks_are_refused(decks, words):
    with pytest.raises(SetupError, match=words):
        GAME.new_game(players=2, decks=decks)


def test_modes_need_their_player_counts():
    with pytest.raises(SetupError):
        GAME.new_game(players=2, variant="tournament")
    with pytest.raises(SetupError):
        GAME.new_game(players=4, variant="best_of_three")


# --- how the lead player may start a round ---------------------------------------------------


def test_lead_single_play_animal_or_spirit():
    state = position(hands=[["dog-3", "dog-8", "spirit-king"], ["cat-2"]])
    assert find(state, ["dog-3"]) and find(state, ["spirit-king"])
    assert find(state, ["dog-8"])


def test_cannot_retreat_on_an_empty_field():
    state = position(hands=[["dog-3", "dog-8"], ["cat-2"]])
    assert all(a.kind == "play" for a in state.legal_actions())


def test_lead_army_play_same_number():
    state = position(hands=[["dog-2", "dog-2", "dog-3"], ["cat-2"]])
    assert find(state, ["dog-2", "dog-2"])
    assert find(state, ["dog-2", "dog-3"]) is None


def test_king_joins_an_army_of_any_number():
    state = position(hands=[["dog-3", "dog-12", "dog-king", "dog-2"], ["cat-2"]])
    action = find(state, ["dog-12", "dog-king"])
    assert action.label == "Play 12·King (2 cards, total 24)"
    assert find(state, ["dog-3", "dog-king"]).label == "Play 3·King (2 cards, total 6)"


def test_kings_alone_do_not_form_an_army():
    state = position(hands=[["dog-king", "dog-king", "dog-2"], ["cat-2"]], animals=("dog", "cat"))
    assert find(state, ["dog-king", "dog-king"]) is None
    assert find(state, ["dog-king", "dog-king", "dog-2"])


def test_spirit_card_joins_an_army_of_its_number():
    state = position(hands=[["dog-12", "spirit-king", "dog-8", "spirit-revival", "dog-3"], ["cat-2"]])
    assert find(state, ["dog-12", "spirit-king"]).label == "Play 12·12 (2 cards, total 24, with Spirit King)"
    assert find(state, ["dog-8", "spirit-revival"])
    assert find(state, ["dog-3", "spirit-king"]) is None


def test_single_king_is_highest_and_forces_the_opponent_to_retreat():
    state = position(hands=[["dog-king", "dog-2"], ["cat-king", "cat-12", "cat-2", "cat-2"]])
    play(state, ["dog-king"], "king")
    assert [a.kind for a in state.legal_actions()] == ["retreat"]


def test_exception_never_two_cat_kings_together():
    state = position(hands=[["cat-king", "cat-king", "cat-6", "cat-6"], ["dog-2"]], animals=("cat", "dog"))
    assert find(state, ["cat-king", "cat-6"])
    assert find(state, ["cat-king", "cat-king", "cat-6"]) is None
    assert find(state, ["cat-king", "cat-king", "cat-6", "cat-6"]) is None


def test_exception_never_two_bear_12s_together():
    state = position(hands=[["bear-12", "bear-12", "spirit-king", "bear-king"], ["dog-2"]], animals=("bear", "dog"))
    assert find(state, ["bear-12", "bear-12"]) is None
    assert find(state, ["bear-12", "bear-12", "bear-king"]) is None


def test_spirit_king_may_join_one_bear_12():
    state = position(hands=[["bear-12", "bear-12", "spirit-king"], ["dog-2"]], animals=("bear", "dog"))
    assert find(state, ["bear-12", "spirit-king"])


# --- aligned play ----------------------------------------------------------------------------


def test_aligned_a_as_many_cards_higher_number():
    state = position(hands=[["dog-6", "dog-6", "dog-2"], ["cat-8", "cat-8", "cat-6", "cat-6", "cat-4"]])
    play(state, ["dog-6", "dog-6"])
    assert find(state, ["cat-8", "cat-8"]).label == "Play 8·8 (2 cards, total 16)"
    assert find(state, ["cat-6", "cat-6"]) is None  # not higher
    assert find(state, ["cat-8"]) is None  # not as many cards


def test_aligned_a_single_king_beats_any_single():
    state = position(hands=[["dog-12", "dog-2"], ["cat-king", "cat-2"]])
    play(state, ["dog-12"])
    assert find(state, ["cat-king"], "king").label == "Play King (1 card, no total)"


def test_surround_allowed_two_6s_by_three_4s():
    state = position(hands=[["dog-6", "dog-6", "dog-2"], ["cat-4", "cat-4", "cat-4", "cat-2"]], animals=("dog", "cat"))
    state.hands[1] = ["penguin-4"] * 3 + ["penguin-2"]
    state.animals[1] = "penguin"
    play(state, ["dog-6", "dog-6"])
    assert find(state, ["penguin-4"] * 3).label == "Play 4·4·4 (3 cards, total 12)"


def test_surround_allowed_one_8_by_four_2s():
    state = position(hands=[["dog-8", "dog-3"], ["penguin-2"] * 5], animals=("dog", "penguin"))
    play(state, ["dog-8"])
    assert find(state, ["penguin-2"] * 4)
    assert find(state, ["penguin-2"] * 3) is None


def test_surround_not_allowed_one_8_on_one_8():
    state = position(hands=[["dog-8", "dog-3"], ["bear-8", "bear-2"]], animals=("dog", "bear"))
    play(state, ["dog-8"])
    assert find(state, ["bear-8"]) is None


def test_surround_not_allowed_four_3s_on_more_cards():
    state = position(hands=[["penguin-2"] * 5 + ["penguin-king"], ["cat-3"] * 3 + ["spirit-shape", "cat-2"]],
                     animals=("penguin", "cat"))
    play(state, ["penguin-2"] * 5 + ["penguin-king"])  # six 2s, total 12
    assert find(state, ["cat-3", "cat-3", "cat-3", "spirit-shape"]) is None


def test_surround_all_cards_of_one_number():
    state = position(hands=[["dog-12", "dog-3"], ["cat-6", "cat-2", "cat-2", "cat-2"]])
    play(state, ["dog-12"])
    assert find(state, ["cat-6", "cat-2", "cat-2", "cat-2"]) is None


def test_surround_with_a_king_in_the_army():
    state = position(hands=[["dog-12", "dog-3"], ["cat-6", "cat-king", "cat-2"]])
    play(state, ["dog-12"])
    assert find(state, ["cat-6", "cat-king"])


def test_a_play_that_is_not_aligned_is_illegal():
    state = position(hands=[["dog-12", "dog-3"], ["cat-6", "cat-2"]])
    play(state, ["dog-12"])
    lead_plays = position(hands=[["cat-6", "cat-2"], ["dog-2"]], animals=("cat", "dog"))
    bad = find(lead_plays, ["cat-6"])
    with pytest.raises(IllegalActionError):
        state.apply(bad)


# --- retreating ------------------------------------------------------------------------------


def test_retreat_draws_two_from_the_animal_deck():
    state = position(hands=[["dog-12", "dog-3"], ["cat-2"]])
    play(state, ["dog-12"])
    state.apply(kind(state, "retreat"))
    assert state.hands[1] == ["cat-2"] + deck("cat")[10:12]  # the top two of the deck (catalogue order)
    assert state.observation(1).deck_sizes[1] == 4


def test_retreat_draws_one_spirit_card_when_the_deck_is_empty():
    state = position(hands=[["dog-12", "dog-3"], ["cat-2"]], decks=[["dog-2"], []], spirit_deck=["spirit-king", "spirit-shape"])
    play(state, ["dog-12"])
    state.apply(kind(state, "retreat"))
    assert state.hands[1] == ["cat-2", "spirit-king"]
    assert state.observation(1).spirit_deck_size == 1


def test_retreat_draws_nothing_when_both_decks_are_empty():
    state = position(hands=[["dog-12", "dog-3"], ["cat-2"]], decks=[[], []], spirit_deck=[])
    play(state, ["dog-12"])
    state.apply(kind(state, "retreat"))
    assert state.hands[1] == ["cat-2"]


def test_retreat_with_one_card_left_draws_only_that_card():
    state = position(hands=[["dog-12", "dog-3"], ["cat-2"]], decks=[[], ["cat-8"]], spirit_deck=["spirit-king"])
    play(state, ["dog-12"])
    state.apply(kind(state, "retreat"))
    assert state.hands[1] == ["cat-2", "cat-8"]
    assert state.tables[0].spirit_deck == ["spirit-king"]


def test_retreat_discards_the_field_and_the_other_player_leads():
    state = position(hands=[["dog-12", "dog-3"], ["cat-2"]], lead=0)
    play(state, ["dog-12"])
    state.apply(kind(state, "retreat"))
    obs = state.observation(0)
    assert obs.field.cards == [] and obs.lead == 0 and state.current_player == 0
    assert obs.discards[0] == ["dog-12"]
    assert obs.retreated == [False, False]


# --- winning ---------------------------------------------------------------------------------


def test_empty_hand_wins_at_once_deck_need_not_be_empty():
    state = position(hands=[["dog-6", "dog-6"], ["cat-2"]])
    play(state, ["dog-6", "dog-6"])
    assert state.is_over and state.winner == 0 and state.current_player is None
    assert state.observation(1).deck_sizes[0] == 6
    assert state.observation(1).scores == [1, 0]


def test_with_shuffle_false_the_first_ten_cards_of_each_deck_are_the_hand_in_order():
    from tanuki_table.games import get_game

    game = get_game("animale_tattica")
    cards = game.cards()
    dog = [c.id for c in cards if c.animal == "dog" for _ in range(c.count)][::-1]
    cat = [c.id for c in cards if c.animal == "cat" for _ in range(c.count)]
    state = game.new_game(decks=[dog, cat], shuffle=False, first_player=0)
    assert state.observation(0).hand == dog[:10]
    assert state.observation(1).hand == cat[:10]
