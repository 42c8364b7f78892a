"""Helpers for the table tests: a table on 127.0.0.1 (port 0) in a thread, and seats that play it.

`hosted(setup)` starts a `Table` for a fresh session and yields a `Hosted` (the table, its thread,
one invitation per seat and a spectator's). `Driver` plays one seat through a `RemoteSession`
exactly as the game screen does (legal actions from the table, moves by `play`), choosing with a
seeded random generator, until the game is over.
"""

from __future__ import annotations

import contextlib
import queue
import random
import threading
import time
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from tanuki_table.bots import make_bot
from tanuki_table.net.client import RemoteSession
from tanuki_table.net.hosting import TableThread
from tanuki_table.net.invite import Invitation, new_token
from tanuki_table.net.link import Link, LinkStatus, join
from tanuki_table.net.table import Table, Tokens
from tanuki_table.core.session import Session, Setup


@dataclass
class Hosted:
    table: Table
    runner: TableThread
    seats: list[Invitation | None]
    spectator: Invitation

    @property
    def port(self) -> int:
        return self.runner.port


@contextlib.contextmanager
def hosted(setup: Setup, bot_delay: float = 0.0, save: bool = False,
           session: Session | None = None, tokens: Tokens | None = None, port: int = 0,
           choosing: Iterable[int] | None = ()) -> Iterator[Hosted]:
    """A table in a thread; `choosing`: the seats that choose their decks first (None: every
    person, in a game with decks; by default none, the setup's decks are played)."""
    session = session or Session(setup)
    tokens = tokens or Tokens(seats=[new_token() if bot is None else None for bot in session.setup.seats],
                              spectators=[new_token()], watcher=new_token())
    table = Table(session, tokens, bot_delay=bot_delay, save=save, choosing=choosing)
    runner = TableThread(table, "127.0.0.1", port).start()
    seats = [Invitation("127.0.0.1", runner.port, t) if t else None for t in tokens.seats]
    try:
        yield Hosted(table, runner, seats, Invitation("127.0.0.1", runner.port, tokens.spectators[0]))
    finally:
        runner.stop("The test is over.", again=False)


def joined(invitation: Invitation, name: str | None = None) -> RemoteSession:
    result = join(invitation, name, timeout=10)
    assert not isinstance(result, str), result
    return result[1]


class Driver:
    """Plays one seat (or watches) to the end, in a thread of its own."""

    def __init__(self, session: RemoteSession, seed: int = 0, stop_at: int | None = None, bot: str | None = None) -> None:
        self.session = session
        self.rng = random.Random(seed)
        self.moves = 0
        self.stop_at = stop_at
        """Stop (leave the loop) once the game has made this many moves."""
        self.bot = make_bot(bot, session.info.id, seed=seed) if bot else None
        """Choose with this bot (from the observation the table sent) instead of at random."""
        self.seen: list[Any] = []
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Driver:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.play()
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc

    def play(self, deadline: float = 60.0) -> None:
        session, link = self.session, self.session.link
        assert link is not None
        end = time.monotonic() + deadline
        while not session.state.is_over:
            if self.stop_at is not None and session.state.seq >= self.stop_at:
                return
            if time.monotonic() > end:
                raise TimeoutError(f"seat {session.seat} still playing after {deadline} s")
            state = session.state
            if (session.seat is not None and state.current_player == session.seat and not state.waiting
                    and link.inbox.empty()):
                legal = state.legal_actions()
                seat = session.seat
                choice = self.bot.choose(state.observation(seat), legal) if self.bot else self.rng.choice(legal)
                session.play(choice)
                self.moves += 1
                continue
            try:
                message = link.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            self.seen.append(message)
            if isinstance(message, LinkStatus):
                if message.state == "gone":
                    raise ConnectionError(message.why)
                continue
            session.receive(message)

    def wait(self, timeout: float = 60.0) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the driver did not finish"
        if self.error is not None:
            raise self.error


def heard(session: RemoteSession) -> RemoteSession:
    """Take every message waiting in the session's link (as a screen would), and return it."""
    while True:
        try:
            message = session.link.inbox.get_nowait()
        except queue.Empty:
            return session
        if not isinstance(message, LinkStatus):
            session.receive(message)


def close(*sessions: RemoteSession) -> None:
    for session in sessions:
        if isinstance(session.link, Link):
            session.link.close()
