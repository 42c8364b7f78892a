"""`hard`'s search (`PlanBot`): it looks past one move, stays blind to hidden cards, and is
deterministic for a seed and a rollout budget; every level passes the information-set test."""

from __future__ import annotations

import random

import pytest

from tanuki_table.bots import make_bot
from tanuki_table.bots.flat import FlatMCBot
from tanuki_table.bots.infoset import InfoSet
from tanuki_table.bots.plan import PlanBot
from tanuki_table.games import game_ids

from bots.test_search_bot import midgame


def small(bot):  # type: ignore[no-untyped-def]
    """A level's bot with a small rollout budget and no wall-time cap (deterministic)."""
    if hasattr(bot, "iterations"):
        bot.iterations, bot.seconds = 24, None
    return bot


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_level_is_blind_to_cards_hidden_from_its_seat(game_id, level):
    state = midgame(game_id)
    seat = state.current_player
    other = state.sample_hidden(seat, random.Random(99))  # same information, other hidden cards
    assert other.observation(seat) == state.observation(seat) and other.to_json() != state.to_json()
    first = small(make_bot(level, game_id, seed=5)).choose_from(InfoSet(state, seat))
    second = small(make_bot(level, game_id, seed=5)).choose_from(InfoSet(other, seat))
    assert first == second


def test_hard_is_the_plan_search_and_normal_the_flat_one():
    for game_id in game_ids():
        hard, normal = make_bot("hard", game_id, seed=1), make_bot("normal", game_id, seed=1)
        assert isinstance(hard, PlanBot) and type(normal) is FlatMCBot


@pytest.mark.parametrize("game_id", ["tmnt", "animale_tattica"])
def test_hard_looks_past_one_move(game_id):
    """Its tree holds decisions after the root move (the seat's next moves of the turn, or in
    Animale Tattica the rival's reply and the seat's answer), not only the root's candidates."""
    state = midgame(game_id, seed=6)
    bot = small(make_bot("hard", game_id, seed=2))
    bot.iterations = 120
    bot.choose_from(InfoSet(state, state.current_player))
    assert bot.last_depth >= 2 and bot.last_nodes > 1


def test_plan_search_same_seed_and_rollout_budget_give_the_same_move():
    state = midgame("tmnt", seed=9)
    seat = state.current_player
    moves = {small(make_bot("hard", "tmnt", seed=3)).choose_from(InfoSet(state, seat)).label for _ in range(2)}
    assert len(moves) == 1


def test_plan_search_never_touches_the_true_state():
    state = midgame("pikmin")
    before = state.to_json()
    small(make_bot("hard", "pikmin", seed=1)).choose_from(InfoSet(state, state.current_player, copy=False))
    assert state.to_json() == before


def test_plan_search_answers_within_its_wall_time_cap():
    state = midgame("animale_tattica")
    bot = make_bot("hard", "animale_tattica", seed=1)
    bot.iterations, bot.seconds = 100_000, 0.05
    assert bot.choose_from(InfoSet(state, state.current_player)) in state.legal_actions()
    assert bot.last_seconds < 2.0 and bot.last_iterations < 100_000
