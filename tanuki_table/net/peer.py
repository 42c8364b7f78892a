"""One connection to the table, as the table sees it: who it is, and a queue of lines to send.

Every line to a client goes through its own queue and its own sender task, so a client that
stops reading slows nobody else: when its queue passes `QUEUE_LIMIT` lines, or a write waits more
than `DRAIN_SECONDS`, that connection is closed (the client may rejoin with its invitation).
"""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import BaseModel

from tanuki_table.net.protocol import Bye, Error, encode

__all__ = ["DRAIN_SECONDS", "Peer", "QUEUE_LIMIT"]

QUEUE_LIMIT = 512
"""Lines waiting for one client before it is dropped."""
DRAIN_SECONDS = 20.0
"""The longest a write to one client may wait."""


class Peer:
    """A seat's, a spectator's or the host's own connection."""

    def __init__(self, writer: asyncio.StreamWriter, seat: int | None, key: str) -> None:
        self.writer = writer
        self.seat = seat
        """The seat it plays, or None (a spectator, or the host watching)."""
        self.key = key
        """Which invitation it came with ("seat:1", "spectator:0", "watcher"): one connection each."""
        self.sent = 0
        """How many of the story's events it has been sent."""
        self.last_quick = 0.0
        """When it last sent a quick message (monotonic seconds)."""
        self.closed = False
        self._queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._task = asyncio.create_task(self._send_all())

    def send(self, message: BaseModel) -> None:
        """Queue a message for this client (dropped once the connection is closing)."""
        if self.closed:
            return
        if self._queue.qsize() >= QUEUE_LIMIT:
            self.close()
            return
        self._queue.put_nowait(encode(message))

    def error(self, message: str, seq: int | None = None) -> None:
        """Refuse something this client sent; nothing changed."""
        self.send(Error(message=message, seq=seq))

    def close(self, bye: str | None = None, again: bool = True) -> None:
        """Send the last lines, say `bye` (if given; `again`: whether rejoining may work) and close."""
        if self.closed:
            return
        if bye is not None:
            self._queue.put_nowait(encode(Bye(message=bye, again=again)))
        self.closed = True
        self._queue.put_nowait(None)

    async def _send_all(self) -> None:
        writer = self.writer
        try:
            while True:
                line = await self._queue.get()
                if line is None:
                    break
                writer.write(line)
                await asyncio.wait_for(writer.drain(), DRAIN_SECONDS)
        except (OSError, asyncio.TimeoutError, RuntimeError):  # gone, stuck, or the loop closing
            pass
        finally:
            self.closed = True
            writer.close()

    async def finished(self) -> Any:
        """Wait until everything queued was written (or the connection is gone)."""
        await asyncio.wait({self._task}, timeout=DRAIN_SECONDS)
