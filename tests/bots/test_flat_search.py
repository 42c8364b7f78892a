"""The flat Monte Carlo search behind `normal` and `hard`: cheat-free, deterministic, within budget."""

from __future__ import annotations

import random

import pytest

from tanuki_table.bots import make_bot
from tanuki_table.bots.flat import FlatMCBot
from tanuki_table.bots.infoset import InfoSet
from tanuki_table.games import game_ids

from bots.test_search_bot import midgame


def small_flat(game_id: str, seed: int = 7) -> FlatMCBot:
    return FlatMCBot(seed, game_id, iterations=16, seconds=None, depth=6, candidates=4)


@pytest.mark.parametrize("game_id", game_ids())
def test_flat_search_sees_only_its_information_set(game_id):
    state = midgame(game_id)
    seat = state.current_player
    other = state.sample_hidden(seat, random.Random(99))  # same information, other hidden cards
    assert other.observation(seat) == state.observation(seat)
    first = small_flat(game_id).choose_from(InfoSet(state, seat))
    second = small_flat(game_id).choose_from(InfoSet(other, seat))
    assert first == second


def test_flat_search_same_seed_and_rollout_budget_give_the_same_move():
    state = midgame("tacocat", seed=9)
    seat = state.current_player
    moves = {small_flat("tacocat", seed=3).choose_from(InfoSet(state, seat)).label for _ in range(2)}
    assert len(moves) == 1


def test_flat_search_answers_within_its_wall_time_cap():
    state = midgame("pikmin")
    bot = FlatMCBot(1, "pikmin", iterations=100_000, seconds=0.05, depth=4)
    action = bot.choose_from(InfoSet(state, state.current_player))
    assert action in state.legal_actions()
    assert bot.last_seconds < 2.0 and bot.last_iterations < 100_000


def test_a_starved_search_stops_within_its_first_world_and_plays_the_policy_move():
    """On a machine so busy that one world of rollouts would overrun the cap, the search stops
    after one rollout and plays its rollout policy's move, saying why (no half-weighed world)."""
    state = midgame("tanuki_panic")
    seat = state.current_player
    legal = state.legal_actions()
    bot = FlatMCBot(1, "tanuki_panic", iterations=100_000, seconds=1e-9, depth=24, candidates=8)
    action = bot.choose_from(InfoSet(state, seat))
    assert len(legal) > 1 and action in legal
    assert bot.last_iterations <= 2
    assert "no time left to weigh the others" in bot.explain()[0][0]


def test_flat_search_explains_candidates_with_worlds_and_win_rates():
    state = midgame("animale_tattica")
    bot = small_flat("animale_tattica")
    action = bot.choose_from(InfoSet(state, state.current_player))
    candidates = bot.explain()
    assert candidates[0][0] == action.label
    assert all(visits > 0 and 0.0 <= rate <= 1.0 for _, visits, rate in candidates)


def test_flat_search_keeps_the_policy_move_unless_the_worlds_prefer_another():
    state = midgame("tacocat")
    seat = state.current_player
    bot = FlatMCBot(2, "tacocat", iterations=16, seconds=None, depth=6, margin=1.0)  # nothing beats it by 1
    suggested = make_bot("easy", "tacocat", seed=0).choose(state.observation(seat), state.legal_actions())
    assert bot.choose_from(InfoSet(state, seat)) == suggested


def test_search_levels_use_the_flat_search():
    for level in ("normal", "hard"):
        assert isinstance(make_bot(level, "tmnt", seed=1), FlatMCBot)


@pytest.mark.slow
def test_free_moves_do_not_keep_a_turn_going_round_in_circles():
    """Pikmin's moves do not end the turn: a search with no margin once shuffled its cards between
    spaces for hundreds of moves in one turn. It now plays its usual move after a few departures
    from it in one turn, or when a position comes round again."""
    from tanuki_table.bots import make_bot
    from tanuki_table.bots.flat import FlatMCBot
    from tanuki_table.bots.infoset import InfoSet
    from tanuki_table.games import get_game

    state = get_game("pikmin").new_game(seed=3)
    search = FlatMCBot(1, "pikmin", iterations=20, seconds=None, depth=6, margin=0.0)
    easy = make_bot("easy", "pikmin", seed=2)
    moves = run = longest = 0
    last = None
    while not state.is_over and moves < 1500:
        seat = state.current_player
        if seat == 0:
            action = search.choose_from(InfoSet(state, seat))
        else:
            action = easy.choose(state.observation(seat), state.legal_actions())
        run = run + 1 if seat == last else 1
        last, longest = seat, max(longest, run)
        state.apply(action)
        moves += 1
    assert state.is_over and longest < 60


def test_the_collector_waits_while_a_search_thinks_and_comes_back_after(monkeypatch):
    """Full garbage collections inside rollouts once pushed `hard` past its time cap: a search
    pauses the collector while it thinks (it makes no cyclic garbage) and turns it back on."""
    import gc

    seen = []
    original = FlatMCBot._rollout

    def rollout(self, *args):
        seen.append(gc.isenabled())
        return original(self, *args)

    monkeypatch.setattr(FlatMCBot, "_rollout", rollout)
    state = midgame("tacocat")
    assert gc.isenabled()
    small_flat("tacocat").choose_from(InfoSet(state, state.current_player))
    assert seen and not any(seen)
    assert gc.isenabled()


def test_the_plan_search_frees_its_trees_before_the_collector_comes_back(monkeypatch):
    """A full collection that starts while `hard`'s trees are alive walks every node: 0.1-0.3 s
    outside any rollout, once the slowest part of a Pikmin move. The trees go first."""
    import gc

    from tanuki_table.bots import search

    bot = make_bot("hard", "tacocat", seed=3)
    bot.seconds, bot.iterations = None, 60
    left: list[int] = []
    enable = gc.enable

    def enabled() -> None:
        left.append(len(bot._trees))
        enable()

    monkeypatch.setattr(search.gc, "enable", enabled)
    state = midgame("tacocat")
    bot.choose_from(InfoSet(state, state.current_player))
    assert left == [0] and gc.isenabled() and bot.last_nodes > 0
