"""Issues 41 and 48: a seat at a networked table taken from a real browser (Debian's Chromium,
driven by Playwright). `tanuki-table host tacocat --watch --web` prints seat 1's invitation and
seat 2's link; seat 1 plays from a client in this process, seat 2 from the page, a few moves each.
The page and its WebSocket refuse a missing or wrong token and another page's Origin, as `serve`'s
do. The guest types its name on the page; it opens the palette, picks a theme and opens the
settings, and the host's settings and history files are unchanged byte for byte. A closed tab's
app ends; a tab opened again under another name renames the seat; the host killed with SIGKILL
leaves no guest process 5 s later, and the page says the host closed the table. The app in the page
reports its screens to a trace file (`TANUKI_TABLE_TRACE`), since the browser draws it on a
canvas; screenshots go to the test's folder (or $TANUKI_TABLE_SCREENSHOTS)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from net.tablekit import close, heard, joined
from web.test_browser_e2e import CHROMIUM_FLAGS, _chromium, _free_port, _moves, _wait_for

from tanuki_table.net.invite import Invitation
from tanuki_table.net.link import LinkStatus

BROWSER_MOVES = 3
"""Moves the browser's seat makes before the test ends."""


def _status(url: str, headers: dict[str, str] | None = None) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


def _table_moves(lines: list[str]) -> int:
    """The move count the browser seat's game screen last showed."""
    return _moves(["GameScreen" + line[len("TableScreen"):] for line in lines if line.startswith("TableScreen")])


def _guest_processes(mark: str, host: int) -> list[int]:
    """The processes (but the host) whose environment carries this test's mark: the guests' apps."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == host:
            continue
        try:
            if mark.encode() in (entry / "environ").read_bytes() and "zombie" not in (entry / "status").read_text():
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def _host_files(tmp_path: Path) -> dict[str, str]:
    """The host's own settings and history, made before the table opens: a guest must not change them."""
    config, data = tmp_path / "host-config" / "tanuki-table", tmp_path / "host-data" / "tanuki-table"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"theme": "textual-dark", "keep_finished": 20}), encoding="utf-8")
    code = ("from tanuki_table.persistence.history import GameRecord, record_game; "
            "record_game(GameRecord(game='tacocat', variant='standard', seats=[None, 'simple'], "
            "names=['Ann', 'Bot (easy)'], winner=0, length=12, finished=1.0))")
    env = dict(os.environ, XDG_DATA_HOME=str(data.parent), XDG_CONFIG_HOME=str(config.parent))
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    return {"XDG_DATA_HOME": str(data.parent), "XDG_CONFIG_HOME": str(config.parent)}


def _snapshot(folders: dict[str, str]) -> dict[str, bytes]:
    files = [p for f in folders.values() for p in Path(f).rglob("*")
             if p.is_file() and (p.name == "settings.json" or p.name.startswith("history"))]
    return {str(p): p.read_bytes() for p in files}


