"""Issue 48: a browser guest is a guest. Its app has a folder of its own (none of the host's files)
and a palette with only what belongs at a table; it ends with its server; a seat taken over by
another window says so and stops; a seat's name is the one its latest accepted join gives; `join`
to a closed port fails at once; and the words a table says are true (the networked game's mode in
the saves list, closing a finished table, the guide at a table)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

from common import screen_text
from net.tablekit import close, heard, hosted, joined
from net.test_table_screens import until

from tanuki_table.core.session import Session, Setup
from tanuki_table.net.invite import Invitation
from tanuki_table.net.link import join
from tanuki_table.net.screen import TableScreen
from tanuki_table.net.watch import JoiningScreen
from tanuki_table.persistence import folders
from tanuki_table.persistence.save_format import summary
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, GameOverScreen
from tanuki_table.ui.screens.game.guide import guide_steps


def test_one_folder_holds_every_file_of_a_guest(monkeypatch, tmp_path: Path):
    monkeypatch.setenv(folders.HOME, str(tmp_path))
    places = [folders.data_dir(), folders.config_dir(), folders.cache_dir(), folders.state_dir()]
    assert all(tmp_path in p.parents for p in places) and len(set(places)) == 4
    from tanuki_table.cards.decks import decks_dir
    from tanuki_table.persistence.history import db_path
    from tanuki_table.persistence.settings import settings_path
    from tanuki_table.persistence.storage import saves_dir

    assert all(tmp_path in p.parents for p in (decks_dir("tmnt"), db_path(), settings_path(), saves_dir()))


def test_a_guest_has_its_own_folder_removed_when_it_ends(tmp_path: Path):
    code = ("import os; from tanuki_table.net.web_seat import own_home; home = own_home(); "
            "from tanuki_table.persistence.settings import settings_path; print(home); print(settings_path())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    home, settings = done.stdout.split()
    assert settings.startswith(home) and not Path(home).exists()


def test_an_app_a_server_started_ends_when_the_server_is_killed():
    """The pipe watchdog: the child's stdin is a pipe only the "server" holds; killing the server
    hangs it up, and the app is stopped (here: the stop callback exits) within the grace time."""
    child = ("import sys, threading, time; from tanuki_table.net.web_seat import end_with_server; "
             "done = threading.Event(); end_with_server(done.set); print('ready', flush=True); "
             "done.wait(30); print('stopped', flush=True)")
    server = ("import subprocess, sys, time; "
              f"p = subprocess.Popen([sys.executable, '-c', {child!r}], stdin=subprocess.PIPE); "
              "print(p.pid, flush=True); time.sleep(60)")
    host = subprocess.Popen([sys.executable, "-c", server], stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    pid = int(host.stdout.readline())
    assert host.stdout.readline().strip() == "ready"
    host.kill()  # SIGKILL: no goodbye of any kind
    killed = time.monotonic()
    assert host.stdout.readline().strip() == "stopped"
    while Path(f"/proc/{pid}").exists() and Path(f"/proc/{pid}/status").read_text().find("zombie") < 0:
        assert time.monotonic() - killed < 5, "the app outlived its server by 5 s"
        time.sleep(0.05)


async def test_a_guests_palette_has_only_what_belongs_at_a_table():
    with hosted(Setup(game="tacocat", seed=3, seats=[None, None])) as table:
        app = TanukiApp(start={"join": str(table.seats[1]), "name": None, "alone": True}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, JoiningScreen), "the name question")
            titles = [c.title for c in app.get_system_commands(app.screen)]
            assert "Statistics" not in titles and "Join a table" not in titles
            assert "Settings" in titles and "Theme" in titles
            await pilot.press(*"Bob", "enter")
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the seat")
            await until(pilot, lambda: table.table.names()[1] == "Bob", "the table to call the guest Bob")
            labels = [label for label, _, _ in app.screen.exits.palette()] + [app.screen.exits.leave_words()[0]]
            assert labels == ["Say something to the table", "Leave the table"]


def test_a_seat_is_called_by_its_latest_accepted_join_and_a_refused_hello_names_nobody():
    with hosted(Setup(game="tacocat", seed=3, seats=[None, None])) as table:
        seat = table.seats[1]
        assert seat is not None
        wrong = Invitation(seat.host, seat.port, "x" * len(seat.token))
        assert isinstance(join(wrong, "Mallory", timeout=5), str)
        assert table.table.names()[1] == "Player 2"
        evil = joined(seat, "[bold red]EVIL[/]")
        assert table.table.names()[1] == "[bold red]EVIL[/]"
        bob = joined(seat, "Bob")
        ann = joined(table.seats[0], "Ann")
        assert table.table.names() == ["Ann", "Bob"] and ann.names == ["Ann", "Bob"]
        again = joined(seat, None)  # a join with no name keeps the seat's
        assert table.table.names()[1] == "Bob"
        close(evil, bob, ann, again)


def test_join_to_a_port_where_nothing_listens_fails_at_once_in_one_line():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, never listening: refused
        started = time.monotonic()
        why = join(Invitation("127.0.0.1", port, "t" * 32), "Ann")
    assert isinstance(why, str) and "\n" not in why and "does not answer" in why
    assert time.monotonic() - started < 3


async def test_a_seat_taken_by_another_window_says_so_and_stops_reconnecting():
    with hosted(Setup(game="tacocat", seed=6, seats=[None, None])) as table:
        app = TanukiApp(start={"join": str(table.seats[1]), "name": "Bob"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the seat")
            screen = app.screen
            ann = joined(table.seats[0], "Ann")
            other = joined(table.seats[1], "Robert")  # the same invitation, another window
            await until(pilot, lambda: screen.listener.gone, "the old window to stop")
            await pilot.pause(0.3)
            text = screen_text(app)
            assert "another window" in text and "Reconnecting" not in text, text[-800:]
            await until(pilot, lambda: heard(ann).seats[1] == "here" and ann.names[1] == "Robert", "Ann to see Robert")
            time.sleep(0.5)
            assert table.table.peers.get("seat:1") is not None and table.table.names()[1] == "Robert"
            close(ann, other)


async def test_closing_a_finished_table_does_not_promise_a_resume():
    with hosted(Setup(game="tacocat", seed=6, seats=[None, "simple"])) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann", "hosting": True}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the seat")
            screen = app.screen
            screen.exits.leave()
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen) and "--resume" in screen_text(app)
            await pilot.press("n")
            screen.remote.concede(0)
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over box")
            screen.exits.leave()
            await pilot.pause()
            text = screen_text(app)
            assert isinstance(app.screen, ConfirmScreen) and "--resume" not in text and "over" in text


def test_a_game_played_at_a_table_is_listed_as_one_not_as_hot_seat():
    session = Session(Setup(game="tacocat", seed=1, seats=[None, None]))
    assert summary(session)["mode"] == "hot-seat, 2 players"
    session.at_table = True
    assert summary(session)["mode"] == "at a networked table, 2 players"


def test_the_guide_at_a_table_speaks_of_the_table_not_of_undo_or_the_bot():
    steps = guide_steps("Tacocat", "# Tacocat\n\nPull the cat.\n", at_table=True)
    assert not any("undo" in s or "bot" in s for s in steps)
    assert any("t says something to the table" in s for s in steps)


def test_a_browser_page_says_why_its_seat_ended_and_a_full_seat_names_no_serve_option():
    from tanuki_table.net import web_seat

    seat = web_seat.WebSeat(Invitation("127.0.0.1", 1, "t" * 32), "127.0.0.1", 0)
    assert seat.status() == web_seat.LEFT
    seat.here = lambda: (True, False)
    assert "another window" in seat.status()
    seat.here = lambda: (False, True)
    assert "game is over" in seat.status()
    seat.closing = True
    assert "host closed the table" in seat.status()
    assert "max-sessions" not in web_seat.FULL and "serve_sessions" not in web_seat.FULL


async def test_a_guest_brings_a_deck_list_pasted_on_the_page_and_a_bad_one_is_refused_with_why():
    from tanuki_table.cards.decks import format_deck
    from tanuki_table.games import get_game
    from tanuki_table.net.lobby import PASTE, PASTED, DeckScreen
    from tanuki_table.ui.dialogs.deck_dialogs import PasteDeckScreen

    game = get_game("tanuki_panic")
    deck = next(iter(game.decks.premade(game).values()))
    with hosted(Setup(game="tanuki_panic", seed=5, seats=[None, None]), choosing=None) as table:
        app = TanukiApp(start={"join": str(table.seats[1]), "name": "Bob", "alone": True}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, DeckScreen) and app.screen.is_mounted, "the deck choice")
            screen = app.screen
            assert all("(yours)" not in name for name in screen.decks)  # none of the host's saved decks
            options = screen.query_one("#lobby-decks")
            options.highlighted = options.option_count - 1
            assert options.get_option_at_index(options.highlighted).id == PASTE
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, PasteDeckScreen), "the paste box")
            app.screen.query_one("#paste").text = "3 no-such-card\n"
            await pilot.press("ctrl+s")
            assert isinstance(app.screen, PasteDeckScreen) and "no-such-card" in screen_text(app)
            app.screen.query_one("#paste").text = format_deck(deck)
            await pilot.press("ctrl+s")
            await until(pilot, lambda: table.table.chosen.get(1) == PASTED, "the table to take the pasted deck")
