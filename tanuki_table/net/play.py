"""The game side of the table (the base of `Table`): moves, concessions, quick messages, saving,
bots, and what the seats choose around the games.

A move is applied only from the seat whose move it is, for the position it names (`Move.seq`); one
already applied is acknowledged again and changes nothing. In a game with decks every person's
seat chooses the deck it brings before the first move; the table checks it as a local game is
checked and refuses a bad one with why. Nobody hears what another seat chose. Once a game is over
every person is asked for a rematch: all yes starts a new game with the same seats, names and
decks, a new seed and the next seat first; one no ends the table's games.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import Counter
from typing import TYPE_CHECKING, Callable, Iterable

from pydantic import BaseModel

from tanuki_table.bots import Bot, make_bot
from tanuki_table.bots.ask import choose_for
from tanuki_table.errors import SaveError, SetupError, TanukiError
from tanuki_table.core.narration import names_of
from tanuki_table.net.invite import forget_table
from tanuki_table.net.protocol import (MAX_NAME, Ack, Choosing, Deck, Move, Presence, Quick, Rematch, Rematches,
                                       Replay, Said, SeatState, Vote, Welcome)
from tanuki_table.net.views import state_for
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean

if TYPE_CHECKING:
    from tanuki_table.net.table import Peer

__all__ = ["QUICK_SECONDS", "TablePlay", "takes_decks"]

QUICK_SECONDS = 2.0
"""One quick message per seat this often."""
MAX_DECK_NAME = 40
"""A deck's name as its own seat reads it back, at most this long."""


def takes_decks(session: Session) -> bool:
    """Whether this game, in this variant, is played with decks the seats choose."""
    rules, setup = session.info.decks, session.setup
    return rules is not None and rules.takes_decks(setup.variant or session.info.variants[0])


def _decks_now(session: Session) -> list[list[str]]:
    """Every seat's deck as set up now: the setup's, else the premade ones in turn (an empty one is
    a random animal in Animale Tattica)."""
    setup, rules = session.setup, session.info.decks
    if setup.decks:
        return [list(deck) for deck in setup.decks]
    premade = list(rules.premade(session.info).values()) if rules is not None and not rules.distinct else []
    return [list(premade[s % len(premade)]) if premade else [] for s in range(setup.players)]


