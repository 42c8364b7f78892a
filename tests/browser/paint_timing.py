"""Time the first paint of the card browser (every game's cards loaded) against the picker's.

Each run is a fresh Python process: it imports the app, starts it headless with `App.run_test`,
shows one screen, and reports the seconds from process start until that screen's first refresh has
been painted. Both screens run with an empty data folder (no saved games for the app to check at
start-up, which would add the same noise to both). "warm" runs keep the card cache of the first
run; "cold" runs start with an empty cache, as the very first start on a machine does.
Run it with `python -m tests.browser.paint_timing [runs]`.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile

_CHILD = r"""
import time
start = time.perf_counter()
import asyncio, json, sys
from tanuki_table.ui.app import TanukiApp
which = sys.argv[1]

class Timed(TanukiApp):
    painted = None
    def on_mount(self):
        if which == "browser":
            from tanuki_table.ui.screens.browser import BrowserScreen
            screen = BrowserScreen()
        else:
            from tanuki_table.ui.screens.picker import PickerScreen
            screen = PickerScreen()
        self.push_screen(screen)
        screen.call_after_refresh(self._mark)
    def _mark(self):
        self.painted = time.perf_counter() - start

async def main():
    app = Timed(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        while app.painted is None:
            await pilot.pause(0.001)
        rows = 0
        if which == "browser":
            from tanuki_table.ui.screens.browser import CardBrowser
            rows = app.screen.query_one(CardBrowser).table.row_count
    print(json.dumps({"seconds": app.painted, "rows": rows}))

asyncio.run(main())
"""


def first_paint(which: str, data: str, cache: str) -> dict[str, float]:
    """One fresh-process measurement of `which` ("picker" or "browser")."""
    env = dict(os.environ, XDG_DATA_HOME=data, XDG_CACHE_HOME=cache)
    out = subprocess.run([sys.executable, "-c", _CHILD, which], capture_output=True, text=True, timeout=120,
                         check=True, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(runs: int = 5) -> dict[str, float]:
    """Median first-paint seconds of each screen over `runs` alternating runs, and the ratios."""
    picker, warm, cold, rows = [], [], [], 0
    with tempfile.TemporaryDirectory() as root:
        data, cache = os.path.join(root, "data"), os.path.join(root, "cache")
        first_paint("browser", data, cache)  # fills the card cache
        for run in range(runs):
            picker.append(first_paint("picker", data, cache)["seconds"])
            result = first_paint("browser", data, cache)
            warm.append(result["seconds"])
            rows = int(result["rows"])
            cold.append(first_paint("browser", data, os.path.join(root, f"cold{run}"))["seconds"])
    p, w, c = statistics.median(picker), statistics.median(warm), statistics.median(cold)
    return {"picker_s": round(p, 3), "browser_warm_s": round(w, 3), "browser_cold_s": round(c, 3),
            "warm_ratio": round(w / p, 2), "cold_ratio": round(c / p, 2), "browser_rows": rows}


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 5)))
