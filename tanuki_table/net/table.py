"""The table: one process owns the game (a `Session`) and serves the connections that join it;
what it does with the game is `net.play`.

A connection says `hello` with its invitation's token first, the whole line within
`HELLO_SECONDS` of connecting (one deadline, not per byte), waiting at the `Door` until then; a
wrong token gets the same refusal whatever was wrong. At most `PER_ADDRESS` connections from one
address and `WAITING` in all may wait; one more closes the oldest waiting one (from that address,
else any) rather than the newcomer, so strangers' silent sockets never keep out a seat whose token
is valid. Hostile input changes nothing: an overlong line closes its connection, a line that is not
a valid message gets an `error`, messages over the `Limiter` are ignored and a flood closes the
connection; the others play on. Every way out of a connection closes its transport.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Callable, Iterable

from pydantic import BaseModel

from tanuki_table.net.invite import match_token
from tanuki_table.net.play import TablePlay
from tanuki_table.net.protocol import (CLIENT_LINE, MAX_TEXT, PROTOCOL, AskReplay, Bye, ClientModel, Concede, Deck,
                                       Error, Hello, Limiter, Move, Ping, Pong, ProtocolError, Quick, Rematch, Sync,
                                       encode, read_client)
from tanuki_table.core.session import Session

__all__ = ["HEARTBEAT", "HELLO_SECONDS", "PER_ADDRESS", "WAITING", "Door", "Peer", "Table", "Tokens"]

HEARTBEAT = 10.0
"""The table pings every connection this often; one silent for three times as long is closed."""
MAX_ERRORS = 50
"""Refused messages on one connection before it is closed."""
FLOOD = 500
"""Messages ignored (over the rate limit) on one connection before it is closed."""
REFUSED = "That invitation is not valid for this table."
BUFFER_LIMIT = 32 * 1024 * 1024
"""Bytes waiting for one client before it is dropped."""
CLOSE_SECONDS = 10.0
"""The longest the table waits for a closing connection's last lines to go out."""
HELLO_SECONDS = 5.0
"""A connection's whole hello must arrive within this many seconds of connecting."""
PER_ADDRESS = 8
"""Connections from one address waiting to say hello at once."""
WAITING = 32
"""Connections waiting to say hello at once, from everywhere."""


@dataclass(eq=False)
class Waiting:
    """One connection at the door."""

    address: str
    writer: asyncio.StreamWriter
    evicted: bool = False
    """It was closed to make room for a newer connection."""


