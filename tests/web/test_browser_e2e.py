"""Issue 18: `tanuki-table serve` in a real headless Chromium (Debian's, driven by Playwright).

The test starts the server on a free loopback port and drives the page: the picker appears; start
Tanuki Panic against the bot; make a move; the bot answers; open the card inspector; open the
command palette with ctrl+p (issue 32: the browser leaves that key to the app); back to the menu,
keeping the game for later. The browser draws the terminal on a canvas, so the app reports the
screen it shows to a trace file (`TANUKI_TABLE_TRACE`); the test reads that, and saves screenshots of each step in its
output folder (or in $TANUKI_TABLE_SCREENSHOTS). A missing Chromium skips the test with a one-line
reason, and fails it where `CI` is set.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHROMIUM_FLAGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _chromium() -> str:
    """Debian's Chromium. Missing, the test is skipped with one line, but fails where `CI` is set
    (`.ci/run` installs it there)."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        why = "Chromium is missing: install Debian's `chromium` package (.ci/run does: apt-get install -y chromium)"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    return path


def _wait_for(predicate, what: str, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return
        time.sleep(0.2)
    pytest.fail(f"timed out waiting for {what}")


@pytest.mark.slow
def test_play_tanuki_panic_in_a_real_browser(tmp_path: Path):
    from playwright.sync_api import sync_playwright

    chromium = _chromium()
    port = _free_port()
    trace = tmp_path / "trace.txt"
    shots = Path(os.environ.get("TANUKI_TABLE_SCREENSHOTS") or tmp_path / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, TANUKI_TABLE_TRACE=str(trace))
    server = subprocess.Popen(
        [sys.executable, "-m", "tanuki_table", "--bot-delay", "0", "serve", "--port", str(port)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )

    def screens() -> list[str]:
        return trace.read_text(encoding="utf-8").splitlines() if trace.exists() else []

    def on_top(name: str) -> bool:
        lines = screens()
        return bool(lines) and lines[-1].startswith(name)

    try:
        _wait_for(lambda: _listening(port), "the server to listen")
        url = _printed_url(server)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.goto(url.replace("localhost", "127.0.0.1"))
            _wait_for(lambda: on_top("PickerScreen"), "the picker")
            page.screenshot(path=str(shots / "1-picker.png"))
            terminal = page.locator(".textual-terminal")
            terminal.click()
            page.keyboard.press("Enter")  # Tanuki Panic is first: the setup dialog
            _wait_for(lambda: on_top("SetupScreen"), "the setup dialog")
            page.keyboard.press("Enter")  # the Start button has the focus
            _wait_for(lambda: on_top("GameScreen") or on_top("HandoverScreen"), "the game")
            page.screenshot(path=str(shots / "2-game.png"))
            _wait_for(lambda: _my_turn(screens()), "the player's first move", timeout=90)
            before = _moves(screens())
            page.keyboard.press("1")
            _wait_for(lambda: _moves(screens()) > before, "the move to be played")
            for _ in range(6):  # pass through the phases to the end of the turn: the bot answers
                if not _my_turn(screens()):
                    break
                page.keyboard.press("e")
                time.sleep(0.5)
            _wait_for(lambda: _my_turn(screens()) and _moves(screens()) >= before + 3, "the bot's answer", timeout=90)
            page.screenshot(path=str(shots / "3-bot-answered.png"))
            page.keyboard.press("i")
            _wait_for(lambda: on_top("InspectorScreen"), "the card inspector")
            page.screenshot(path=str(shots / "4-inspector.png"))
            page.keyboard.press("Escape")
            _wait_for(lambda: on_top("GameScreen"), "the table again")
            page.keyboard.press("Control+p")  # the page passes ctrl+p to the app: the command palette
            _wait_for(lambda: on_top("CommandPalette"), "the command palette (ctrl+p)")
            page.screenshot(path=str(shots / "5-palette.png"))
            page.keyboard.press("Escape")
            _wait_for(lambda: on_top("GameScreen"), "the table after the palette")
            page.keyboard.press("q")
            _wait_for(lambda: on_top("ConfirmScreen"), "the leave question: keep for later, concede, cancel")
            page.keyboard.press("k")  # keep it for later
            _wait_for(lambda: on_top("PickerScreen"), "the menu")
            page.screenshot(path=str(shots / "6-menu.png"))
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


def _printed_url(server: subprocess.Popen) -> str:
    """The page's URL as `serve` printed it (with its token): the page refuses any other."""
    assert server.stdout is not None
    for raw in server.stdout:
        line = raw.decode("utf-8", "replace")
        if "?token=" in line:
            return line.split(" on ", 1)[1].split()[0]
    pytest.fail("serve printed no URL")


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _moves(lines: list[str]) -> int:
    counts = [int(line.split()[1]) for line in lines if line.startswith("GameScreen ")]
    return counts[-1] if counts else 0


def _my_turn(lines: list[str]) -> bool:
    return bool(lines) and lines[-1].startswith("GameScreen") and lines[-1].endswith("yours")
