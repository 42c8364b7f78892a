"""Pilot tests: the deck builder never loses work (asks before Esc/New/Open and before replacing a
saved deck), rename and delete to the trash, names shown literally, the card cap, owned only."""

from __future__ import annotations

from textual.widgets import Input, Static

from tanuki_table.cards import collection
from tanuki_table.cards import decks
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.deck_dialogs import ChooseDeckScreen, PromptScreen
from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
from tanuki_table.ui.dialogs.boxes import ConfirmScreen
from tests.browser.conftest import engine_or_skip

SIZE = (120, 40)
GAME = "tanuki_panic"


async def open_builder(app: TanukiApp, pilot) -> DeckBuilderScreen:
    app.push_screen(DeckBuilderScreen(GAME))
    await pilot.pause()
    assert isinstance(app.screen, DeckBuilderScreen)
    await pilot.press("down")  # from the search box (focused on opening) to the first card
    return app.screen


async def test_escape_with_unsaved_changes_asks_and_no_keeps_the_deck() -> None:
    engine_or_skip(GAME)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        await pilot.press("a", "a")
        assert builder.dirty and len(builder.deck) == 2
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert app.screen is builder and len(builder.deck) == 2
        await pilot.press("n")  # New: asks too
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert len(builder.deck) == 2
        await pilot.press("o")  # Open: asks too
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, ChooseDeckScreen)
        await pilot.press("escape")
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert not isinstance(app.screen, DeckBuilderScreen)


async def test_escape_without_changes_leaves_at_once() -> None:
    engine_or_skip(GAME)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_builder(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, (DeckBuilderScreen, ConfirmScreen))


async def test_saving_over_another_deck_asks_first() -> None:
    engine_or_skip(GAME)
    decks.save_deck(GAME, "Big", ["kappa"] * 42)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        await pilot.press("3", "a")
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, PromptScreen)
        app.screen.query_one("#prompt", Input).value = "Big.txt"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert len(decks.load_deck(GAME, "Big")) == 42 and builder.dirty
        builder.save_as("Big")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert len(decks.load_deck(GAME, "Big")) == 3 and not builder.dirty
        assert sorted(p.name for p in decks.decks_dir(GAME).iterdir()) == ["Big.txt"]


async def test_rename_and_delete_to_the_trash_then_restore_from_open() -> None:
    engine_or_skip(GAME)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        await pilot.press("a")
        builder.save_as("Old")
        await pilot.pause()
        await pilot.press("r")
        assert isinstance(app.screen, PromptScreen)
        app.screen.query_one("#prompt", Input).value = "New [v2]"
        await pilot.press("enter")
        await pilot.pause()
        assert list(decks.saved_decks(GAME)) == ["New [v2]"] and builder.deck_name == "New [v2]"
        head = str(builder.query_one("#deck-head", Static).render())
        assert "New [v2]" in head  # markup shown literally
        await pilot.press("D")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert decks.saved_decks(GAME) == {} and "New [v2]" in decks.trashed_decks(GAME)
        await pilot.press("o")  # the deck is still on screen, unsaved: confirm first
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
            await pilot.pause()
        assert isinstance(app.screen, ChooseDeckScreen)
        app.screen.dismiss("Deleted: New [v2]")
        await pilot.pause()
        assert list(decks.saved_decks(GAME)) == ["New [v2]"] and builder.deck_name == "New [v2]"


async def test_bad_names_are_refused_with_a_message() -> None:
    engine_or_skip(GAME)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        await pilot.press("a")
        for bad in (".hidden", "evil\u202egnp", "a/b"):
            builder.save_as(bad)
        await pilot.pause()
        assert decks.saved_decks(GAME) == {} and builder.dirty


async def test_deck_size_is_capped() -> None:
    engine_or_skip(GAME)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        for _ in range(10):
            builder.add_card("kappa", 99)
        assert len(builder.deck) == builder.cap == decks.deck_card_cap(len(builder.catalogue.records))


async def test_owned_only_limits_copies_to_the_collection() -> None:
    engine_or_skip(GAME)
    collection.add_cards(GAME, ["kappa", "kappa"])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        builder = await open_builder(app, pilot)
        await pilot.press("w")
        assert builder.owned_only
        builder.add_card("kappa", 3)
        builder.add_card("kintaro")
        assert builder.deck == ["kappa", "kappa"]
        await pilot.press("w")
        builder.add_card("kintaro")
        assert builder.deck.count("kintaro") == 1
