"""Goofspiel's rules (examples/goofspiel/goofspiel/rules.md), one test per rule, then seeded random
playouts with the game's invariants. The game is registered by the `goofspiel` fixture."""

from __future__ import annotations

import random

import pytest

from tanuki_table.core.plugin import GameRules
from tanuki_table.errors import SetupError

pytestmark = pytest.mark.usefixtures("goofspiel")

SPADES = ["spades-" + r for r in ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k")]
HEARTS = [c.replace("spades", "hearts") for c in SPADES]
DIAMONDS = [c.replace("spades", "diamonds") for c in SPADES]


def bid(state, card: str) -> None:
    """The current seat bids `card` (chosen from the legal actions, never built by hand)."""
    state.apply(next(a for a in state.legal_actions() if a.card == card))


def ordered(game: GameRules, prizes: list[str] | None = None):
    """A game whose prizes come in the order given (default: Ace of Diamonds first)."""
    return game.new_game(seed=1, decks=[prizes or DIAMONDS], shuffle=False)


def test_each_player_holds_ace_to_king_of_one_suit(goofspiel):
    state = goofspiel.new_game(seed=3)
    assert state.observation(0).hand == SPADES
    assert state.observation(1).hand == HEARTS


def test_the_prizes_are_the_thirteen_diamonds_shuffled_by_the_seed(goofspiel):
    state = goofspiel.new_game(seed=3)
    prizes = [state.prize, *state.prizes]
    assert sorted(prizes) == sorted(DIAMONDS) and prizes != DIAMONDS
    assert [goofspiel.new_game(seed=3).prize, *goofspiel.new_game(seed=3).prizes] == prizes


def test_the_prize_order_may_be_given_as_the_one_deck(goofspiel):
    state = ordered(goofspiel, DIAMONDS[::-1])
    assert state.observation(0).prize == "diamonds-k"
    with pytest.raises(SetupError):
        goofspiel.new_game(decks=[DIAMONDS[:5]], shuffle=False)


def test_player_one_bids_first_then_player_two(goofspiel):
    state = ordered(goofspiel)
    assert state.current_player == 0
    bid(state, "spades-5")
    assert state.current_player == 1
    bid(state, "hearts-5")
    assert state.current_player == 0
    assert goofspiel.new_game(seed=1, first_player=1).current_player == 1


def test_a_bid_stays_hidden_until_both_are_in(goofspiel):
    state = ordered(goofspiel)
    bid(state, "spades-q")
    rival = state.observation(1)
    assert rival.bid_made == [True, False] and rival.my_bid is None
    assert "spades-q" not in rival.model_dump_json() and "Queen" not in " ".join(state.log_for(1))
    assert state.observation(0).my_bid == "spades-q"
    bid(state, "hearts-2")
    assert state.observation(1).last_bids == ["spades-q", "hearts-2"]
    assert "Queen of Spades" in " ".join(state.log_for(1))


def test_the_higher_bid_takes_the_prize_and_scores_its_value(goofspiel):
    state = ordered(goofspiel, DIAMONDS[::-1])  # the King of Diamonds first: 13 points
    bid(state, "spades-2")
    bid(state, "hearts-3")
    obs = state.observation(0)
    assert obs.scores == [0, 13] and obs.taken == [[], ["diamonds-k"]]
    assert obs.prize == "diamonds-q"


def test_a_tie_takes_nothing_our_ruling(goofspiel):
    """Our ruling (the common rule of the public-domain game): equal bids, nobody takes the prize."""
    state = ordered(goofspiel)
    bid(state, "spades-7")
    bid(state, "hearts-7")
    obs = state.observation(0)
    assert obs.scores == [0, 0] and obs.taken == [[], []] and obs.prize == "diamonds-2"
    assert "nobody takes" in state.log_for(0)[-2]


def test_a_bid_card_is_spent(goofspiel):
    state = ordered(goofspiel)
    bid(state, "spades-k")
    bid(state, "hearts-a")
    assert "spades-k" not in state.observation(0).hand
    assert [a.card for a in state.legal_actions()] == SPADES[:12]


def test_after_thirteen_prizes_the_most_points_wins(goofspiel):
    state = ordered(goofspiel)
    for spade, heart in zip(SPADES, HEARTS[1:] + HEARTS[:1]):
        bid(state, spade)
        bid(state, heart)
    # hearts win prizes 1-12 (78 points), spades take the King with the King against the Ace
    assert state.is_over and state.scores == [13, 78] and state.winner == 1
    assert state.current_player is None and state.legal_actions() == []


def test_equal_points_is_a_draw(goofspiel):
    state = ordered(goofspiel)
    for spade, heart in zip(SPADES, HEARTS):
        bid(state, spade)
        bid(state, heart)
    assert state.is_over and state.scores == [0, 0] and state.winner is None


def test_sample_hidden_redraws_the_rivals_bid_and_the_prize_order(goofspiel):
    state = goofspiel.new_game(seed=2)
    bid(state, "spades-k")
    worlds = [state.sample_hidden(1, random.Random(n)) for n in range(30)]
    assert all(w.observation(1) == state.observation(1) for w in worlds)
    assert {w.bids[0] for w in worlds} > {"spades-k"}  # the rival's bid is drawn anew, not kept
    assert len({tuple(w.prizes) for w in worlds}) > 1
    assert state.bids[0] == "spades-k"  # the true game is untouched


def test_the_simple_bot_bids_near_the_prizes_value(goofspiel):
    from tanuki_table.bots import make_bot  # deferred: the bots load the game's catalogue

    state = ordered(goofspiel, DIAMONDS[::-1])
    bot = make_bot("simple", "goofspiel", seed=1)
    assert bot.choose(state.observation(0), state.legal_actions()).card == "spades-k"


@pytest.mark.parametrize("block", range(6))
def test_random_playouts_conserve_cards_and_replay_from_the_seed(goofspiel, block):
    """300 seeded random games: every card is always in exactly one place, the score is the sum
    of the prizes taken, the JSON round-trips, and the same seed gives the same game."""
    for seed in range(block * 50, block * 50 + 50):
        state = goofspiel.new_game(seed=seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            step += 1
            rounds = 13 - len(state.hands[0])  # prizes decided: each spent one card of each hand
            assert 13 - len(state.prizes) - (state.prize is not None) == rounds == 13 - len(state.hands[1])
            face_down = [*state.prizes, *([state.prize] if state.prize else []), *state.taken[0], *state.taken[1]]
            assert len(face_down) == len(set(face_down)) and set(face_down) <= set(DIAMONDS)
            for seat, suit in enumerate((SPADES, HEARTS)):
                assert len(set(state.hands[seat])) == len(state.hands[seat]) and set(state.hands[seat]) <= set(suit)
                assert state.bids[seat] is None or state.bids[seat] in state.hands[seat]
                if state.bids[seat] is not None:  # a bid is hidden from the rival until revealed
                    assert state.bids[seat] not in state.observation(1 - seat).model_dump_json()
                assert state.scores[seat] == sum(goofspiel.card(c).value for c in state.taken[seat])
            if step % 5 == 0:
                assert goofspiel.state_from_json(state.to_json()).to_json() == state.to_json()
        assert step == 26 and state.prize is None and state.hands == [[], []]
        assert sum(state.scores) <= 91
        again = goofspiel.new_game(seed=seed)
        rng = random.Random(seed)
        while not again.is_over:
            legal = again.legal_actions()
            again.apply(legal[rng.randrange(len(legal))])
        assert again.to_json() == state.to_json()


def test_evaluate_favours_the_points_lead_and_knows_the_result(goofspiel):
    state = ordered(goofspiel, DIAMONDS[::-1])
    assert goofspiel.evaluate(state, 0) == 0.5
    bid(state, "spades-k")
    bid(state, "hearts-a")  # Player 1 takes the King of Diamonds: 13 points
    assert goofspiel.evaluate(state, 0) > 0.5 > goofspiel.evaluate(state, 1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert goofspiel.evaluate(state, state.winner) == 1.0 and goofspiel.evaluate(state, 1 - state.winner) == 0.0
