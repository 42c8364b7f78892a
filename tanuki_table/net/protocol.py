"""The table's wire protocol: one JSON object per line over asyncio streams, each a pydantic model.

A client says `hello` with its invitation's token first; the table answers `welcome` and a `state`,
then a `state` after every change. A seat sends `move` with the number of moves it saw and the
index of its choice among the legal actions; the table answers `ack` once the move is applied (a
move sent twice is applied once), or `error` and changes nothing. Every model is frozen, strict
and forbids unknown fields; the unions are discriminated on `type`. Lines are size-capped
(`CLIENT_LINE`, `TABLE_LINE`) and a client's messages rate-limited (`Limiter`).
"""

from __future__ import annotations

import time
from typing import Annotated, Literal, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from tanuki_table.core.i18n import pgettext
from tanuki_table.core.jsontypes import JSONObject

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
"""A person connected, a person who left or dropped, a seat nobody took yet, a bot."""


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
    """The deck this seat brings (before the first move): card id -> copies, and its name."""

    type: Literal["deck"] = "deck"
    name: str = Field(default="", max_length=80)
    cards: dict[Annotated[str, Field(max_length=64)], Annotated[int, Field(ge=1, le=999)]] = Field(
        max_length=MAX_DECK_ENTRIES)


class Rematch(_Message):
    """After a game: whether this seat wants another one at the same table."""

    type: Literal["rematch"] = "rematch"
    accept: bool


ClientModel = Union[Hello, Move, Concede, Quick, Sync, AskReplay, Deck, Rematch, Ping, Pong]
_CLIENT: TypeAdapter[ClientModel] = TypeAdapter(Annotated[ClientModel, Field(discriminator="type")])


# --- table -> client ------------------------------------------------------------------------------
class Welcome(_Message):
    """The token is accepted: the game, this seat (None: a spectator), names and bot levels."""

    type: Literal["welcome"] = "welcome"
    protocol: int = PROTOCOL
    game: str = Field(max_length=64)
    variant: str | None = Field(default=None, max_length=64)
    seat: int | None = Field(ge=0, le=7)
    names: list[Annotated[str, Field(max_length=80)]] = Field(max_length=8)
    bots: list[Annotated[str | None, Field(max_length=40)]] = Field(max_length=8)
    round: int = Field(default=1, ge=1)
    """Which game at this table: 1, then one more after each rematch."""


EventItem = tuple[Annotated[str, Field(max_length=80)], int | None, list[object], list[object] | None]
"""A story's event on the wire: its word, its seat, its values, its hidden values (`core.events`)."""


class StateMessage(_Message):
    """The position as the receiving seat may know it after `seq` moves: its observation, its legal
    actions (only on its move), and the story's events from index `since` on."""

    type: Literal["state"] = "state"
    round: int = Field(default=1, ge=1)
    seq: int = Field(ge=0)
    current_player: int | None = Field(ge=0, le=7)
    is_over: bool
    winner: int | None = Field(ge=0, le=7)
    conceded: int | None = Field(default=None, ge=0, le=7)
    observation: JSONObject | None
    legal: list[JSONObject] = Field(max_length=1_000_000)
    since: int = Field(ge=0)
    events: list[EventItem] = Field(max_length=1_000_000)


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
    """Who is at the table, per seat, and every seat's name."""

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
    """Whether rejoining with the same invitation may work."""


Choice = Literal["choosing", "chosen", "bot"]


class Choosing(_Message):
    """Before a game with decks: who has chosen (only the receiving seat's own deck is named)."""

    type: Literal["choosing"] = "choosing"
    round: int = Field(default=1, ge=1)
    seats: list[Choice] = Field(max_length=8)
    what: str = Field(default="deck", max_length=20)
    """What is chosen, in words: "deck" (or "animal")."""
    mine: str | None = Field(default=None, max_length=80)


Vote = Literal["waiting", "yes", "no", "bot"]


class Rematches(_Message):
    """After a game: who wants a rematch (all yes: the next game; one no: no more games)."""

    type: Literal["rematches"] = "rematches"
    round: int = Field(default=1, ge=1)
    votes: list[Vote] = Field(max_length=8)


ServerModel = Union[Welcome, StateMessage, Ack, Error, Presence, Said, Replay, Choosing, Rematches, Ping, Pong, Bye]
_SERVER: TypeAdapter[ServerModel] = TypeAdapter(Annotated[ServerModel, Field(discriminator="type")])


M = TypeVar("M")

CLIENT_LINE = 8 * 1024
"""The longest line (bytes) the table reads from a client: a hello or a move is under 300."""
TABLE_LINE = 16 * 1024 * 1024
"""The longest line a client reads from the table (a whole game's story on rejoining)."""


# --- lines ------------------------------------------------------------------------------------------
def encode(message: BaseModel) -> bytes:
    """A message as one line of UTF-8 JSON."""
    return message.model_dump_json().encode() + b"\n"


def _parse(line: bytes, adapter: TypeAdapter[M]) -> M:
    try:
        return adapter.validate_json(line)  # JSON numbers, nesting and UTF-8 bounded by pydantic's own parser
    except ValidationError as exc:
        first = exc.errors()[0]
        if first["type"] == "json_invalid":
            raise ProtocolError("not a JSON line") from exc
        where = ".".join(str(p) for p in first["loc"]) or "message"
        raise ProtocolError(f"bad message ({where}: {first['msg']})"[:MAX_TEXT]) from exc


def read_client(line: bytes) -> ClientModel:
    """A client's line as its message model; `ProtocolError` when it is not one."""
    return _parse(line, _CLIENT)


def read_server(line: bytes) -> ServerModel:
    """The table's line as its message model; `ProtocolError` when it is not one."""
    return _parse(line, _SERVER)


class Limiter:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, rate: float = 20.0, burst: float = 40.0) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        """Whether one more message may be read now (it takes a token)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
