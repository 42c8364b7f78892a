"""One seat's connection to a table, in a thread of its own, rejoining by itself after a drop.

Every message the table sends goes into `inbox` (a thread-safe queue), followed by a call to
`wake()`; between them come `LinkStatus` notes: "down" (it connects again, waiting a little longer
each time) or "gone" (refused, told not to come back, never reached, or closed). The link answers
pings and takes a table silent for `SILENT_SECONDS` as gone. `send` may be called from any thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import threading
import time
from dataclasses import dataclass
from typing import Callable, Union

from pydantic import BaseModel

from tanuki_table.net.client import RemoteSession
from tanuki_table.net.invite import Invitation
from tanuki_table.net.protocol import (TABLE_LINE, Bye, Error, Hello, Ping, Pong, ProtocolError, ServerModel, Welcome,
                                       encode, read_server)

__all__ = ["JOIN_SECONDS", "Inbound", "Link", "LinkStatus", "join"]

RETRY_MAX = 3.0
"""The longest wait between two attempts to reach the table."""
SILENT_SECONDS = 35.0
"""A table that sent nothing for this long (it pings every 10 s) is taken as gone."""
CONNECT_SECONDS = 10.0
JOIN_SECONDS = 20.0
"""How long joining waits for the table's welcome and first position."""


@dataclass(frozen=True)
class LinkStatus:
    """A note from the link itself: "down" (it will try again) or "gone" (it will not)."""

    state: str
    why: str = ""


Inbound = Union[ServerModel, LinkStatus]
"""What a link puts in its inbox: the table's messages and its own notes."""


class Link:
    """A connection to a table."""

    def __init__(self, invitation: Invitation, name: str | None = None,
                 wake: Callable[[], object] | None = None) -> None:
        self.invitation = invitation
        self.name = name
        self.wake = wake or (lambda: None)
        """Called from the link's thread after each message is put in `inbox`."""
        self.inbox: queue.Queue[Inbound] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._writer: asyncio.StreamWriter | None = None
        """The connection's writer while it is up (what is sent while down is dropped: it is stale)."""
        self._task: asyncio.Task[None] | None = None
        self._started = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="tanuki-table-link", daemon=True)
        self.welcomed = False
        """Whether the table ever accepted this link's token."""

    # --- from any thread -------------------------------------------------------------------------
    def start(self) -> Link:
        self._thread.start()
        self._started.wait(5)
        return self

    def send(self, message: BaseModel) -> None:
        """Send a message to the table (dropped while the link is down)."""
        self._soon(self._write, encode(message))

    def close(self, wait: bool = True) -> None:
        """Leave the table (the seat stays); `wait`: until the connection is closed."""
        if self._task is not None:
            self._soon(self._task.cancel)
        if wait and self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2)

    def _soon(self, callback: Callable[..., object], *args: object) -> None:
        """Call `callback(*args)` on the link's loop while it runs."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just closed
                loop.call_soon_threadsafe(callback, *args)

    # --- the link's own thread (`close` cancels its task) ----------------------------------------
    def _write(self, line: bytes) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(line)

    def _put(self, item: Inbound) -> None:
        self.inbox.put(item)
        self.wake()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        self._started.set()
        delay = 0.1
        try:
            while True:
                again, why = await self._session()
                if not again or not self.welcomed:  # retries are for a table that was reached once
                    break
                self._put(LinkStatus("down", why))
                await asyncio.sleep(delay)
                delay = min(RETRY_MAX, delay * 2)
        except asyncio.CancelledError:
            why = "You left the table."
        self._put(LinkStatus("gone", why))

    async def _session(self) -> tuple[bool, str]:
        """One connection, from hello to its end: (whether to try again, why it ended)."""
        host, port = self.invitation.host, self.invitation.port
        try:
            async with asyncio.timeout(CONNECT_SECONDS):
                reader, writer = await asyncio.open_connection(host, port, limit=TABLE_LINE)
        except (OSError, asyncio.TimeoutError) as exc:
            errno = getattr(exc, "errno", None)
            why = os.strerror(errno).lower() if errno else "no reply"
            return True, f"The table at {host}:{port} does not answer ({why})."
        writer.write(encode(Hello(token=self.invitation.token, name=self.name)))
        self._writer = writer
        try:
            while True:
                async with asyncio.timeout(SILENT_SECONDS):
                    line = await reader.readline()
                if not line.endswith(b"\n"):
                    return True, "The connection to the table was lost."
                message = read_server(line)
                if isinstance(message, Ping):
                    self._write(encode(Pong()))
                    continue
                if isinstance(message, Welcome):
                    self.welcomed = True
                self._put(message)
                if isinstance(message, Bye):
                    return message.again and self.welcomed, message.message
        except asyncio.TimeoutError:
            return True, "The table stopped answering."
        except (ProtocolError, ValueError) as exc:  # ValueError: a line over TABLE_LINE
            return True, f"The table sent something this version cannot read ({exc})."
        except (OSError, asyncio.IncompleteReadError):
            return True, "The connection to the table was lost."
        finally:
            self._writer = None
            writer.close()


def join(invitation: Invitation, name: str | None = None,
         timeout: float = JOIN_SECONDS) -> tuple[Link, RemoteSession] | str:
    """Connect and wait for the table's welcome and first position (or deck choice): the link and
    its `RemoteSession`, or one line saying why not. Blocks: call it off the screen's thread."""
    link = Link(invitation, name).start()
    why = "The table did not answer."
    deadline = time.monotonic() + timeout
    session: RemoteSession | None = None
    while time.monotonic() < deadline:
        try:
            message = link.inbox.get(timeout=0.2)
        except queue.Empty:
            continue
        if isinstance(message, Welcome) and session is None:
            session = RemoteSession(link, message)
        elif isinstance(message, (Error, Bye)):
            why = message.message
        elif isinstance(message, LinkStatus):
            why = message.why or why
            if message.state == "gone":
                break
        elif session is not None:
            try:
                kind = session.receive(message)
            except ProtocolError as exc:
                why = f"The table sent something this version cannot read: {exc}"
                break
            if kind in ("state", "log", "choosing"):
                return link, session
    link.close()
    return why
