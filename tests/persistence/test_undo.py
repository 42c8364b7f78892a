"""Undo: back to your previous decision, unless that takes back something you have already seen."""

from __future__ import annotations

import pytest

from common import toasts
from persistence.conftest import REAL_GAMES, engine_or_skip
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.screens.game.undo_flow import UndoRequestScreen
from tanuki_table.core.undo import plan_undo


def draw_session(seats=(None, "random"), moves=()) -> Session:
    """A draw game where seat 0 starts; `moves` are action kinds (`play` = the first card)."""
    session = Session(Setup(game="drawgame", seed=1, first_player=0, seats=list(seats)))
    for kind in moves:
        legal = session.state.legal_actions()
        session.play(next(a for a in legal if a.kind == kind))
    return session


def test_nothing_to_undo_before_your_first_move(draw_registered):
    plan = plan_undo(draw_session(), 0)
    assert plan.count is None and "not made a move" in plan.reason


def test_undo_goes_back_to_your_previous_decision_through_a_silent_bot_move(draw_registered):
    session = draw_session(moves=["draw", "play", "pass"])  # you draw, you play, the bot passes
    plan = plan_undo(session, 0)
    assert plan.count == 1 and plan.moves == 2, plan.reason


def test_undoing_a_draw_is_refused_because_you_saw_the_card(draw_registered):
    session = draw_session(moves=["draw"])
    drawn = session.info.card(session.state.observation(0).hand[0]).name
    plan = plan_undo(session, 0)
    assert plan.count is None
    assert drawn in plan.reason and "Cannot undo" in plan.reason


def test_undo_is_refused_once_the_bot_showed_something(draw_registered):
    session = draw_session(moves=["draw", "play", "draw"])  # the bot drew: its hand size changed
    session.play(next(a for a in session.state.legal_actions() if a.kind == "play"))  # and played it
    plan = plan_undo(session, 0)
    assert plan.count is None and "Bot (random) has moved" in plan.reason


def test_undo_as_often_as_you_like_within_what_you_have_not_learned(toy_registered):
    session = Session(Setup(game="toygame", seed=1, first_player=0, seats=[None, "random"]))
    for _ in range(2):  # you play a card, the bot passes; twice
        session.play(session.state.legal_actions()[0])
        session.play(session.state.legal_actions()[-1])
    assert len(session.actions) == 4
    plan = plan_undo(session, 0)
    assert plan.count == 2
    session.rebuild(plan.count)
    plan = plan_undo(session, 0)
    assert plan.count == 0
    session.rebuild(plan.count)
    assert session.actions == [] and session.state.current_player == 0


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_undo_on_every_real_game_lands_on_your_own_decision(game_id):
    import random

    info = engine_or_skip(game_id)
    players = info.min_players
    for seed in range(4):
        session = Session(Setup(game=game_id, seed=seed, players=players, seats=[None] + ["random"] * (players - 1)))
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 40)):
            if session.state.is_over:
                break
            legal = session.state.legal_actions()
            session.play(legal[rng.randrange(len(legal))])
        plan = plan_undo(session, 0)
        if plan.count is None:
            assert plan.reason
            continue
        before = Session(session.setup, session.actions[: plan.count])
        session.rebuild(plan.count)
        assert session.state.current_player == 0
        assert session.state.observation(0) == before.state.observation(0)


async def test_u_against_the_bot_undoes_and_redraws_and_saves(draw_registered):
    from tanuki_table.persistence import saves
    from tanuki_table.ui.app import TanukiApp

    session = draw_session(moves=["draw", "play", "pass"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        await pilot.pause()
        screen = app.screen
        await pilot.press("u")
        await pilot.pause()
        assert session.actions == [0]
        assert saves.load_save(session.save_path).actions == [0]
        assert "Took back 2 moves" in [n.message for n in toasts(app)][-1]
        hand = session.state.observation(0).hand
        assert session.info.card(hand[0]).name in str(screen.query_one("#hand").render())
        await pilot.press("u")
        await pilot.pause()
        assert session.actions == [0], "undoing the draw would take back a card you saw"
        assert "Cannot undo" in [n.message for n in toasts(app)][-1]


async def test_hot_seat_undo_asks_the_other_player_on_a_covered_screen(draw_registered):
    from tanuki_table.ui.app import TanukiApp

    session = draw_session(seats=(None, None), moves=["draw", "play", "pass"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        await pilot.pause()
        game = app.screen
        if type(game).__name__ == "HandoverScreen":
            await pilot.press("enter")
            game = app.screen_stack[-1]
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, UndoRequestScreen)
        text = " ".join(str(w.render()) for w in app.screen.query("Label"))
        assert "PLAYER 2" in text
        for card in session.info.cards():
            assert card.name not in text
        assert game.query_one("#main").display is False, "the table is covered"
        await pilot.press("n")
        await pilot.pause()
        assert len(session.actions) == 3
        assert type(app.screen).__name__ == "HandoverScreen"
        await pilot.press("enter", "u")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert session.actions == [0]
        assert type(app.screen).__name__ == "HandoverScreen"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game and game.viewer == 0


async def test_undo_after_the_game_ended_reopens_it_and_its_save(toy_registered):
    from tanuki_table.persistence import saves
    from tanuki_table.ui.app import TanukiApp

    session = Session(Setup(game="toygame", seed=1, first_player=0, seats=[None, "random"]))
    session.play(session.state.legal_actions()[-1])  # you pass
    session.play(session.state.legal_actions()[-1])  # the bot passes: game over, nothing revealed
    assert session.state.is_over
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        await pilot.pause()
        await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"
        assert session.save_path.parent == saves.finished_dir()
        await pilot.press("escape", "u")
        await pilot.pause()
        assert session.actions == [] and not session.state.is_over
        assert session.save_path.parent == saves.saves_dir()
        assert saves.list_saves("toygame", finished=False)


async def test_undo_while_the_bot_is_still_thinking_cancels_its_turn(draw_registered):
    from tanuki_table.ui.app import TanukiApp

    session = draw_session(moves=["draw"])
    app = TanukiApp(bot_delay=30)  # the bot waits before its move: we undo meanwhile
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        await pilot.pause()
        screen = app.screen
        screen.do(next(a for a in session.state.legal_actions() if a.kind == "play"))
        await pilot.pause()
        assert screen.seating.bot_running and session.state.current_player == 1
        await pilot.press("u")
        await pilot.pause()
        assert session.actions == [0] and session.state.current_player == 0
        assert not screen.seating.bot_running
        await pilot.pause()
        assert session.actions == [0], "the cancelled bot did not move"
