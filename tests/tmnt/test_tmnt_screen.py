"""The TMNT board on the shared game screen, driven by keys (Textual Pilot)."""

from __future__ import annotations

from tests.common import screen_text
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.widgets.board import BoardBase


async def test_board_shows_own_face_down_cards_and_hides_the_opponents_and_redraws_on_resize():
    app = TanukiApp(start={"game": "tmnt", "bot": "simple", "seed": 2, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        state = game.session.state
        for size in ((120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert game.board.has_class("-compact") == (size == (80, 24))
            text = screen_text(app)
            for card in state.block[0]:
                if card is not None:
                    assert game.board.info.card(card).name[:8] in text
            for card, up in zip(state.block[1], state.up[1]):
                if card is not None and not up and card not in state.block[0] and card not in state.hand[0]:
                    assert game.board.info.card(card).name not in text
        assert game.board.card_text("leonardo") == "Leonardo · POWER 3 · Wind"
        assert game.board.card_text("swift-parry") == "Swift Parry · POWER 2 · Wind · Counter"


async def test_rival_face_down_slot_is_clickable_and_names_its_place():
    app = TanukiApp(start={"game": "tmnt", "bot": "simple", "seed": 2, "first_player": 0}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        slot = game.board.query_one("#tm-slot-1-3")  # the rival's slot 1 (mirrored: rightmost)
        sent: list[BoardBase.CardPicked] = []
        slot.post_message = sent.append  # type: ignore[method-assign]  # the shared screen is not under test
        slot.action_pick()
        del slot.post_message  # back to the class's own
        assert [(m.card_id, m.place) for m in sent] == [(None, "1:1")]
        mine = game.board.query_one("#tm-slot-0-0")
        assert mine.place == "0:1" and mine.card_id == game.session.state.block[0][0]
