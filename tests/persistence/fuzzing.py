"""A seeded fuzzer for the whole app: random key presses and mouse clicks, in bursts.

Events go to the app in bursts of `BURST` (like a fast typist, or a paste: none waits for the one
before), then the app is let to settle; after every burst the fuzzer checks that the app has not
crashed, that no toast shows a traceback, and that any game in play is in a legal state. At the
end of a run the game on screen must equal its replay from setup + actions, and its save must load
back equal.

Used by test_fuzz.py with a small budget; run it longer by hand:

    python -m persistence.fuzzing --events 20000      (from the tests/ folder)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from dataclasses import dataclass, field

from textual import events

from common import crashed, record_toasts, toasts

KEYS = [
    "tab", "shift+tab", "up", "down", "left", "right", "home", "end",
    "enter", "space", "escape", "backspace", "1", "2", "3", "4", "5", "9", "a", "e", "u", "l", "q",
    "y", "n", "h", "j", "k", "r", "R", "x", "m", "v", "s", "t", "c", "d", "question_mark",
]
"""Keys every screen of the app binds, plus a few letters that mean nothing.

Left out, because they crash Textual 8.2 itself under burst input (not our code): `pageup` /
`pagedown` on a Select overlay that has not been laid out yet (KeyError in
`OptionList._move_page`), and `ctrl+p` then keys while the command palette mounts (NoMatches
'CommandList' in the palette's worker). For the same reason clicks skip the footer's "^p palette"
corner: two queued Enters make Textual's `CommandPalette._select_or_command` dismiss twice."""
PALETTE_CORNER = 14
"""Columns at the right end of the bottom row where the footer offers the command palette."""
CHARS = {"space": " ", "enter": "\r", "tab": "\t", "escape": "\x1b", "question_mark": "?", "backspace": "\x7f"}
HEAVY = {"c", "d", "r", "question_mark", "v"}
"""Keys that open big screens (browser, deck builder, rulebook): rarer, so a budget goes further."""
WEIGHTS = [0.25 if key in HEAVY else 1.0 for key in KEYS]
BURST = 16
CLICK_SHARE = 0.15
RESIZE_SHARE = 0.1
"""Share of bursts followed by a terminal resize."""
SIZES = [(80, 24), (120, 40), (100, 30), (60, 20), (79, 24), (80, 23), (200, 60)]
"""Sizes a resize picks from: roomy, exact, and too small (the too-small notice)."""


@dataclass
class FuzzReport:
    """What a run did."""

    events: int = 0
    clicks: int = 0
    resizes: int = 0
    screens: set[str] = field(default_factory=set)
    games_checked: int = 0
    seconds: float = 0.0


def guard_dismiss() -> None:
    """Diagnostic only (FUZZ_GUARD_DISMISS=1): make a second `dismiss()` of a screen that is no
    longer on top do nothing, and never awaitable, to look past known dismiss races for others."""
    from textual.await_complete import AwaitComplete
    from textual.screen import Screen

    original = Screen.dismiss

    def dismiss(self, result=None):
        if self.app.screen is self:
            original(self, result)

        async def done() -> None:
            return None

        return AwaitComplete(done())

    Screen.dismiss = dismiss


if os.environ.get("FUZZ_GUARD_DISMISS") == "1":  # pragma: no cover
    guard_dismiss()


def _fuzz_app_class():
    from tanuki_table.ui.app import TanukiApp

    class FuzzApp(TanukiApp):
        """The real app, except that quitting is counted instead of done (the fuzz goes on)."""

        quits = 0

        async def action_quit(self) -> None:
            self.quits += 1

    return FuzzApp


def check_game(screen) -> None:
    """A game on screen is in a legal state (cheap; after every burst)."""
    state = screen.session.state
    seats = len(screen.session.setup.seats)
    if state.is_over:
        assert state.current_player is None and state.legal_actions() == []
    else:
        assert state.current_player in range(seats)
        assert state.legal_actions()


def check_game_deeply(screen) -> None:
    """The game equals its replay from setup + actions (+ the concession), and its save (if any)
    loads back equal."""
    from tanuki_table.persistence.saves import load_save, same_game
    from tanuki_table.core.session import Session

    session = screen.session
    replayed = Session(session.setup, session.actions, conceded=session.conceded)
    assert same_game(replayed.state, session.state), "the game differs from its own replay"
    path = getattr(session, "save_path", None)
    if path is not None and path.exists():
        loaded = load_save(path)
        assert loaded.actions == session.actions and same_game(loaded.state, session.state)


def _games_on(app) -> list:
    return [s for s in app.screen_stack if type(s).__name__ == "GameScreen"]


async def fuzz_run(start: dict | None, seed: int, events_budget: int, size=(80, 24), report: FuzzReport | None = None,
                   setup=None) -> FuzzReport:
    """One app run: `events_budget` random events from `seed`, checking after every burst.
    `setup` (instead of `start`) opens a game set up in full, hostile seat names and all; at the
    end no escape code is on the screen."""
    report = report or FuzzReport()
    rng = random.Random(seed)
    app = _fuzz_app_class()(start=start, bot_delay=0)
    width, height = size
    async with app.run_test(size=size) as pilot:
        if setup is not None:
            app.start_game(setup)
            await pilot.pause()
        loop = asyncio.get_running_loop()

        def send(event: events.Event) -> None:
            """Post `event` to the app on the loop's next turn, as Textual's driver does with
            input: a burst lands when the fuzzer next waits (after a resize that follows it,
            which `resize_terminal` posts at once)."""
            event.set_sender(app)
            loop.call_soon(app.post_message, event)

        sent = notes_seen = 0
        while sent < events_budget:
            for _ in range(BURST):
                if rng.random() < CLICK_SHARE:
                    x, y = rng.randrange(width), rng.randrange(height)
                    if y >= height - 1 and x >= width - PALETTE_CORNER:
                        x = rng.randrange(max(1, width - PALETTE_CORNER))
                    for kind in (events.MouseDown, events.MouseUp, events.Click):
                        send(kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))
                    report.clicks += 1
                else:
                    key = rng.choices(KEYS, WEIGHTS)[0]
                    send(events.Key(key, CHARS.get(key, key if len(key) == 1 else None)))
                sent += 1
            if rng.random() < RESIZE_SHARE:  # a resize between bursts, sometimes below 80x24
                width, height = rng.choice(SIZES)
                await pilot.resize_terminal(width, height)
                report.resizes += 1
                sent += 1
            await pilot.pause()
            assert not crashed(app), f"seed {seed}: crashed after {sent} events (its exception follows)"
            report.screens.add(type(app.screen).__name__)
            notes = toasts(app)  # the toasts since the last burst (a thread may add one meanwhile)
            for note in notes[notes_seen:]:
                assert "Traceback" not in note.message, note.message
            notes_seen = len(notes)
            for game in _games_on(app):
                check_game(game)
        for _ in range(3):  # let every queued event land before the app shuts down
            await pilot.pause()
        assert not crashed(app), f"seed {seed}: crashed at the end (its exception follows)"
        for game in _games_on(app):
            check_game_deeply(game)
            report.games_checked += 1
        shot = app.export_screenshot()
        assert not any(bad in shot for bad in ("\x1b", "\x07", "\u202e", "\x9b")), "an escape code on screen"
        report.events += sent
    return report


