"""Pikmin TCG board: what it draws from an observation, card picking, and a whole game by keys."""

from __future__ import annotations

from common import screen_text
from textual.app import App, ComposeResult

from tanuki_table.ui.widgets.board import BoardBase

from tanuki_table.games.pikmin.board import Board

from .pk_helpers import GAME, choose_leader, deck, do, put, start


class BoardApp(App):
    """Just the board, to look at it without the shared game screen."""

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[tuple[str | None, str | None]] = []

    def compose(self) -> ComposeResult:
        yield Board(GAME, ["You", "Rival"], id="board")

    def on_board_base_card_picked(self, event: BoardBase.CardPicked) -> None:
        self.picked.append((event.card_id, event.place))


async def test_board_shows_both_fields_leader_hp_leaves_and_type_tags():
    state = start()
    put(state, 0, 0, "red-pikmin", 50)
    put(state, 1, 1, "red-bulborb", 200)
    state.fields[1][7].counters = 300
    app = BoardApp()
    async with app.run_test(size=(120, 40)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(0))
        await pilot.pause()
        text = screen_text(app)
        assert "★ Captain Olimar" in text and "HP 1000/1000" in text
        assert "★ Louie HP 650/950" in text
        assert "HP 150/200" in text and "FIR" in text and "HP 300/500" in text and "BIT" in text
        assert "ATK 100" in text and "ATK 300" in text
        assert "❀ 5/15" in text and "❀ 7/15" in text
        assert "▶ ACTION" in text and "front 1" in text and "back 5" in text
        await pilot.click("#pk-space-2-0")   # my Red Pikmin (front 1)
        await pilot.click("#pk-space-1-1")   # the rival's Red Bulborb (front 2)
        await pilot.click("#pk-space-1-4")   # an empty space: a place, no card
        await pilot.pause()
        assert app.picked == [("red-pikmin", "0:0"), ("red-bulborb", "1:1"), (None, "1:4")]
        assert board.card_text("red-pikmin") == "Red Pikmin ATK 100 / HP 200 · FIR ❀2"
        do(state, "pass")
        legal = state.legal_actions()
        board.show(state.observation(0))
        targets = board.actions_at("1:1", legal)
        assert targets and all(a.kind == "attack" and a.target_space == 1 for a in targets)
        assert {a.source for a in board.actions_at("0:0", legal)} == {0}


async def test_board_shows_effective_atk_with_its_source_and_never_negative_hp():
    state = start()
    put(state, 0, 0, "red-pikmin")
    do(state, "effect", card="olimar")       # +50 ATK to your Fire cards
    state.fields[1][7].counters = 1000       # more counters than Louie's HP
    app = BoardApp()
    async with app.run_test(size=(120, 40)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(0))
        await pilot.pause()
        text = screen_text(app)
        assert "ATK 150▲" in text
        assert "ATK +50 (Captain Olimar) on your Red Pikmin, this turn" in text
        assert "HP 0/950" in text and "-50" not in text


async def test_board_hides_face_down_setup_cards_and_fits_80_by_24():
    state = GAME.new_game(decks=[deck("red-pikmin"), deck(leader="louie")], shuffle=False, first_player=0)
    choose_leader(state, "olimar", 2)
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(1))
        await pilot.pause()
        assert board.has_class("-compact") and board.size.height <= 12
        text = screen_text(app)
        assert "Olimar" not in text and "face down" in text and "leader face down" in text
        await pilot.click("#pk-space-1-2")   # the rival's face-down leader at front 3: a place, no card
        await pilot.pause()
        assert app.picked == [(None, "0:2")]


async def test_board_at_80_by_24_labels_hp_and_atk():
    state = start()
    put(state, 0, 0, "purple-pikmin")
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(0))
        await pilot.pause()
        text = screen_text(app)
        assert "HP300 ATK200" in text and "HP1000 ATK100" in text and "front 2" in text


async def test_board_redraws_on_resize():
    state = start()
    app = BoardApp()
    async with app.run_test(size=(120, 40)) as pilot:
        board = app.query_one(Board)
        board.show(state.observation(0))
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.wait_for_scheduled_animations()
        for _ in range(20):  # the resize reaches the board a few frames later on a busy machine
            await pilot.pause()
            if board.has_class("-compact"):
                break
        assert board.has_class("-compact")
        await pilot.resize_terminal(120, 40)
        for _ in range(20):
            await pilot.pause()
            if not board.has_class("-compact"):
                break
        assert not board.has_class("-compact")


async def test_clicking_an_empty_space_of_your_field_lists_the_moves_into_it():
    """A click on an empty space (a place, no card) lists the moves that use it, on the app's own
    game screen too (it once stopped at the board)."""
    from tanuki_table.core.session import Setup
    from tanuki_table.games.pikmin.board import Space
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.widgets.actions import ActionList

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="pikmin", seed=7, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        wanted = None
        for _ in range(60):
            await pilot.pause()
            state = game.session.state
            if game.seating.bot_running or state.current_player != 0 or app.screen is not game:
                if app.screen is not game:
                    await pilot.press("enter")
                continue
            obs = state.observation(0)
            legal = state.legal_actions()
            into = [a for a in legal if getattr(a, "space", None) is not None and obs.field[0][a.space] is None]
            if into:
                wanted = into[0]
                break
            game.do(legal[0])
        assert wanted is not None, "a move into an empty space of the field came up"
        space = next(s for s in game.query(Space) if s.place == f"0:{wanted.space}")
        await pilot.click(space)
        await pilot.pause()
        actions = game.query_one("#actions", ActionList)
        assert wanted in actions.actions and "Actions here" in str(actions.border_title)
