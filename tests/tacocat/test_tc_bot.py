"""The simple Tacocat bot: legal, quick, and far stronger than random."""

from __future__ import annotations

from tanuki_table.bots import make_bot
from tanuki_table.analysis.sim import run_sim
from tests.tacocat.tc_helpers import GAME


def test_simple_bot_beats_random_in_both_seats():
    first = run_sim("tacocat", ["simple", "random"], games=100, seed=1)
    second = run_sim("tacocat", ["random", "simple"], games=100, seed=1)
    assert first.wins[0] >= 75 and second.wins[1] >= 75
    assert max(first.bot_us_per_decision[0], second.bot_us_per_decision[1]) < 1000


def test_simple_bot_only_picks_legal_actions():
    bot = make_bot("simple", "tacocat", seed=1)
    state = GAME.new_game(seed=8, variant="tie_to_arrow")
    while not state.is_over:
        legal = state.legal_actions()
        action = bot.choose(state.observation(state.current_player), legal)
        assert action in legal
        state.apply(action)


def test_simple_bot_keeps_its_lowest_card_when_defending():
    from tests.tacocat.tc_helpers import game, play

    state = game([1, 5, 9, 10, 11, 2, 12], [3, 4, 5, 6, 7, 8, 1])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 1", "Attack with 5")
    bot = make_bot("simple", "tacocat", seed=1)
    action = bot.choose(state.observation(1), state.legal_actions())
    assert action.label == "Defend with 5"


def _duel_choice(p0: list[int], p1: list[int]) -> str:
    from tests.tacocat.tc_helpers import game, play

    state = game(p0, p1)
    play(state, "Exchange nothing", "Exchange nothing")
    bot = make_bot("simple", "tacocat", seed=1)
    return bot.choose(state.observation(0), state.legal_actions()).label


def test_simple_bot_duels_with_the_lowest_card_that_wins_not_always_its_highest():
    # every 11 and 12 is in Player 1's hand: an 11 wins the duel as surely as a 12
    assert _duel_choice([12, 12, 12, 11, 11, 11, 1], [2, 3, 4, 5, 6, 7, 8]) == "Duel with 11"


def test_simple_bot_keeps_its_high_card_when_the_duel_is_lost_anyway():
    # a 7 at best against a rival hand of 7 cards from the higher ranks: concede with a middling card
    choice = _duel_choice([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 12, 12])
    assert choice not in ("Duel with 7", "Duel with 1")
