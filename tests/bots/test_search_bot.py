"""The search bots (`normal`'s flat search, `hard`'s plan search): cheat-free (they see only their
information set), deterministic, within budget, and never silently the rollout policy."""

from __future__ import annotations

import random

import pytest

from tanuki_table.bots import make_bot
from tanuki_table.bots.infoset import InfoSet, SearchUnavailable
from tanuki_table.bots.ask import choose_for
from tanuki_table.bots.plan import PlanBot
from tanuki_table.bots.search import NeedsInfoSet, SearchBot
from tanuki_table.games import game_ids, get_game

SEARCH_GAMES = game_ids()  # every game has sample_hidden now


def midgame(game_id: str, seed: int = 4, moves: int = 10):
    """A state some moves into a simple-vs-simple game, at a decision with a real choice."""
    state = get_game(game_id).new_game(seed=seed)
    bot = make_bot("easy", game_id, seed=seed)
    played = 0
    while not state.is_over and (played < moves or len(state.legal_actions()) < 2):
        seat = state.current_player
        state.apply(bot.choose(state.observation(seat), state.legal_actions()))
        played += 1
    assert not state.is_over
    return state


def small_bot(game_id: str, seed: int = 7) -> SearchBot:
    return PlanBot(seed, game_id, iterations=12, seconds=None, depth=6, candidates=4)


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_search_sees_only_its_information_set(game_id):
    state = midgame(game_id)
    seat = state.current_player
    other = state.sample_hidden(seat, random.Random(99))  # same information, other hidden cards
    assert other.observation(seat) == state.observation(seat)
    hidden_differs = other.to_json() != state.to_json()
    assert hidden_differs
    first = small_bot(game_id).choose_from(InfoSet(state, seat))
    second = small_bot(game_id).choose_from(InfoSet(other, seat))
    assert first == second


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_sampled_worlds_depend_only_on_the_information_set(game_id):
    state = midgame(game_id)
    seat = state.current_player
    other = state.sample_hidden(seat, random.Random(5))
    a = InfoSet(state, seat).sample(random.Random(3))
    b = InfoSet(other, seat).sample(random.Random(3))
    assert a.to_json() == b.to_json()
    assert a.observation(seat) == state.observation(seat)


def test_same_seed_and_iteration_budget_give_the_same_move():
    state = midgame("tanuki_panic", seed=9)
    seat = state.current_player
    moves = {small_bot("tanuki_panic", seed=3).choose_from(InfoSet(state, seat)) for _ in range(2)}
    assert len(moves) == 1


def test_search_never_touches_the_true_state():
    state = midgame("pikmin")
    before = state.to_json()
    small_bot("pikmin").choose_from(InfoSet(state, state.current_player, copy=False))
    assert state.to_json() == before


def test_search_answers_within_its_wall_time_cap():
    state = midgame("tacocat")
    bot = PlanBot(1, "tacocat", iterations=10_000, seconds=0.05, depth=4)
    action = bot.choose_from(InfoSet(state, state.current_player))
    assert action in state.legal_actions()
    assert bot.last_seconds < 2.0  # one iteration past the cap at most, even on a loaded machine
    assert bot.last_iterations < 10_000


def test_explain_lists_candidates_with_visits_and_win_rates():
    state = midgame("tanuki_panic")
    bot = small_bot("tanuki_panic")
    action = bot.choose_from(InfoSet(state, state.current_player))
    candidates = bot.explain()
    assert candidates and all(isinstance(label, str) and visits > 0 and 0.0 <= rate <= 1.0
                              for label, visits, rate in candidates)
    assert candidates[0][0] == action.label


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_bot_asked_without_an_information_set_refuses_instead_of_playing_its_rollout_policy(level, game_id):
    """`choose(observation, legal)` gives a search bot nothing to sample worlds from; it once played
    its rollout policy (`easy`) silently. It now raises and says how to ask it."""
    state = midgame(game_id)
    seat = state.current_player
    bot = make_bot(level, game_id, seed=2)
    with pytest.raises(NeedsInfoSet, match=r"choose_from\(InfoSet\(state, seat\)\)"):
        bot.choose(state.observation(seat), state.legal_actions())
    assert isinstance(NeedsInfoSet("x"), TypeError)


def test_search_bot_asked_through_choose_for_searches():
    state = midgame("tacocat")
    seat = state.current_player
    bot = make_bot("normal", "tacocat", seed=2)
    assert choose_for(bot, state, seat) in state.legal_actions()
    assert bot.last_iterations > 0


def test_the_rival_may_be_searched_too():
    state = midgame("tacocat")
    bot = PlanBot(1, "tacocat", iterations=10, seconds=None, depth=4, same_turn=False, rival=True, plies=4)
    assert bot.choose_from(InfoSet(state, state.current_player)) in state.legal_actions()


def test_infoset_refuses_a_game_without_sample_hidden(toy_registered):
    state = toy_registered.new_game(seed=1)
    assert not state.can_sample_hidden  # the base class's default: not offered
    with pytest.raises(NotImplementedError):
        state.sample_hidden(0, random.Random(1))
    with pytest.raises(SearchUnavailable):
        InfoSet(state, 0)


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_sampled_worlds_carry_no_secret_line_of_another_seat(game_id):
    """The true log holds lines only their own seat may read ("You drew Igaguri"); a world the
    search plays in must not, or a rollout policy reading it would see the rival's cards."""
    state = midgame(game_id)
    seat = state.current_player
    world = InfoSet(state, seat).sample(random.Random(1))
    text = world.to_json()
    secrets = {e.secret for e in state.log if e.secret is not None and e.seat != seat}
    assert not any(line in text for line in secrets)
