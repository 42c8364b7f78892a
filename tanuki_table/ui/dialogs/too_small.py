"""The notice shown while the terminal is below the minimum size (apart from the other dialogs,
which the app starts without)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center
from textual.screen import Screen
from textual.widgets import Label

from tanuki_table.core.i18n import _


class TooSmallScreen(Screen[None]):
    """Shown while the terminal is below the minimum size; the game underneath is untouched."""

    CSS_PATH = "too_small.tcss"

    def compose(self) -> ComposeResult:
        with Center():
            yield Label(_("Please make the terminal at least {width}×{height}.\nThe game is kept; it comes back when "
                          "you resize.").format(width=80, height=24))
