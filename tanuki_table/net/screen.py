"""The game screen of a seat at a networked table: the app's own `GameScreen` on a `RemoteSession`.

Everything a player knows from the app is the same (the board, the hand, the action list with its
keys, the log, the strip, result boxes, the inspector, concede), with what a second screen makes
different: no handover (only this seat's view is ever on screen, so there is nothing to hide),
no bots here (the table plays them), no autosave (the table saves every move). A move is sent to
the table and the screen waits for its answer; what the others do arrives as the table tells it,
one message at a time (a result box holds the next until it closes). "Waiting for NAME to
reconnect" when the seat to play has dropped. The keys that differ (no undo, quick messages,
leaving, the replay after the game) are in `net.table_keys`.
"""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Sequence

from textual import on
from textual.binding import Binding
from textual.message import Message

from tanuki_table.core.narration import Narrator
from tanuki_table.net.client import RemoteSession
from tanuki_table.core.engine import Action
from tanuki_table.net.link import Inbound, LinkStatus
from tanuki_table.net.protocol import Bye, Error, ProtocolError, Replay, Said
from tanuki_table.net.table_keys import TableKeys
from tanuki_table.ui import game_screen
from tanuki_table.ui.dialogs import LinesScreen
from tanuki_table.ui.game_screen import GameScreen
from tanuki_table.ui.pauses import pause_for
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

__all__ = ["TableScreen"]