def test_a_friend_takes_the_second_seat_from_a_browser_and_plays(tmp_path: Path):
    from playwright.sync_api import sync_playwright

    chromium = _chromium()
    web_port = _free_port()
    trace = tmp_path / "trace.txt"
    shots = Path(os.environ.get("TANUKI_TABLE_SCREENSHOTS") or tmp_path / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    folders = _host_files(tmp_path)
    before = _snapshot(folders)
    assert any("settings.json" in name for name in before) and any("history" in name for name in before)
    mark = f"TANUKI_TABLE_TEST_MARK={os.getpid()}-{web_port}"
    env = dict(os.environ, TANUKI_TABLE_TRACE=str(trace), PYTHONPATH=str(Path(__file__).resolve().parents[2]),
               TANUKI_TABLE_TEST_MARK=mark.split("=", 1)[1], **folders)
    host = subprocess.Popen(
        [sys.executable, "-m", "tanuki_table", "host", "tacocat", "--watch", "--web", "--port", "0",
         "--web-port", str(web_port), "--seed", "2", "--bot-delay", "0"],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[str] = []
    assert host.stdout is not None
    while not any("web browser" in line for line in lines):
        line = host.stdout.readline()
        assert line, f"the host ended: {lines}"
        lines.append(line)
    seat_one = Invitation.parse(next(line for line in lines if line.startswith("Seat 1")).split(": ", 1)[1])
    url = next(line for line in lines if "web browser" in line).split(": ", 1)[1].strip()
    assert url.startswith(f"http://localhost:{web_port}/?token=")
    page_url = url.replace("localhost", "127.0.0.1")
    token = url.split("token=", 1)[1]
    origin = f"http://127.0.0.1:{web_port}"
    ws = f"{origin}/ws/{token}"
    assert _status(page_url.replace(token, token[::-1])) == 403  # a wrong token
    assert _status(f"{origin}/") == 403  # no token
    assert _status(ws, {"Origin": "http://evil.example", "Connection": "Upgrade", "Upgrade": "websocket"}) == 403
    assert _status(f"{origin}/status?token={token[::-1]}") == 404  # why a tab ended: with the token only

    def screens() -> list[str]:
        return trace.read_text(encoding="utf-8").splitlines() if trace.exists() else []

    def on_top(name: str) -> bool:
        return bool(screens()) and screens()[-1].startswith(name)

    ann = joined(seat_one, "Ann")
    stop = threading.Event()
    played = {"ann": 0}

    def play_seat_one() -> None:  # seat 1 answers at once, from its own client
        import queue
        import random

        
        rng = random.Random(1)
        while not stop.is_set() and not ann.state.is_over:
            state = ann.state
            if state.current_player == ann.seat and not state.waiting and ann.link.inbox.empty():
                ann.play(rng.choice(state.legal_actions()))
                played["ann"] += 1
                continue
            try:
                message = ann.link.inbox.get(timeout=0.1)
            except queue.Empty:
                continue
            if not isinstance(message, LinkStatus):
                ann.receive(message)

    seat_thread = threading.Thread(target=play_seat_one, daemon=True)
    seat_thread.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            console: list[str] = []
            page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
            page.goto(page_url)
            _wait_for(lambda: on_top("JoiningScreen"), "the guest's name question", 90)
            terminal = page.locator(".textual-terminal")
            terminal.click()
            page.keyboard.type("Bob")
            page.keyboard.press("Enter")
            _wait_for(lambda: on_top("TableScreen"), "the seat's game screen", 60)
            _wait_for(lambda: ann.names[1] == "Bob", "the table to call the guest by the name typed")
            page.screenshot(path=str(shots / "1-browser-seat.png"))
            pressed_at: list[int] = []  # the move count at each of the browser seat's moves
            end = time.monotonic() + 120
            while len(pressed_at) < BROWSER_MOVES or _table_moves(screens()) <= pressed_at[-1]:
                assert time.monotonic() < end, f"the browser seat stopped playing: {screens()[-5:]}"
                top = screens()[-1]
                if top.startswith("LinesScreen"):  # a trick's result: read, then a key
                    page.keyboard.press("Enter")
                elif (top.startswith("TableScreen") and top.endswith("yours") and len(pressed_at) < BROWSER_MOVES
                      and (not pressed_at or _table_moves(screens()) > pressed_at[-1])):
                    pressed_at.append(_table_moves(screens()))
                    page.keyboard.press("1")
                time.sleep(0.2)
            page.screenshot(path=str(shots / "2-browser-seat-played.png"))
            stop.set()  # Ann stops playing: the guest's screen stays put for the palette
            seat_thread.join(5)
            while on_top("LinesScreen"):
                page.keyboard.press("Enter")
                time.sleep(0.3)
            page.keyboard.press("Control+p")
            _wait_for(lambda: on_top("CommandPalette"), "the guest's palette")
            page.keyboard.type("theme")
            time.sleep(0.5)
            page.keyboard.press("Enter")  # Textual's theme list
            time.sleep(0.5)
            page.keyboard.type("nord")
            time.sleep(0.5)
            page.keyboard.press("Enter")
            _wait_for(lambda: on_top("TableScreen"), "the table in the theme picked")
            page.keyboard.press("Control+p")
            _wait_for(lambda: on_top("CommandPalette"), "the palette again")
            page.keyboard.type("settings")
            time.sleep(0.5)
            page.keyboard.press("Enter")
            _wait_for(lambda: on_top("SettingsScreen"), "the guest's settings")
            page.screenshot(path=str(shots / "3-guest-settings.png"))
            page.keyboard.press("Escape")
            _wait_for(lambda: on_top("TableScreen"), "the table after the settings")
            assert _snapshot(folders) == before, "a guest changed the host's settings or history"
            page.close()  # the tab closes: its app ends
            _wait_for(lambda: not _guest_processes(mark, host.pid), "the closed tab's app to end", 10)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
            page.goto(page_url)
            _wait_for(lambda: on_top("JoiningScreen"), "the name question in a new tab", 60)
            page.locator(".textual-terminal").click()
            page.keyboard.type("Robert")
            page.keyboard.press("Enter")
            _wait_for(lambda: on_top("TableScreen"), "the seat again", 60)
            _wait_for(lambda: heard(ann).names[1] == "Robert", "the seat to take its latest join's name")
            assert _guest_processes(mark, host.pid)
            host.send_signal(signal.SIGKILL)
            killed = time.monotonic()
            _wait_for(lambda: not _guest_processes(mark, host.pid), "no guest process after the host is killed", 5)
            assert time.monotonic() - killed <= 5
            message = page.locator(".closed-dialog .message")
            _wait_for(lambda: "host closed the table" in (message.text_content() or ""), "the page to say so", 10)
            page.screenshot(path=str(shots / "4-host-gone.png"))
            assert not [line for line in console if "404" in line or "Not Found" in line], console
            browser.close()
        assert played["ann"] >= 1 and ann.state.seq >= BROWSER_MOVES
        assert _snapshot(folders) == before
    finally:
        stop.set()
        seat_thread.join(5)
        close(ann)
        if host.poll() is None:
            host.kill()
        for pid in _guest_processes(mark, host.pid):
            os.kill(pid, signal.SIGKILL)
