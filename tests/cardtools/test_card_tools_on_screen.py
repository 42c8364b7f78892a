"""Issue 49, item 7: the card tools as a player meets them. ↓ from the search box lands on the
first card, columns are whole, a title says what is shown from the first paint, and a hint says
what its key does."""

from __future__ import annotations

from textual.widgets import Input

from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen, CardBrowser
from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
from tests.common import screen_text, text_shown

GAME = "tanuki_panic"


async def until(pilot, done, timeout: float = 5.0) -> bool:
    """Wait (in short pauses) until `done()` holds, for a loaded machine; False after `timeout`."""
    for _ in range(int(timeout / 0.02)):
        if done():
            return True
        await pilot.pause(0.02)
    return done()


async def test_down_from_the_deck_builders_search_lands_on_the_first_card_which_a_adds() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(DeckBuilderScreen(GAME))
        assert await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.query("#cards"))
        builder = app.screen
        browser = builder.query_one(CardBrowser)
        await pilot.press("down", "down", "down")  # from the search box to the table, then on to row 3
        assert browser.table.cursor_row == 2
        await pilot.press("slash", "o", "n", "i")
        await pilot.pause()
        assert isinstance(app.focused, Input) and len(browser.results) > 2
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is browser.table and browser.table.cursor_row == 0
        await pilot.press("a")
        await pilot.pause()
        assert builder.deck == [browser.results[0].id]


async def test_the_deck_builder_opens_on_its_search_box_so_typed_words_search() -> None:
    """Issue 49 (play-test): the deck builder opened on the card list, so typing a search word ran
    keys (`a` added a card). It opens on the search box now."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(DeckBuilderScreen(GAME))
        assert await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.query("#cards"))
        builder = app.screen
        await pilot.pause()
        assert isinstance(app.focused, Input)
        await pilot.press("k", "a", "p", "p", "a")
        await pilot.pause()
        assert builder.deck == [] and app.focused.value == "kappa"


async def test_down_from_the_browsers_search_lands_on_the_first_card() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(BrowserScreen())
        assert await until(pilot, lambda: isinstance(app.screen, BrowserScreen) and app.screen.query("#cards"))
        browser = app.screen.query_one(CardBrowser)
        await pilot.press("down", "down", "down")  # to the table, then on to row 3
        assert browser.table.cursor_row == 2
        await pilot.press("slash", "enter")
        await pilot.pause()
        assert app.focused is browser.table and browser.table.cursor_row == 0


async def _builder(app, pilot, game: str) -> DeckBuilderScreen:
    app.push_screen(DeckBuilderScreen(game))
    assert await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.query("#cards"))
    await pilot.pause()
    return app.screen


async def test_deck_builder_columns_are_whole_at_80x24_and_120x40_rarity_included() -> None:
    """The widest table (Pikmin's) and Tanuki Panic's Rarity ("uncommo" before), each with a deck
    long enough for the deck list's scrollbar, at both sizes (a resize lays them out again)."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for game in ("tanuki_panic", "pikmin"):
            builder = await _builder(app, pilot, game)
            for row in range(25):
                builder.add_card(builder.query_one(CardBrowser).results[row].id)
            for size in ((80, 24), (120, 40)):
                await pilot.resize_terminal(*size)
                await pilot.pause()
                for table in builder.query("DataTable"):
                    room = table.scrollable_content_region.width
                    assert table.virtual_size.width <= room, f"{game} {size} #{table.id}: columns cut"
                text = screen_text(app)
                if game == "tanuki_panic":
                    assert "Rarity" in text and "uncommon" in text, f"{size}: {text}"
                    assert "Game" not in text.splitlines()[5], "one game: no Game column"
            builder.dirty = False
            builder.dismiss()
            await pilot.pause()


async def test_browser_title_says_which_games_are_shown() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")  # from the picker, on Tanuki Panic
        assert await until(pilot, lambda: isinstance(app.screen, BrowserScreen) and app.screen.query("#cards"))
        text = await text_shown(app, pilot, "Cards")
        head = text.splitlines()[0]
        assert "Tanuki Panic" in head and "every game" not in head
        await pilot.press("ctrl+u")  # the search cleared: every card of every game
        await pilot.pause()
        assert "every game" in screen_text(app).splitlines()[0]
        await pilot.press("escape")
        await pilot.resize_terminal(80, 24)
        await pilot.press("c")  # at 80x24: one game's columns whole, the whole title on its line
        assert await until(pilot, lambda: isinstance(app.screen, BrowserScreen) and app.screen.query("#cards"))
        await pilot.pause()
        table = app.screen.query_one(CardBrowser).table
        assert table.virtual_size.width <= table.scrollable_content_region.width
        assert screen_text(app).splitlines()[0].rstrip().endswith("Esc back")


async def test_booster_screen_shows_its_title_and_the_face_down_pack_from_the_first_paint() -> None:
    from tanuki_table.ui.screens.booster_screen import FACE_DOWN, BoosterScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(BoosterScreen(GAME, seed=1))
        assert await until(pilot, lambda: isinstance(app.screen, BoosterScreen) and app.screen.query("#pack"))
        await pilot.pause()
        text = screen_text(app)
        assert text.splitlines()[0].startswith(" Booster packs · Tanuki Panic")
        assert "Your pack · 0/10 revealed" in text and FACE_DOWN in text
        await pilot.press("space")
        await pilot.pause()
        table = app.screen.query_one("#pack")
        assert table.virtual_size.width <= table.scrollable_content_region.width, "every column whole at 80x24"


async def test_statistics_bars_and_their_percentages_are_whole_at_120x40_and_80x24() -> None:
    import re
    import time

    from tanuki_table.persistence.history import GameRecord, record_game
    from tanuki_table.ui.screens.stats_screen import StatsScreen

    now = time.time()
    for week in range(3):
        for game, bot in (("tanuki_panic", "normal"), ("tacocat", "simple"), ("animale_tattica", "hard")):
            record_game(GameRecord(game=game, variant="standard", seats=[None, bot], names=["You", f"Bot ({bot})"],
                                   winner=week % 2, length=30, finished=now - week * 7 * 86400))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(StatsScreen())
        for size in ((120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            lines = [line for line in screen_text(app).splitlines() if "░" in line or "█" in line]
            assert lines, f"{size}: no bars"
            for line in lines:
                assert re.search(r"[█░]{5,} \d+%", line), f"{size}: a bar cut: {line!r}"
