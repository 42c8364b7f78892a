"""The table: one process owns the game (a `Session`), the seats play it from their own screens.
This module handles the connections; what the table does with the game is `net.play`.

Each connection says `hello` with its invitation's token first, the whole line within
`door.HELLO_SECONDS`; until then it waits at the `Door`, which keeps strangers' connections few
(per address and in all) without ever keeping out a seat whose token is valid. A wrong token gets
the same refusal whatever was wrong. Every way out of a connection closes its transport. The table then sends it `welcome` and the position
as that seat may know it (`views.state_for`), and after every change the new position and the new
events, each seat only its own view. A move is applied only from the seat whose move it is, for the
position it names (`seq`); it is saved (`saves.save_session`, as the app autosaves) before it is
acknowledged, so an acknowledged move survives the host being killed. Bot seats are played here,
with the same pause between moves as in the app. A finished game's replay is the same replay file
as any other game's; each person's machine records it in its own history. Before a game with decks
the seats choose theirs, and after a game they may ask for a rematch (`net.choosing`).

Hostile input changes nothing: a line longer than `CLIENT_LINE` closes that connection; a line that
is not a valid message, or a move that is not legal now, gets an `error` reply; more than the
`Limiter` allows is ignored, and a flood closes the connection; the others play on.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Callable, Coroutine, Iterable

from tanuki_table.bots import Bot, make_bot
from tanuki_table.net.door import HELLO_SECONDS, Door
from tanuki_table.net.invite import match_token
from tanuki_table.net.peer import CLOSE_SECONDS, Peer
from tanuki_table.net.choosing import TableChoices, takes_decks
from tanuki_table.net.protocol import (CLIENT_LINE, PROTOCOL, AskReplay, ClientModel, Concede, Deck, Hello, Limiter,
                                       Move, Ping, Pong, ProtocolError, Quick, Rematch, SeatState, Sync, Welcome,
                                       read_client)
from tanuki_table.core.session import Session

__all__ = ["HEARTBEAT", "Table", "Tokens"]

HEARTBEAT = 10.0
"""The table pings every connection this often; one silent for three times as long is closed."""
MAX_ERRORS = 50
"""Refused messages on one connection before it is closed."""
FLOOD = 500
"""Messages ignored (over the rate limit) on one connection before it is closed."""
REFUSED = "That invitation is not valid for this table."


@dataclass
class Tokens:
    """The table's invitations: one token per seat (None: a bot plays it), one per spectator
    invitation, and the one the host's own terminal watches with."""

    seats: list[str | None]
    spectators: list[str] = field(default_factory=list)
    watcher: str | None = None

    def who(self, token: str) -> tuple[str, int] | None:
        """("seat", n), ("spectator", n) or ("watcher", 0) for a token, or None."""
        every = [*self.seats, *self.spectators, self.watcher]
        index = match_token(token, every)
        if index is None:
            return None
        if index < len(self.seats):
            return "seat", index
        if index < len(self.seats) + len(self.spectators):
            return "spectator", index - len(self.seats)
        return "watcher", 0


class Table(TableChoices):
    """A game hosted for the seats that join it (see the module docstring)."""

    def __init__(self, session: Session, tokens: Tokens, bot_delay: float = 0.6, save: bool = True,
                 report: Callable[[str], None] | None = None, choosing: Iterable[int] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.session = session
        self.tokens = tokens
        self.bot_delay = bot_delay
        self.save = save
        """Autosave after every move (off only in tests that need no files)."""
        self.report = report or (lambda line: None)
        """Where the table says what went wrong on its side (a failed save)."""
        self.on_change = on_change or (lambda: None)
        self.round = 1
        self.choosing = set(choosing if choosing is not None else
                            session.setup.humans() if takes_decks(session) and not session.actions else ())
        names = session.setup.deck_names or []
        self.chosen = {s: names[s] for s in session.setup.humans()  # resumed mid-choice: what was chosen
                       if self.choosing and s not in self.choosing and s < len(names) and names[s]}
        self.votes = None
        setup = session.setup
        self.bots: dict[int, Bot] = {seat: make_bot(level, setup.game, seed=setup.seed * 7 + seat)
                                     for seat, level in enumerate(setup.seats) if level is not None}
        self.peers: dict[str, Peer] = {}
        self.connections = 0
        """Connections open now (each counted once, from its first byte to its transport closed)."""
        self.door = Door()
        """The connections that have not said hello yet."""
        self.hello_seconds = HELLO_SECONDS
        """How long a connection has to say its whole hello."""
        self.joined: set[int] = set()
        """Seats a person has joined at some time (a seat not here now is "away")."""
        self.movers = self._movers()
        """The seat that made each move so far (a repeated move is recognised by it)."""
        self.recorded = session.state.is_over
        self._bots_task: asyncio.Task[None] | None = None
        self._presence_sent: tuple[list[SeatState], list[str]] | None = None
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[object]] = set()
        self._handlers: set[asyncio.Task[object]] = set()
        """Every connection's handler: closing the table waits for them to end."""

    # --- listening --------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> int:
        """Listen on `host:port` (port 0: any free one); returns the port."""
        self._server = await asyncio.start_server(self._connection, host, port, limit=CLIENT_LINE)
        self._spawn(self._heartbeat())
        self._schedule_bots()
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self, message: str, again: bool = True) -> None:
        """Say `message` to everyone, close every connection and stop listening."""
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks) + ([self._bots_task] if self._bots_task else []):
            task.cancel()
        for entry in list(self.door.waiting.values()):
            entry.writer.transport.abort()  # strangers at the door hear nothing
        peers = list(self.peers.values())
        for peer in peers:
            peer.close(message, again)
        await asyncio.gather(*(peer.finished() for peer in peers))
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=CLOSE_SECONDS)

    def _spawn(self, work: Coroutine[object, object, object]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT)
            for peer in list(self.peers.values()):
                peer.send(Ping())

    # --- one connection ----------------------------------------------------------------------------
    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection from its first byte to its end: every way out (a silent or slow hello, a
        bad one, a refusal, an error, a drop) leaves the door once and closes the transport."""
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
                await _closed(writer)
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
        setup = self.session.setup
        peer.send(Welcome(game=setup.game, variant=setup.variant, seat=seat, names=self.names(), bots=list(setup.seats),
                          round=self.round))
        self._send_phase(peer)
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


async def _closed(writer: asyncio.StreamWriter) -> None:
    """Close a connection's transport (after its last lines, if it takes them within
    `CLOSE_SECONDS`; else at once)."""
    writer.close()
    try:
        await asyncio.wait_for(writer.wait_closed(), CLOSE_SECONDS)
    except (OSError, asyncio.TimeoutError):
        writer.transport.abort()
