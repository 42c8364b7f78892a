"""The stand-in for `Session` that the game screen and plain mode play on, over a `Link`.

`RemoteSession` and its `RemoteState` answer what the screen asks of a session and a game state
from the table's messages (`receive`, on the thread that reads `state`). They hold only what the
table sent this seat, so `observation` gives this seat's own view whatever seat is asked for. After
`play(action)` the seat has no legal action until the table answers, so a double key press sends
nothing twice; a move in flight when the link dropped is sent again on rejoining (applied once).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from pydantic import BaseModel

from tanuki_table.cards.folding import fold
from tanuki_table.cards.setups import SAVED, deck_label
from tanuki_table.core.engine import Action, Event, Observation
from tanuki_table.core.i18n import pgettext
from tanuki_table.games import get_game
from tanuki_table.net.protocol import (AskReplay, Choosing, Concede, Deck, Error, Move, Presence,
                                       ProtocolError, Quick, Rematch, Rematches, ServerModel, StateMessage, Sync,
                                       Welcome)
from tanuki_table.net.views import actions_from, events_from, observation_from
from tanuki_table.core.session import Setup
from tanuki_table.core.text import clean

if TYPE_CHECKING:
    from tanuki_table.net.link import Link
    from tanuki_table.core.plugin import GameRules

__all__ = ["RemoteSession", "RemoteState", "deck_named"]


class RemoteState:
    """A game state as one seat knows it from the table (see the module docstring)."""

    def __init__(self, info: GameRules, players: int) -> None:
        self.info = info
        self.players = players
        self.seq = 0
        """How many moves were made so far."""
        self.current_player: int | None = None
        self.is_over = False
        self.winner: int | None = None
        self.log: list[Event] = []
        self.own: Observation | None = None
        """This seat's view (None for a spectator)."""
        self.legal: list[Action] = []
        self.waiting = False
        """A move of this seat's is on its way: no other until the table answers."""

    def observation(self, player: int) -> Observation:
        """This seat's own view (the only one it has)."""
        if self.own is None:
            raise LookupError("a spectator has no seat's view")
        return self.own

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions now (none while its move is on its way)."""
        return [] if self.waiting or self.is_over else list(self.legal)


class RemoteSession:
    """A seat at a table over the network, as the game screen sees a session."""

    remote = True
    """Marks a session the app must not autosave or undo (the table does both, or refuses)."""

    def __init__(self, link: Link | None, welcome: Welcome) -> None:
        self.link = link
        self.info: GameRules = get_game(welcome.game)
        self.seat = welcome.seat
        """This connection's seat (None: a spectator)."""
        players = len(welcome.names)
        self.setup = Setup(game=welcome.game, players=players, seed=0, variant=welcome.variant,
                           seats=[None] * players, names=[clean(n) for n in welcome.names])
        """Names and player count only: the seed and the decks stay on the table."""
        self.state = RemoteState(self.info, players)
        self.conceded: int | None = None
        self.seats: list[str] = ["here"] * players
        """Per seat, as the table last said: "here", "away", "open" or "bot"."""
        self.seats_before = self.seats
        """`seats` as the table said them before (`seat_changes`)."""
        self.pending: Move | None = None
        self._rejoined = True
        self.round = welcome.round
        self.choosing: Choosing | None = None
        """Before a game with decks: who has chosen (None once the game has started)."""
        self.votes: list[str] | None = None
        """After a game: each seat's answer to a rematch."""

    @property
    def actions(self) -> range:
        """Stands for the moves made so far (only their number is known here)."""
        return range(self.state.seq)

    @property
    def names(self) -> list[str]:
        return [n or f"Player {i + 1}" for i, n in enumerate(self.setup.names or [])]

    # --- what the screen does ------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Send this seat's move (one of `state.legal_actions()`)."""
        legal = self.state.legal_actions()
        index = next((i for i, a in enumerate(legal) if a is action), None)
        if index is None:
            index = legal.index(action)
        self.pending = Move(seq=self.state.seq, index=index)
        self.state.waiting = True
        self._send(self.pending)

    def concede(self, seat: int) -> None:
        """Give this seat's game up (the table ends it and tells everyone)."""
        self._send(Concede())

    def say(self, words: str) -> None:
        """Send a quick message ("good game", "your turn", "one moment")."""
        self._send(Quick(say=words))  # type: ignore[arg-type]  # one of QUICK, checked by pydantic

    def ask_replay(self) -> None:
        self._send(AskReplay())

    def choose_deck(self, name: str, cards: Sequence[str]) -> None:
        """Bring this deck to the coming game (the table checks it, and says if it refuses it)."""
        self._send(Deck(name=name[:80], cards=dict(Counter(cards))))

    def rematch(self, accept: bool) -> None:
        """Say whether this seat wants another game at this table."""
        self._send(Rematch(accept=accept))

    @property
    def deciding(self) -> bool:
        """Whether this seat is still to choose its deck for the coming game."""
        choosing = self.choosing
        return choosing is not None and self.seat is not None and choosing.seats[self.seat] == "choosing"

    def waiting_for(self, but: int | None = None) -> list[str]:
        """The names of the seats (but `but`) still to answer about a rematch."""
        return [self.names[s] for s, vote in enumerate(self.votes or []) if vote == "waiting" and s != but]

    @property
    def refused_by(self) -> str | None:
        """The name of the seat that said no to a rematch (None while nobody has)."""
        votes = self.votes or []
        return self.names[votes.index("no")] if "no" in votes else None

    def seat_changes(self) -> list[tuple[str, str, str]]:
        """The other seats the table's last `presence` changed: (name, before, now)."""
        return [(self.names[s], old, new) for s, (old, new) in enumerate(zip(self.seats_before, self.seats))
                if s != self.seat and old != new]

    @property
    def brought(self) -> str:
        """What a seat brings to this table (`DeckRules.choice`: "deck", "animal") in the app's language."""
        what = self.choosing.what if self.choosing else "deck"
        words = {"deck": pgettext("what a seat brings", "deck"), "animal": pgettext("what a seat brings", "animal")}
        return words.get(what, what)

    def _send(self, message: BaseModel) -> None:
        if self.link is not None:
            self.link.send(message)

    # --- what the table says ------------------------------------------------------------------------
    def receive(self, message: ServerModel) -> str:
        """Apply one message from the table; what it was: "state", "log" (the whole story again),
        "refused" (this seat's move came back with an error), "new_game" (after a rematch), "stale"
        (of an earlier game, ignored), or the message's type."""
        if isinstance(message, Welcome):
            self._rejoined = True
            if message.game != self.info.id or message.seat != self.seat or len(message.names) != self.state.players:
                raise ProtocolError("the table now names another game or seat")
            return "welcome"
        fresh = False
        if isinstance(message, (StateMessage, Choosing, Rematches)) and message.round != self.round:
            if message.round < self.round:
                return "stale"
            self._new_game(message.round)
            fresh = True
        if isinstance(message, StateMessage):
            self.choosing = None
            kind = self._state(message)
            return "new_game" if fresh else kind
        if isinstance(message, Choosing):
            if len(message.seats) != self.state.players:
                raise ProtocolError("the table names seats this game does not have")
            self.choosing = message
            return "choosing"
        if isinstance(message, Rematches):
            if len(message.votes) != self.state.players:
                raise ProtocolError("the table names seats this game does not have")
            self.votes = list(message.votes)
            return "rematches"
        if isinstance(message, Presence):
            self.seats_before, self.seats = self.seats, list(message.seats)
            if len(message.names) == self.state.players:
                self.setup.names = [clean(n) for n in message.names]
            return "presence"
        if isinstance(message, Error) and self.pending is not None and message.seq == self.pending.seq:
            self.pending = None
            self.state.waiting = False
            return "refused"
        return message.type

    def _new_game(self, round_: int) -> None:
        """A rematch: the last game's position, story and votes are gone; the next one's come."""
        self.round = round_
        self.state = RemoteState(self.info, self.state.players)
        self.pending, self.conceded, self.votes, self.choosing = None, None, None, None

    def _state(self, message: StateMessage) -> str:
        state = self.state
        whole = message.since == 0
        if not whole and message.since != len(state.log):
            self._send(Sync())  # a message was lost: ask for everything again
            return "sync"
        events = events_from(self.info, message.events)
        own = observation_from(self.info, message.observation, self.seat) if self.seat is not None else None
        legal = actions_from(self.info, message.legal)
        players = self.state.players
        if any(s is not None and not 0 <= s < players for s in (message.current_player, message.winner)):
            raise ProtocolError("the table names a seat this game does not have")
        state.log = events if whole else state.log + events
        state.own, state.legal, state.seq = own, legal, message.seq
        state.current_player, state.is_over, state.winner = message.current_player, message.is_over, message.winner
        self.conceded = message.conceded
        pending, rejoined = self.pending, self._rejoined
        self._rejoined = False
        if pending is not None and (message.seq > pending.seq or message.is_over):
            self.pending = None
        elif pending is not None and rejoined and message.current_player == self.seat:
            self._send(pending)  # in flight when the link dropped: the table applies it once
        state.waiting = self.pending is not None
        return "log" if whole else "state"

    def names_for(self, seat: int | None) -> list[str]:
        """The seat names as `seat` reads them on its own screen: its own seat is "You"."""
        return ["You" if s == seat else name for s, name in enumerate(self.names)]


def deck_named(decks: dict[str, list[str]], name: str, game: str | None = None) -> str | None:
    """The deck a typed name means (any case, accents optional, with or without "(yours)"; with
    `game`, a premade deck's name in the app's language too), or None."""
    wanted = fold(name.strip())
    for key in decks:
        if fold(key) == wanted or (key.endswith(SAVED) and fold(key[: -len(SAVED)]) == wanted):
            return key
    return next((key for key in decks if game is not None and fold(deck_label(game, key)) == wanted), None)
