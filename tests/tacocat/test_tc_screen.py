"""Tacocat on screen: a whole game against the bot by keys only, hot-seat secrecy, the board."""

from __future__ import annotations

from common import past_opening_handover, screen_text

from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import HandoverScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tests.tacocat.tc_helpers import GAME


async def test_hotseat_shows_neither_duel_card_before_the_reveal():
    setup = Setup(game="tacocat", seed=5, first_player=0, seats=[None, None])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        await past_opening_handover(app, pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        state = game.session.state
        for _ in range(6):  # both exchanges, with handovers, until the first duel choice
            if state.phase == "duel":
                break
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
            else:
                await pilot.press("1")
            await pilot.pause()
            state = game.session.state
        assert state.phase == "duel"
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        first = state.current_player
        await pilot.press("1")
        await pilot.pause()
        chosen = state.pending_duel[first]
        assert chosen is not None
        name = GAME.card(chosen).name
        assert isinstance(app.screen, HandoverScreen)
        assert name not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert state.current_player == 1 - first and app.screen is game
        text = screen_text(app)
        assert name not in text and "yours:" not in text
        assert "face down" in text


async def test_board_fits_80_by_24():
    app = TanukiApp(start={"game": "tacocat", "bot": "simple", "seed": 4, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "YAY ◀" in text and "▶ WOW" in text
        assert "Round 1" in text


async def test_clicking_the_attacking_card_offers_the_answers():
    from tests.tacocat.tc_helpers import game, play

    state = game([1, 5, 9, 10, 11, 2, 12], [3, 4, 5, 6, 7, 8, 1])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 1", "Attack with 5")
    board_class = GAME.board()
    board = board_class(GAME, ["Player 1", "Player 2"])
    board.obs = state.observation(1)
    legal = state.legal_actions()
    assert board.actions_at("attack:1", legal) == legal
    assert board.actions_at("answer:1", legal) == [] and board.actions_at("discard", legal) == []
    picked = [c for c in state.hands[1] if GAME.card(c).rank == 6]
    assert [a.label for a in board.actions_for(picked, legal)] == ["Defend with 6"]


async def test_a_long_piles_line_at_80_columns_breaks_between_piles_not_inside_a_pile_name():
    import random

    from tanuki_table.games.tacocat.board import Board

    app = TanukiApp(start={"game": "tacocat", "bot": "simple", "seed": 4, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        state, rng = game.session.state, random.Random(1)
        while len(state.observation(0).discard) < 9 and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        board = game.query_one(Board)
        lines = board.info_text(state.observation(0)).wrap(app.console, board.size.width)
        shown = [line.plain.rstrip() for line in lines]
        assert any(line.startswith("discard pile:") for line in shown), shown
        assert not any(line.endswith("discard") for line in shown), shown
