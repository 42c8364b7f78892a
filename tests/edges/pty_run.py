"""Run the real command in a pseudo-terminal for a few seconds and collect what it drew."""

from __future__ import annotations

import os
import pty
import select
import signal
import struct
import sys
import time


def run_in_pty(args: list[str], env: dict[str, str], seconds: float = 6.0, until: bytes | None = None) -> tuple[bytes, int | None]:
    """Start `python -m tanuki_table ARGS` on a 100x30 pty; quit it with ctrl+q once `until` was
    drawn (or after `seconds`); returns (output, exit status or None if it had to be killed)."""
    import fcntl
    import termios

    pid, fd = pty.fork()
    if pid == 0:  # the child
        os.execve(sys.executable, [sys.executable, "-m", "tanuki_table", *args], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    out = bytearray()
    deadline = time.monotonic() + seconds
    quit_sent = False
    status = None
    while True:
        now = time.monotonic()
        if not quit_sent and (now > deadline or (until is not None and until in out)):
            os.write(fd, b"\x11")  # ctrl+q
            quit_sent = True
            deadline = now + 10
        elif quit_sent and now > deadline:
            break
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                break
            out += chunk
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            break
    if status is None:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:
            pass
    os.close(fd)
    return bytes(out), status
