"""The app side of saves: start-up check, the picker's Resume offer, hot-seat resume behind a handover."""

from __future__ import annotations

from common import toasts
from persistence.conftest import play_random
from tanuki_table.persistence import saves
from tanuki_table.core.session import Session, Setup


async def _select(app, pilot, game_id: str) -> None:
    """Highlight `game_id` in the picker once it has read the saved games (right after its first
    paint), as a person sees it."""
    from tanuki_table.ui.screens.picker import GameMenu

    for _ in range(200):
        if app.screen.saves_shown:
            break
        await pilot.pause(0.01)
    menu = app.screen.query_one(GameMenu)
    menu.index = [g.id for g in menu.games].index(game_id)


async def _wait_for_note(app, pilot, needle: str, seconds: float = 10.0) -> list[str]:
    """The start-up check runs in a thread after the first paint: wait for its report."""
    for _ in range(int(seconds / 0.05)):
        notes = [n.message for n in toasts(app)]
        if any(needle in n for n in notes):
            return notes
        await pilot.pause(0.05)
    return [n.message for n in toasts(app)]


async def test_startup_reports_a_bad_save_in_one_line_and_goes_on(toy_registered):
    from tanuki_table.ui.app import TanukiApp

    good = saves.save_session(Session(Setup(game="toygame", seed=1, seats=[None, "random"])))
    bad = saves.new_save_path(Setup(game="toygame", seed=2))
    bad.write_text('{"kind": "tanuki-table-save", "format": 1, "ga')
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        notes = await _wait_for_note(app, pilot, bad.name)
        assert any(bad.name in n and "truncated" in n for n in notes), notes
        assert all("\n" not in n for n in notes)
        assert (saves.broken_dir() / bad.name).exists() and good.exists()
        assert type(app.screen).__name__ == "PickerScreen"


async def test_picker_offers_resume_and_R_opens_the_same_game(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    session = Session(Setup(game="toygame", seed=1, first_player=0, seats=[None, "random"]))
    session.play(session.state.legal_actions()[0])
    session.play(session.state.legal_actions()[0])
    saves.save_session(session)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _select(app, pilot, "toygame")
        await pilot.pause()
        detail = str(app.screen.query_one("#detail-text").render())
        assert "Unfinished" in detail and "R resume" in detail
        await pilot.press("R")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.actions == session.actions
        assert screen.session.state.observation(0) == session.state.observation(0)


async def test_several_unfinished_games_are_each_offered(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.dialogs.resume_screen import ResumeScreen

    for seed in (1, 2):
        saves.save_session(Session(Setup(game="toygame", seed=seed, seats=[None, "random"])))
    saves.save_session(Session(Setup(game="toygame", seed=3, seats=[None, "simple"])))  # a bot the toy game lacks: refused
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _select(app, pilot, "toygame")
        notes = await _wait_for_note(app, pilot, "unknown bot")  # the start-up check moves the third aside
        assert any("unknown bot" in n for n in notes)
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert len(app.screen.saves) == 2
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_hot_seat_resume_shows_no_hand_before_the_handover(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.dialogs.boxes import HandoverScreen

    session = Session(Setup(game="toygame", seed=3, first_player=0, seats=[None, None]))
    play_random(session, 0)
    saves.save_session(session)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.resume("toygame")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        game = app.screen_stack[-2]
        assert game.query_one("#main").display is False
        shown = " ".join(str(w.render()) for w in app.screen.query("Label"))
        for card in session.info.cards():
            assert card.name not in shown
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game and game.viewer == 0


async def test_a_game_is_saved_from_its_first_moment(toy_registered):
    from tanuki_table.ui.app import TanukiApp

    app = TanukiApp(start={"game": "toygame", "bot": None, "seed": 5}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        found = saves.list_saves("toygame", finished=False)
        assert len(found) == 1
        assert saves.load_save(found[0].path).actions == []


async def test_an_unwritable_saves_folder_is_reported_once_and_play_goes_on(toy_registered, data_home):
    from tanuki_table.ui.app import TanukiApp

    (data_home / "tanuki-table").mkdir()
    (data_home / "tanuki-table" / "saves").write_text("not a folder")
    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 5}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        notes = [n.message for n in toasts(app) if "Autosave failed" in n.message]
        assert len(notes) == 1
        assert len(app.screen.session.actions) >= 1


async def test_an_unreadable_saves_folder_does_not_stop_the_picker(toy_registered, monkeypatch):
    from tanuki_table.ui.app import TanukiApp

    def unreadable(*args, **kwargs):  # what a folder without read permission gives (root reads all)
        raise PermissionError(13, "Permission denied")

    saves.save_session(Session(Setup(game="toygame", seed=1, first_player=0, seats=[None, "random"])))
    monkeypatch.setattr(saves, "list_saves", unreadable)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _select(app, pilot, "toygame")
        await pilot.pause()
        assert "cannot be read" in str(app.screen.query_one("#detail-text").render())
        await pilot.press("R")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"


async def test_a_lone_unfinished_game_can_be_abandoned_from_the_saved_games_list(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.dialogs.resume_screen import ResumeScreen

    session = Session(Setup(game="toygame", seed=1, first_player=0, seats=[None, "random"]))
    session.play(session.state.legal_actions()[0])
    path = saves.save_session(session)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _select(app, pilot, "toygame")
        await pilot.pause()
        assert "A saved games" in str(app.screen.query_one("#detail-text").render())
        await pilot.press("A")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen) and len(app.screen.saves) == 1
        await pilot.press("a", "y")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"
        assert "Unfinished" not in str(app.screen.query_one("#detail-text").render())
    assert not path.exists()
    assert saves.list_saves("toygame", finished=False) == []
    assert saves.has_finished("toygame")


def test_finished_games_beyond_the_limit_are_pruned_when_a_game_ends(toy_registered, monkeypatch):
    from persistence.conftest import play_random

    from tanuki_table.persistence.storage import finished_dir

    monkeypatch.setenv("TANUKI_TABLE_KEEP_FINISHED", "2")
    for seed in range(4):
        session = Session(Setup(game="toygame", seed=seed, first_player=0, seats=[None, "random"]))
        saves.save_session(session)
        play_random(session, 200, seed=seed)
        assert session.state.is_over
        saves.save_session(session)
    assert len(list(finished_dir().glob("*.json"))) == 2


def test_the_picker_looks_at_file_names_before_it_reads_saves(toy_registered, monkeypatch):
    """A first start (no saves) never loads the saves module; a save file, a finished game of this
    game, or a folder that cannot be listed sends the picker to the full read."""
    from tanuki_table.persistence import storage

    assert not storage.may_hold_saves("toygame")
    storage.finished_dir().mkdir(parents=True)
    (storage.finished_dir() / "othergame-1.json").write_text("{}")
    assert not storage.may_hold_saves("toygame")
    (storage.finished_dir() / "toygame-1.json").write_text("{}")
    assert storage.may_hold_saves("toygame")
    (storage.finished_dir() / "toygame-1.json").unlink()
    (storage.saves_dir() / ".toygame-1.json.12.tmp").write_text("{}")
    assert not storage.may_hold_saves("toygame")
    (storage.saves_dir() / "anything.json").write_text("{}")
    assert storage.may_hold_saves("toygame")

    def unreadable(path):
        raise PermissionError(13, "Permission denied")

    (storage.saves_dir() / "anything.json").unlink()
    monkeypatch.setattr(storage.os, "scandir", unreadable)
    assert storage.may_hold_saves("toygame")
