"""Every registered game on the shared screen: a whole game against the bot by keys only (hot-seat
handovers are scanned for secrets in `test_secrets_on_screen.py`)."""

from __future__ import annotations

import pytest
from common import screen_text

from tanuki_table.games import game_ids
from tanuki_table.games import get_game
from tanuki_table.session import Setup
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
    from tanuki_table.booster import open_packs
    from tanuki_table.ui.setup import deck_choices

    info = get_game(game_id)
    if info.packs is not None and info.packs.variant is not None:
        return Setup(game=game_id, players=len(seats), seed=seed, variant=info.packs.variant,
                     decks=open_packs(game_id, len(seats), seed=seed), first_player=0, seats=seats)
    choices = deck_choices(info)
    decks = [list(choices[name]) for name in list(choices)[: len(seats)]] if choices else None
    return Setup(game=game_id, players=len(seats), seed=seed, decks=decks, first_player=0, seats=seats)


@pytest.mark.parametrize("game_id", GAMES)
async def test_whole_game_against_the_bot_by_keys_only(game_id):
    need_engine(game_id)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup_for(game_id, [None, "simple"]))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for step in range(3000):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, LinesScreen):  # what a reveal or a duel did: read, then go on
                await pilot.press("enter")
                continue
            state = game.session.state
            if state.current_player == 0 and not game.bot_running:
                if step % 15 == 0:  # the bot's hidden cards never reach the screen
                    text = screen_text(app)
                    for name in hidden_names(state, 0):
                        assert name not in text, f"{name} from the bot's hand is on screen"
                await pilot.press("1")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), "the game did not reach game over"
        assert game.session.state.is_over
        assert "win" in screen_text(app).lower() or "draw" in screen_text(app).lower()


def hidden_names(state, viewer: int) -> set[str]:
    """Names of cards in other seats' hands that the viewer has no public reason to see."""
    info = state.info
    obs = state.observation(viewer)
    public = obs.model_dump_json() + "\n".join(state.log_for(viewer))
    names = set()
    for seat in range(len(obs.hand_sizes)):
        if seat == viewer:
            continue
        for card in state.observation(seat).hand:
            name = info.card(card).name
            if name not in public and card not in public:
                names.add(name)
    return names
