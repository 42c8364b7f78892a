"""Pikmin TCG board: what it draws from an observation, card picking, and a whole game by keys."""

from __future__ import annotations

from common import screen_text
from textual.app import App, ComposeResult

from tanuki_table.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.board import BoardBase
from tanuki_table.ui.dialogs import GameOverScreen
from tanuki_table.ui.game_screen import GameScreen

from tanuki_table.games.pikmin.screen import Board

from .pk_helpers import GAME, deck, do, put, start


class BoardApp(App):
    """Just the board, to look at it without the shared game screen."""

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[str] = []

    def compose(self) -> ComposeResult:
        yield Board(GAME, ["You", "Rival"], id="board")

    def on_board_base_card_picked(self, event: BoardBase.CardPicked) -> None:
        self.picked.append(event.card_id)


async def test_board_shows_both_fields_leader_hp_leaves_and_type_tags():
    state = start()
    put(state, 0, 0, "red-pikmin", 50)
    put(state, 1, 1, "red-bulborb", 200)
    state.fields[1][7][1] = 300
    app = BoardApp()
    async with app.run_test(size=(120, 40)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(0))
        await pilot.pause()
        text = screen_text(app)
        assert "★ Captain Olimar" in text and "HP 1000/1000" in text
        assert "★ Louie HP 600/900" in text
        assert "HP 150/200" in text and "FIR" in text and "HP 300/500" in text and "BIT" in text
        assert "❀ 5/15" in text and "❀ 7/15" in text
        assert "▶ ACTION" in text and "front" in text and "back" in text
        await pilot.click("#pk-space-2-0")   # my Red Pikmin
        await pilot.click("#pk-space-1-1")   # the rival's Red Bulborb
        await pilot.click("#pk-space-1-4")   # empty
        await pilot.pause()
        assert app.picked == ["red-pikmin", "red-bulborb"]
        assert board.card_text("red-pikmin") == "Red Pikmin 100/200 FIR ❀2"


async def test_board_hides_face_down_setup_cards_and_fits_80_by_24():
    state = GAME.new_game(decks=[deck("red-pikmin"), deck(leader="louie")], shuffle=False, first_player=0)
    do(state, "choose_leader", card="olimar", space=2)
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(1))
        await pilot.pause()
        assert board.has_class("-compact") and board.size.height <= 9
        text = screen_text(app)
        assert "Olimar" not in text and "down" in text and "leader face down" in text


async def test_play_a_whole_game_against_the_bot_by_keys():
    setup = Setup(game="pikmin", seed=2, first_player=0, seats=[None, "simple"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(3000):
            if isinstance(app.screen, GameOverScreen):
                break
            state = game.session.state
            if state.current_player == 0 and not game.bot_running:
                # the first listed action: plays and effects run out, then the phase ends
                await pilot.press("1")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert game.session.state.is_over
