"""Watching a table (a spectator's invitation, or `host --watch`): the public story only, with
whose move it is and who is at the table; and joining a table from the app (`join_table`).
"""

from __future__ import annotations

import asyncio
from typing import Callable

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Input, RichLog, Static
from tanuki_table.core.i18n import N_, _, pgettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.core.narration import Narrator
from tanuki_table.net.client import RemoteSession
from tanuki_table.net.invite import Invitation, InvitationError
from tanuki_table.net.link import Inbound, join
from tanuki_table.net.listen import Listener, Listening, SeatOptions, confirm_close
from tanuki_table.net.protocol import MAX_NAME, Bye
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.dialogs.boxes import RulesScreen

__all__ = ["JoiningScreen", "SpectatorScreen", "ask_invitation", "join_table"]


class SpectatorScreen(Listening, Screen[None]):
    """A table's public story, as it happens."""

    CSS_PATH = "watch.tcss"
    BINDINGS = [Binding("escape,q", "leave", N_("Leave")), Binding("question_mark", "rules", N_("Rules")),
                Binding("v", "invitations", N_("Invitations"))]

    def __init__(self, session: RemoteSession, options: SeatOptions = SeatOptions()) -> None:
        super().__init__()
        self.session = session
        self.hosting = options.hosting
        self.written = 0
        self.listener = Listener(self, session, options, self.take)

    def compose(self) -> ComposeResult:
        yield Static(id="watch-status")
        yield Static(id="watch-seats")
        yield RichLog(id="watch-log", wrap=True, markup=False, max_lines=2000)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#watch-log", RichLog).border_title = _("The game (public: no one's secrets)")
        self.show()

    def take(self, message: Inbound) -> None:
        if isinstance(message, Bye):
            self.notify(message.message, severity="warning", timeout=10)
        if self.listener.heard(message) in ("log", "new_game"):
            self.query_one("#watch-log", RichLog).clear()
            self.written = 0
        self.show()

    def show(self) -> None:
        session, state = self.session, self.session.state
        names = session.names
        votes = session.votes or []
        if session.choosing is not None:
            now = _("the players are choosing their decks")
        elif state.is_over:
            # TRANSLATORS: {result} is "a draw" or who won, as the story says it.
            now = _("game over: {result}").format(
                result=pgettext("watch", "a draw") if state.winner is None else Narrator(names).won(state.winner))
            if "no" in votes:
                now += _(" · no rematch")
            elif votes:
                # TRANSLATORS: {votes} is each player's name and vote, "Ann yes, Bob …".
                now += _(" · rematch: {votes}").format(votes=", ".join(
                    f"{names[s]} {pgettext('rematch vote', 'yes') if v in ('yes', 'bot') else '…'}"
                    for s, v in enumerate(votes)))
        else:
            now = _("{name} to play").format(name=names[state.current_player]) \
                if state.current_player is not None else ""
        down = self.listener.down
        # TRANSLATORS: {why} is a sentence saying why the connection dropped.
        link = _("  ·  reconnecting: {why}").format(why=down) if down else ""
        game = _("game {number} · ").format(number=session.round) if session.round > 1 else ""
        # TRANSLATORS: {round} is "game N · " (or nothing in the first game), {now} what happens now,
        # {link} "  ·  reconnecting: why" (or nothing).
        self.query_one("#watch-status", Static).update(safe_text(
            _(" Watching · {game} · {round}move {move} · {now}{link}").format(
                game=session.info.title, round=game, move=state.seq, now=now, link=link)))
        words = {"here": pgettext("table seat", "at the table"),
                 "away": pgettext("table seat", "away (waiting to reconnect)"),
                 "open": pgettext("table seat", "not joined yet"), "bot": pgettext("table seat", "a bot")}
        seats = " · ".join(f"{name}: {words.get(where, where)}" for name, where in zip(names, session.seats))
        self.query_one("#watch-seats", Static).update(safe_text(seats))
        log = self.query_one("#watch-log", RichLog)
        narrator = Narrator(names)
        for event in state.log[self.written:]:
            log.write(safe_text(narrator.line(event, None)))
        self.written = len(state.log)

    def action_leave(self) -> None:
        """Stop watching; the host's own screen closes the table (after a yes)."""
        if self.hosting:
            confirm_close(self, _("Close the table? Everyone at it is told; the game stays saved and "
                                  "`tanuki-table host --resume` opens it again with the same invitations."))
        elif self.app.screen is self:
            self.dismiss(None)

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.session.info.id, self.session.info.title))


