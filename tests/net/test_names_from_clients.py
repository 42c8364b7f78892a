"""Issue 43: a name a client sends is untrusted text, as a local name is. Markup in it is shown
literally and its control characters are replaced, in every output: the table's own record, the
other seat's game screen and plain mode, and the match history."""

from __future__ import annotations

import io
import threading
import time

import common
from common import screen_text
from net.tablekit import Driver, close, hosted, joined

from tanuki_table.core.session import Setup
from tanuki_table.core.text import PLACEHOLDER
from tanuki_table.net.plain_seat import join_plain
from tanuki_table.net.screen import TableScreen
from tanuki_table.ui.app import TanukiApp

HOSTILE = "[b]Eve[/b]\x1b]0;pwn\x07\u202e"
"""Markup, an escape sequence that would retitle a terminal, BEL and a bidi override."""
SHOWN = "[b]Eve[/b]" + PLACEHOLDER + "]0;pwn" + PLACEHOLDER * 2
"""How it must read everywhere (the table keeps at most 24 characters of a name)."""


def test_the_table_keeps_a_clients_name_cleaned_and_hands_it_on_so():
    with hosted(Setup(game="tacocat", seed=3, seats=[None, None])) as table:
        ann, eve = joined(table.seats[0], "Ann"), joined(table.seats[1], HOSTILE)
        assert table.table.names() == ["Ann", SHOWN]
        Driver(ann, 1, stop_at=1).start().wait()
        assert ann.names == ["Ann", SHOWN]
        close(ann, eve)


def test_plain_mode_prints_a_clients_name_as_written_without_its_control_characters():
    with hosted(Setup(game="tacocat", seed=3, seats=[None, None])) as table:
        eve = joined(table.seats[1], HOSTILE)
        out = io.StringIO()
        typed = io.StringIO("q\n")
        thread = threading.Thread(target=join_plain, args=(table.seats[0], "Ann", out, typed))
        thread.start()
        driver = Driver(eve, 2, stop_at=4).start()
        thread.join(20)
        close(eve)  # Ann has left: Eve's driver stops once her link closes, not at a timeout
        driver.thread.join(5)
    text = out.getvalue()
    assert SHOWN in text, text[-1500:]
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text


async def test_the_game_screen_shows_a_clients_markup_literally():
    with hosted(Setup(game="tacocat", seed=3, seats=[None, None])) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            end = time.monotonic() + 15
            while not (isinstance(app.screen, TableScreen) and app.screen.is_mounted):
                assert time.monotonic() < end
                await pilot.pause(0.02)
            eve = joined(table.seats[1], HOSTILE)
            while app.screen.remote.seats != ["here", "here"]:
                assert time.monotonic() < end
                await pilot.pause(0.02)
            await pilot.press("1")  # Ann's move: the status line names the seat to play
            while "[b]Eve[/b]" not in screen_text(app):
                assert time.monotonic() < end, screen_text(app)
                await pilot.pause(0.02)
            text = screen_text(app)
            assert f"{SHOWN} to play" in text and f"Waiting for {SHOWN}" in text
            assert "\x1b" not in text and "\u202e" not in text
            toasts = common.toasts(app)
            assert any(n.message == f"{SHOWN} joined the table." and not n.markup for n in toasts), toasts
            close(eve)


def test_the_match_history_shows_a_clients_name_as_written():
    from rich.console import Console

    from tanuki_table.analysis.stats_view import stats_renderable
    from tanuki_table.persistence.history import GameRecord, record_game, stats

    record_game(GameRecord(game="tacocat", variant="standard", seats=[None, None], names=["Ann", SHOWN],
                           winner=1, length=10))
    console = Console(width=200, record=True, no_color=True)
    console.print(stats_renderable(stats("tacocat"), {"tacocat": "Tacocat"}))
    assert "[b]Eve[/b]" in console.export_text()