@dataclass
class Door:
    """The connections waiting to say hello, oldest first. Every connection enters once and leaves
    once (`leave`, from the handler's `finally`)."""

    waiting: list[Waiting] = field(default_factory=list)
    opened: int = 0
    """Connections that entered, ever."""
    evictions: int = 0
    """Waiting connections closed to make room."""

    def enter(self, writer: asyncio.StreamWriter) -> Waiting:
        """A new connection: it waits at the door; the oldest waiting one is closed first if the
        newcomer's address, or the door, is full."""
        self.opened += 1
        peer = writer.get_extra_info("peername")  # its IP, or "?" when the socket no longer says
        entry = Waiting(str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?", writer)
        same = [w for w in self.waiting if w.address == entry.address]
        if len(same) >= PER_ADDRESS or len(self.waiting) >= WAITING:
            oldest = same[0] if len(same) >= PER_ADDRESS else self.waiting[0]
            self.leave(oldest)  # its handler sees the end and leaves the door too
            oldest.evicted = True
            self.evictions += 1
            oldest.writer.transport.abort()
        self.waiting.append(entry)
        return entry

    def leave(self, entry: Waiting) -> None:
        """The connection said hello (or ended): it no longer waits (a second call changes nothing)."""
        if entry in self.waiting:
            self.waiting.remove(entry)

    def count(self, address: str | None = None) -> int:
        """Connections waiting now (from `address`, if given)."""
        return sum(1 for w in self.waiting if address is None or w.address == address)


class Peer:
    """A seat's, a spectator's or the host's own connection, and its lines going out. A line is
    handed to the transport at once, so a move reaches the others before the table saves it. A
    client that stops reading slows nobody else: with more than `BUFFER_LIMIT` bytes waiting for
    it, its connection is dropped (it may rejoin with its invitation)."""

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


@dataclass
class Tokens:
    """The table's tokens: one per seat (None: a bot's), one per spectator, the host's watcher's."""

    seats: list[str | None]
    spectators: list[str] = field(default_factory=list)
    watcher: str | None = None

    def who(self, token: str) -> tuple[str, int] | None:
        """("seat", n), ("spectator", n) or ("watcher", 0) for a token, or None."""
        keys = [*(("seat", n) for n in range(len(self.seats))),
                *(("spectator", n) for n in range(len(self.spectators))), ("watcher", 0)]
        index = match_token(token, [*self.seats, *self.spectators, self.watcher])
        return None if index is None else keys[index]


class Table(TablePlay):
    """A game hosted for the seats that join it (see the module docstring)."""

    def __init__(self, session: Session, tokens: Tokens, bot_delay: float = 0.6, save: bool = True,
                 report: Callable[[str], None] | None = None, choosing: Iterable[int] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        super().__init__(session, bot_delay, save, report, choosing, on_change)
        self.tokens = tokens
        self.connections = 0
        """Connections open now, from the first byte to the transport closed."""
        self.door = Door()
        self.hello_seconds = HELLO_SECONDS
        self._server: asyncio.Server | None = None
        self._heartbeat_task: asyncio.Task[None] | None = None
        self._handlers: set[asyncio.Task[object]] = set()

    # --- listening --------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> int:
        """Listen on `host:port` (port 0: any free one); returns the port."""
        self._server = await asyncio.start_server(self._connection, host, port, limit=CLIENT_LINE)
        self._heartbeat_task = asyncio.create_task(self._heartbeat())
        self._schedule_bots()
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self, message: str, again: bool = True) -> None:
        """Say `message` to everyone, close every connection and stop listening."""
        if self._server is not None:
            self._server.close()
        for task in (self._heartbeat_task, self._bots_task):
            if task is not None:
                task.cancel()
        for entry in list(self.door.waiting):
            entry.writer.transport.abort()  # strangers at the door hear nothing
        peers = list(self.peers.values())
        for peer in peers:
            peer.close(message, again)
        await asyncio.gather(*(peer.finished() for peer in peers))
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=CLOSE_SECONDS)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT)
            self._tell_all(Ping())

    # --- one connection ----------------------------------------------------------------------------
    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection: every way out leaves the door once and closes the transport."""
        self.connections += 1
        handler = asyncio.current_task()
        if handler is not None:
            self._handlers.add(handler)
            handler.add_done_callback(self._handlers.discard)
        entry = self.door.enter(writer)
        peer: Peer | None = None
        try:
            try:
                async with asyncio.timeout(self.hello_seconds):  # the whole hello, not per byte
                    line = await reader.readline()
            except asyncio.TimeoutError:
                Peer(writer, None, "").close(f"No hello within {self.hello_seconds:g} seconds: the connection "
                                             "is closed.", again=True)
                return
            except ValueError:  # a line over CLIENT_LINE
                line = b""
            finally:
                self.door.leave(entry)
            if entry.evicted:
                return
            peer = self._greet(line, writer)
            if peer is not None:
                await self._read(reader, peer)
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            try:
                if peer is not None:
                    self._detach(peer)
                closing = Peer(writer, None, "")  # after its last lines, or at once after CLOSE_SECONDS
                closing.close()
                await closing.finished()
            finally:
                self.connections -= 1

    def _greet(self, line: bytes, writer: asyncio.StreamWriter) -> Peer | None:
        """The hello read: a peer at its seat, or None (refused and closed)."""
        try:
            hello = read_client(line)
        except ProtocolError:  # not a message
            hello = None
        who = self.tokens.who(hello.token) if isinstance(hello, Hello) else None
        if who is None or not isinstance(hello, Hello):
            Peer(writer, None, "").close(REFUSED, again=False)
            return None
        if hello.protocol != PROTOCOL:
            Peer(writer, None, "").close(f"This table speaks protocol {PROTOCOL}: use the same Tanuki Table "
                                         "version as the host.", again=False)
            return None
        kind, index = who
        seat = index if kind == "seat" else None
        key = f"{kind}:{index}"
        old = self.peers.get(key)
        if old is not None:
            old.close("Your seat is played from another window now (the same invitation was used again there).", again=False)
        peer = self.peers[key] = Peer(writer, seat, key)
        if seat is not None:
            self.joined.add(seat)
            self._name(seat, hello.name)
        self._welcome(peer)
        self._presence()
        return peer

    async def _read(self, reader: asyncio.StreamReader, peer: Peer) -> None:
        limiter = Limiter()
        ignored = errors = 0
        while not peer.closed:
            try:
                line = await asyncio.wait_for(reader.readline(), HEARTBEAT * 3)
            except asyncio.TimeoutError:
                peer.close("No word from your side for a while: the connection is closed; rejoin to go on.")
                return
            except ValueError:
                peer.close(f"A message longer than {CLIENT_LINE} bytes: the connection is closed.")
                return
            if not line.endswith(b"\n"):
                return  # the other side closed
            message: ClientModel | ProtocolError
            try:
                message = read_client(line)
            except ProtocolError as exc:
                message = exc
            if not (isinstance(message, Move) and self._expected(peer, message)) and not limiter.allow():
                ignored += 1  # a move the game waits for is never held back; anything else may be
                if ignored == 1 or isinstance(message, Move):
                    peer.error("Too many messages: the ones over the limit are ignored.",
                               message.seq if isinstance(message, Move) else None)
                if ignored >= FLOOD:
                    peer.close("Too many messages: the connection is closed.")
                    return
                continue
            if isinstance(message, ProtocolError):
                errors += 1
                peer.error(str(message))
                if errors >= MAX_ERRORS:
                    peer.close("Too many messages the table cannot read: the connection is closed.")
                continue
            self._handle(peer, message)

    def _detach(self, peer: Peer) -> None:
        peer.close()
        if self.peers.get(peer.key) is peer:
            del self.peers[peer.key]
        self._presence()

    # --- what a connection may ask ---------------------------------------------------------------
    def _handle(self, peer: Peer, message: ClientModel) -> None:
        if isinstance(message, Move):
            self._move(peer, message)
        elif isinstance(message, Concede):
            self._concede(peer)
        elif isinstance(message, Quick):
            self._quick(peer, message)
        elif isinstance(message, Sync):
            self._send_state(peer, 0)
        elif isinstance(message, AskReplay):
            self._replay(peer)
        elif isinstance(message, Deck):
            self._deck(peer, message)
        elif isinstance(message, Rematch):
            self._rematch(peer, message)
        elif isinstance(message, Ping):
            peer.send(Pong())
        elif isinstance(message, Hello):
            peer.error("Hello was said already.")
