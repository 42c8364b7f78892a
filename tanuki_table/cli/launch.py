"""Starting the full-screen app from the command line: only when there is a terminal to draw on."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from tanuki_table.cli.guard import UsageError, utf8_output
from tanuki_table.errors import report_crash

if TYPE_CHECKING:  # pydantic loads when a game is opened, not at start-up
    from tanuki_table.core.session import StartRequest

__all__ = ["has_terminal", "run_app", "start_picker"]


def has_terminal() -> bool:
    """Whether the app can draw: stdin, stdout and stderr (Textual draws there) are terminals, or
    textual-serve runs it for a browser (its web driver talks through pipes)."""
    if os.environ.get("TEXTUAL_DRIVER", "").endswith(":WebDriver"):
        return True
    streams = (sys.stdin, sys.stdout, sys.__stderr__)
    try:
        return all(s is not None and s.isatty() for s in streams)
    except (AttributeError, ValueError):  # a closed or odd stream
        return False


def run_app(start: StartRequest | None, bot_delay: float | None) -> int:
    """Run the TUI; without a terminal say so and exit 2 (no game is started, nothing saved)."""
    if not has_terminal():
        raise UsageError(
            "the app needs a terminal (stdin and stdout are not one); "
            "headless commands: sim, cards GAME, booster, validate, replay"
        )
    from tanuki_table.ui.app import TanukiApp  # Textual loads once there is a terminal to run it in

    app = TanukiApp(start=start, bot_delay=bot_delay)
    app._print_error_renderables = lambda: None  # type: ignore[method-assign]  # a crash: one line, below
    app.run()
    error = getattr(app, "_exception", None)
    if error is not None:
        from tanuki_table.core.text import clean

        print(f"tanuki-table: {clean(report_crash(error))}", file=sys.stderr)
        return 1
    code = app.return_code
    return code if isinstance(code, int) else 0


def start_picker() -> int:
    """`tanuki-table` with no argument: the picker, as `main([])` would start it, without building
    the command line's parser (argparse and the commands load with the first argument)."""
    utf8_output()
    return run_app(None, None)
