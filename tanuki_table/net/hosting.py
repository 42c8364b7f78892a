"""`tanuki-table host`: set the table up (new, or `--resume`), run it in a thread of its own,
print the invitations, and play or watch it from this terminal, which joins like any other seat
(over the loopback, with its own token).
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import threading
import time
from types import FrameType
from typing import TextIO

from tanuki_table.cli.argtypes import UsageError, check_seats, check_variant
from tanuki_table.cli.launch import has_terminal, run_app
from tanuki_table.errors import TanukiError
from tanuki_table.games import get_game
from tanuki_table.net.invite import (DEFAULT_PORT, Invitation, TableRecord, forget_table, new_token, public_host,
                                     resumable_tables, save_table)
from tanuki_table.net.protocol import MAX_NAME
from tanuki_table.net.table import Table, Tokens
from tanuki_table.net.web_seat import WebSeat
from tanuki_table.core.session import Session, Setup
from tanuki_table.core import grammar
from tanuki_table.core.i18n import N_, _
from tanuki_table.core.text import clean
from tanuki_table.persistence.saves import load_save, save_session
from tanuki_table.persistence.storage import SaveLock, saves_dir
from tanuki_table.cli.serve import is_loopback

__all__ = ["LINGER", "TableThread", "host_table", "invitation_lines", "new_table"]

LINGER = 600.0
"""After a finished game, the table stays open until everyone has left, at most this long."""


class TableThread:
    """A `Table` served by an asyncio loop in a thread of its own."""

    def __init__(self, table: Table, host: str, port: int, web: WebSeat | None = None) -> None:
        self.table, self.host, self.port = table, host, port
        self.web = web
        """A seat served to a browser too (`host --web`), on the same loop."""
        self.error: OSError | None = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._bye: tuple[str, bool] = ("The table is closed.", True)
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="tanuki-table", daemon=True)

    def start(self) -> TableThread:
        """Listen; `OSError` when the address cannot be used."""
        self._thread.start()
        self._ready.wait()
        if self.error is not None:
            raise self.error
        return self

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            self.port = await self.table.start(self.host, self.port)
            if self.web is not None:
                self.web.invitation = Invitation(self.web.invitation.host, self.port, self.web.invitation.token)
                await self.web.start()
        except OSError as exc:
            self.error = exc
            await self.table.close("The table could not open.", again=False)
            return
        finally:
            self._ready.set()
        await self._stop.wait()
        if self.web is not None:
            await self.web.stop()
        await self.table.close(*self._bye)

    def linger(self, seconds: float) -> None:
        """Wait until nobody is at the table any more (or `seconds` passed)."""
        end = time.monotonic() + seconds
        while self.table.peers and time.monotonic() < end:
            time.sleep(0.1)

    def stop(self, message: str, again: bool) -> None:
        """Say `message` to everyone (`again`: whether the same invitations will work later) and close."""
        if self._loop is None or self._stop is None or not self._thread.is_alive():
            return
        self._bye = (message, again)
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)


def new_table(args: argparse.Namespace, name: str | None) -> tuple[Session, Tokens, int | None]:
    """A new game for `host GAME`: its session, its tokens, and the seat this terminal plays."""
    from tanuki_table.bots import bot_names
    from tanuki_table.cards.setups import setup_from_args

    info = get_game(args.game)
    check_variant(info, args.variant)
    players = args.players if args.players is not None else max(2, info.min_players)
    check_seats(info, players, "--players")
    people = players
    if args.vs is not None:
        if args.vs not in bot_names(info.id):
            raise UsageError(_("--vs: unknown bot {name!r} for {game}; known: {known}").format(
                name=args.vs, game=info.id, known=", ".join(bot_names(info.id))))
        people = args.people if args.people is not None else (1 if players == 2 else 2)
        if people > players:
            raise UsageError(_("--people: {people} people for {seats} seats").format(people=people, seats=players))
    setup: Setup = setup_from_args({"game": info.id, "bot": None, "variant": args.variant, "players": players,
                                    "seed": args.seed, "first_player": None, "animals": None})
    setup.seats = [None] * people + [args.vs] * (players - people)
    local = None if args.watch else 0
    mine = clean(name or "").strip()[:MAX_NAME] or None  # the host's own name, for its own seat
    setup.names = [mine if s == local else None for s in range(players)]
    tokens = Tokens(seats=[new_token() if bot is None else None for bot in setup.seats],
                    spectators=[new_token() for _ in range(args.spectators)], watcher=new_token())
    return Session(setup), tokens, local


def _resumed(args: argparse.Namespace) -> tuple[Session, Tokens, TableRecord]:
    records = resumable_tables(args.game)
    if not records:
        if args.game:
            raise TanukiError(_("no unfinished table of {game} to resume (start one with `tanuki-table host GAME`)").format(
                game=get_game(args.game).title))
        raise TanukiError(_("no unfinished table to resume (start one with `tanuki-table host GAME`)"))
    record = records[0]
    session = load_save(saves_dir() / record.save)
    tokens = Tokens(seats=list(record.seats), spectators=list(record.spectators), watcher=record.watcher)
    if len(tokens.seats) != session.setup.players:
        raise TanukiError(_("the table's record does not match its saved game"))
    return session, tokens, record


def invitation_lines(session: Session, tokens: Tokens, local: int | None, public: str, port: int) -> list[str]:
    """One line per open seat and per spectator invitation."""
    from tanuki_table.core.narration import names_of

    names = names_of(session.setup)[0]
    lines = [_("Seat {number} ({name}): {command}").format(number=seat + 1, name=names[seat],
                                                           command=Invitation(public, port, token).command)
             for seat, token in enumerate(tokens.seats) if token is not None and seat != local]
    lines += [_("Spectator {number}: {command}").format(number=n, command=Invitation(public, port, token).command)
              for n, token in enumerate(tokens.spectators, 1)]
    return [clean(line) for line in lines]


class Keeper:
    """What the host keeps of its table: the lock on the game's save (one window per game) and the
    table's record beside it (`invite.TableRecord`, for `--resume`)."""

    def __init__(self, tokens: Tokens, local: int | None, bind: str) -> None:
        self.tokens, self.local, self.bind = tokens, local, bind
        self.public, self.port = public_host(bind), 0
        self.lock: SaveLock | None = None

    def lock_save(self, name: str) -> bool:
        """Hold the lock on this save (letting go of the last game's)."""
        if self.lock is not None and self.lock.name == name:
            return True
        lock = SaveLock(name)
        if not lock.acquire():
            return False
        self.release()
        self.lock = lock
        return True

    def keep(self, table: Table) -> None:
        """Write the table's record as it is now (called from the table's thread)."""
        path = getattr(table.session, "save_path", None)
        if path is None or not self.port:
            return
        self.lock_save(path.name)
        if table.session.state.is_over:
            forget_table(path.name)
            return
        save_table(TableRecord(save=path.name, game=table.session.setup.game, bind=self.bind, public=self.public,
                               port=self.port, seats=self.tokens.seats, spectators=self.tokens.spectators,
                               local=self.local, watcher=self.tokens.watcher or new_token(),
                               choosing=sorted(table.choosing)))

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def host_table(args: argparse.Namespace, name: str | None, out: TextIO = sys.stdout) -> int:
    """Host, play or watch, then close the table; the exit code."""
    from tanuki_table.persistence.settings import load_settings

    record: TableRecord | None = None
    choosing: list[int] | None = None  # None: every person chooses, in a game with decks
    if args.resume:
        session, tokens, record = _resumed(args)
        local = None if args.watch else record.local
        choosing = [] if session.actions else list(record.choosing)
    else:
        session, tokens, local = new_table(args, name)
    bind = args.host or (record.bind if record else "127.0.0.1")
    port = args.port if args.port is not None else (record.port if record else DEFAULT_PORT)
    near = ("::1" if ":" in bind else "127.0.0.1") if bind in ("0.0.0.0", "::", "") else bind
    web = _web_seat(args, tokens, local, near, bind)
    keeper = Keeper(tokens, local, bind)
    if not keeper.lock_save(save_session(session).name):
        raise TanukiError(_("this game is open in another Tanuki Table window ({holder})").format(
            holder=keeper.lock and keeper.lock.holder()))
    delay = args.host_bot_delay if args.host_bot_delay is not None else args.bot_delay
    if delay is None:
        delay = load_settings()[0].bot_delay
    table = Table(session, tokens, bot_delay=delay, report=lambda line: print(clean(line), file=sys.stderr),
                  choosing=choosing, on_change=lambda: keeper.keep(table))
    if web is not None:
        seat_key = f"seat:{web.seat}"
        web.here = lambda: (seat_key in table.peers, table.session.state.is_over)
    try:
        runner = TableThread(table, bind, port, web).start()
    except OSError as exc:
        keeper.release()
        where = f"{bind}:{port}" if web is None or exc.errno is None else f"{bind}:{port} or {bind}:{args.web_port}"
        error = TanukiError(_("cannot listen on {where}: {problem} (--port 0 takes any free port)").format(
            where=where, problem=exc.strerror or exc))
        error.exit_code = 1
        raise error from exc
    if not is_loopback(bind):
        print(f"tanuki-table: {_(HOST_WARNING).format(host=bind, port=runner.port)}", file=sys.stderr)
    keeper.port = runner.port
    keeper.keep(table)
    lines = invitation_lines(session, tokens, local, keeper.public, runner.port)
    if web is not None:
        lines.append(clean(_("Seat {number} in a web browser instead: {url}").format(number=web.seat + 1,
                                                                                     url=web.url)))
    hosting = _("Hosting {game} on {host}:{port}.").format(game=session.info.title, host=bind, port=runner.port)
    print(grammar.sentences(hosting, _("Give each friend their line:") if lines else
                            _("No seat is open to invite (the others are bots).")), file=out, flush=True)
    for line in lines:
        print(line, file=out, flush=True)
    token = tokens.watcher if local is None else tokens.seats[local]
    mine = Invitation(near, runner.port, token or "")  # this terminal's own seat, over the loopback
    try:
        if args.plain or not has_terminal():
            from tanuki_table.net.plain_seat import join_plain

            signal.signal(signal.SIGTERM, _interrupted)  # `kill`: tell everyone, as Ctrl+C does

            code = join_plain(mine, name, out, announce=False, deck=args.deck)
            if table.session.state.is_over and table.peers:
                print(_("The table stays open until everyone has left (Ctrl+C closes it now)."), file=out, flush=True)
                runner.linger(LINGER)
            return code
        return run_app({"join": str(mine), "name": name, "invitations": lines, "hosting": True, "deck": args.deck},
                       args.bot_delay)
    finally:
        over = table.session.state.is_over
        runner.stop(_("The game is over; the table is closed.") if over else
                    _("The host closed the table. The game is saved; your invitation works again when they reopen it."),
                    again=not over)
        keeper.release()


def _web_seat(args: argparse.Namespace, tokens: Tokens, local: int | None, near: str,
              bind: str) -> WebSeat | None:
    """With `--web`: the last open seat (the second, in a game for two), served to a browser too."""
    if not getattr(args, "web", False):
        return None
    seat = next((s for s in reversed(range(len(tokens.seats))) if tokens.seats[s] is not None and s != local), None)
    if seat is None:
        raise UsageError(_("--web: no seat is open for a browser (the others are bots)"))
    return WebSeat(Invitation(near, 0, tokens.seats[seat] or ""), bind, args.web_port, seat)


def _interrupted(number: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


HOST_WARNING = N_(
    "warning: hosting on {host}, which is not a loopback address: anyone who can reach port {port} "
    "and has an invitation can take that seat."
)
