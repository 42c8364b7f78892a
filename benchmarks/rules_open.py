"""`?` on a game screen to the rules on screen: the time a player waits for the rulebook.

    python benchmarks/rules_open.py [GAME ...] [--runs N] [--size 120x40]

Each run is a fresh process (as a player meets it: the first `?` of a session, with whatever it
loads then): it starts the app on a game against the `simple` bot (Pilot, headless), lets the
game screen be drawn and looked at for 1.5 s, then presses `?` and stops the clock at the first
frame the app sends to the terminal with the rulebook's first line of text on it (headless, the
frame is caught where it would be written). A second `?` in the same process (Esc, then `?`
again) is timed too. Reports the median of the runs for each game (the target: under 300 ms on
the 2-core machine; before the rules screen was rebuilt, 2.2 to 3.5 s).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any


def first_words(game: str) -> str:
    """A few words of the rulebook's first line of text under its title (a paragraph or a list
    item, without its markup): the top of what a player sees once the rules are open."""
    from tanuki_table.games import get_game

    for line in get_game(game).rules_file.read_text(encoding="utf-8").splitlines():
        text = line.strip().lstrip("-*+ ").replace("*", "").replace("`", "").replace("_", " ")
        if text and not line.lstrip().startswith(("#", "|", ">")) and text[0].isalpha():
            return " ".join(text.split()[:3])
    raise SystemExit(f"{game}: no text in its rulebook")


async def one_run(game: str, size: tuple[int, int]) -> dict[str, float]:
    sys.path.insert(0, "tests")
    from common import screen_text

    from tanuki_table.core.session import Setup
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    words = first_words(game)
    app = TanukiApp(bot_delay=0)
    times: dict[str, float] = {}
    painted: list[float] = []
    display = app._display

    def displayed(screen: Any, renderable: Any) -> None:
        """Each frame the app sends to the terminal (headless: sends nothing): the clock stops at
        the first frame with the rules on it."""
        display(screen, renderable)
        if renderable is not None and not painted and words in screen_text(app):
            painted.append(time.perf_counter())

    app._display = displayed  # type: ignore[method-assign]
    async with app.run_test(size=size) as pilot:
        app.start_game(Setup(game=game, seed=1, seats=[None, "simple"], first_player=0))
        while not isinstance(app.screen, GameScreen):
            await pilot.pause(0.01)
        await pilot.pause(1.5)  # the game screen drawn and idle, and read a moment as a player would
        game_screen = app.screen
        for name in ("first", "again"):
            painted.clear()
            start = time.perf_counter()
            await pilot.press("question_mark")
            while not painted:
                await pilot.pause(0.05)
                if time.perf_counter() - start > 30:
                    raise SystemExit(f"{game}: the rules did not appear in 30 s")
            times[name] = painted[0] - start
            await pilot.press("escape")
            while app.screen is not game_screen:
                await pilot.pause(0.01)
            await pilot.pause(0.3)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per game (default 5)")
    parser.add_argument("--size", default="120x40", help="the terminal, WxH (default 120x40)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    if args.child:
        print(json.dumps(asyncio.run(one_run(args.games[0], (width, height)))))
        return
    print(f"? to the rules on screen, {args.size}, median of {args.runs} fresh processes")
    for game in args.games:
        runs = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as home:  # saves and settings of a new player, not yours
                env = dict(os.environ, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
                           XDG_CACHE_HOME=f"{home}/cache", TANUKI_TABLE_FSYNC="0")
                out = subprocess.run([sys.executable, __file__, game, "--child", "--size", args.size],
                                     capture_output=True, text=True, check=True, env=env)
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
        first = statistics.median(r["first"] for r in runs) * 1000
        again = statistics.median(r["again"] for r in runs) * 1000
        worst = max(r["first"] for r in runs) * 1000
        print(f"  {game:<16} first ? {first:6.0f} ms (slowest {worst:.0f})   again {again:6.0f} ms")


if __name__ == "__main__":
    main()