class JoiningScreen(Screen[None]):
    """What an app for one seat alone (a browser guest) shows first: the name to be called at the
    table, then "Joining the table…"."""

    CSS_PATH = "watch.tcss"

    def __init__(self, sit: Callable[[str | None], None] | None = None) -> None:
        super().__init__()
        self.sit = sit
        """Called once with the name typed (None: the table's own name for the seat)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_(" Joining the table…") if self.sit is None else
                         _("Tanuki Table: a friend invited you to their table."), id="watch-status")
            if self.sit is not None:
                yield Input(placeholder=_("Your name at the table"), max_length=MAX_NAME, id="joining-name")
                yield Static(_("Type your name, then Enter to sit down (empty: the seat's own name)."),
                             id="joining-hint")

    @on(Input.Submitted, "#joining-name")
    def submitted(self, event: Input.Submitted) -> None:
        event.stop()
        sit, self.sit = self.sit, None
        if sit is None:
            return
        event.input.disabled = True
        self.query_one("#watch-status", Static).update(_(" Joining the table…"))
        self.query_one("#joining-hint", Static).update("")
        sit(clean(event.value).strip()[:MAX_NAME] or None)


def join_table(app: App[None], text: str, name: str | None = None, options: SeatOptions = SeatOptions()) -> None:
    """Join the table an invitation names, and show its seat (its deck choice first, in a game
    with decks), or its public story. An app for one seat alone asks the name first."""
    try:
        invitation = Invitation.parse(text)
    except InvitationError as exc:
        app.notify(str(exc), severity="error", timeout=8)
        return

    def connect_as(name: str | None) -> None:
        # TRANSLATORS: {address} is the table's address, host:port.
        app.notify(clean(_("Joining the table at {address}…").format(address=f"{invitation.host}:{invitation.port}")),
                   timeout=3)

        async def connect() -> None:
            joined = await asyncio.to_thread(join, invitation, name)
            if isinstance(joined, str):
                app.notify(clean(_("Could not join the table: {why}").format(why=joined)), severity="error", timeout=10)
                if options.alone:
                    app.exit()
                return
            session = joined[1]
            while len(app.screen_stack) > 1:
                app.pop_screen()
            if session.seat is None:
                app.push_screen(SpectatorScreen(session, options))
            elif session.choosing is not None:
                from tanuki_table.net.lobby import DeckScreen  # deferred: only before a game with decks

                app.push_screen(DeckScreen(session, options))
            else:
                from tanuki_table.net.screen import TableScreen  # deferred: the game screen loads with a seat

                app.push_screen(TableScreen(session, options))

        app.run_worker(connect(), group="join", exclusive=True)

    if options.alone:  # an app for this seat only (a browser seat): nothing but the table to show
        app.push_screen(JoiningScreen(connect_as if name is None else None))
        if name is None:
            return
    connect_as(name)


def ask_invitation(app: App[None], name: str | None = None) -> None:
    """The palette's "Join a table": ask for the invitation, then join."""
    from tanuki_table.ui.dialogs.deck_dialogs import PromptScreen  # deferred: only when asked

    def given(text: str | None) -> None:
        if text:
            join_table(app, text, name)

    app.push_screen(PromptScreen(_("Join a table: paste the invitation the host gave you"),
                                 placeholder="tt://HOST:PORT/TOKEN"), given)
