"""The simple bot beats random play: >= 60% of 300 seeded 2-player games, more than its share of 4."""

from __future__ import annotations

from tanuki_table.bots import make_bot
from tanuki_table.analysis.sim import run_sim


def test_simple_bot_beats_random_in_two_player_games_both_seats():
    first = run_sim("animale_tattica", ["simple", "random"], games=300, seed=1)
    second = run_sim("animale_tattica", ["random", "simple"], games=300, seed=1)
    assert first.wins[0] >= 180 and second.wins[1] >= 180
    assert first.unfinished == second.unfinished == 0


def test_simple_bot_wins_more_than_its_share_of_four_player_games():
    result = run_sim("animale_tattica", ["simple", "random", "random", "random"], games=150, seed=1)
    assert result.wins[0] > 150 / 4 * 1.5


def test_simple_bot_plays_matches_and_tournaments():
    for variant, seats in (("best_of_three", ["simple", "random"]), ("tournament", ["simple", "simple", "random", "random"])):
        result = run_sim("animale_tattica", seats, games=20, seed=3, variant=variant)
        assert result.unfinished == 0


def test_simple_bot_is_registered_and_fast():
    assert make_bot("simple", "animale_tattica", seed=1).name == "simple"
    # the best of three runs: one stall of a shared machine (CI once measured 1,773 us against 25 us here) is not
    # the bot's speed; a slow bot is slow in every run
    runs = [run_sim("animale_tattica", ["simple", "simple"], games=30, seed=2) for _ in range(3)]
    assert min(max(run.bot_us_per_decision) for run in runs) < 1000


def test_ruling_18_no_animal_pairing_is_lopsided_in_a_quick_sample():
    from .at_balance import pairings

    result = pairings(8)  # 96 games; the full measurement (2,000 games) is in rules ruling 18
    for name, (a, b) in result["pairs"].items():
        assert 3 <= a <= 13, (name, a, b)
