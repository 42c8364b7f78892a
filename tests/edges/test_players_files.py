"""Issue 29, items 2-4, 9 and 10 (the deck and collection parts): the player's files are never
overwritten or dropped silently, and no typed path or crafted file stops the deck builder."""

from __future__ import annotations

import json
import os

import pytest
from textual.widgets import Input

from common import crashed
from tanuki_table.cards import collection
from tanuki_table.cards import decks
from tanuki_table.cli import main
from tanuki_table.persistence.storage import take_reports
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.deck_dialogs import PromptScreen
from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
from tanuki_table.ui.dialogs.boxes import ConfirmScreen

GAME = "tanuki_panic"


def test_a_collection_with_a_trailing_comma_is_moved_aside_and_reported_never_wiped():
    path = collection.collection_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    owned = {"kintaro": 3, "kappa": 9}
    text = json.dumps({"version": 1, "games": {GAME: owned}})[:-2] + "},}"  # one trailing comma
    path.write_text(text)
    take_reports()
    collection.add_cards(GAME, ["tengu"] * 12)  # opening a pack
    reports = take_reports()
    assert len(reports) == 1 and "collection.json" in reports[0] and "moved to" in reports[0]
    aside = [p for p in path.parent.iterdir() if p.name.startswith("collection.json.broken-")]
    assert len(aside) == 1 and aside[0].read_text() == text  # the 12 owned cards are kept, byte for byte
    assert collection.owned(GAME) == {"tengu": 12}  # the new pack is not lost either


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "huge-integer", "not-a-dict"])
def test_an_unreadable_collection_never_hangs_and_is_moved_aside(kind):
    path = collection.collection_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge-integer":
        path.write_text('{"version": 1, "games": {"tanuki_panic": {"kappa": ' + "9" * 5000 + "}}}")
    else:
        path.write_text("[1, 2]")
    take_reports()
    assert collection.owned(GAME) == {}
    assert len(take_reports()) == 1 and not os.path.lexists(path)


