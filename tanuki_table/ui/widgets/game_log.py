"""The game's log beside the table: every event told for the one viewer on screen, phase lines
shown or left out (`L`). The caller tells each line, so this widget never decides what a seat may read."""

from __future__ import annotations

from typing import Callable, Sequence

from textual.events import Resize
from textual.widgets import RichLog

from tanuki_table.core.i18n import _
from tanuki_table.core.engine import Event
from tanuki_table.core.events import PHASE
from tanuki_table.core.text import safe_text

__all__ = ["BACKLOG", "GameLog"]

BACKLOG = 200
"""Events written when the log is drawn afresh (opened, resized, a new viewer): the latest ones."""


class GameLog(RichLog):
    """A `RichLog` of a game's events: `show` writes the new ones, `restart` redraws them all (a
    new viewer in hot-seat). `tell(event)` is an event's line for whoever is on screen."""

    def __init__(self, events: Callable[[], Sequence[Event]], tell: Callable[[Event], str], *,
                 id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, max_lines=500, min_width=20, id=id)
        self.events = events
        self.tell = tell
        self.count = 0
        """How many of the game's events are written."""
        self.hide_phases = False
        """Whether phase lines are left out (`L`, and the setting)."""
        self._waits = False
        self._width = 0
        """The width the lines were wrapped at."""

    def on_resize(self, event: Resize) -> None:
        """Lines wrap when written: at a new width they are written again; lines held back while
        the log was hidden are written now."""
        super().on_resize(event)
        width = event.size.width
        if not width:
            return
        if self._width and width != self._width and self.count:
            self._width = width
            self.restart()
        else:
            self._width = width
            self.show()

    def on_mount(self) -> None:
        self.border_title = _("Log")

    def show(self) -> None:
        """Write the events not written yet (untrusted text: written as text, never markup)."""
        if self._waits:
            return  # a redraw for a new viewer is on its way (see restart)
        if not self.display or (self.size.width == 0 and self._width):
            return  # hidden (80 columns, `l`): written when shown, at its width (see on_resize)
        if self.count == 0 and self.size.width == 0:
            # just uncovered after a handover: wait for the log's real width (a timer, not a retry
            # per refresh, which kept the app from ever being idle)
            self._waits = True
            self.set_timer(0.05, self._later)
            return
        hide, tell, events = self.hide_phases, self.tell, self.events()
        start = self.count if self.count else max(0, len(events) - BACKLOG)  # a long game: its latest part
        for event in events[start:]:
            if not (hide and event.kind == PHASE):
                self.write(safe_text(tell(event)))
        self.count = len(events)
        self.border_subtitle = _("L shows phase lines") if hide else _("L hides phase lines")

    def restart(self) -> None:
        """Clear, then write every event again once the log is laid out."""
        self.clear()
        self.count = 0
        if not self._waits:
            self._waits = True
            self.call_after_refresh(self._later)

    def _later(self) -> None:
        self._waits = False
        if self.is_attached:
            self.show()
