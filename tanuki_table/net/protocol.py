"""The table's wire protocol: one JSON object per line over asyncio streams, each a pydantic model.

A client says `hello` with its invitation's token first; the table answers `welcome` (its seat,
the seat names) and a `state`, then a `state` after every change. A seat sends `move` with the
sequence number of the position it saw (the number of moves made so far) and the index of its
choice in the legal actions it was sent; the table answers `ack` with that number once the move is
applied, or was applied already (a move sent twice is applied once), or `error` and changes nothing.

Client to table: `hello`, `move`, `concede`, `quick`, `sync` (send me everything again), `replay`
(the finished game's replay file), `deck` (the deck it brings, before a game with decks),
`rematch` (after a game: yes or no), `ping`. Table to client: `welcome`, `state`, `ack`, `error`,
`presence` (who is at the table), `said` (a quick message), `replay`, `choosing` (who has chosen a
deck), `rematches` (who wants a rematch), `pong`, `ping`, `bye`. The models are in `net.messages`.

Every line is size-capped (`CLIENT_LINE` from a client, `TABLE_LINE` from the table) and a client's
messages are rate-limited (`Limiter`). Unknown fields, wrong types and unknown message types are
refused by validation (`extra="forbid"`, a discriminated union on `type`).
"""

from __future__ import annotations

import json
import time
from typing import TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from tanuki_table.net.messages import (_CLIENT, _SERVER, MAX_DECK_ENTRIES, MAX_NAME, MAX_TEXT, PROTOCOL, QUICK, Ack,
                                       AskReplay, Bye, Choosing, ClientMessage, ClientModel, Concede, Deck, Error,
                                       Hello, Move, Ping, Pong, Presence, ProtocolError, Quick, Rematch, Rematches,
                                       Replay, Said, SeatState, ServerMessage, ServerModel, StateMessage, Sync, Welcome)

__all__ = [
    "CLIENT_LINE", "MAX_DECK_ENTRIES", "MAX_NAME", "MAX_TEXT", "PROTOCOL", "QUICK", "TABLE_LINE", "Ack", "AskReplay",
    "Bye", "Choosing", "ClientMessage", "ClientModel", "Concede", "Deck", "Error", "Hello", "Limiter", "Move", "Ping",
    "Pong", "Presence", "ProtocolError", "Quick", "Rematch", "Rematches", "Replay", "Said", "SeatState",
    "ServerMessage", "ServerModel", "StateMessage", "Sync", "Welcome", "encode", "read_client", "read_server",
]

CLIENT_LINE = 8 * 1024
"""The longest line (bytes) the table reads from a client: a hello or a move is under 300."""
TABLE_LINE = 16 * 1024 * 1024
"""The longest line a client reads from the table (a whole game's story on rejoining)."""

M = TypeVar("M")


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
