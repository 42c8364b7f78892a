"""Bot levels by name: easy (the simple bot), normal and hard (search), and "Why this move?"."""

from __future__ import annotations

import pytest

from tanuki_table.bots import bot_names, make_bot
from tanuki_table.bots.infoset import SearchUnavailable, can_sample
from tanuki_table.bots.search import SearchBot
from tanuki_table.bots.levels import BUDGETS
from tanuki_table.games import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_bot_names_list_the_levels_a_game_supports(game_id):
    names = bot_names(game_id)
    assert names[:2] == ["random", "simple"]
    assert "easy" in names
    assert ("hard" in names) == ("normal" in names) == can_sample(game_id)


def test_easy_is_the_simple_bot_under_its_level_name():
    easy = make_bot("easy", game_id="tacocat", seed=1)
    simple = make_bot("simple", game_id="tacocat", seed=1)
    assert easy.name == "easy" and simple.name == "simple"
    assert type(easy) is type(simple)
    state = get_game("tacocat").new_game(seed=2)
    obs, legal = state.observation(state.current_player), state.legal_actions()
    assert easy.choose(obs, legal) == simple.choose(obs, legal)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_levels_are_search_bots_capped_by_iterations_and_time(level):
    bot = make_bot(level, game_id="tmnt", seed=1)
    assert isinstance(bot, SearchBot) and bot.name == level and bot.uses_infoset
    assert bot.iterations == BUDGETS[level].iterations
    assert bot.seconds is not None and bot.seconds < 1.0


def test_a_game_may_set_a_levels_rollout_budget():
    """Tacocat's and Pikmin's `normal` think with 40 rollouts (`SearchSettings.iterations`); their
    `hard` keeps the shared budget."""
    for game in ("tacocat", "pikmin"):
        assert make_bot("normal", game_id=game, seed=1).iterations == 40
        assert make_bot("hard", game_id=game, seed=1).iterations == BUDGETS["hard"].iterations


def test_hard_searches_more_than_normal():
    assert BUDGETS["hard"].iterations > BUDGETS["normal"].iterations
    assert BUDGETS["hard"].seconds > BUDGETS["normal"].seconds


def test_search_level_refused_for_a_game_without_sample_hidden(toy_registered):
    if can_sample("toygame"):
        pytest.skip("the toy game samples hidden cards")
    with pytest.raises((SearchUnavailable, ValueError)):
        make_bot("hard", game_id="toygame", seed=1)
    assert "hard" not in bot_names("toygame")


def test_unknown_level_names_the_available_bots():
    with pytest.raises(ValueError, match="easy"):
        make_bot("genius", game_id="tacocat")


def test_easy_explains_its_move_in_one_line():
    bot = make_bot("easy", game_id="tanuki_panic", seed=1)
    assert bot.explain() == []
    state = get_game("tanuki_panic").new_game(seed=3)
    action = bot.choose(state.observation(state.current_player), state.legal_actions())
    (line, visits, rate), = bot.explain()
    assert line.startswith(action.label) and visits == 0 and rate is None


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_declares_that_it_can_sample_hidden_cards(game_id):
    state = get_game(game_id).new_game(seed=1)
    assert type(state).can_sample_hidden and can_sample(game_id) and can_sample(state)


def test_a_game_declares_its_search_settings_and_the_levels_take_them():
    from tanuki_table.bots.levels import MARGIN, settings

    pikmin = settings("pikmin", "hard")
    assert (pikmin["turns"], pikmin["depth"], pikmin["seconds"], pikmin["margin"]) == (4, 60, 0.6, 0.05)
    animale = settings("animale_tattica", "hard")
    assert animale["rival"] and animale["plies"] == 4 and animale["margin"] == MARGIN
    assert "rival" not in settings("animale_tattica", "normal")  # plan settings are hard's only
    tmnt = settings("tmnt", "normal")
    assert tmnt["seconds"] == BUDGETS["normal"].seconds and tmnt["turns"] is None


def test_a_game_without_declared_capabilities_gets_the_defaults(toy_registered):
    state = toy_registered.new_game(seed=1)
    assert toy_registered.evaluate(state, 0) == 0.5 and toy_registered.matchup(state) is None
    assert toy_registered.search.plan == {} and state.turn_number() is None
    assert not can_sample("toygame")
