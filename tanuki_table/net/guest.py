"""A browser guest at a hosted table (`host --web`): an app process that has nothing of the host's,
and that ends with the host.

The host serves the guest's app from its own account, so `own_home()` gives the guest's process
an empty folder of its own (`folders.HOME`: saves, settings, history, decks, cache), removed at
exit: nothing the guest does reaches the host's files. `end_with_server(stop)` is the watchdog of
every app a server started (`serve`, `host --web`): when the server's process ends by any signal,
the app's stdin pipe hangs up; a thread polling for that asks the app to stop, and ends the
process if it has not within `GRACE` seconds.
"""

from __future__ import annotations

import atexit
import os
import select
import shutil
import stat
import tempfile
import threading
from typing import Callable

from tanuki_table.persistence.folders import HOME

__all__ = ["GRACE", "end_with_server", "own_home"]

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
