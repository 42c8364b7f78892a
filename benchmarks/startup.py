"""First paint of the picker against an empty Textual app started the same way.

Each run is a fresh `python` process that starts the app headless and exits right after the
first refresh; we report the median wall time of N runs.

    python benchmarks/startup.py [N]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

EMPTY = """
from textual.app import App
class Empty(App):
    def on_mount(self):
        self.call_after_refresh(self.exit)
Empty().run(headless=True, size=(120, 40))
"""

PICKER = """
from tanuki_table.ui.app import TanukiApp
class Timed(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)
Timed().run(headless=True, size=(120, 40))
"""

BROWSER = """
from tanuki_table.ui.app import TanukiApp
class Timed(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.open_cards(None)
        self.call_after_refresh(self.exit)
Timed().run(headless=True, size=(120, 40))
"""


def measure(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    measure(EMPTY, 1)  # warm the disk cache
    empty = measure(EMPTY, runs)
    picker = measure(PICKER, runs)
    print(f"empty Textual app: {empty * 1000:.0f} ms (median of {runs})")
    print(f"picker first paint: {picker * 1000:.0f} ms  = {picker / empty:.2f}x the empty app")
    if "--browser" in sys.argv:
        browser = measure(BROWSER, runs)
        print(f"card browser first paint: {browser * 1000:.0f} ms  = {browser / picker:.2f}x the picker")


if __name__ == "__main__":
    main()
