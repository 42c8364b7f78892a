"""The game side of the table (the base of `Table`): moves, concessions, quick messages, saving
and bots. A move is applied only from the seat whose move it is, for the position it names
(`Move.seq`); one already applied is acknowledged again and changes nothing.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

from pydantic import BaseModel

from tanuki_table.bots import Bot
from tanuki_table.bots.ask import choose_for
from tanuki_table.errors import SaveError, TanukiError
from tanuki_table.core.narration import names_of
from tanuki_table.net.peer import Peer
from tanuki_table.net.protocol import MAX_NAME, Ack, Move, Presence, Quick, Replay, Said, SeatState, Vote
from tanuki_table.net.views import state_for
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean

__all__ = ["QUICK_SECONDS", "TablePlay"]

QUICK_SECONDS = 2.0
"""One quick message per seat this often."""


class TablePlay:
    """What the table does with the game (see the module docstring)."""

    session: Session
    bots: dict[int, Bot]
    peers: dict[str, Peer]
    joined: set[int]
    movers: list[int]
    bot_delay: float
    save: bool
    report: Callable[[str], None]
    recorded: bool
    round: int
    choosing: set[int]
    """The seats still choosing their decks (the game starts when none is)."""
    chosen: dict[int, str]
    """The name of the deck each seat chose (told to that seat alone)."""
    votes: list[Vote] | None
    """After a game: each seat's answer to a rematch (None while a game runs)."""
    first_seat: int
    _bots_task: asyncio.Task[None] | None
    _presence_sent: tuple[list[SeatState], list[str]] | None

    def _movers(self) -> list[int]:
        """The seat that made each move so far, found by playing the moves again (sets `first_seat`)."""
        s = self.session.setup
        state = self.session.info.new_game(players=s.players, seed=s.seed, variant=s.variant, decks=s.decks,
                                           first_player=s.first_player)
        self.first_seat = state.current_player or 0
        movers = []
        for index in self.session.actions:
            movers.append(state.current_player if state.current_player is not None else -1)
            state.apply(state.legal_actions()[index])
        return movers

    # --- moves and messages ---------------------------------------------------------------------------
    def _expected(self, peer: Peer, move: Move) -> bool:
        """Whether `move` is the one the game waits for: from the seat to play, for this position."""
        state = self.session.state
        return (peer.seat is not None and not state.is_over and state.current_player == peer.seat
                and move.seq == len(self.session.actions) and not self.choosing)

    def _move(self, peer: Peer, move: Move) -> None:
        seat, session = peer.seat, self.session
        done = len(session.actions)
        if seat is None:
            return peer.error("Spectators watch the game; they make no move.", move.seq)
        if self.choosing:
            return peer.error("The game starts once every seat has chosen its deck.", move.seq)
        if move.seq < done:
            if self.movers[move.seq] == seat and session.actions[move.seq] == move.index:
                return peer.send(Ack(seq=move.seq))  # sent again: applied once already
            return peer.error("That move is out of date: the game has moved on.", move.seq)
        if move.seq > done:
            return peer.error("That move is for a position the game has not reached.", move.seq)
        state = session.state
        if state.is_over:
            return peer.error("The game is over.", move.seq)
        if state.current_player != seat:
            who = self.names()[state.current_player or 0]
            return peer.error(f"It is not your move: {who} plays now.", move.seq)
        choices = len(state.legal_actions())
        if move.index >= choices:
            return peer.error(f"There is no move {move.index}: the legal moves are 0 to {choices - 1}.", move.seq)
        session.play_index(move.index)
        self.movers.append(seat)
        self._changed(peer, move.seq)

    def _concede(self, peer: Peer) -> None:
        if peer.seat is None:
            return peer.error("Spectators have no game to concede.")
        if self.choosing:
            return peer.error("The game has not started: there is nothing to concede (you may leave the table).")
        try:
            self.session.concede(peer.seat)
        except TanukiError as exc:
            return peer.error(str(exc))
        self._changed()

    def _quick(self, peer: Peer, quick: Quick) -> None:
        now = time.monotonic()
        if peer.seat is None:
            return peer.error("Only players send quick messages.")
        if now - peer.last_quick < QUICK_SECONDS:
            return peer.error("One quick message every two seconds.")
        peer.last_quick = now
        self._tell_all(Said(seat=peer.seat, say=quick.say), but=peer)

    def _replay(self, peer: Peer) -> None:
        from tanuki_table.persistence.replay import replay_body  # deferred: only once a game is over

        if not self.session.state.is_over:
            return peer.error("The replay is ready once the game is over.")
        peer.send(Replay(body=replay_body(self.session)))

    # --- after every change ------------------------------------------------------------------------
    def _send_state(self, peer: Peer, since: int) -> None:
        peer.send(state_for(self.session, peer.seat, since, self.round))
        peer.sent = len(self.session.state.log)

    def _changed(self, mover: Peer | None = None, seq: int = 0) -> None:
        """A move or a concession: tell everyone, save, close a finished game, play the bots. A seat's
        move is saved before it is acknowledged, so an unacknowledged one is sent again on rejoining."""
        if mover is None:
            self._save()
        for peer in list(self.peers.values()):
            if peer is not mover:
                self._send_state(peer, peer.sent)
        if mover is not None:
            self._save()
            mover.send(Ack(seq=seq))
            self._send_state(mover, mover.sent)
        if self.session.state.is_over:
            self._finish()
        else:
            self._schedule_bots()

    def _save(self) -> None:
        if not self.save:
            return
        from tanuki_table.persistence.saves import save_session  # deferred: the save format loads with the first move

        self.session.at_table = True  # its saves and replays say it was played at a table
        try:
            save_session(self.session)
        except (OSError, SaveError) as exc:
            self.report(f"Autosave failed: {exc}")

    def _finish(self) -> None:
        if self.recorded:
            return
        self.recorded = True
        path = getattr(self.session, "save_path", None)
        if path is not None:
            from tanuki_table.net.tables import forget_table  # deferred: only when a game ends

            forget_table(path.name)

    def names(self) -> list[str]:
        """Every seat's name (never "You")."""
        return names_of(self.session.setup)[0]

    def _name(self, seat: int, name: str | None) -> None:
        """A joining person's name for their seat (cleaned, cut, not another seat's; none: kept)."""
        setup = self.session.setup
        wanted = clean(name or "").strip()[:MAX_NAME]
        names = list(setup.names or [None] * setup.players)
        if not wanted or names[seat] == wanted:
            return
        taken = {n.casefold() for s, n in enumerate(self.names()) if s != seat}
        if wanted.casefold() in taken:
            return
        names[seat] = wanted
        setup.names = names
        self._save()

    def _presence(self) -> None:
        here = {peer.seat for peer in self.peers.values() if peer.seat is not None}
        seats: list[SeatState] = ["bot" if s in self.bots else "here" if s in here else "away" if s in self.joined
                                  else "open" for s in range(self.session.setup.players)]
        names = self.names()
        if (seats, names) != self._presence_sent:
            self._presence_sent = (seats, names)
            self._tell_all(Presence(seats=seats, names=names))

    def _tell_all(self, message: BaseModel, but: Peer | None = None) -> None:
        for peer in list(self.peers.values()):
            if peer is not but:
                peer.send(message)

    # --- bots ---------------------------------------------------------------------------------------
    def _schedule_bots(self) -> None:
        state = self.session.state
        if state.is_over or state.current_player not in self.bots or self.choosing:
            return
        if self._bots_task is None or self._bots_task.done():
            self._bots_task = asyncio.create_task(self._play_bots())

    async def _play_bots(self) -> None:
        """Bot moves one at a time with a pause; a concession while a bot thinks drops its move."""
        while True:
            state, done = self.session.state, len(self.session.actions)
            seat = state.current_player
            if state.is_over or seat not in self.bots:
                return
            await asyncio.sleep(self.bot_delay)
            if self.session.state is not state or len(self.session.actions) != done:
                continue
            action = await asyncio.to_thread(choose_for, self.bots[seat], state, seat)
            if self.session.state is not state or len(self.session.actions) != done:
                continue
            self.session.play(action)
            self.movers.append(seat)
            self._changed()
