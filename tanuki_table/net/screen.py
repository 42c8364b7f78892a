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
from tanuki_table.net.listen import Listener, Listening, SeatOptions
from tanuki_table.net.protocol import Error, Replay
from tanuki_table.net.table_exits import TableExits
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
    """The link (`remote`, the same object as `session`) and how this app sits there."""

    remote: RemoteSession = field(kw_only=True)
    options: SeatOptions = field(kw_only=True)


class TableScreen(Listening, GameScreen):
    """One seat's game screen at a networked table."""

    CSS_PATH = str(Path(game_screen.__file__).with_name(GameScreen.CSS_PATH))  # the game screen's own
    BINDINGS = [Binding("q", "leave", N_("Leave")), Binding("t", "quick", N_("Say")),
                Binding("v", "invitations", N_("Invitations"), show=False),
                Binding("a", "after('reveal')", N_("Reveal all"), show=False)]

    seating: RemoteSeating

    def __init__(self, session: RemoteSession, options: SeatOptions = SeatOptions()) -> None:
        seat = session.seat  # only its own view is ever on screen; no bots here (the table plays them)
        seating = RemoteSeating(session, session.info, session.names_for(seat),  # type: ignore[arg-type]
                                Narrator(session.names, seat), viewer=seat, bot_delay=0, remote=session, options=options)
        super().__init__(seating.session, seating=seating)
        self.boxed = False
        """A result box is open: later messages wait until it closes."""
        self.listener = Listener(self, session, options, self.take, lambda: not self.boxed and self._alive())
        self.exits: TableExits = TableExits(self, seating)
        self.views = TableViews(self, seating)
        self.turns = TableTurns(self, seating)

    @property
    def remote(self) -> RemoteSession:
        """This seat's link to the table (the screen's session)."""
        return self.seating.remote

    # --- messages from the table ---------------------------------------------------------------------
    def take(self, message: Inbound) -> None:
        listener, down = self.listener, self.listener.down
        before, mine = len(self.remote.state.log), self.remote.pending is not None
        kind = listener.heard(message)
        if isinstance(message, LinkStatus):
            if message.state == "down" and not down:
                # TRANSLATORS: {why} is a sentence saying why the connection dropped.
                self.notify(_("{why} Reconnecting…").format(why=message.why), severity="warning", timeout=6)
            return self.refresh_view()
        if down and not listener.down:
            self.notify(_("Back at the table."), timeout=3)
        if isinstance(message, Replay):
            return self.exits.replay_arrived(message.body)
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
        self.listener.handed = True
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()  # the game-over box of the last game
        self.app.switch_screen(TableScreen(self.remote, replace(self.seating.options, told=True)))
        self.app.notify(_("Game {number} at this table begins.").format(number=self.remote.round), timeout=4)

    def presence_changed(self) -> None:
        remote = self.remote
        self.seating.names[:] = remote.names_for(self.viewer)  # the board holds this very list
        self.seating.narrator = Narrator(remote.names, self.viewer)
        for name, old, new in remote.seat_changes():
            if new in ("away", "here"):
                text = _("Waiting for {name} to reconnect.") if new == "away" else \
                    _("{name} joined the table.") if old == "open" else _("{name} is back.")
                self.notify(text.format(name=name), timeout=6)
        self.advance()


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
        current, link = state.current_player, screen.listener
        if link.down:
            hint.update(safe_text(link.trouble()))
        elif state.waiting:
            hint.update(_("Sending your move…"))
        elif current is not None and current != seating.viewer and current < len(seating.remote.seats):
            name = seating.remote.names[current]
            if seating.remote.seats[current] in ("away", "open"):
                waiting = _("Waiting for {name} to reconnect…") if seating.remote.seats[current] == "away" else \
                    _("Waiting for {name} to join…")
                hint.update(safe_text(waiting.format(name=name)))
        if state.waiting or link.down:
            screen.query_one("#actions", ActionList).show([], _("Actions"))

    def show_status(self) -> None:
        super().show_status()
        screen, seating, link = self.screen, self.seating, self.screen.listener
        if link.gone and seating.viewer is not None:
            # TRANSLATORS: {status} is the game's own status line.
            screen.set_status(_(" Stopped: not at the table  ·{status}").format(status=screen.status_text))
        elif link.down and seating.viewer is not None:
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
        if state.current_player != seating.viewer or state.waiting or screen.listener.down:
            return
        self.your_move(state.legal_actions())

    def do(self, action: Action) -> None:
        """This seat's move: sent to the table; the screen waits for the position it makes."""
        screen, seating = self.screen, self.seating
        state, link = seating.remote.state, screen.listener
        if link.down:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            screen.notify(_("{why} This screen has stopped.").format(why=link.down) if link.gone else
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
