"""What every screen at a networked table does with its link: be woken from the link's thread, take
the messages one at a time on the app's thread while the screen is ready, and close the link when
the screen goes, unless it handed the link on to the next screen."""

from __future__ import annotations

import queue
from dataclasses import dataclass
from typing import Callable

from textual.message import Message
from textual.screen import Screen

from tanuki_table.net.client import RemoteSession
from tanuki_table.net.link import Inbound

__all__ = ["GONE_SECONDS", "Heard", "Listener", "Listening", "SeatOptions"]

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


class Listener:
    """The link of `session`, heard by `screen`: `take(message)` for each message while `ready()`."""

    def __init__(self, screen: Screen[None], session: RemoteSession, take: Callable[[Inbound], object],
                 ready: Callable[[], bool]) -> None:
        self.screen = screen
        self.session = session
        self.take = take
        self.ready = ready
        self.handed = False
        """The link went on to another screen: this one takes no more and leaves it open."""

    def hand_over(self) -> None:
        """The next screen takes the link from here (call before opening it)."""
        self.handed = True

    def start(self) -> None:
        """From the screen's `on_mount`: be woken by the link, and take what already waits."""
        link = self.session.link
        if link is not None:
            link.wake = self._wake
        self.screen.call_after_refresh(self.drain)

    def _wake(self) -> None:
        """From the link's thread (`post_message` is thread-safe)."""
        self.screen.post_message(Heard())

    def stop(self) -> None:
        """From the screen's `on_unmount`: the link closes with it (unless handed over)."""
        if self.session.link is not None and not self.handed:
            self.session.link.close(wait=False)

    def drain(self) -> None:
        """Take the waiting messages, one by one, until none waits or the screen is not ready."""
        link = self.session.link
        while link is not None and not self.handed and self.screen.is_attached and self.ready():
            try:
                message = link.inbox.get_nowait()
            except queue.Empty:
                return
            self.take(message)


class Listening:
    """What a screen with a `listener` does when the link wakes it, and when it goes."""

    listener: Listener

    def on_heard(self) -> None:
        self.listener.drain()

    def on_unmount(self) -> None:
        self.listener.stop()
