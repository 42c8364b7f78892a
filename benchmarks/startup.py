"""First paint of the picker against an empty Textual app started the same way (and, with
`--browser`, the card browser's first paint with every game's cards loaded against the picker's).

Each run is a fresh `python` process that starts the app headless and exits right after the shown
screen's first refresh. "First paint" is the time from starting the process to that refresh (the
child prints `time.monotonic()` there; the clock is system-wide); "to exit" adds the app's and the
interpreter's shutdown, which the player never waits for. We report medians of N runs; the picker
and browser runs alternate, so a busy moment on a shared machine lands on both alike.

Every run uses a private, empty data folder: the app checks saved games 50 ms after start-up,
which costs whatever the saves on this machine cost and is the work of neither screen. The card
cache is private too and filled by one untimed browser run first ("warm", as on every start but
the first); the browser run fails unless its table holds a row for every card of every game that
loads.

    python benchmarks/startup.py [N] [--browser]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

EMPTY = """
import time
from textual.app import App
class Empty(App):
    def on_mount(self):
        self.call_after_refresh(self.painted)
    def painted(self):
        print("painted", time.monotonic())
        self.exit()
Empty().run(headless=True, size=(120, 40))
"""

PICKER = """
import time
from tanuki_table.ui.app import TanukiApp
class Timed(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.screen.call_after_refresh(self.painted)
    def painted(self):
        print("painted", time.monotonic())
        self.exit()
Timed().run(headless=True, size=(120, 40))
"""

BROWSER = """
import sys, time
from tanuki_table.ui.app import TanukiApp
class Timed(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.open_cards(None)
        self.screen_stack[-1].call_after_refresh(self.painted)
    def painted(self):
        print("painted", time.monotonic())
        from tanuki_table.ui.screens.browser import CardBrowser
        browser = self.screen.query_one(CardBrowser)
        rows, cards = browser.table.row_count, len(browser.catalogue.records)
        self.exit(return_code=0 if rows == cards > 0 else 3, message=f"{rows} rows of {cards} cards")
app = Timed()
app.run(headless=True, size=(120, 40))
sys.exit(app.return_code or 0)
"""


def run(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting one fresh process running `code` to its first paint, and to its exit."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    elapsed = time.monotonic() - start
    painted = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("painted ")]
    if done.returncode or not painted:
        raise SystemExit(f"benchmark child failed ({done.returncode}): {done.stdout[-500:]} {done.stderr[-2000:]}")
    return float(painted[0]) - start, elapsed


def medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    """Median first paint and median exit, in seconds."""
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 7
    browser_too = "--browser" in sys.argv
    with tempfile.TemporaryDirectory() as root:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(root, "data"), XDG_CACHE_HOME=os.path.join(root, "cache"))
        run(EMPTY, env)  # warm the disk cache
        if browser_too:
            run(BROWSER, env)  # fill the private card cache
        empty = medians([run(EMPTY, env) for _ in range(runs)])
        picker_times: list[tuple[float, float]] = []
        browser_times: list[tuple[float, float]] = []
        for _ in range(runs):
            picker_times.append(run(PICKER, env))
            if browser_too:
                browser_times.append(run(BROWSER, env))
    picker = medians(picker_times)
    print(f"medians of {runs} runs        first paint        to exit")
    print(f"empty Textual app:         {empty[0] * 1000:5.0f} ms         {empty[1] * 1000:5.0f} ms")
    print(f"picker:                    {picker[0] * 1000:5.0f} ms = {picker[0] / empty[0]:.2f}x  "
          f"{picker[1] * 1000:5.0f} ms = {picker[1] / empty[1]:.2f}x the empty app")
    if browser_too:
        browser = medians(browser_times)
        print(f"card browser first paint:  {browser[0] * 1000:5.0f} ms = {browser[0] / picker[0]:.2f}x  "
              f"{browser[1] * 1000:5.0f} ms = {browser[1] / picker[1]:.2f}x the picker")


if __name__ == "__main__":
    main()
