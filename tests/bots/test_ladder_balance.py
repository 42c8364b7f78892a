"""`ladder`, `balance` and `sim --json` with tiny runs; the Wilson interval."""

from __future__ import annotations

import json

import pytest

from tanuki_table.analysis.balance import report, run_balance, tasks_for
from tanuki_table.cli import main
from tanuki_table.analysis.ladder import pairings, run_ladder
from tanuki_table.analysis.runner import GameTask, play, run_tasks
from tanuki_table.analysis.sim import run_sim
from tanuki_table.analysis.stats import rate_text, wilson
from tanuki_table.games import get_game


def test_wilson_interval_matches_the_textbook_values():
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    assert rate_text(5, 10).startswith("50.0% (")


def test_ladder_pairs_each_level_with_the_one_below_plus_hard_vs_easy():
    assert pairings("tacocat") == [("easy", "random"), ("normal", "easy"), ("hard", "normal"), ("hard", "easy")]


def test_ladder_plays_both_seats_and_reports_a_confidence_interval():
    (result,) = run_ladder(["tacocat"], games=4, jobs=1, levels=["random", "easy"], progress=False)
    assert (result.upper, result.lower, result.games) == ("easy", "random", 4)
    assert 0.0 <= result.ci_low <= result.win_rate <= result.ci_high <= 1.0
    assert len(result.upper_by_seat) == 2 and result.games_per_second > 0
    won, split, lost = result.upper_by_deal
    assert won + split + lost <= 2 and 2 * won + split <= result.upper_wins


def test_ladder_tells_deals_won_from_both_seats_from_deals_the_seat_decided():
    from tanuki_table.analysis.ladder import by_deal

    # seed 1: won from both seats; 2: each seat won once; 3: lost from both; 4: a draw; 5: one game only
    deals = {1: [1.0, 1.0], 2: [0.0, 1.0], 3: [0.0, 0.0], 4: [0.5, 1.0], 5: [1.0]}
    assert by_deal(deals) == [1, 1, 1]


def test_ladder_command_prints_json(capsys):
    assert main(["ladder", "--game", "tacocat", "--games", "2", "--jobs", "1", "--levels", "random,easy", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["upper"] == "easy" and {"win_rate", "ci_low", "ci_high", "games_per_second"} <= set(row)


def test_worker_processes_give_the_same_games_as_one_process():
    tasks = [GameTask("tacocat", ("easy", "random"), seed) for seed in (1, 2, 3)]
    one = [(r.winner, r.actions) for r in run_tasks(tasks, jobs=1, progress=False)]
    two = [(r.winner, r.actions) for r in run_tasks(tasks, jobs=2, progress=False)]
    assert one == two


def test_search_bots_get_an_information_set_in_played_games():
    record = play(GameTask("tacocat", ("normal", "easy"), 3, max_actions=12))
    assert record.think[0] and not record.think[1]


def test_balance_reports_seats_endings_matchups_and_cards():
    result = run_balance("tanuki_panic", games=3, jobs=1, bot="easy", progress=False)
    assert len(result["seats"]) == 2 and all(len(s["ci"]) == 2 for s in result["seats"])
    assert sum(e["wins"] for e in result["ends"].values()) == 3
    assert set(result["ends"]) <= {"deck-out", "energy", "win", "draw", "stalemate guard", "unfinished"}
    assert all(" vs " in key for key in result["matchups"])
    assert result["cards"] and all("played_by_winner" in c for c in result["cards"])
    assert isinstance(result["never_played"], list)


def test_balance_cycles_through_every_premade_deck_pairing():
    tasks = tasks_for("pikmin", "easy", games=9)
    assert all(t.decks is not None and t.deck_names for t in tasks)
    assert len({t.deck_names for t in tasks}) == 9


def test_balance_command_prints_json(capsys):
    assert main(["balance", "tacocat", "--games", "2", "--jobs", "1", "--bot", "easy", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "tacocat" and out["games"] == 2 and "goal" in out["ends"]


def test_end_reason_of_an_unfinished_game():
    state = get_game("tacocat").new_game(seed=1)
    assert state.end_reason == "unfinished"


def test_sim_json_reports_clone_and_sample_hidden_costs():
    result = run_sim("tacocat", ["easy", "random"], games=2, seed=1)
    assert result.clone_us > 0 and result.sample_hidden_us is not None and result.sample_hidden_us > 0
    lacking = run_sim("tmnt", ["random", "random"], games=1, seed=1)
    assert lacking.clone_us > 0


def test_balance_seat_zero_always_starts_so_seat_rates_are_turn_order_rates():
    assert {t.first_player for t in tasks_for("tacocat", "easy", games=4)} == {0}


@pytest.mark.parametrize("game_id, ends", [
    ("tanuki_panic", {"energy", "deck-out", "stalemate"}), ("tacocat", {"goal"}),
    ("pikmin", {"leader hp", "turn limit", "quiet turns", "draw"}), ("animale_tattica", {"empty hand"}),
    ("tmnt", {"deck-out", "damage"}),
])
def test_every_game_declares_how_it_ended(game_id, ends):
    """`GameState.end_reason` is the game's own word for its ending (no guessing from the log)."""
    for seed in (1, 2, 3):
        record = play(GameTask(game_id, ("easy", "random"), seed))
        assert record.finished and record.end in ends


def test_tmnt_tells_damage_from_deck_out():
    """Rule: a player who must draw, or discard for damage, more cards than their deck holds loses;
    the first is a deck-out, the second damage (read from the `lose` event's own field)."""
    seen = {play(GameTask("tmnt", ("random", "easy"), seed)).end for seed in range(1, 13)}
    assert seen == {"deck-out", "damage"}


def test_a_game_without_its_own_end_reason_says_win_or_draw(toy_registered):
    state = toy_registered.new_game(seed=1)
    assert state.end_reason == "unfinished"
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.end_reason == ("draw" if state.winner is None else "win")


def test_balance_uses_the_strongest_bot_by_default():
    from tanuki_table.analysis.balance import default_bot
    from tanuki_table.games import game_ids

    assert {default_bot(g) for g in game_ids()} == {"hard"}


def test_animale_tattica_declares_the_animals_as_its_matchup():
    record = play(GameTask("animale_tattica", ("easy", "easy"), 2))
    game = get_game("animale_tattica")
    assert record.matchup is not None and len(record.matchup) == 2
    assert set(record.matchup) <= set(game.catalogue.animals)
    assert get_game("tacocat").matchup(get_game("tacocat").new_game(seed=1)) is None


def test_balance_never_flags_a_card_the_game_declares_a_prize(monkeypatch):
    """A card won or set aside by the rules (a prize) is never "never played": the game says so
    through `GameRules.prize`, and `balance` leaves it out of the flags."""
    game = get_game("tanuki_panic")
    prize = next(card.id for card in game.cards())
    monkeypatch.setattr(type(game), "prize", lambda self, card_id: card_id == prize)
    records = [play(GameTask("tanuki_panic", ("easy", "easy"), 3, max_actions=2, track_cards=True))]
    result = report("tanuki_panic", "easy", records, 1.0)
    card = next(c for c in result["cards"] if c["id"] == prize)
    assert card["prize"] and not card["never_played"] and prize not in result["never_played"]
    assert result["never_played"], "two moves leave other cards unplayed, and those are flagged"
