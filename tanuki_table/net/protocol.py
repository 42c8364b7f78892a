"""The table's wire protocol: one JSON object per line over asyncio streams, each a pydantic model.

A client says `hello` with its invitation's token first; the table answers `welcome` (its seat,
the seat names) and a `state`, then a `state` after every change. A seat sends `move` with the
sequence number of the position it saw (the number of moves made so far) and the index of its
choice in the legal actions it was sent; the table answers `ack` with that number once the move is
applied, or was applied already (a move sent twice is applied once), or `error` and changes nothing.

Client to table: `hello`, `move`, `concede`, `quick`, `sync` (send me everything again), `replay`
(the finished game's replay file), `ping`. Table to client: `welcome`, `state`, `ack`, `error`,
`presence` (who is at the table), `said` (a quick message), `replay`, `pong`, `ping`, `bye`.

Every line is size-capped (`CLIENT_LINE` from a client, `TABLE_LINE` from the table) and a client's
messages are rate-limited (`Limiter`). Unknown fields, wrong types and unknown message types are
refused by validation (`extra="forbid"`, a discriminated union on `type`).
"""

from __future__ import annotations

import json
import time
from typing import Annotated, Literal, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from tanuki_table.core.jsontypes import JSONObject

__all__ = [
    "CLIENT_LINE", "PROTOCOL", "QUICK", "TABLE_LINE", "Ack", "AskReplay", "Bye", "ClientMessage", "ClientModel",
    "Concede", "Error", "Hello", "Limiter", "Move", "Ping", "Pong", "Presence", "ProtocolError", "Quick", "Replay",
    "Said", "SeatState", "ServerMessage", "ServerModel", "StateMessage", "Sync", "Welcome", "encode", "read_client",
    "read_server",
]

PROTOCOL = 1
"""The protocol version a hello and a welcome carry."""
CLIENT_LINE = 8 * 1024
"""The longest line (bytes) the table reads from a client: a hello or a move is under 300."""
TABLE_LINE = 16 * 1024 * 1024
"""The longest line a client reads from the table (a whole game's story on rejoining)."""
QUICK = ("good game", "your turn", "one moment")
"""The quick messages a seat may send (there is no chat)."""
MAX_TEXT = 300
"""The longest error or farewell line."""
MAX_NAME = 24
"""The longest seat name a client may offer (the setup dialog's box takes as many)."""

M = TypeVar("M")

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


ClientModel = Union[Hello, Move, Concede, Quick, Sync, AskReplay, Ping, Pong]
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


class StateMessage(_Message):
    """The position as the receiving seat may know it, after `seq` moves: its observation (None for
    a spectator), its legal actions (only on its move), and the story's events from index `since`
    on, each as that seat may read it (`events.dump` of `Event.seen_by`)."""

    type: Literal["state"] = "state"
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


ServerModel = Union[Welcome, StateMessage, Ack, Error, Presence, Said, Replay, Ping, Pong, Bye]
"""A message the table sends: one of these models."""
ServerMessage = Annotated[ServerModel, Field(discriminator="type")]
_SERVER: TypeAdapter[ServerModel] = TypeAdapter(ServerMessage)


# --- lines ------------------------------------------------------------------------------------------
def encode(message: BaseModel) -> bytes:
    """A message as one line of UTF-8 JSON."""
    return message.model_dump_json().encode() + b"\n"


def _parse(line: bytes, adapter: TypeAdapter[M]) -> M:
    try:
        data = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ProtocolError("not a JSON line") from exc
    except (ValueError, RecursionError) as exc:  # a number of 5,000 digits, nesting 100,000 deep
        raise ProtocolError("not a JSON line this table reads") from exc
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "message"
        raise ProtocolError(f"bad message ({where}: {first.get('msg', 'invalid')})"[:MAX_TEXT]) from exc
    except RecursionError as exc:
        raise ProtocolError("nested too deeply") from exc


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
