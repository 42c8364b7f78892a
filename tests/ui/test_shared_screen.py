"""The shared game screen, driven with the toy game: keys, bots, handover, game over."""

from __future__ import annotations

from common import past_opening_handover, screen_text

from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, HandoverScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen


async def test_play_a_whole_game_against_the_bot_with_keys_only(toy_registered):
    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 3, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        for _ in range(20):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("1")
            await pilot.pause(0.05)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("m")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"


async def test_hotseat_handover_hides_the_other_hand(toy_registered):
    setup = Setup(game="toygame", seed=5, first_player=0, seats=[None, None])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        await past_opening_handover(app, pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(4):
            state = game.session.state
            if state.is_over:
                break
            await pilot.press("1")
            await pilot.pause()
            if state.is_over:
                break
            assert isinstance(app.screen, HandoverScreen)
            svg = screen_text(app)
            for card in state.hands[0] + state.hands[1]:
                assert f"Card{card[1:]}" not in svg
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is game
            viewer_hand = state.hands[state.current_player]
            hidden = state.hands[1 - state.current_player]
            svg = screen_text(app)
            for card in hidden:
                if card not in viewer_hand:
                    assert f"Card{card[1:]}" not in svg


async def test_leaving_a_running_game_asks_first(toy_registered):
    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 3, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmScreen"
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("q", "y")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"


async def test_select_a_card_then_act(toy_registered):
    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 3, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        hand = game.session.state.hands[0]
        await pilot.press("right", "enter")
        await pilot.pause()
        actions = game.query_one("#actions").actions
        assert [a.card for a in actions] == [hand[1]]
        await pilot.press("enter")
        await pilot.pause()
        assert hand[1] not in game.session.state.hands[0] or game.session.state.piles[0] > 0


async def test_tiny_terminal_asks_to_enlarge_and_recovers(toy_registered):
    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 3, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "at least 80" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is game


async def test_picker_lists_every_game():
    app = TanukiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        svg = screen_text(app)
        for title in ["Tanuki Panic", "Pikmin TCG", "Animale Tattica", "TMNT TCG"]:
            assert title in svg
