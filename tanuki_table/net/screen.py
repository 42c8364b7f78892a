"""The game screen of a seat at a networked table: the app's own `GameScreen` on a `RemoteSession`.
No handover (only this seat's view is ever on screen), no bots (the table plays them), no autosave
(the table saves); a move is sent and the screen waits for the table's answer, and the table's
messages are taken one at a time (a result box holds the next until it closes).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from textual.binding import Binding
from textual.widgets import Static
from tanuki_table.core.i18n import N_, _

from tanuki_table.core.narration import Narrator
from tanuki_table.core.text import safe_text
from tanuki_table.net.client import RemoteSession
from tanuki_table.core.engine import Action
from tanuki_table.net.link import Inbound, LinkStatus
from tanuki_table.net.listen import GONE_SECONDS, Listener, Listening, SeatOptions
from tanuki_table.net.protocol import Bye, Error, ProtocolError, Replay, Said
from tanuki_table.net.table_exits import (TableExits, ask_quick, show_invitations, tell_said,
                                          tell_unreadable)
from tanuki_table.ui.screens.game import game_screen
from tanuki_table.ui.dialogs.boxes import LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.game_turns import Turns
from tanuki_table.ui.screens.game.game_views import Views
from tanuki_table.ui.screens.game.pauses import pause_for, pause_setting
from tanuki_table.ui.screens.game.seating import Seating
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

__all__ = ["RemoteSeating", "TableScreen"]


@dataclass(eq=False)
class RemoteSeating(Seating):
    """The link (`remote`, the same object as `session`), how this app sits there, and whether the
    link is down or gone."""

    remote: RemoteSession = field(kw_only=True)
    options: SeatOptions = field(kw_only=True)
    invitations: list[str] = field(kw_only=True, default_factory=list)
    """The invitations the host handed out (shown to the host only)."""
    down: str = field(kw_only=True, default="")
    """Why the link is down ("" while connected)."""
    gone: bool = field(kw_only=True, default=False)
    """The link will not come back: the screen has stopped."""

    @classmethod
    def at_seat(cls, remote: RemoteSession, options: SeatOptions) -> RemoteSeating:
        """One seat's table: only its own view is ever on screen; no bots here (the table plays them)."""
        seat = remote.seat
        return cls(remote, remote.info, remote.names_for(seat), Narrator(remote.names, seat),  # type: ignore[arg-type]
                   viewer=seat, bot_delay=0, remote=remote, options=options, invitations=list(options.invitations))

    @property
    def hosting(self) -> bool:
        """This screen is the host's own: leaving it closes the table."""
        return self.options.hosting


class TableScreen(Listening, GameScreen):
    """One seat's game screen at a networked table."""

    CSS_PATH = str(Path(game_screen.__file__).with_name(GameScreen.CSS_PATH))  # the game screen's own
    BINDINGS = [Binding("q", "leave", N_("Leave")), Binding("t", "quick", N_("Say")),
                Binding("v", "invitations", N_("Invitations"), show=False),
                Binding("a", "after('reveal')", N_("Reveal all"), show=False)]

    seating: RemoteSeating

    def __init__(self, session: RemoteSession, options: SeatOptions = SeatOptions()) -> None:
        seating = RemoteSeating.at_seat(session, options)
        super().__init__(seating.session, seating=seating)
        self.boxed = False
        """A result box is open: later messages wait until it closes."""
        self.seats_seen = list(session.seats)
        self.listener = Listener(self, session, self.take, lambda: not self.boxed and self._alive())
        self.exits: TableExits = TableExits(self, seating)
        self.views = TableViews(self, seating)
        self.turns = TableTurns(self, seating)

    @property
    def remote(self) -> RemoteSession:
        """This seat's link to the table (the screen's session)."""
        return self.seating.remote

    # --- messages from the table ---------------------------------------------------------------------
    def on_mount(self) -> None:
        self.listener.start()
        if self.seating.invitations and not self.seating.options.told:
            self.call_after_refresh(self.action_invitations)

    def take(self, message: Inbound) -> None:
        if isinstance(message, LinkStatus):
            return self.link_changed(message)
        if isinstance(message, Said):
            return tell_said(self, self.remote.names, message)
        if isinstance(message, Replay):
            return self.exits.replay_arrived(message.body)
        if isinstance(message, Bye):
            return  # the link's status that follows says it (reconnecting, or stopped)
        state = self.remote.state
        before, mine = len(state.log), self.remote.pending is not None
        try:
            kind = self.remote.receive(message)
        except ProtocolError as exc:
            return tell_unreadable(self, exc)
        if isinstance(message, Error):
            self.notify(message.message, severity="warning", timeout=6)
        if kind == "new_game":
            return self.next_game()
        if kind == "rematches":
            return self.exits.votes_changed()
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
            self.seating.seen[seat] = len(state.log)
        elif state.current_player == seat:
            self.seating.bell_due = True
        results = self.views.results_in(new, seat)
        if results and not state.is_over and pause_for(new, pause_setting(self)):
            self.refresh_view()
            self.boxed = True

            def closed(key: str | None) -> None:
                self.boxed = False
                self.closed_box(key)
                self.advance()
                self.listener.drain()

            self.app.push_screen(LinesScreen(_("What happened"), results), closed)
            return
        if results and mine:
            self.seating.seen[seat] = before  # not in a box: the strip shows them until the next move
        self.advance()

    def next_game(self) -> None:
        """A rematch began: a fresh game screen takes the link over."""
        self.listener.hand_over()
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()  # the game-over box of the last game
        self.app.switch_screen(TableScreen(self.remote, replace(self.seating.options, told=True)))
        self.app.notify(_("Game {number} at this table begins.").format(number=self.remote.round), timeout=4)

    def link_changed(self, status: LinkStatus) -> None:
        if status.state == "up" or self.seating.gone:
            return
        if status.state == "down" and not self.seating.down:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            self.notify(_("{why} Reconnecting…").format(why=status.why), severity="warning", timeout=6)
        self.seating.down = status.why or _("The connection to the table was lost.")
        if status.state == "gone":
            self.seating.gone = True
            self.notify(self.seating.down, severity="error", timeout=15)
            if self.seating.options.alone:  # a browser seat: its page says why once the app has ended
                self.set_timer(GONE_SECONDS, self.app.exit)
        self.refresh_view()

    def presence_changed(self) -> None:
        remote = self.remote
        if self.seating.down:
            self.seating.down = ""
            self.notify(_("Back at the table."), timeout=3)
        self.seating.names[:] = remote.names_for(self.viewer)  # the board holds this very list
        self.seating.narrator = Narrator(remote.names, self.viewer)
        for seat, (old, new) in enumerate(zip(self.seats_seen, remote.seats)):
            if seat != self.viewer and old != new and new in ("away", "here"):
                name = remote.names[seat]
                text = _("Waiting for {name} to reconnect.") if new == "away" else \
                    _("{name} joined the table.") if old == "open" else _("{name} is back.")
                self.notify(text.format(name=name), timeout=6)
        self.seats_seen = list(remote.seats)
        self.advance()

    def action_quick(self) -> None:
        ask_quick(self, self.remote)

    def action_invitations(self) -> None:
        show_invitations(self, self.seating.invitations)


