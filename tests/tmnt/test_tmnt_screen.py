"""The TMNT board on the shared game screen, driven by keys (Textual Pilot)."""

from __future__ import annotations

from tests.common import screen_text
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs import GameOverScreen
from tanuki_table.ui.game_screen import GameScreen


async def test_play_a_whole_game_against_the_bot_by_keys():
    app = TanukiApp(start={"game": "tmnt", "bot": "simple", "seed": 4, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        text = screen_text(app)
        assert "Deck 31 life" in text and "Items:" in text and "░" in text and "[1 " in text
        assert "Attack" in text and "Counter" in text and "Forward" in text and "Result" in text
        for _ in range(400):
            if isinstance(app.screen, GameOverScreen) or game.session.state.is_over:
                break
            await pilot.press("1")
            await pilot.pause(0.01)
        await pilot.pause(0.1)
        assert game.session.state.is_over
        assert isinstance(app.screen, GameOverScreen)


async def test_board_shows_own_face_down_cards_and_hides_the_opponents():
    app = TanukiApp(start={"game": "tmnt", "bot": "simple", "seed": 2, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        game = app.screen
        state = game.session.state
        obs = state.observation(0)
        board_text = game.board.render_table(obs, 76).plain
        for entry in obs.block[0]:
            if entry is not None:
                assert game.board.info.card(entry["id"]).name[:6] in board_text
        for card, up in zip(state.block[1], state.up[1]):
            if card is not None and not up and card not in state.block[0] and card not in state.hand[0]:
                assert game.board.info.card(card).name not in board_text
        assert all(len(line) <= 76 for line in board_text.splitlines())
        assert game.board.card_text("leonardo") == "Leonardo 3 WIND"
