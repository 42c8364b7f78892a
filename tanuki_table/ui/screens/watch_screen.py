"""Watching, read-only, a game that another window holds (`SaveLock`), redrawn from its save file
whenever a move is saved. Nothing secret is shown: the board is the one person's view, and a
hot-seat game shows only the public log.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static
from tanuki_table.core.i18n import N_, _

from tanuki_table.errors import SaveError
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.replay_screen import LogTableScreen
from tanuki_table.persistence.saves import load_save
from tanuki_table.persistence.storage import finished_dir

POLL_SECONDS = 0.5
"""How often the save file is checked for a new move."""


class WatchScreen(LogTableScreen):
    """A live game from its save file, read-only."""

    CSS_PATH = "watch_screen.tcss"
    PREFIX = "watch"
    LOG_TITLE = N_("Log (public)")
    BINDINGS = [Binding("escape,q", "answer(None)", N_("Stop watching"))]

    def __init__(self, path: Path, session: Session) -> None:
        super().__init__()
        self.path = Path(path)
        self.session = session
        self.names = session.setup.seat_names()
        self.narrator = Narrator.for_setup(session.setup)
        humans = session.setup.humans()
        self.seat: int | None = humans[0] if len(humans) == 1 else None
        """Whose view the board shows: the one person at the table, or None (hot-seat: no board)."""
        self.stamp = self._stamp(self.path)
        self.ended = False

    @staticmethod
    def _stamp(path: Path) -> tuple[int, int] | None:
        try:
            st = path.stat()
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size

    def compose(self) -> ComposeResult:
        info = self.session.info
        if self.seat is not None:
            yield from self.table_layout(info.board()(info, self.names, id="watch-board"))
        else:
            yield from self.table_layout(Static(_("Hot-seat game: the hands and boards stay on the players' screen. "
                                                  "The log on the right is what everyone may know."), id="watch-board"))

    def on_mount(self) -> None:  # Textual calls `LogTableScreen.on_mount` too
        self.set_interval(POLL_SECONDS, self.poll)

    def poll(self) -> None:
        """Reload the game when its save file changed (or moved to the finished games)."""
        if self.ended:
            return
        stamp = self._stamp(self.path)
        if stamp is None:
            finished = finished_dir() / self.path.name
            if not finished.exists():
                return
            self.path, self.ended = finished, True
        elif stamp == self.stamp:
            return
        self.stamp = stamp
        try:
            self.session = load_save(self.path)
        except SaveError:  # a save being replaced: the next poll reads the new one
            return
        self.show()

    def show(self) -> None:
        state = self.session.state
        info = self.session.info
        now = (_("game over") if state.is_over else _("{name} to play").format(name=self.names[state.current_player])
               if state.current_player is not None else "")
        # TRANSLATORS: {now}: "Ann to play", "game over" or nothing
        status = _("Watching (read-only) · {game} · move {count} · {now} · it is played in another window").format(
            game=_(info.title), count=len(self.session.actions), now=now)
        if self.seat is None:
            said = _("Moves appear here as they are made there · escape: stop watching")
        else:
            said = _("Moves appear here as they are made there · the board as {name} sees it · escape: stop watching").format(
                name=self.names[self.seat])
            self.query_one("#watch-board", BoardBase).show(state.observation(self.seat))
        log = Text()
        for line in self.narrator.lines(state.log[-300:], self.seat):
            log.append(clean(line) + "\n")
        self.draw(status, said, log)
