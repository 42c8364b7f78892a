"""The one rule, end to end: hostile names pushed through saves, the picker, the resume list,
toasts, `cards`, `booster` and `validate`. No MarkupError, no crash, no ESC on output."""

from __future__ import annotations

import json

import pytest

from common import crashed, toasts
from edges.conftest import HOSTILE_NAMES, assert_no_raw_controls
from tanuki_table.persistence import saves
from tanuki_table.cli import main
from tanuki_table.persistence.save_format import _checksum
from tanuki_table.core.session import Session, Setup


def _hostile_save(n: int, name: str, file_name: str | None = None) -> None:
    """A valid save (checksum and all) whose public summary fields and file name are hostile."""
    session = Session(Setup(game="toygame", seed=n, first_player=0, seats=[None, "random"]))
    path = saves.save_session(session)
    body = json.loads(path.read_text())
    body["summary"].update(mode=f"vs {name}", to_play=name, variant=name)
    body["checksum"] = _checksum(body)
    target = path.with_name(file_name) if file_name else path
    path.unlink()
    target.write_text(json.dumps(body))


def _bot_named(name: str, n: int) -> None:
    """A save whose bot is called `name` (no such bot: the save is refused with its name)."""
    session = Session(Setup(game="toygame", seed=50 + n, first_player=0, seats=[None, "random"]))
    path = saves.save_session(session)
    body = json.loads(path.read_text())
    body["setup"]["seats"][1] = name
    body["checksum"] = _checksum(body)
    path.with_name(f"toygame-{name}.json" if "/" not in name else path.name).write_text(json.dumps(body))
    if "/" not in name:
        path.unlink()


async def test_hostile_names_in_saves_reach_picker_resume_list_and_toasts_without_markup_errors(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.dialogs.resume_screen import ResumeScreen

    for n, name in enumerate(HOSTILE_NAMES):
        _hostile_save(n, name, f"toygame-{name.replace('/', '_')}.json")
    _bot_named("[/evil]", 1)
    _bot_named("[a=b=c]", 2)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        from tanuki_table.ui.screens.picker import GameMenu

        menu = app.screen.query_one(GameMenu)
        menu.index = [g.id for g in menu.games].index("toygame")
        await pilot.pause()
        app.saves.check_folder()  # the bad-bot saves are reported in toasts, names and all
        await pilot.pause()
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        shown = [str(o.prompt) for o in app.screen.query_one("#resume-list").options]
        assert any("[/evil]" in s for s in shown) and any("Iga[/x]" in s for s in shown)
        for line in shown:
            assert_no_raw_controls(line)
        await pilot.press("escape")
        app.notify("[/evil] \x1b]0;pwn\x07 Iga[/x]", title="[a=b=c]")
        await pilot.pause()
        notes = [(n.title, n.message) for n in toasts(app)]
        assert any("[/evil]" in m for _, m in notes), notes
        for title, message in notes:
            assert_no_raw_controls(title + message)
        assert not crashed(app)


def _renamed_cards(info, name_of):
    return [c.model_copy(update={"name": name_of(i)}) for i, c in enumerate(info.cards())]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_cards_and_booster_print_hostile_card_names_as_text(monkeypatch, capsys, name):
    from tanuki_table.games import get_game

    info = get_game("tanuki_panic")
    cards = _renamed_cards(info, lambda i: name)
    by_id = {c.id: c for c in cards}
    monkeypatch.setattr(info, "cards", lambda: cards)
    monkeypatch.setattr(info, "card", lambda card_id: by_id[card_id])
    assert main(["cards", "tanuki_panic"]) == 0
    assert main(["cards", "tanuki_panic", "--search", "[/x"]) in (0, 1, 2)  # found, none found, bad search
    assert main(["booster", "tanuki_panic", "--seed", "3"]) == 0
    out, err = capsys.readouterr()
    assert_no_raw_controls(out + err)
    if "\x1b" not in name and "\u202e" not in name:
        assert name in out


def test_validate_prints_no_escape_codes_from_keys_or_values(tmp_path, capsys):
    folder = tmp_path / "tanuki_panic"
    folder.mkdir()
    (folder / "cards.yaml").write_text(
        'cards: []\n"\\e]0;pwn\\a[/x]": 1\n', encoding="utf-8"
    )
    assert main(["validate", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert_no_raw_controls(out + err)
    assert "cards.yaml" in err


async def test_saved_deck_names_with_brackets_show_in_setup_as_written(monkeypatch):
    from tanuki_table.cards import decks as saved_decks
    from tanuki_table.games import get_game
    from tanuki_table.ui.app import TanukiApp

    info = get_game("tanuki_panic")
    premade = info.decks.premade(info)
    cards = next(iter(premade.values()))
    monkeypatch.setattr(saved_decks, "saved_decks",
                        lambda game_id: {"My deck [v2]": cards, "[i=1=2]": cards, "\x1b]0;pwn\x07": cards})
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(info)
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        from textual.widgets import Select

        for name in ("[i=1=2] (yours)", "My deck [v2] (yours)", "\x1b]0;pwn\x07 (yours)"):
            app.screen.query_one("#deck-0", Select).value = name
            await pilot.pause()
            assert not crashed(app)
        app.screen.query_one("#deck-0", Select).action_show_overlay()
        await pilot.pause()
        assert not crashed(app)
