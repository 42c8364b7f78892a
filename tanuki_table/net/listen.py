"""What both screens at a networked table do with their link (a seat's `TableScreen` and a
spectator's `SpectatorScreen`): be woken from the link's thread when a message waits, take the
messages one at a time on the app's own thread while the screen is ready for them, and close the
link when the screen goes."""

from __future__ import annotations

import queue
from typing import Callable

from textual.message import Message
from textual.screen import Screen

from tanuki_table.net.client import RemoteSession
from tanuki_table.net.link import Inbound

__all__ = ["Heard", "Listener"]


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
        """From the screen's `on_unmount`: the link closes with it."""
        if self.session.link is not None:
            self.session.link.close(wait=False)

    def drain(self) -> None:
        """Take the waiting messages, one by one, until none waits or the screen is not ready."""
        link = self.session.link
        while link is not None and self.screen.is_attached and self.ready():
            try:
                message = link.inbox.get_nowait()
            except queue.Empty:
                return
            self.take(message)
