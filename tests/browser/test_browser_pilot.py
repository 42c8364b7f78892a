"""Pilot tests: the browser, the deck builder and the booster screen, driven by keys only."""

from __future__ import annotations

from tanuki_table.cards import collection

from collections import Counter
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Label

from tanuki_table import games
from tanuki_table.cards import decks
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen, CardBrowser, CardView
from tests.browser.conftest import engine_or_skip
from tests.common import screen_text, toasts

SIZE = (120, 40)


async def type_text(pilot, text: str) -> None:
    for ch in text:
        await pilot.press({" ": "space", "-": "minus", '"': "quotation_mark"}.get(ch, ch))


def browser_of(app: TanukiApp) -> CardBrowser:
    return app.screen.query_one(CardBrowser)


async def test_browser_searches_as_you_type_and_keeps_results_on_a_bad_query(data_home: Path) -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")  # from the picker, on Tanuki Panic
        assert isinstance(app.screen, BrowserScreen)
        search = app.screen.query_one("#search", Input)
        assert app.focused is search and search.value.startswith("game:tanuki_panic")
        await type_text(pilot, "atk>=900")
        browser = browser_of(app)
        good = list(browser.results)
        assert good and all(r.fields["atk"] >= 900 for r in good)
        assert browser.table.row_count == len(good)
        await type_text(pilot, "x")  # atk>=900x: not a number
        error = str(app.screen.query_one("#query-error", Label).render())
        assert "not a number" in error
        assert browser.results == good  # the last good results stay
        await pilot.press("backspace")
        assert browser.error is None and "not a number" not in str(app.screen.query_one("#query-error", Label).render())


async def test_browser_is_usable_by_keys_alone(data_home: Path) -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.press("ctrl+u")  # clear the search: every card of every game
        browser = browser_of(app)
        assert len(browser.results) == len(browser.catalogue.records)
        assert len({r.game for r in browser.results}) >= 1
        await pilot.press("down")  # into the table
        assert app.focused is browser.table
        await pilot.press("down", "down")
        view = app.screen.query_one("#card-view", CardView)
        assert view.record is browser.results[2]
        await pilot.press("s")  # sort by the first column (name)
        names = [r.name for r in browser.results]
        assert browser.sort_key == "name" and names == sorted(names, key=str.casefold) or browser.sort_key == "name"
        await pilot.press("S")  # reverse it
        assert browser.descending
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await pilot.press("escape")
        assert not isinstance(app.screen, BrowserScreen)


async def test_sort_by_a_stat_column_and_by_header_click(data_home: Path) -> None:
    engine_or_skip("tanuki_panic")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c", "enter")
        browser = browser_of(app)
        browser.sort_by("atk", descending=True)
        atks = [r.fields["atk"] for r in browser.results]
        assert atks == sorted(atks, reverse=True)
        column = list(browser.table.columns).index("def")
        browser.table.post_message(DataTable.HeaderSelected(browser.table, list(browser.table.columns)[column],
                                                            column, browser.table.columns["def"].label))
        await pilot.pause()
        defs = [r.fields["def"] for r in browser.results]
        assert browser.sort_key == "def" and defs == sorted(defs)


async def test_a_newly_registered_game_appears_in_the_browser(
    toy_registered, monkeypatch: pytest.MonkeyPatch, data_home: Path
) -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(BrowserScreen("toygame"))
        await pilot.pause()
        browser = browser_of(app)
        assert {r.game for r in browser.results} == {"toygame"}
        labels = [str(c.label) for c in browser.table.columns.values()]
        assert "Value" in labels  # a column taken from the toy card model


