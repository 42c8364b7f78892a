"""Invitations: `tt://HOST:PORT/TOKEN`, one random token per seat and per spectator invitation.

A token is 32 characters from `secrets.token_urlsafe` (192 bits). The table compares a given token
with every token it holds in constant time (`match_token`), and refuses a wrong one with the same
words whatever was wrong.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import socket
from dataclasses import dataclass
from typing import Sequence
from urllib.parse import urlsplit

from tanuki_table.errors import TanukiError

__all__ = ["DEFAULT_PORT", "Invitation", "InvitationError", "match_token", "new_token", "public_host"]

SCHEME = "tt"
DEFAULT_PORT = 7717
"""The port a table listens on unless `--port` says otherwise."""
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,128}")
MAX_INVITATION = 400
"""A typed invitation longer than this is not one."""


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
                or parts.fragment or parts.username or parts.password or not _TOKEN.fullmatch(token)):
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
