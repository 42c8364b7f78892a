"""The simple Tacocat bot: legal, quick, and far stronger than random."""

from __future__ import annotations

from tanuki_table.bots import make_bot
from tanuki_table.sim import run_sim
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