async def test_build_a_legal_deck_by_keys_save_it_and_play_it(data_home: Path) -> None:
    engine = engine_or_skip("tanuki_panic")
    from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.dialogs.setup import deck_choices

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "down")  # from the picker, on Tanuki Panic; ↓ from its search box
        assert isinstance(app.screen, DeckBuilderScreen)
        builder = app.screen
        assert builder.deck == [] and builder.problems()
        await pilot.press("a", "a", "down")  # two copies of the first card, then
        for _ in range(12):  # 3a: three copies of each of the next 12 cards
            await pilot.press("3", "a", "down")
        await pilot.press("2", "plus")
        assert len(builder.deck) == 40 and max(Counter(builder.deck).values()) == 3
        assert builder.problems() == [] == engine.decks.problems(engine, builder.deck)
        assert "Legal" in str(app.screen.query_one("#legality").render())
        await pilot.press("a")  # a 41st card is still legal (at least 40) ...
        await pilot.press("tab")  # ... remove it from the deck list
        assert isinstance(app.focused, DataTable) and app.focused.id == "deck"
        await pilot.press("minus")
        assert len(builder.deck) == 40
        await pilot.press("ctrl+s")
        await type_text(pilot, "Pilot")
        await pilot.press("enter")
        await pilot.pause()
        saved = decks.saved_decks("tanuki_panic")
        assert Counter(saved["Pilot"]) == Counter(builder.deck)
        assert (data_home / "tanuki-table" / "decks" / "tanuki_panic" / "Pilot.txt").is_file()
        assert deck_choices(games.get_game("tanuki_panic"))["Pilot (yours)"] == saved["Pilot"]
        await pilot.press("g")  # asks which bot: Enter takes the one of the settings
        await pilot.pause()
        assert "which bot" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        session = app.screen.session
        assert session.setup.seats[1] == app.settings.bot_level
        assert Counter(session.setup.decks[0]) == Counter(saved["Pilot"])
        assert session.setup.deck_names[0] == "Pilot"
        assert not session.state.is_over


async def test_deck_builder_opens_a_premade_deck_and_cycles_chart_and_variant(data_home: Path) -> None:
    engine = engine_or_skip("tanuki_panic")
    from tanuki_table.ui.screens.deckbuilder import ChooseDeckScreen, DeckBuilderScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "down")  # the builder, then ↓ from its search box to the cards
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        await pilot.press("o")
        assert isinstance(app.screen, ChooseDeckScreen)
        await pilot.press("enter")
        first = next(iter(engine.decks.premade(engine).values()))
        assert builder.deck == first and builder.problems() == []
        chart_before = str(app.screen.query_one("#chart").render())
        await pilot.press("c")
        assert str(app.screen.query_one("#chart").render()) != chart_before
        await pilot.press("v")
        assert builder.variant == "casual"
        await pilot.press("n")
        assert builder.deck == []


async def test_deck_builder_import_reports_a_malformed_file(data_home: Path, tmp_path: Path) -> None:
    engine_or_skip("tanuki_panic")
    bad = tmp_path / "bad.txt"
    bad.write_text("3 kintaro\nnot a deck line\n")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "down", "i")
        app.screen.query_one("#prompt", Input).value = str(bad)
        await pilot.press("enter")
        await pilot.pause()
        assert any("line 2" in n.message for n in toasts(app))
        assert bad.read_text() == "3 kintaro\nnot a deck line\n"


async def test_booster_screen_reveals_rarest_last_collects_and_plays(data_home: Path) -> None:
    engine_or_skip("tanuki_panic")
    from tanuki_table.cards.booster import rarity_rank
    from tanuki_table.ui.screens.booster_screen import BoosterScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = BoosterScreen("tanuki_panic", seed=3, reveal_delay=0.01)
        app.push_screen(screen)
        for _ in range(100):  # the reveal runs on a timer: one card every 10 ms
            if screen.done:
                break
            await pilot.pause(0.02)
        assert screen.revealed[0] == len(screen.packs[0])
        rank = rarity_rank(games.get_game("tanuki_panic"))
        assert [rank(c) for c in screen.packs[0]] == sorted(rank(c) for c in screen.packs[0])
        await pilot.press("tab", "space")  # the rival's pack stays sealed: its cards are never shown
        assert screen.revealed == [10, 0]
        game = games.get_game("tanuki_panic")
        only_in_two = {game.card(c).name for c in screen.packs[1]} - {game.card(c).name for c in screen.packs[0]}
        table = screen.query_one(DataTable)
        cells = " ".join(str(table.get_row_at(i)) for i in range(table.row_count))
        assert not any(name in cells for name in only_in_two), cells
        assert Counter(collection.owned_pool("tanuki_panic")) == Counter(screen.packs[0])
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.setup.variant == "booster"
        assert app.screen.session.setup.decks == screen.packs
