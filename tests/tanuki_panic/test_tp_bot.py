"""Tanuki Panic bots: `simple` knows the outcome table and beats `random`."""

from __future__ import annotations

from tanuki_table.bots import make_bot
from tanuki_table.sim import run_sim

from .tp_helpers import do, duel, place


def test_simple_beats_random_in_both_seat_orders():
    first = run_sim("tanuki_panic", ["simple", "random"], games=100, seed=1)
    second = run_sim("tanuki_panic", ["random", "simple"], games=100, seed=1)
    assert first.unfinished == second.unfinished == 0
    assert first.wins[0] + second.wins[1] >= 160  # at least 80% of 200 games


def test_simple_beats_random_in_the_booster_game():
    first = run_sim("tanuki_panic", ["simple", "random"], games=100, seed=1, variant="booster")
    second = run_sim("tanuki_panic", ["random", "simple"], games=100, seed=1, variant="booster")
    assert first.wins[0] + second.wins[1] >= 160


def test_simple_never_attacks_into_a_visible_loss():
    state = duel()
    place(state, 0, 0, "momotaro")  # 700
    place(state, 1, 0, "kintaro")  # 850 in Attack Mode: attacking loses Momotarō
    place(state, 1, 1, "kumiai-ki", "defense")  # 1350: attacking costs 650 Energy
    do(state, "Go to Battle Phase")
    bot = make_bot("simple", "tanuki_panic", seed=1)
    choice = bot.choose(state.observation(0), state.legal_actions())
    assert choice.kind == "pass"


def test_simple_takes_a_winning_attack():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "igaguri", "defense")
    place(state, 1, 1, "kintaro")
    do(state, "Go to Battle Phase")
    bot = make_bot("simple", "tanuki_panic", seed=1)
    assert bot.choose(state.observation(0), state.legal_actions()).label.startswith("Shuten-dōji (slot 1) attacks Kintarō")
