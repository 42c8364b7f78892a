"""Every registered game on the shared screen: a whole game against the bot by keys only (hot-seat
handovers are scanned for secrets in `test_secrets_on_screen.py`)."""

from __future__ import annotations

import pytest
from common import screen_text

from tanuki_table.games import game_ids
from tanuki_table.games import get_game
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs import GameOverScreen, LinesScreen
from tanuki_table.ui.game_screen import GameScreen

GAMES = game_ids()


def need_engine(game_id: str) -> None:
    """Every registered game is a plug-in: a broken import fails here, never skips."""
    get_game(game_id)


def setup_for(game_id: str, seats: list[str | None], seed: int = 7) -> Setup:
    """A game of `game_id`: its booster variant where it has one (a short game of two packs),
    else the first premade decks."""
    from tanuki_table.cards.booster import open_packs
    from tanuki_table.ui.setup import deck_choices

    info = get_game(game_id)
    if info.packs is not None and info.packs.variant is not None:
        return Setup(game=game_id, players=len(seats), seed=seed, variant=info.packs.variant,
                     decks=open_packs(game_id, len(seats), seed=seed), first_player=0, seats=seats)
    choices = deck_choices(info)
    decks = [list(choices[name]) for name in list(choices)[: len(seats)]] if choices else None
    return Setup(game=game_id, players=len(seats), seed=seed, decks=decks, first_player=0, seats=seats)


KEY_STEPS = 25
"""Steps played by keys; then the game is played on to its end without the screen (it is long in
some games, and every step costs a redraw) and the game-over dialog is checked."""


@pytest.mark.parametrize("game_id", GAMES[0::2])  # the other half: test_game_screens_b.py (two workers)
async def test_a_game_against_the_bot_by_keys_reaches_game_over(game_id):
    await play_to_game_over(game_id)


async def play_to_game_over(game_id: str) -> None:
    """A game against the bot by keys, then on to the game-over dialog."""
    need_engine(game_id)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup_for(game_id, [None, "simple"]))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for step in range(KEY_STEPS):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, LinesScreen):  # what a reveal or a duel did: read, then go on
                await pilot.press("enter")
                continue
            state = game.session.state
            if state.current_player == 0 and not game.bot_running:
                # (the bot's hidden cards are looked for on screen in test_secrets_on_screen.py)
                await pilot.press("1")
            await pilot.pause()
        for _ in range(400):  # a busy machine: let the bot finish its turn first
            if not game.bot_running:
                break
            await pilot.pause(0.05)
        state = game.session.state
        if not isinstance(app.screen, GameOverScreen) and not game.bot_running:
            while isinstance(app.screen, LinesScreen):
                await pilot.press("enter")
            while not state.is_over:
                game.session.play(state.legal_actions()[0])
            game.refresh_view()
            game.advance()
            for _ in range(20):
                await pilot.pause()
                if isinstance(app.screen, GameOverScreen):
                    break
        assert isinstance(app.screen, GameOverScreen), "the game did not reach game over"
        assert game.session.state.is_over
        assert "win" in screen_text(app).lower() or "draw" in screen_text(app).lower()
