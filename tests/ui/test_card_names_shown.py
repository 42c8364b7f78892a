"""Card names in the app's language wherever a game screen lists cards (issue 51): the inspector's
list of TMNT cards in Japanese shows their Japanese names, never the card files' English ones."""

from __future__ import annotations

from common import text_shown

from tanuki_table.cards.words import card_name
from tanuki_table.core import i18n
from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.inspector import InspectorScreen


async def test_the_inspector_lists_tmnt_cards_by_their_japanese_names():
    i18n.use_language("ja")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(Setup(game="tmnt", seed=4, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        hand = app.screen.session.state.observation(0).hand
        info = get_game("tmnt")
        english = info.card(hand[0]).name
        japanese = card_name("tmnt", english)
        assert japanese != english
        await pilot.press("i")
        text = await text_shown(app, pilot, japanese)
        assert isinstance(app.screen, InspectorScreen)
        assert english not in text
