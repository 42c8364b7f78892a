"""Starting the full-screen app from the command line: only when there is a terminal to draw on."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from tanuki_table.core.text import clean
from tanuki_table.cli.guard import UsageError, utf8_output
from tanuki_table.errors import write_crash_report

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
    from io import StringIO  # deferred, as Textual

    from rich.console import Console

    from tanuki_table.ui.app import TanukiApp

    app = TanukiApp(start=start, bot_delay=bot_delay)
    printed = StringIO()  # Textual prints a crash's traceback to its error console: into the report
    app.error_console = Console(file=printed, width=100, color_system=None)
    app.run()
    code = app.return_code
    if code == 1 and printed.getvalue().strip():
        report = without_locals(printed.getvalue().rstrip())
        print(f"tanuki-table: {clean(write_crash_report(report.splitlines()[-1], report))}", file=sys.stderr)
        return 1
    return code if isinstance(code, int) else 0


def without_locals(report: str) -> str:
    """A traceback as Textual prints it, without its "locals" boxes: a frame's variables may hold a
    hand the person at the keyboard may not see, and the report is a file anyone may open."""
    kept: list[str] = []
    inside = False
    for line in report.splitlines():
        if not inside and "─ locals ─" in line:
            inside = True
        elif inside and "╰" in line:
            inside = False
        elif not inside:
            kept.append(line)
    return "\n".join(kept)


def start_picker() -> int:
    """`tanuki-table` with no argument: the picker, without building the command line's parser."""
    utf8_output()
    return run_app(None, None)
