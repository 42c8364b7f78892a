"""Issue 41: a seat at a networked table taken from a real browser (Debian's Chromium, driven by
Playwright). `tanuki-table host tacocat --watch --web` prints seat 1's invitation and seat 2's
link; seat 1 plays from a client in this process, seat 2 from the page, a few moves each. The page
and its WebSocket refuse a missing or wrong token and another page's Origin, as `serve`'s do. The
app in the page reports its screens to a trace file (`TANUKI_TABLE_TRACE`), since the browser
draws it on a canvas; screenshots go to the test's folder (or $TANUKI_TABLE_SCREENSHOTS)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from net.tablekit import close, joined
from web.test_browser_e2e import CHROMIUM_FLAGS, _chromium, _free_port, _moves, _wait_for

from tanuki_table.net.invite import Invitation

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


def test_a_friend_takes_the_second_seat_from_a_browser_and_plays(tmp_path: Path):
    from playwright.sync_api import sync_playwright

    chromium = _chromium()
    web_port = _free_port()
    trace = tmp_path / "trace.txt"
    shots = Path(os.environ.get("TANUKI_TABLE_SCREENSHOTS") or tmp_path / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, TANUKI_TABLE_TRACE=str(trace), PYTHONPATH=str(Path(__file__).resolve().parents[2]))
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

    def screens() -> list[str]:
        return trace.read_text(encoding="utf-8").splitlines() if trace.exists() else []

    ann = joined(seat_one, "Ann")
    stop = threading.Event()
    played = {"ann": 0}

    def play_seat_one() -> None:  # seat 1 answers at once, from its own client
        import queue
        import random

        from tanuki_table.net.link import LinkStatus

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
            page.goto(page_url)
            _wait_for(lambda: any(line.startswith("TableScreen") for line in screens()), "the seat's game screen", 90)
            page.screenshot(path=str(shots / "1-browser-seat.png"))
            page.locator(".textual-terminal").click()
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
            browser.close()
        assert played["ann"] >= 1 and ann.state.seq >= BROWSER_MOVES
        assert ann.seats[1] in ("here", "away")  # the browser seat was at the table
    finally:
        stop.set()
        seat_thread.join(5)
        close(ann)
        host.terminate()
        try:
            host.wait(15)
        except subprocess.TimeoutExpired:
            host.kill()
            pytest.fail("the host did not end on SIGTERM")