def run_all(starts: list[dict | None], events_each: int, seed: int = 0) -> FuzzReport:
    """Fuzz each start in turn (None: from the picker)."""
    report = FuzzReport()
    began = time.perf_counter()
    for n, start in enumerate(starts):
        asyncio.run(fuzz_run(start, seed * 1000 + n, events_each, report=report))
    report.seconds = time.perf_counter() - began
    return report


def starts_for(game_ids: list[str]) -> list[dict | None]:
    """The picker, then each game against the bot, then each in hot-seat."""
    starts: list[dict | None] = [None]
    for gid in game_ids:
        starts.append({"game": gid, "bot": "random", "seed": 7})
    for gid in game_ids:
        starts.append({"game": gid, "bot": None, "seed": 8})
    return starts


def main() -> None:  # pragma: no cover - the long benchmark
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20_000, help="total events")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tanuki-fuzz-"))
    os.environ.setdefault("TANUKI_TABLE_FSYNC", "0")
    record_toasts()
    from tanuki_table.games import game_ids, get_game

    ready = [gid for gid in game_ids() if get_game(gid) is not None]
    starts = starts_for(ready)
    report = run_all(starts, max(1, args.events // len(starts)), args.seed)
    print(f"{report.events} events ({report.clicks} clicks) in {report.seconds:.1f}s over {len(starts)} runs; "
          f"screens: {', '.join(sorted(report.screens))}; games checked: {report.games_checked}")


if __name__ == "__main__":  # pragma: no cover
    main()
