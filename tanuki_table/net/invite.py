"""Invitations: `tt://HOST:PORT/TOKEN`, one random token per seat and per spectator invitation.

A token is 32 characters from `secrets.token_urlsafe` (192 bits). The table compares a given token
with every token it holds in constant time (`match_token`), and refuses a wrong one with the same
words whatever was wrong.

A hosted table's record (`TableRecord`: its seats' tokens and where it listens) is kept beside its
save, in `tables/<save file name>` in the data folder, mode 0600: a host started again with
`--resume` finds its newest unfinished table there and listens with the same tokens on the same
port, so every invitation given out still works. The record goes when its game ends.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import os
import re
import secrets
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Sequence
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tanuki_table.errors import TanukiError
from tanuki_table.persistence.storage import data_dir, read_bounded, saves_dir, write_atomic

__all__ = ["DEFAULT_PORT", "Invitation", "InvitationError", "TableRecord", "forget_table", "match_token", "new_token",
           "public_host", "resumable_tables", "save_table", "tables_dir"]

SCHEME = "tt"
DEFAULT_PORT = 7717
"""The port a table listens on unless `--port` says otherwise."""
TOKEN = r"[A-Za-z0-9_-]{16,128}"
"""What a token looks like (in an invitation, and in a table's record)."""
MAX_INVITATION = 400
"""A typed invitation longer than this is not one."""
MAX_RECORD_BYTES = 64 * 1024


class InvitationError(TanukiError):
    """A text that is not an invitation (the message says what it should look like)."""


@dataclass(frozen=True)
class Invitation:
    """Where a table is and the token of one seat (or spectator) at it."""

    host: str
    port: int
    token: str

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{SCHEME}://{host}:{self.port}/{self.token}"

    @property
    def command(self) -> str:
        """The command a friend types to take this seat."""
        return f"tanuki-table join {self}"

    @classmethod
    def parse(cls, text: str) -> Invitation:
        """An invitation from what a person pasted (the whole `tanuki-table join ...` line too)."""
        text = (text or "").strip()
        for prefix in ("tanuki-table join ", "join "):
            if text.startswith(prefix):
                text = text[len(prefix):].strip()
        wrong = InvitationError("not an invitation: it looks like tt://HOST:PORT/TOKEN "
                                "(the line the host's tanuki-table printed)")
        if not text or len(text) > MAX_INVITATION or not text.isascii() or any(c.isspace() for c in text):
            raise wrong
        try:
            parts = urlsplit(text)
            port = parts.port
        except ValueError:
            raise wrong from None
        host = parts.hostname or ""
        token = parts.path[1:] if parts.path.startswith("/") else ""
        if (parts.scheme != SCHEME or not host or port is None or not 0 < port < 65536 or parts.query
                or parts.fragment or parts.username or parts.password or not re.fullmatch(TOKEN, token)):
            raise wrong
        return cls(host, port, token)


def new_token() -> str:
    """A fresh random token."""
    return secrets.token_urlsafe(24)


def match_token(given: str, tokens: Sequence[str | None]) -> int | None:
    """The index of the token equal to `given`, or None; every token is compared, each in
    constant time."""
    wanted = given.encode("utf-8", "replace")
    matches = [token is not None and secrets.compare_digest(wanted, token.encode()) for token in tokens]
    return matches.index(True) if True in matches else None


def public_host(bind: str) -> str:
    """The address to put in invitations for a table listening on `bind`: itself, or for a
    wildcard (0.0.0.0, ::) this machine's address on its network, as far as it can be found."""
    try:
        wildcard = ipaddress.ip_address(bind.strip("[]")).is_unspecified
    except ValueError:
        return bind
    if not wildcard:
        return bind
    family = socket.AF_INET6 if ":" in bind else socket.AF_INET
    probe = "2001:db8::1" if family == socket.AF_INET6 else "192.0.2.1"  # documentation addresses
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as udp:
            udp.connect((probe, 9))  # a UDP connect sends nothing; it picks the outgoing address
            return str(udp.getsockname()[0])
    except OSError:
        return socket.gethostname()


# --- the table's record -----------------------------------------------------------------------------
class TableRecord(BaseModel):
    """One hosted table."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["tanuki-table-table"] = "tanuki-table-table"
    save: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,200}\.json$")
    """The save file's name (in the saves folder)."""
    game: str = Field(max_length=64)
    bind: str = Field(max_length=255)
    """The address the table listens on."""
    public: str = Field(max_length=255)
    """The address its invitations name."""
    port: int = Field(ge=1, le=65535)
    seats: list[str | None] = Field(max_length=8)
    """Per seat: its token, or None for a seat a bot plays."""
    spectators: list[str] = Field(default_factory=list, max_length=16)
    """One token per spectator invitation."""
    local: int | None = Field(default=None, ge=0, le=7)
    """The seat the host's own terminal plays (None: it watches)."""
    watcher: str = Field(pattern=f"^{TOKEN}$")
    """The token the host's own terminal watches with (never printed)."""
    choosing: list[int] = Field(default_factory=list, max_length=8)
    """The seats still choosing their decks (the game has not started while any is)."""


def tables_dir() -> Path:
    """Where table records live."""
    return data_dir() / "tables"


def save_table(record: TableRecord) -> Path:
    """Write (or rewrite) a table's record, for its owner's eyes only."""
    path = tables_dir() / record.save
    write_atomic(path, record.model_dump_json(indent=1), mode=0o600)
    return path


def forget_table(save_name: str) -> None:
    """Remove a table's record (its game is over)."""
    with contextlib.suppress(OSError):
        os.remove(tables_dir() / Path(save_name).name)


def resumable_tables(game: str | None = None) -> list[TableRecord]:
    """The records of unfinished hosted games (of `game`, if given), newest first; one whose save
    is gone is removed."""
    found: list[tuple[float, TableRecord]] = []
    try:
        paths = [p for p in tables_dir().iterdir() if p.name.endswith(".json")]
    except OSError:
        return []
    for path in paths:
        try:
            record = TableRecord.model_validate(json.loads(read_bounded(path, MAX_RECORD_BYTES)))
        except (OSError, ValueError, RecursionError, ValidationError):
            continue
        save = saves_dir() / record.save
        if not save.exists():
            forget_table(record.save)
            continue
        if game is None or record.game == game:
            with contextlib.suppress(OSError):
                found.append((save.stat().st_mtime, record))
    return [record for _, record in sorted(found, key=lambda pair: pair[0], reverse=True)]
