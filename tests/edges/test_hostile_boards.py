"""Issue 29, items 7 and 8: an OSC set-title name and markup card names on all five boards. Hot-seat,
every seat named with an escape code, a bidi override and markup, every card called by a hostile
name (through the real card loader): the handover, the board, the hand, the status line, the
action list with its "Actions for ..." title and the log render with no escape code and no crash."""

from __future__ import annotations

import pytest
from common import crashed, few

from edges.conftest import hostile_card_data
from tanuki_table.games import game_ids, get_game
from tanuki_table.core.session import Setup

NAMES = ["\x1b]0;pwn\x07[/evil]", "Bo\u202eb [a=b=c]", "\x9b31m[b]x", "Iga[/x]"]


@pytest.mark.parametrize("game_id", few(game_ids(), keep=["pikmin", "tanuki_panic"]))
async def test_hostile_seat_and_card_names_render_as_text_on_every_board(monkeypatch, tmp_path, game_id):
    await play_hostile(monkeypatch, tmp_path, game_id)


@pytest.mark.parametrize(("game_id", "code"), few([("tacocat", "pl"), ("tmnt", "ja"), ("animale_tattica", "pl"), ("pikmin", "ja")], keep=[("tacocat", "pl"), ("tmnt", "ja")]))
async def test_hostile_names_render_as_text_in_the_translated_games_too(monkeypatch, tmp_path, game_id, code):
    """The translated sentences put names in with format(): still text, never markup."""
    from tanuki_table.core import i18n

    i18n.use_language(code)
    await play_hostile(monkeypatch, tmp_path, game_id)


async def play_hostile(monkeypatch, tmp_path, game_id: str) -> None:
    from tanuki_table.ui.app import TanukiApp

    hostile_card_data(monkeypatch, game_id, tmp_path)
    info = get_game(game_id)
    players = info.min_players
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game=game_id, seed=5, players=players, seats=[None] * players, names=NAMES[:players]))
        await pilot.pause()
        # the table, a card's actions ("Actions for ..."), a move, the next handover and table
        for n, key in enumerate(("enter", "space", "enter", "1", "enter", "enter", "space", "enter")):
            await pilot.press(key)
            await pilot.pause()
            assert not crashed(app), key
            if n in (0, 2, 5, 7):  # a screenshot costs a full render: after the screens that change most
                shot = app.export_screenshot()
                for bad in ("\x1b", "\x07", "\u202e", "\x9b"):
                    assert bad not in shot, (key, bad)
        titles = [str(w.border_title) for w in app.screen.query("*") if w.border_title]
        assert all("\x1b" not in t for t in titles)
