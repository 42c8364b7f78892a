"""Where command-line tables go: a Rich console that never cuts a column when the output is piped."""

from __future__ import annotations

import sys

from rich.console import Console

__all__ = ["PIPED_WIDTH", "console", "piped"]

PIPED_WIDTH = 100_000
"""The width of a piped console: wider than any row (tables are as wide as they need, no wider)."""


def piped() -> bool:
    """Whether standard output is not a terminal."""
    try:
        return not sys.stdout.isatty()
    except (AttributeError, ValueError):  # a closed or odd stream
        return True


def console() -> Console:
    """A Rich console for a command's output: the terminal's width on a terminal, unlimited when
    piped (and then no colours or styles either)."""
    if piped():
        return Console(width=PIPED_WIDTH, no_color=True, highlight=False, soft_wrap=False)
    return Console()
