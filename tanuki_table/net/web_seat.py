"""`tanuki-table host GAME --web`: a seat taken from a web browser, for a friend without the program.

The host serves the app for that one seat with the same guarded server as `tanuki-table serve`
(`cli.serve.make_server`: the token in the link, checked in constant time by the page and its
WebSocket; the WebSocket takes only the page's own Origin; loopback names only when serving on
loopback; nothing loaded from outside the machine), on the table's own event loop. The page's
token is the seat's own invitation token, so the link is exactly as secret as the invitation.
Each browser tab runs `tanuki-table join` for that seat in a process of its own (at most
`MAX_TABS` at once: a reload while the old tab closes); the invitation reaches it through the
environment (`INVITATION`), never a command line another user could read. The browser seat is
the app's own game screen; leaving the table closes its page's app, which has no menu (it runs
on the host's machine: no picker, no files, and its games are the host's, not recorded there).
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Any

from tanuki_table.net.invite import Invitation

__all__ = ["INVITATION", "MAX_TABS", "WebSeat"]

INVITATION = "TANUKI_TABLE_INVITATION"
"""The environment variable a browser seat's app reads its invitation from."""
MAX_TABS = 2
"""Browser tabs that may hold the seat's app at once."""


class WebSeat:
    """The guarded web server for one seat (start and stop it on the table's loop)."""

    def __init__(self, invitation: Invitation, bind: str, port: int) -> None:
        self.invitation = invitation
        self.bind, self.port = bind, port
        self._server: Any = None
        self._runner: Any = None

    @property
    def url(self) -> str:
        """The link that opens the seat in a browser (its token is the seat's)."""
        assert self._server is not None, "the web seat is not started"
        return f"{self._server.public_url}/?token={self.invitation.token}"

    async def start(self) -> None:
        """Listen (an `OSError` when the port cannot be used; port 0 takes a free one)."""
        from tanuki_table.cli.serve import SERVED, make_server, start_site  # deferred: only with --web

        os.environ[INVITATION] = str(self.invitation)  # inherited by each tab's app process
        command = f"{SERVED}=1 {shlex.quote(sys.executable)} -m tanuki_table join"
        self._server = make_server(command, self.bind, self.port, self.invitation.token, MAX_TABS)
        self._runner = await start_site(self._server)
        self.port = self._server.port

    async def stop(self) -> None:
        """Stop serving (each tab's app ends with its WebSocket)."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
