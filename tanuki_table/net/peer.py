"""One connection to the table, as the table sees it: who it is, and its lines going out.

A line is handed to the transport at once, so a move reaches the others before the table saves
it. A client that stops reading slows nobody else: with more than `BUFFER_LIMIT` bytes waiting
for it, its connection is dropped (it may rejoin with its invitation).
"""

from __future__ import annotations

import asyncio

from pydantic import BaseModel

from tanuki_table.net.protocol import MAX_TEXT, Bye, Error, encode

__all__ = ["BUFFER_LIMIT", "CLOSE_SECONDS", "Peer"]

BUFFER_LIMIT = 32 * 1024 * 1024
"""Bytes waiting for one client before it is dropped."""
CLOSE_SECONDS = 10.0
"""The longest the table waits for a closing connection's last lines to go out."""


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

    def send(self, message: BaseModel) -> None:
        """Send a message to this client (nothing once the connection is closing)."""
        if self.closed:
            return
        transport = self.writer.transport
        if transport.is_closing():
            self.closed = True
            return
        if transport.get_write_buffer_size() > BUFFER_LIMIT:
            self.closed = True
            transport.abort()  # it reads nothing: drop it, and what waits for it
            return
        self.writer.write(encode(message))

    def error(self, message: str, seq: int | None = None) -> None:
        """Refuse something this client sent; nothing changed (a long reason is cut to fit)."""
        if len(message) > MAX_TEXT:
            message = message[:MAX_TEXT - 1] + "…"
        self.send(Error(message=message, seq=seq))

    def close(self, bye: str | None = None, again: bool = True) -> None:
        """Say `bye` (if given; `again`: whether rejoining may work) after the lines sent, and close."""
        if bye is not None:
            self.send(Bye(message=bye, again=again))
        if not self.closed:
            self.closed = True
            self.writer.close()

    async def finished(self) -> None:
        """Wait until the connection is closed (its last lines sent), or drop it."""
        try:
            await asyncio.wait_for(self.writer.wait_closed(), CLOSE_SECONDS)
        except (OSError, asyncio.TimeoutError):
            self.writer.transport.abort()