class TableViews(Views):
    """The game screen's views, with what a networked table adds: sending, reconnecting, waiting
    for a seat to join."""

    screen: TableScreen
    seating: RemoteSeating

    def show_actions(self) -> None:
        screen, seating = self.screen, self.seating
        state = seating.remote.state
        super().show_actions()
        hint = screen.query_one("#hint", Static)
        current = state.current_player
        if seating.gone:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            hint.update(safe_text(_("{why} This screen has stopped: q leaves.").format(why=seating.down)))
        elif seating.down:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            hint.update(safe_text(_("Not connected: {why} Reconnecting…").format(why=seating.down)))
        elif state.waiting:
            hint.update(_("Sending your move…"))
        elif current is not None and current != seating.viewer and current < len(seating.remote.seats):
            name = seating.remote.names[current]
            if seating.remote.seats[current] in ("away", "open"):
                waiting = _("Waiting for {name} to reconnect…") if seating.remote.seats[current] == "away" else \
                    _("Waiting for {name} to join…")
                hint.update(safe_text(waiting.format(name=name)))
        if state.waiting or seating.down:
            screen.query_one("#actions", ActionList).show([], _("Actions"))

    def show_status(self) -> None:
        super().show_status()
        screen, seating = self.screen, self.seating
        if seating.gone and seating.viewer is not None:
            # TRANSLATORS: {status} is the game's own status line.
            screen.set_status(_(" Stopped: not at the table  ·{status}").format(status=screen.status_text))
        elif seating.down and seating.viewer is not None:
            # TRANSLATORS: {status} is the game's own status line.
            screen.set_status(_(" Reconnecting…  ·{status}").format(status=screen.status_text))


class TableTurns(Turns):
    """The loop at a networked table: no bots, no handover; a move is sent to the table and the
    screen waits for the position it makes."""

    screen: TableScreen
    seating: RemoteSeating

    def advance(self) -> None:
        screen, seating = self.screen, self.seating
        if not screen._alive():
            return
        state = seating.remote.state
        screen.refresh_view()
        if state.is_over:
            if not seating.over_shown:
                seating.over_shown = True
                screen.call_after_refresh(screen.exits.game_over)
            return
        if state.current_player != seating.viewer or state.waiting or seating.down:
            return
        self.your_move(state.legal_actions())

    def do(self, action: Action) -> None:
        """This seat's move: sent to the table; the screen waits for the position it makes."""
        screen, seating = self.screen, self.seating
        state = seating.remote.state
        if seating.down:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            screen.notify(_("{why} This screen has stopped.").format(why=seating.down) if seating.gone else
                          _("Not connected to the table: reconnecting…"), severity="warning")
            return
        if state.is_over or state.current_player != seating.viewer or state.waiting:
            screen.notify(_("It is not your move."), severity="warning")
            return
        seat = seating.viewer
        assert seat is not None  # it is this seat's move
        seating.base[seat] = state.observation(seat)
        screen.action_guide_next()
        seating.remote.play(action)
        seating.filter_cards = []
        screen.query_one("#hand", Hand).selected = set()
        screen.refresh_view()