class TablePlay:
    """What the table does with the game (see the module docstring)."""

    def __init__(self, session: Session, bot_delay: float = 0.6, save: bool = True,
                 report: Callable[[str], None] | None = None, choosing: Iterable[int] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.session = session
        self.bot_delay = bot_delay
        self.save = save
        """Autosave after every move."""
        self.report = report or (lambda line: None)
        """Where the table says what went wrong on its side (a failed save)."""
        self.on_change = on_change or (lambda: None)
        """Called when a deck is chosen or a new game begins (the host keeps the table's record)."""
        self.round = 1
        self.choosing = set(choosing if choosing is not None else
                            session.setup.humans() if takes_decks(session) and not session.actions else ())
        """The seats still choosing their decks (the game starts when none is)."""
        names = session.setup.deck_names or []
        self.chosen = {s: names[s] for s in session.setup.humans()  # resumed mid-choice: what was chosen
                       if self.choosing and s not in self.choosing and s < len(names) and names[s]}
        """The name of the deck each seat chose (told to that seat alone)."""
        self.votes: list[Vote] | None = None
        """After a game: each seat's answer to a rematch (None while a game runs)."""
        setup = session.setup
        self.bots: dict[int, Bot] = {seat: make_bot(level, setup.game, seed=setup.seed * 7 + seat)
                                     for seat, level in enumerate(setup.seats) if level is not None}
        self.peers: dict[str, Peer] = {}
        self.joined: set[int] = set()
        """Seats a person has joined at some time (a seat not here now is "away")."""
        self.movers = self._movers()
        """The seat that made each move so far (a repeated move is recognised by it)."""
        self.recorded = session.state.is_over
        self._bots_task: asyncio.Task[None] | None = None
        self._presence_sent: tuple[list[SeatState], list[str]] | None = None

    def _movers(self) -> list[int]:
        """The seat that made each move so far, found by playing the moves again (sets `first_seat`)."""
        again = Session(self.session.setup)
        self.first_seat = again.state.current_player or 0
        movers = []
        for index in self.session.actions:
            movers.append(again.state.current_player if again.state.current_player is not None else -1)
            again.play_index(index)
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
        """The game is over: its table's record goes, and every person is asked about a rematch."""
        if self.recorded:
            return
        self.recorded = True
        path = getattr(self.session, "save_path", None)
        if path is not None:
            forget_table(path.name)
        votes: list[Vote] = ["bot" if bot is not None else "waiting" for bot in self.session.setup.seats]  # bots: ready
        self.votes = votes
        self._tell_all(Rematches(round=self.round, votes=list(votes)))

    def names(self) -> list[str]:
        """Every seat's name (never "You")."""
        return names_of(self.session.setup)[0]

    def _name(self, seat: int, name: str | None) -> None:
        """A joining person's name for their seat (cleaned, cut, not another seat's; none: kept)."""
        setup = self.session.setup
        wanted = clean(name or "").strip()[:MAX_NAME]
        names = list(setup.names or [None] * setup.players)
        taken = {n.casefold() for s, n in enumerate(self.names()) if s != seat}
        if not wanted or names[seat] == wanted or wanted.casefold() in taken:
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

    def _welcome(self, peer: Peer) -> None:
        """A connection that just said hello, or a new game: the welcome, then where the table is: the
        deck choice, or the position (and, after a game, the rematch votes)."""
        setup = self.session.setup
        peer.send(Welcome(game=setup.game, variant=setup.variant, seat=peer.seat, names=self.names(),
                          bots=list(setup.seats), round=self.round))
        if self.choosing:
            peer.send(self._choosing_for(peer))
            return
        self._send_state(peer, 0)
        if self.votes is not None:
            peer.send(Rematches(round=self.round, votes=list(self.votes)))

    # --- decks ----------------------------------------------------------------------------------------
    def _choosing_for(self, peer: Peer) -> Choosing:
        seats = self.session.setup.seats
        return Choosing(round=self.round, what=self.session.info.decks.choice if self.session.info.decks else "deck",
                        seats=["bot" if bot is not None else "choosing" if s in self.choosing else "chosen"
                               for s, bot in enumerate(seats)],
                        mine=self.chosen.get(peer.seat) if peer.seat is not None else None)

    def _deck(self, peer: Peer, message: Deck) -> None:
        """A seat's deck for the coming game: checked as a local game's, kept, or refused with why."""
        seat, session = peer.seat, self.session
        info, setup = session.info, session.setup
        rules = info.decks
        if seat is None:
            return peer.error("Spectators bring no deck.")
        if rules is None or not takes_decks(session):
            return peer.error(f"{info.title} is played without chosen decks here.")
        if not self.choosing:
            return peer.error("The game has started: decks are chosen before the first move.")
        total = sum(message.cards.values())
        if total > rules.max_cards:
            return peer.error(f"That deck has {total} cards; a {info.title} deck holds at most {rules.max_cards}. "
                              "Nothing changed.")
        cards = sorted(Counter(message.cards).elements())  # in id order: the game shuffles it
        problems = rules.problems(info, cards, setup.variant)
        if problems:
            return peer.error(clean(f"That deck cannot be played: {'; '.join(problems[:3])}. Nothing changed."))
        decks = _decks_now(session)
        decks[seat] = cards
        name = clean(message.name).strip()[:MAX_DECK_NAME] or f"your {rules.choice}"
        deck_names = list(setup.deck_names or ["" for _ in setup.seats])
        deck_names[seat] = name
        try:
            fresh = Session(setup.model_copy(update={"decks": decks, "deck_names": deck_names}))
        except SetupError as exc:
            return peer.error(clean(f"That deck cannot be played: {exc}. Nothing changed."))
        path = getattr(session, "save_path", None)
        if path is not None:
            fresh.save_path = path  # type: ignore[attr-defined]  # the same game, its decks now chosen
        self.session = fresh
        self.chosen[seat] = name
        self.choosing.discard(seat)
        self._save()
        self.on_change()
        for other in list(self.peers.values()):
            other.send(self._choosing_for(other))
            if not self.choosing:  # every seat has chosen: the game starts
                self._send_state(other, 0)
        if not self.choosing:
            self._schedule_bots()

    # --- rematch --------------------------------------------------------------------------------------
    def _rematch(self, peer: Peer, message: Rematch) -> None:
        seat, votes = peer.seat, self.votes
        if seat is None:
            return peer.error("Spectators have no say in a rematch.")
        if votes is None or not self.session.state.is_over:
            return peer.error("A rematch is offered once the game is over.")
        if "no" in votes:
            who = self.names()[votes.index("no")]
            return peer.error(f"{who} has left this table's games: there is no rematch.")
        votes[seat] = "yes" if message.accept else "no"
        self._tell_all(Rematches(round=self.round, votes=list(votes)))
        if all(vote in ("yes", "bot") for vote in votes):
            self._next_round()

    def _next_round(self) -> None:
        """A rematch: the same seats, names and decks, a new seed, the next seat first."""
        old = self.session.setup
        first = (self.first_seat + 1) % old.players
        setup = old.model_copy(update={"seed": secrets.randbelow(1_000_000_000), "first_player": first})
        self.session = Session(setup)
        self.first_seat = first
        self.round += 1
        self.movers, self.recorded, self.votes = [], False, None
        self._save()
        self.on_change()
        for peer in list(self.peers.values()):
            self._welcome(peer)
        self._presence()
        self._schedule_bots()
