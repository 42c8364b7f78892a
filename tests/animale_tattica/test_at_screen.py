"""The Animale Tattica board on the shared game screen, driven by keys (Textual Pilot)."""

from __future__ import annotations

import pytest

from tests.common import screen_text
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen


async def _play_by_keys(app, pilot, limit: int = 400) -> GameScreen:
    await pilot.pause()
    game = app.screen
    assert isinstance(game, GameScreen)
    for _ in range(limit):
        if isinstance(app.screen, GameOverScreen) or game.session.state.is_over:
            break
        await pilot.press("1")
        await pilot.pause(0.01)
    await pilot.pause()
    return game


@pytest.mark.slow
async def test_play_a_best_of_three_match_against_the_bot_by_keys():
    app = TanukiApp(start={"game": "animale_tattica", "bot": "simple", "seed": 8, "first_player": 0,
                           "variant": "best_of_three"}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _play_by_keys(app, pilot, limit=900)
        state = game.session.state
        assert state.is_over and max(state.scores) == 2


async def test_board_shows_the_field_count_and_total_and_why_not_aligned():
    setup = Setup(game="animale_tattica", seed=2, first_player=1, seats=[None, "simple"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        game = app.screen
        state = game.session.state
        for _ in range(50):
            if state.is_over or (state.current_player == 0 and state.tables[0].phase == "play"):
                break
            await pilot.press("1")
            await pilot.pause(0.05)
        if state.is_over:
            return
        field = state.observation(0).field
        text = screen_text(app)
        if field.cards:
            assert field.text in text
        board = game.board
        hint = board.selection_hint(state.observation(0).hand[:2], [])
        assert hint == "" or hint.startswith("not ")


async def test_board_fits_eighty_by_twenty_four_with_four_players():
    app = TanukiApp(start={"game": "animale_tattica", "bot": "simple", "seed": 4, "first_player": 0, "players": 4,
                           "variant": "tournament"}, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Table 1" in text and "Table 2" in text
        for name in ("You", "Bot 2", "Bot 3", "Bot 4"):
            assert name in text
        cat = app.screen.session.state.cat
        for animal in cat.animals:  # every formation card (the mix) is on screen
            assert f"{animal.capitalize()} {cat.mix_text(animal)}" in text


def test_card_text_and_why_not():
    from tanuki_table.games import get_game
    from tanuki_table.games.animale_tattica.plays import Play, why_not

    game = get_game("animale_tattica")
    Board = game.board()
    board = Board(game, ["You", "Bot"])
    assert board.card_text("cat-king") == "Cat King" and board.card_text("dog-6") == "Dog 6"
    assert board.card_text("spirit-twins") == "Twins (2+2)"
    cat = game.catalogue
    field = Play(("dog-6", "dog-6"), 6, 2, 12)
    assert why_not(["cat-4", "cat-4"], field, cat) == "not aligned: needs 2 cards above 6 or more than 2 cards totalling 12"
    assert why_not(["cat-king", "cat-king", "cat-6"], None, cat).startswith("not an army: never two Cat Kings")
    assert why_not(["cat-4", "cat-4", "cat-4"], field, cat) == ""
