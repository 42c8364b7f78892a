"""What every screen at a networked table does with its link: be woken from the link's thread, take
the messages one at a time on the app's thread while the screen is ready, tell what every screen
tells the same way (the link down or gone, a quick message, something unreadable), and close the
link when the screen goes, unless it handed the link on to the next screen."""

from __future__ import annotations

import queue
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen

from tanuki_table.core.i18n import N_, _, pgettext
from tanuki_table.net.client import RemoteSession
from tanuki_table.net.link import Inbound, LinkStatus
from tanuki_table.net.protocol import QUICK, Bye, ProtocolError, Said, quick_words
from tanuki_table.ui.dialogs import boxes
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, LinesScreen

__all__ = ["GONE_SECONDS", "QUICK_CHOICES", "Heard", "Listener", "Listening", "QuickScreen", "SeatOptions",
           "confirm_close"]

GONE_SECONDS = 4.0
"""How long a browser seat's app shows why it stopped (its seat taken elsewhere) before it ends."""


@dataclass(frozen=True)
class SeatOptions:
    """How this app sits at the table, the same for every screen it shows there."""

    invitations: tuple[str, ...] = ()
    """The invitations the host handed out (shown to the host only)."""
    hosting: bool = False
    """This app is the host's own: leaving closes the table."""
    alone: bool = False
    """This app exists only for this seat (a browser guest): leaving ends it, and its games are
    not recorded on this machine (it is the host's)."""
    deck: str | None = None
    """The deck to bring without asking (`--deck NAME`)."""
    told: bool = False
    """The host has been shown the invitations already."""


class Heard(Message):
    """The link has a message waiting (posted from the link's thread)."""


QUICK_CHOICES = tuple((str(n), words.capitalize(), words) for n, words in enumerate(QUICK, 1)) + (
    ("escape", "Cancel", "cancel"),)
"""The quick-message dialog's answers: (key, button, words)."""


class QuickScreen(ConfirmScreen, inherit_bindings=False):
    """The quick messages: 1, 2 or 3 (or a button) sends one, Esc cancels (no yes or no here)."""

    CSS_PATH = str(Path(boxes.__file__).with_name(ConfirmScreen.CSS_PATH))  # the dialogs' own
    BINDINGS = [Binding("escape", "answer(False)", N_("Cancel")), Binding("tab", "app.focus_next", N_("Next"), show=False)]

    def __init__(self) -> None:
        choices = tuple((key, quick_words(words).capitalize() if words in QUICK else pgettext("button", "Cancel"), words)
                        for key, button, words in QUICK_CHOICES)
        super().__init__(_("Say to the table:"), choices, focus_first=True)


class Listener:
    """The link of `session`, heard by `screen`: `take(message)` for each message while `ready()`."""

    def __init__(self, screen: Screen[None], session: RemoteSession, options: SeatOptions,
                 take: Callable[[Inbound], object], ready: Callable[[], bool] = lambda: True) -> None:
        self.screen = screen
        self.session = session
        self.options = options
        self.take = take
        self.ready = ready
        self.handed = False
        """The link went on to another screen: this one takes no more and leaves it open."""
        self.down = ""
        """Why the link is down ("" while connected)."""
        self.gone = False
        """The link will not come back: the screen has stopped."""

    def drain(self) -> None:
        """Take the waiting messages, one by one, until none waits or the screen is not ready."""
        link = self.session.link
        while link is not None and not self.handed and self.screen.is_attached and self.ready():
            try:
                message = link.inbox.get_nowait()
            except queue.Empty:
                return
            self.take(message)

    def trouble(self) -> str:
        """What the screen says while the link is down or gone ("" while connected)."""
        if self.gone:
            # TRANSLATORS: {why} is a sentence saying why the connection dropped.
            return _("{why} This screen has stopped: q leaves.").format(why=self.down)
        # TRANSLATORS: {why} is a sentence saying why the connection dropped.
        return _("Not connected: {why} Reconnecting…").format(why=self.down) if self.down else ""

    def heard(self, message: Inbound) -> str | None:
        """What every screen does with a message first: the link's notes, quick messages and what
        cannot be read are told here, a `bye` is left to the link's note that follows (None); the
        rest goes to the session, and what it was is returned (`RemoteSession.receive`)."""
        screen = self.screen
        if isinstance(message, LinkStatus):
            if not self.gone:
                self.down = message.why or _("The connection to the table was lost.")
                if message.state == "gone":
                    self.gone = True
                    screen.notify(self.down, severity="error", timeout=15)
                    if self.options.alone:  # a browser seat: its page says why once the app has ended
                        screen.set_timer(GONE_SECONDS, screen.app.exit)
            return None
        if isinstance(message, Said):
            names = self.session.names
            name = names[message.seat] if message.seat < len(names) else "?"
            screen.notify(f"{name}: {quick_words(message.say)}", title=pgettext("notification title", "Message"),
                          timeout=6)
            return None
        if isinstance(message, Bye):
            return None
        try:
            kind = self.session.receive(message)
        except ProtocolError as exc:
            screen.notify(_("The table sent something this version cannot read: {problem}").format(problem=exc),
                          severity="error")
            return None
        if kind in ("welcome", "presence") and not self.gone:
            self.down = ""
        return kind


class Listening:
    """What a screen with a `listener` does when the link wakes it, when it goes, and with the keys
    every screen at a table has."""

    listener: Listener

    def on_mount(self) -> None:
        """After the screen's own `on_mount`: be woken by the link, take what already waits; the host
        sees the invitations first."""
        listener, link = self.listener, self.listener.session.link
        if link is not None:
            link.wake = lambda: listener.screen.post_message(Heard())  # from the link's thread: thread-safe
        listener.screen.call_after_refresh(listener.drain)
        if listener.options.invitations and not listener.options.told:
            listener.screen.call_after_refresh(self.action_invitations)

    def on_heard(self) -> None:
        self.listener.drain()

    def on_unmount(self) -> None:
        """The link closes with the screen, unless it was handed over to the next one."""
        link = self.listener.session.link
        if link is not None and not self.listener.handed:
            link.close(wait=False)

    def action_quick(self) -> None:
        """Send one of the quick messages, chosen in their dialog."""
        def chosen(words: bool | str | None) -> None:
            if isinstance(words, str) and words in QUICK:
                self.listener.session.say(words)

        self.listener.screen.app.push_screen(QuickScreen(), chosen)

    def action_invitations(self) -> None:
        screen, invitations = self.listener.screen, self.listener.options.invitations
        if invitations:
            screen.app.push_screen(LinesScreen(_("Invitations: give each friend their line"), list(invitations)))
        else:
            screen.notify(_("Only the host has the invitations."), timeout=3)


def confirm_close(screen: Screen[None], question: str) -> None:
    """The host's own screen: close the table (end the app) after a yes."""

    def answer(yes: bool | str | None) -> None:
        if yes is True:
            screen.app.exit()

    screen.app.push_screen(ConfirmScreen(question), answer)
