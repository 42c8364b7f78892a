"""Tanuki Panic's board: what it draws from an observation, card picking, and whole games in the app."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tanuki_table.games.tanuki_panic.board import Board, energy_bar
from tanuki_table.ui.widgets.board import BoardBase
from tests.common import screen_text

from .tp_helpers import GAME, do, duel, place


class BoardApp(App):
    """Just the board, to look at it without the shared game screen."""

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[str] = []

    def compose(self) -> ComposeResult:
        yield Board(GAME, ["You", "Rival"], id="board")

    def on_board_base_card_picked(self, event: BoardBase.CardPicked) -> None:
        self.picked.append((event.card_id, event.place))


def _battle_state():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kumiai-ki", "facedown")
    place(state, 1, 0, "tengu", "facedown")
    place(state, 1, 1, "igaguri", "defense")
    do(state, "Go to Battle Phase")
    return state


def test_energy_bar_has_full_half_and_empty_cells():
    assert energy_bar(8000, 8000) == "█" * 10
    assert energy_bar(0, 8000) == "░" * 10
    assert energy_bar(4000, 8000) == "█████░░░░░"
    assert energy_bar(2800, 8000) == "███▌░░░░░░"


async def test_board_shows_both_fields_and_hides_face_down_rival_cards():
    state = _battle_state()
    app = BoardApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.query_one(Board).show(state.observation(0))
        await pilot.pause()
        text = screen_text(app)
        assert "Shuten-dōji" in text and "ATK 950" in text
        assert "Kumiai-Ki" in text and "░ down" in text  # my own face-down card, readable, marked
        assert "Igaguri" in text and "DEF 500" in text and "→ Def" in text
        assert "Tengu" not in text and "face" in text  # the rival's card back
        assert "▶ BATTLE" in text and "Main 1 ✓" in text
        assert "Energy 5000" in text and "Deck" in text and "Grave 0" in text
        await pilot.click("#tp-slot-1-0")  # my Shuten-dōji
        await pilot.click("#tp-slot-0-0")  # the rival's face-down card: its place, no id
        await pilot.click("#tp-slot-0-1")  # the rival's Igaguri
        await pilot.click("#tp-slot-0-4")  # an empty slot: nothing
        await pilot.pause()
        assert app.picked == [("shuten-doji", "0:0"), (None, "1:0"), ("igaguri", "1:1")]
        assert app.query_one(Board).card_text("igaguri") == "Igaguri ATK 350 / DEF 500"


async def test_board_fits_80_by_24_in_one_line_slots():
    state = _battle_state()
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.query_one(Board).show(state.observation(1))
        await pilot.pause()
        assert app.query_one(Board).has_class("-compact")
        assert app.query_one(Board).size.height <= 9
        text = screen_text(app)
        assert "Tengu" in text and "Kumiai" not in text
