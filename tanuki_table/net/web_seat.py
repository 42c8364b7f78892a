"""`tanuki-table host GAME --web`: a seat taken from a web browser, for a friend without the program.

The seat is served with the same guarded server as `tanuki-table serve` (`cli.serve.make_server`:
the token in the link, checked in constant time by the page and its WebSocket; the page's own
Origin only; nothing loaded from outside), on the table's event loop. The page's token is the
seat's invitation token. Each tab runs `tanuki-table join` in a process of its own (at most
`MAX_TABS`), given the invitation through the environment (`INVITATION`), never a command line;
that app is a guest's (`net.guest`). When it has ended, the page asks `/status` why.
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Any, Callable

from tanuki_table.net.invite import Invitation

__all__ = ["INVITATION", "MAX_TABS", "WebSeat"]

INVITATION = "TANUKI_TABLE_INVITATION"
"""The environment variable a browser seat's app reads its invitation from."""
MAX_TABS = 2
"""Browser tabs that may hold the seat's app at once."""
FULL = (
    "<!DOCTYPE html><html><head><meta charset='utf-8'><title>This seat is open already</title>"
    "<link rel='icon' href='data:,'></head>"
    "<body style='background:#0c181f;color:#eee;font-family:monospace;padding:4em'>"
    "<h1>This seat is open in other tabs</h1><p>{count} browser tabs hold this seat already. "
    "Close one of them, then reload this page.</p></body></html>"
)
CLOSED = "The host closed the table. The game is saved: when they open it again, reload this page to take your seat."
TAKEN = ("Your seat is played from another window now (another tab, or a terminal with the same invitation), "
         "so this tab has stopped. Reload it to take the seat back here.")
OVER = "The game is over and you left the table. Reload this page to sit at it again while the host keeps it open."
LEFT = "You left the table. The game waits for you: reload this page to take your seat again."


class WebSeat:
    """The guarded web server for one seat (start and stop it on the table's loop)."""

    def __init__(self, invitation: Invitation, bind: str, port: int, seat: int = 1) -> None:
        self.invitation = invitation
        self.bind, self.port = bind, port
        self.seat = seat
        """The seat the browser takes."""
        self.here: Callable[[], tuple[bool, bool]] = lambda: (False, False)
        """Whether the seat is at the table now (from any window), and whether the game is over."""
        self.closing = False
        self._server: Any = None
        self._runner: Any = None

    @property
    def url(self) -> str:
        """The link that opens the seat in a browser (its token is the seat's)."""
        assert self._server is not None, "the web seat is not started"
        return f"{self._server.public_url}/?token={self.invitation.token}"

    def status(self) -> str:
        """What a page whose app has ended says: why it ended, as far as the table knows."""
        if self.closing:
            return CLOSED
        here, over = self.here()
        return TAKEN if here else OVER if over else LEFT

    async def start(self) -> None:
        """Listen (an `OSError` when the port cannot be used; port 0 takes a free one)."""
        from tanuki_table.persistence.folders import SERVED  # deferred: only with --web
        from tanuki_table.cli.serve import make_server, start_site  # deferred: as above

        os.environ[INVITATION] = str(self.invitation)  # inherited by each tab's app process
        command = f"{SERVED}=1 {shlex.quote(sys.executable)} -m tanuki_table join"
        self._server = make_server(command, self.bind, self.port, self.invitation.token, MAX_TABS,
                                   full=FULL, status=self.status)
        self._runner = await start_site(self._server)
        self.port = self._server.port

    async def stop(self) -> None:
        """End every tab's app (each page then says the host closed the table), and stop serving."""
        self.closing = True
        if self._server is not None:
            await self._server.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
