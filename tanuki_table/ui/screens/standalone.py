"""The app's screens on their own, from the command line: the card browser (`cards --browse`) and
the replay viewer (`replay watch FILE`); Esc returns to the shell."""

from __future__ import annotations

import sys

from tanuki_table.errors import TanukiError
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.browser import BrowserScreen
from tanuki_table.ui.screens.replay_list import load_replay_file

__all__ = ["run_browser", "watch_command"]


def run_browser(game_id: str | None, query: str | None = None, bot_delay: float = 0.6) -> None:
    """The card browser on its own, from `tanuki-table cards [GAME] --browse [--search Q]`:
    Esc or q returns to the shell."""
    class CardsApp(TanukiApp):
        def on_mount(self) -> None:
            self.push_screen(BrowserScreen(game_id, query=query, standalone=True))

    CardsApp(start=None, bot_delay=bot_delay).run()


def watch_command(path: str, bot_delay: float = 0.6) -> int:
    """`tanuki-table replay watch FILE`: the viewer on its own; a bad file is one line, exit 2."""

    try:
        setup, actions, conceded = load_replay_file(path)
    except (TanukiError, OSError) as exc:
        print(f"tanuki-table: {path}: cannot watch it: {exc}", file=sys.stderr)
        return 2
    from tanuki_table.ui.screens.replay_screen import ReplayScreen

    class WatchApp(TanukiApp):
        def on_mount(self) -> None:
            screen = ReplayScreen(setup, actions, conceded)
            self.push_screen(screen, lambda _: self.exit())

    WatchApp(start=None, bot_delay=bot_delay).run()
    return 0