class TableScreen(TableKeys, GameScreen):
    """One seat's game screen at a networked table (see the module docstring)."""

    CSS_PATH = str(Path(game_screen.__file__).with_name(GameScreen.CSS_PATH))
    """The game screen's own layout (a relative path would be looked for beside this module)."""
    BINDINGS = [Binding("t", "quick", "Say"), Binding("v", "invitations", "Invitations", show=False),
                Binding("a", "after('reveal')", "Reveal all", show=False)]

    class Heard(Message, namespace="table_screen"):
        """The link has a message waiting (posted from the link's thread)."""

    def __init__(self, session: RemoteSession, invitations: Sequence[str] = (), hosting: bool = False) -> None:
        super().__init__(session, bot_delay=0)  # type: ignore[arg-type]  # the stand-in for a Session
        self.remote = session
        seat = session.seat
        self.hotseat = False
        self.viewer = seat
        self.names = session.names_for(seat)
        self.narrator = Narrator(session.names, seat)
        self.invitations = list(invitations)
        """The invitations the host handed out (shown to the host only)."""
        self.hosting = hosting
        """This screen is the host's own: leaving it closes the table."""
        self.boxed = False
        """A result box is open: later messages wait until it closes."""
        self.down = ""
        """Why the link is down ("" while connected)."""
        self.wanted = ""
        """What the replay was asked for: "export" or "reveal"."""
        self.seats_seen = list(session.seats)

    # --- messages from the table ---------------------------------------------------------------------
    def on_mount(self) -> None:
        link = self.remote.link
        if link is not None:
            link.wake = self._wake
        self.call_after_refresh(self.drain)
        if self.invitations:
            self.call_after_refresh(self.action_invitations)

    def _wake(self) -> None:
        """From the link's thread: a message is waiting (`post_message` is thread-safe)."""
        self.post_message(self.Heard())

    def on_unmount(self) -> None:
        if self.remote.link is not None:
            self.remote.link.close(wait=False)

    @on(Heard)
    def heard(self) -> None:
        self.drain()

    def drain(self) -> None:
        """Take the table's messages, one by one, until a result box waits for a key."""
        link = self.remote.link
        while link is not None and not self.boxed and self._alive():
            try:
                message = link.inbox.get_nowait()
            except queue.Empty:
                return
            self.take(message)

    def take(self, message: Inbound) -> None:
        if isinstance(message, LinkStatus):
            return self.link_changed(message)
        if isinstance(message, Said):
            name = self.remote.names[message.seat] if message.seat < len(self.remote.names) else "?"
            return self.notify(f"{name}: {message.say}", title="Message", timeout=6)
        if isinstance(message, Replay):
            return self.replay_arrived(message.body)
        if isinstance(message, Bye):
            return self.notify(message.message, severity="warning", timeout=10)
        state = self.remote.state
        before, mine = len(state.log), self.remote.pending is not None
        try:
            kind = self.remote.receive(message)
        except ProtocolError as exc:
            return self.notify(f"The table sent something this version cannot read: {exc}", severity="error")
        if isinstance(message, Error):
            self.notify(message.message, severity="warning", timeout=6)
        if kind == "presence":
            return self.presence_changed()
        if kind == "refused":
            return self.advance()
        if kind == "log":
            self.rewrite_log()
            return self.advance()
        if kind == "state":
            self.moved(before, mine and self.remote.pending is None)

    def moved(self, before: int, mine: bool) -> None:
        """A new position: its results in a box when they pause play, else on to the next move."""
        state, seat = self.remote.state, self.viewer
        assert seat is not None  # a seat's screen
        new = state.log[before:]
        if mine:
            self.seen[seat] = len(state.log)
        elif state.current_player == seat:
            self._ring = True
        results = self.results_in(new, seat)
        if results and not state.is_over and pause_for(new, self.pause_setting()):
            self.refresh_view()
            self.boxed = True

            def closed(key: str | None) -> None:
                self.boxed = False
                self.closed_box(key)
                self.advance()
                self.drain()

            self.app.push_screen(LinesScreen("What happened", results), closed)
            return
        if results and mine:
            self.seen[seat] = before  # not in a box: the strip shows them until the next move
        self.advance()

    def link_changed(self, status: LinkStatus) -> None:
        if status.state == "up":
            return
        if status.state == "down" and not self.down:
            self.notify(f"{status.why} Reconnecting…", severity="warning", timeout=6)
        self.down = status.why or "The connection to the table was lost."
        if status.state == "gone":
            self.notify(self.down, severity="error", timeout=15)
        self.refresh_view()

    def presence_changed(self) -> None:
        remote = self.remote
        if self.down:
            self.down = ""
            self.notify("Back at the table.", timeout=3)
        self.names[:] = remote.names_for(self.viewer)  # the board holds this very list
        self.narrator = Narrator(remote.names, self.viewer)
        for seat, (old, new) in enumerate(zip(self.seats_seen, remote.seats)):
            if seat != self.viewer and old != new and new in ("away", "here"):
                name = remote.names[seat]
                text = f"Waiting for {name} to reconnect." if new == "away" else \
                    f"{name} joined the table." if old == "open" else f"{name} is back."
                self.notify(text, timeout=6)
        self.seats_seen = list(remote.seats)
        self.advance()

    # --- the loop: no bots, no handover ----------------------------------------------------------------
    def advance(self) -> None:
        if not self._alive():
            return
        state = self.remote.state
        self.refresh_view()
        if state.is_over:
            if not self.over_shown:
                self.over_shown = True
                self.call_after_refresh(self.show_game_over)
            return
        if state.current_player != self.viewer or state.waiting or self.down:
            return
        self.query_one("#hand", Hand).focus()
        settings = getattr(self.app, "settings", None)
        if self._ring and settings is not None and settings.sound == "bell":
            self.app.bell()
        self._ring = False
        legal = state.legal_actions()
        if settings is not None and settings.auto_pass and len(legal) == 1 and legal[0].kind == "pass":
            self.notify(f"Auto-passed: {legal[0].label}", timeout=2)
            self.call_later(self.do, legal[0])

    def do(self, action: Action) -> None:
        """This seat's move: sent to the table; the screen waits for the position it makes."""
        state = self.remote.state
        if self.down:
            self.notify("Not connected to the table: reconnecting…", severity="warning")
            return
        if state.is_over or state.current_player != self.viewer or state.waiting:
            self.notify("It is not your move.", severity="warning")
            return
        seat = self.viewer
        assert seat is not None  # it is this seat's move
        self.base[seat] = state.observation(seat)
        self.action_guide_next()
        self.remote.play(action)
        self.filter_cards = []
        self.query_one("#hand", Hand).selected = set()
        self.refresh_view()

    def show_actions(self) -> None:
        state = self.remote.state
        super().show_actions()
        hint = self.query_one("#hint")
        current = state.current_player
        if self.down:
            hint.update(f"Not connected: {self.down} Reconnecting…")  # type: ignore[attr-defined]
        elif state.waiting:
            hint.update("Sending your move…")  # type: ignore[attr-defined]
        elif current is not None and current != self.viewer and current < len(self.remote.seats):
            name = self.remote.names[current]
            if self.remote.seats[current] in ("away", "open"):
                verb = "reconnect" if self.remote.seats[current] == "away" else "join"
                hint.update(f"Waiting for {name} to {verb}…")  # type: ignore[attr-defined]
        if state.waiting or self.down:
            self.query_one("#actions", ActionList).show([], "Actions")

    def show_status(self) -> None:
        super().show_status()
        if self.down and self.viewer is not None:
            self.set_status(f" Reconnecting…  ·{self._status}")
