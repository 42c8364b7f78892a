"""The table's messages: one pydantic model per message type, client to table and table to client.

Every model is frozen and strict and forbids unknown fields; the two unions (`ClientMessage`,
`ServerMessage`) are discriminated on `type`, so a line that names no known type, or carries a
field of the wrong type, is refused whole (`net.protocol` reads the lines).

Besides the moves: before a game with decks, each seat sends the `deck` it brings (its cards as
id -> count, checked by the table with the game's own deck rules) and the table says who has
chosen (`choosing`: per seat only whether, never what, except to the seat itself); after a game,
each seat says whether it wants a `rematch` and the table says who has (`rematches`); a new game
at the same table (a rematch) comes as a `welcome` and a `state` with the next `round`.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from tanuki_table.core.i18n import pgettext
from tanuki_table.core.jsontypes import JSONObject

__all__ = [
    "MAX_DECK_ENTRIES", "MAX_NAME", "MAX_TEXT", "PROTOCOL", "QUICK", "Ack", "AskReplay", "Bye", "Choosing",
    "ClientMessage", "ClientModel", "Concede", "Deck", "Error", "Hello", "Move", "Ping", "Pong", "Presence",
    "ProtocolError", "Quick", "Rematch", "Rematches", "Replay", "Said", "SeatState", "ServerMessage", "ServerModel",
    "StateMessage", "Sync", "Welcome", "quick_words",
]

PROTOCOL = 2
"""The protocol version a hello and a welcome carry (2: decks, rematches and `round`)."""

QUICK = ("good game", "your turn", "one moment")
"""The quick messages a seat may send (there is no chat)."""


def quick_words(words: str) -> str:
    """A quick message as this language says it (the wire carries the English words)."""
    told = {"good game": pgettext("quick message", "good game"), "your turn": pgettext("quick message", "your turn"),
            "one moment": pgettext("quick message", "one moment")}
    return told.get(words, words)
MAX_TEXT = 300
"""The longest error or farewell line."""
MAX_NAME = 24
"""The longest seat name a client may offer (the setup dialog's box takes as many)."""
MAX_DECK_ENTRIES = 400
"""The most different cards a `deck` message may name."""

Say = Literal["good game", "your turn", "one moment"]
SeatState = Literal["here", "away", "open", "bot"]
"""A seat at the table: a person connected, a person who left or dropped, a seat nobody took yet,
a bot the table plays."""


class ProtocolError(ValueError):
    """A line that is not a valid message (its text says why, for the error reply)."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# --- client -> table ------------------------------------------------------------------------------
class Hello(_Message):
    """The first message of every connection: the invitation's token, and the name to be called."""

    type: Literal["hello"] = "hello"
    protocol: int = PROTOCOL
    token: str = Field(max_length=128)
    name: str | None = Field(default=None, max_length=80)


class Move(_Message):
    """A seat's move: `index` into the legal actions of the position after `seq` moves."""

    type: Literal["move"] = "move"
    seq: int = Field(ge=0, le=10_000_000)
    index: int = Field(ge=0, le=10_000_000)


class Concede(_Message):
    """The sender's seat gives the game up."""

    type: Literal["concede"] = "concede"


class Quick(_Message):
    """One of the fixed quick messages."""

    type: Literal["quick"] = "quick"
    say: Say


class Sync(_Message):
    """Send me the whole position and story again (the client lost count)."""

    type: Literal["sync"] = "sync"


class AskReplay(_Message):
    """The finished game's replay document (refused while the game runs)."""

    type: Literal["replay"] = "replay"


class Ping(_Message):
    """Are you there? (answered with `pong`; either side may ask)."""

    type: Literal["ping"] = "ping"


class Pong(_Message):
    """I am here."""

    type: Literal["pong"] = "pong"


class Deck(_Message):
    """The deck this seat brings to a game that has decks (before its first move): its cards as
    card id -> copies, and the name it goes by on the sender's own screen (never told to others)."""

    type: Literal["deck"] = "deck"
    name: str = Field(default="", max_length=80)
    cards: dict[Annotated[str, Field(max_length=64)], Annotated[int, Field(ge=1, le=999)]] = Field(
        max_length=MAX_DECK_ENTRIES)


class Rematch(_Message):
    """After a game: whether this seat wants another one at the same table."""

    type: Literal["rematch"] = "rematch"
    accept: bool


ClientModel = Union[Hello, Move, Concede, Quick, Sync, AskReplay, Deck, Rematch, Ping, Pong]
"""A message a client sends: one of these models."""
ClientMessage = Annotated[ClientModel, Field(discriminator="type")]
_CLIENT: TypeAdapter[ClientModel] = TypeAdapter(ClientMessage)


# --- table -> client ------------------------------------------------------------------------------
class Welcome(_Message):
    """The table accepted the token: the game, this connection's seat (None: a spectator) and
    every seat's name and bot level (None: a person)."""

    type: Literal["welcome"] = "welcome"
    protocol: int = PROTOCOL
    game: str = Field(max_length=64)
    variant: str | None = Field(default=None, max_length=64)
    seat: int | None = Field(ge=0, le=7)
    names: list[Annotated[str, Field(max_length=80)]] = Field(max_length=8)
    bots: list[Annotated[str | None, Field(max_length=40)]] = Field(max_length=8)
    round: int = Field(default=1, ge=1)
    """Which game at this table: 1, then 2 after a rematch, and so on."""


class StateMessage(_Message):
    """The position as the receiving seat may know it, after `seq` moves: its observation (None for
    a spectator), its legal actions (only on its move), and the story's events from index `since`
    on, each as that seat may read it (`events.dump` of `Event.seen_by`)."""

    type: Literal["state"] = "state"
    round: int = Field(default=1, ge=1)
    """Which game at this table (see `Welcome.round`)."""
    seq: int = Field(ge=0)
    current_player: int | None = Field(ge=0, le=7)
    is_over: bool
    winner: int | None = Field(ge=0, le=7)
    conceded: int | None = Field(default=None, ge=0, le=7)
    observation: JSONObject | None
    legal: list[JSONObject] = Field(max_length=1_000_000)
    since: int = Field(ge=0)
    events: list[list[object]] = Field(max_length=1_000_000)


class Ack(_Message):
    """The move made at `seq` is applied (now, or already: a repeat changes nothing)."""

    type: Literal["ack"] = "ack"
    seq: int = Field(ge=0)


class Error(_Message):
    """A message was refused; nothing changed."""

    type: Literal["error"] = "error"
    message: str = Field(max_length=MAX_TEXT)
    seq: int | None = None


class Presence(_Message):
    """Who is at the table, per seat, and every seat's name (a joining person's name arrives late)."""

    type: Literal["presence"] = "presence"
    seats: list[SeatState] = Field(max_length=8)
    names: list[Annotated[str, Field(max_length=80)]] = Field(max_length=8)


class Said(_Message):
    """A quick message from `seat`."""

    type: Literal["said"] = "said"
    seat: int = Field(ge=0, le=7)
    say: Say


class Replay(_Message):
    """The finished game's replay document (`tanuki_table.persistence.replay`)."""

    type: Literal["replay"] = "replay"
    body: JSONObject


class Bye(_Message):
    """The table is closing (or closing this connection), and why."""

    type: Literal["bye"] = "bye"
    message: str = Field(max_length=MAX_TEXT)
    again: bool = True
    """Whether rejoining with the same invitation may work (False: refused, or replaced by a newer
    connection with the same invitation)."""


Choice = Literal["choosing", "chosen", "bot"]
"""A seat before a game with decks: still choosing its deck, done, or a bot (the table's deck)."""


class Choosing(_Message):
    """Before a game with decks: who has chosen. The receiving seat alone hears its own deck's name
    (`mine`); of the others only whether. A refused deck gets an `error` instead."""

    type: Literal["choosing"] = "choosing"
    round: int = Field(default=1, ge=1)
    seats: list[Choice] = Field(max_length=8)
    what: str = Field(default="deck", max_length=20)
    """What is chosen, in words: "deck" (or "animal" in Animale Tattica)."""
    mine: str | None = Field(default=None, max_length=80)
    """The name of the deck this seat brings (None: not chosen yet)."""


Vote = Literal["waiting", "yes", "no", "bot"]
"""A seat after a game: not answered yet, wants a rematch, leaves, or a bot (always ready)."""


class Rematches(_Message):
    """After a game: who wants a rematch. The next game starts when every person says yes; one no
    ends the table's games."""

    type: Literal["rematches"] = "rematches"
    round: int = Field(default=1, ge=1)
    votes: list[Vote] = Field(max_length=8)


ServerModel = Union[Welcome, StateMessage, Ack, Error, Presence, Said, Replay, Choosing, Rematches, Ping, Pong, Bye]
"""A message the table sends: one of these models."""
ServerMessage = Annotated[ServerModel, Field(discriminator="type")]
_SERVER: TypeAdapter[ServerModel] = TypeAdapter(ServerMessage)