def test_deck_check_refuses_dev_zero_and_a_fifo_in_one_line(tmp_path, capsys):
    fifo = tmp_path / "deck.fifo"
    os.mkfifo(fifo)
    for target in ("/dev/zero", str(fifo), str(tmp_path)):
        assert main(["deck", "check", target, "--game", GAME]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 3 and "not a regular file" in err


def test_a_deck_line_with_a_5000_digit_count_is_a_problem_not_a_crash(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("9" * 5000 + " kintaro\n2 kappa\n")
    assert main(["deck", "check", str(deck), "--game", GAME]) == 1
    out = capsys.readouterr().out
    assert "5,000 digits" in out and "9" * 100 not in out
    saved = decks.decks_dir("tmnt")
    saved.mkdir(parents=True)
    (saved / "huge.txt").write_text("9" * 5000 + " leonardo\n")
    assert "huge" not in decks.saved_decks("tmnt")  # the TMNT setup dialog's list: moved aside
    assert any("huge" in line for line in take_reports())


async def _builder(app, pilot) -> DeckBuilderScreen:
    app.push_screen(DeckBuilderScreen(GAME))
    await pilot.pause()
    assert isinstance(app.screen, DeckBuilderScreen)
    await pilot.press("down")  # from the search box (focused on opening) to the first card
    return app.screen


async def _answer(app, pilot, text: str) -> None:
    assert isinstance(app.screen, PromptScreen)
    app.screen.query_one(Input).value = text
    await pilot.press("enter")
    await pilot.pause()


async def test_deck_export_asks_before_replacing_a_file_even_for_an_empty_deck(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _builder(app, pilot)
        await pilot.press("e")
        await _answer(app, pilot, str(victim))
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert victim.read_text() == "precious\n"
        await pilot.press("e")
        await _answer(app, pilot, str(victim))
        await pilot.press("y")
        await pilot.pause()
        assert victim.read_text().startswith("# deck")
        assert not crashed(app)


PATHS = ["~mydecks/deck.txt", "deck\0.txt", "x" * 300 + ".txt", "/" + "d/" * 3000]
"""A user with no home, a NUL byte, a name too long (ENAMETOOLONG), a path too long."""


@pytest.mark.parametrize("path", PATHS)
def test_import_and_export_paths_that_cannot_be_one_are_one_clear_error(path):
    from tanuki_table.errors import TanukiError

    with pytest.raises(TanukiError) as raised:
        decks.import_deck(GAME, path)
    assert "\n" not in str(raised.value) and len(str(raised.value)) < 300
    with pytest.raises(TanukiError):
        decks.export_deck(["kappa"], path, "deck")


async def test_deck_builder_paths_that_cannot_be_read_are_a_notice_and_keep_the_deck(tmp_path):
    """The reproductions through the deck builder: no crash, the unsaved deck kept; a FIFO does
    not freeze the import."""
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    app = TanukiApp(bot_delay=0)
    errors: list[str] = []
    shown = app.notify
    app.notify = lambda message, **kw: (errors.append(message) if kw.get("severity") == "error" else None,  # type: ignore[method-assign]
                                        shown(message, **kw))[1]
    async with app.run_test(size=(120, 40)) as pilot:
        builder = await _builder(app, pilot)
        await pilot.press("a", "a")
        for key, path in (("i", PATHS[0]), ("i", str(fifo)), ("e", PATHS[1]), ("e", PATHS[2])):
            await pilot.press(key)
            if isinstance(app.screen, ConfirmScreen):  # import asks first: the deck is unsaved
                await pilot.press("y")
                await pilot.pause()
            await _answer(app, pilot, path)
            assert app.screen is builder and len(builder.deck) == 2 and builder.dirty, path
        assert not crashed(app)
        assert len(errors) == 4, errors  # every one said (toasts expire: counted as sent)
        assert "not a regular file" in errors[1]


async def test_a_served_app_imports_and_exports_only_inside_the_data_folder(monkeypatch, tmp_path):
    from tanuki_table.ui.dialogs.deck_dialogs import ChooseFileScreen
    from tanuki_table.persistence.userpaths import exchange_dir

    monkeypatch.setenv("TANUKI_TABLE_SERVED", "1")
    secret = tmp_path / ".env"
    secret.write_text("TOKEN=hunter2\n")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        builder = await _builder(app, pilot)
        await pilot.press("a")
        for name in (str(tmp_path / "out"), "../../out"):  # a path is not a name
            await pilot.press("e")
            await _answer(app, pilot, name)
            assert app.screen is builder
        assert not list(tmp_path.glob("out*")) and not exchange_dir().exists()
        await pilot.press("e")
        await _answer(app, pilot, "mine")
        assert (exchange_dir() / "mine.txt").is_file()
        await pilot.press("i")
        await pilot.press("y")  # the deck is unsaved: import asks first
        await pilot.pause()
        assert isinstance(app.screen, ChooseFileScreen)  # a list of deck-files/, no path typed
        assert app.screen.files == [str(exchange_dir() / "mine.txt")]
        assert not app.screen.query(Input)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is builder and builder.deck_name == "mine"
        assert not crashed(app)


async def test_a_served_app_opens_replays_only_from_the_replays_folder(monkeypatch):
    from tanuki_table.persistence.replay import replays_dir
    from tanuki_table.ui.dialogs.deck_dialogs import ChooseFileScreen
    from tanuki_table.ui.screens.replay_list import ReplayListScreen

    monkeypatch.setenv("TANUKI_TABLE_SERVED", "1")
    replays_dir().mkdir(parents=True)
    (replays_dir() / "one.replay.json").write_text("{}")
    (replays_dir() / "link.json").symlink_to("/etc/passwd")  # never listed: not a regular file
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ReplayListScreen())
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, ChooseFileScreen) and not app.screen.query(Input)
        assert app.screen.files == [str(replays_dir() / "one.replay.json")]
