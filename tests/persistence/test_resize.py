"""Tiny terminals mid-game: the app covers the table, ignores nothing it should keep, and recovers."""

from __future__ import annotations

import pytest
from common import few
from common import first_key

from persistence.conftest import REAL_GAMES, engine_or_skip

SIZES = [(79, 24), (80, 23), (40, 12), (20, 5), (1, 1), (100, 30), (10, 40), (200, 3)]
"""Every size, on the toy game; a real game gets the first, a tiny one and one large one."""
QUICK = [(20, 5)]


async def _game_app(game_id: str):
    from tanuki_table.ui.app import TanukiApp

    return TanukiApp(start={"game": game_id, "bot": "random", "seed": 4}, bot_delay=0)


def _snapshot(screen) -> tuple:
    state = screen.session.state
    return (list(screen.session.actions), state.to_json(), str(screen.query_one("#hand").render()))


@pytest.mark.parametrize("game_id", few(["toygame", *REAL_GAMES], keep=["toygame", "pikmin"]))
async def test_resizing_to_tiny_and_back_loses_nothing(toy_registered, game_id):
    if game_id != "toygame":
        engine_or_skip(game_id)
    from tanuki_table.ui.dialogs.boxes import TooSmallScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    app = await _game_app(game_id)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press(first_key(game))
        await pilot.pause()
        before = _snapshot(game)
        for width, height in SIZES if game_id == "toygame" else QUICK:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            small = width < 80 or height < 24
            assert isinstance(app.screen, TooSmallScreen) == small, (width, height)
            if small:
                await pilot.press("1", "u", "q")  # keys meant for the hidden game
                await pilot.pause()
                assert _snapshot(game)[:2] == before[:2], "a key reached the covered game"
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert app.screen is game
        assert _snapshot(game) == before
        for selector in ("#status", "#board", "#hand", "#actions"):
            region = game.query_one(selector).region
            assert region.width > 0 and region.height > 0, selector
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is game
        await pilot.press(first_key(game))  # still playable
        await pilot.pause()
        assert game.session.state.is_over or len(game.session.actions) > len(before[0])
