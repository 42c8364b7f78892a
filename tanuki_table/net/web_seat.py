"""`tanuki-table host GAME --web`: a seat taken from a web browser, for a friend without the program.

The seat is served with the same guarded server as `tanuki-table serve` (`cli.serve.make_server`:
the token in the link, checked in constant time by the page and its WebSocket; the page's own
Origin only; nothing loaded from outside), on the table's event loop. The page's token is the
seat's invitation token. Each tab runs `tanuki-table join` in a process of its own (at most
`MAX_TABS`), given the invitation through the environment (`INVITATION`), never a command line;
that app is a guest's. When it has ended, the page asks `/status` why.

The guest's app has nothing of the host's and ends with the host: `own_home()` gives its process an
empty folder of its own (`folders.HOME`: saves, settings, history, decks, cache), removed at exit,
so nothing the guest does reaches the host's files. `end_with_server(stop)` is the watchdog of every
app a server started (`serve`, `host --web`): when the server's process ends by any signal, the
app's stdin pipe hangs up; a thread polling for that asks the app to stop, and ends the process if
it has not within `GRACE` seconds.
"""

from __future__ import annotations

import atexit
import os
import select
import shlex
import shutil
import stat
import sys
import tempfile
import threading
from typing import Any, Callable

from tanuki_table.cli.serve import page
from tanuki_table.net.invite import Invitation
from tanuki_table.persistence.folders import HOME, SERVED

__all__ = ["GRACE", "INVITATION", "MAX_TABS", "WebSeat", "end_with_server", "own_home"]

INVITATION = "TANUKI_TABLE_INVITATION"
"""The environment variable a browser seat's app reads its invitation from."""
MAX_TABS = 2
"""Browser tabs that may hold the seat's app at once."""
FULL = page("This seat is open already", "<h1>This seat is open in other tabs</h1><p>{count} browser tabs hold this "
            "seat already. Close one of them, then reload this page.</p>", head="<link rel='icon' href='data:,'>")
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
        from tanuki_table.cli.serve import make_server, start_site  # deferred: only with --web

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


# --- the guest's own process ----------------------------------------------------------------------
GRACE = 2.0
"""Seconds an app has to stop by itself once its server is gone, before its process is ended."""


def own_home() -> str:
    """Give this process a folder of its own for every file the app uses, removed at exit."""
    home = tempfile.mkdtemp(prefix="tanuki-table-guest-")
    os.environ[HOME] = home
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    return home


def end_with_server(stop: Callable[[], None], fd: int = 0) -> threading.Thread | None:
    """Call `stop()` when the pipe on `fd` hangs up (the server is gone), then end the process
    after `GRACE` seconds if it is still running. None when `fd` is not a pipe (a terminal)."""
    try:
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            return None
    except OSError:
        return None

    def wait() -> None:
        poller = select.poll()
        poller.register(fd, select.POLLHUP)
        hangup = select.POLLHUP | select.POLLERR | select.POLLNVAL
        while not any(mask & hangup for _, mask in poller.poll()):
            pass
        timer = threading.Timer(GRACE, _end_now)  # armed first: `stop` may never return
        timer.daemon = True
        timer.start()
        stop()

    thread = threading.Thread(target=wait, name="tanuki-table-server-watch", daemon=True)
    thread.start()
    return thread


def _end_now() -> None:
    """The app did not stop in time: end the process (its own folder is removed first)."""
    home = os.environ.get(HOME)
    if home and os.path.basename(home).startswith("tanuki-table-guest-"):
        shutil.rmtree(home, ignore_errors=True)
    os._exit(0)
