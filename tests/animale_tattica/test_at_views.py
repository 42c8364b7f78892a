"""At the table: distinct action labels, public piles, the card inspector's view, log lines that
name seats and tables and mark phases and results, and each seat's animal chosen in setup."""

from __future__ import annotations

import random

import pytest

from tanuki_table.core.engine import PHASE, RESULT
from tanuki_table.errors import SetupError

from .at_helpers import GAME, deck, keep_first, play, position, start


@pytest.mark.parametrize("players, variant", [(2, None), (3, None), (4, None), (3, "best_of_three"), (4, "tournament")])
def test_labels_are_unique_in_every_legal_actions_list(players, variant):
    for seed in range(25):
        state = GAME.new_game(players=players, seed=seed, variant=variant)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            labels = [a.label for a in legal]
            assert len(set(labels)) == len(labels), labels
            assert len(set(legal)) == len(legal)
            state.apply(legal[rng.randrange(len(legal))])


def test_public_piles_show_every_discard_pile_and_the_cards_played():
    state = position(hands=[["dog-6", "dog-2", "dog-3"], ["cat-8", "cat-2"]], discards=[["dog-4"], ["cat-king"]])
    play(state, ["dog-6"])
    piles = GAME.public_piles(state.observation(1))
    by_name = {p.name: p for p in piles}
    assert by_name["Player 1's discard pile (dog)"].cards == ("dog-4",)
    assert by_name["Your discard pile (cat)"].cards == ("cat-king",) and by_name["Your discard pile (cat)"].owner == 1
    assert by_name["Played this round"].cards == ("dog-6",)
    assert "Spirit cards out of the game" in by_name


def test_card_view_has_labelled_numbers_and_rules_text_from_the_data():
    view = GAME.card_view("spirit-revival")
    assert view.name == "Revival" and view.kind == "Spirit card"
    assert [s.text() for s in view.stats] == ["Number 8", "Counts as 1 card", "Copies 3"]
    assert any("take one of your own discarded animal cards back" in line for line in view.text)
    king = GAME.card_view("cat-king")
    assert king.stats[0].text() == "Number King" and "Kings formation" in king.kind
    assert any("At most one Cat King in one army" in line for line in king.text)
    twins = GAME.card_view("spirit-twins")
    assert twins.stats[1].text() == "Counts as 2 cards"


def test_card_view_with_an_observation_says_where_the_viewer_sees_copies():
    state = position(hands=[["dog-6", "dog-6", "dog-3"], ["cat-8", "cat-2"]], discards=[["dog-6"], []])
    view = GAME.card_view("dog-6", state.observation(0))
    assert "Seen now: 2 in your hand, 1 in your discard pile." in view.text


def test_log_marks_phases_and_results_and_names_seats():
    state = position(hands=[["dog-6", "dog-2"], ["cat-8", "cat-2"]])
    play(state, ["dog-6"])
    state.apply(next(a for a in state.legal_actions() if a.kind == "retreat"))
    ends = [e for e in state.log if e.text.startswith("The round ends")]
    assert ends and ends[-1].kind == RESULT
    assert any(e.kind == PHASE and "kept a spirit card" in e.text for e in state.log)
    assert all("You" not in e.text for e in state.log)
    play(state, ["dog-2"])
    assert state.log[-1].kind == RESULT and "wins game 1" in state.log[-1].text


def test_tournament_log_lines_name_their_table():
    state = GAME.new_game(players=4, seed=2, variant="tournament")
    keep_first(state)
    lines = [e for e in state.log if "keeps a spirit card" in e.text]
    assert {e.text.split(":")[0] for e in lines} == {"Table 1", "Table 2"}
    assert all(e.secret.startswith("Table ") for e in lines)


def test_setup_each_seat_chooses_its_animal_or_random():
    armies = GAME.decks.premade(GAME)
    assert list(armies) == ["Dog army", "Cat army", "Penguin army", "Bear army"]
    state = GAME.new_game(players=3, seed=5, decks=[armies["Penguin army"], [], armies["Dog army"]])
    assert state.animals[0] == "penguin" and state.animals[2] == "dog" and state.animals[1] in ("cat", "bear")
    seen = {GAME.new_game(players=2, seed=s, decks=[[], armies["Cat army"]]).animals[0] for s in range(30)}
    assert seen == {"dog", "penguin", "bear"}
    with pytest.raises(SetupError, match="already played"):
        GAME.new_game(players=2, decks=[deck("cat"), deck("cat")])
    with pytest.raises(SetupError, match="deck 2"):
        GAME.new_game(players=2, decks=[[], deck("cat")[:-1]])


def test_first_game_animals_chosen_for_a_best_of_three():
    armies = GAME.decks.premade(GAME)
    state = GAME.new_game(players=2, seed=1, variant="best_of_three", decks=[armies["Bear army"], armies["Penguin army"]])
    assert state.observation(0).animals == ["bear", "penguin"]


def test_start_helper_still_deals_in_catalogue_order():
    state = start()
    assert state.observation(0).hand == deck("dog")[:10]


def test_board_discard_pile_click_offers_the_revival_take_backs():
    state = position(hands=[["spirit-revival", "dog-2", "dog-3"], ["cat-2", "cat-3"]], discards=[["dog-king"], ["cat-4"]])
    play(state, ["spirit-revival"])
    board = GAME.board()(GAME, ["You", "Bot"])
    board.obs = state.observation(0)
    legal = state.legal_actions()
    assert [a.card for a in board.actions_at("discard:0", legal)] == ["dog-king"]
    assert board.actions_at("discard:1", legal) == []
    text = board.render_text(board.obs).plain
    assert "Discards: You: K · Bot: 4" in text  # each pile after its name and a colon (issue 49)
