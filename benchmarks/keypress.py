"""Key press to repaint on a game screen, against Textual updating 40 widgets; and memory.

    python benchmarks/keypress.py [GAME] [N]

Reports the median time of N presses of `right` in the hand (the screen redraws the hand chip
row) and of `1` (apply the first action, the whole board redrawn), next to a reference app that
updates 40 Static widgets per key press; and the app's peak resident memory.
"""

from __future__ import annotations

import asyncio
import resource
import statistics
import sys
import time

from textual.app import App, ComposeResult
from textual.widgets import Static

from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp


class Forty(App):
    """The reference: one key press updates 40 widgets."""

    def compose(self) -> ComposeResult:
        for i in range(40):
            yield Static(f"cell {i}", id=f"s{i}")

    def key_x(self) -> None:
        stamp = time.perf_counter()
        for i in range(40):
            self.query_one(f"#s{i}", Static).update(f"cell {i} {stamp:.6f}")


async def time_presses(app: App, key: str, n: int, size=(120, 40), before=None) -> float:
    times = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if before:
            await before(app, pilot)
        for _ in range(n):
            start = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            times.append(time.perf_counter() - start)
    return statistics.median(times)


async def main() -> None:
    game = sys.argv[1] if len(sys.argv) > 1 else "tanuki_panic"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    reference = await time_presses(Forty(), "x", n)
    print(f"reference, 40 widgets updated: {reference * 1000:.1f} ms per key")

    async def start(app, pilot):
        app.start_game(Setup(game=game, seed=1, seats=[None, "simple"], first_player=0,
                             decks=None))
        await pilot.pause(0.3)

    hand = await time_presses(TanukiApp(bot_delay=0), "right", n, before=start)
    print(f"{game}: move in hand: {hand * 1000:.1f} ms per key ({hand / reference:.2f}x the reference)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory of this process: {rss:.0f} MB")


if __name__ == "__main__":
    asyncio.run(main())
