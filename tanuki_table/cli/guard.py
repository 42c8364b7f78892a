"""How every run of `tanuki-table` ends: an exit code (0 done, 1 a failure, 2 a usage error, 130
interrupted) and, for an error, one line on stderr, never a traceback."""

from __future__ import annotations

import os
import sys
from contextlib import suppress
from typing import Callable

from tanuki_table.core.text import clean
from tanuki_table.core.i18n import _
from tanuki_table.errors import TanukiError, report_crash

__all__ = ["PROG", "UsageError", "guarded", "reader_gone", "say", "utf8_output"]

PROG = "tanuki-table"


class UsageError(TanukiError):
    """The command line asks for something that cannot be: exit code 2."""


def guarded(run: Callable[[], int]) -> int:
    """`run()`'s exit code, with every error turned into one line and its exit code."""
    try:
        return run()
    except UsageError as exc:
        say(_("error: {message}").format(message=exc))
        return 2
    except TanukiError as exc:
        say(str(exc))
        return exc.exit_code
    except BrokenPipeError:  # piped into `head` or `grep -q`, which stopped reading: not an error
        return reader_gone()
    except OSError as exc:
        where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
        say(f"{where}{exc.strerror or exc}")
        return 1
    except KeyboardInterrupt:
        say(_("interrupted"))
        return 130
    except Exception as exc:  # noqa: BLE001 - the one place a bug becomes a line and a report
        say(report_crash(exc))
        return 1
    finally:
        _say_reports()


def reader_gone() -> int:
    """Output piped into a reader that stopped (`head`, `grep -q`): exit 0, quietly."""
    with suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
    return 0


def _say_reports() -> None:
    """Files moved aside while the command ran (a broken collection or history): one line each."""
    storage = sys.modules.get("tanuki_table.persistence.storage")  # nothing to say if no file was read
    for line in storage.take_reports() if storage is not None else []:
        say(line)


def say(line: str) -> None:
    """One line on stderr, after the program's name."""
    print(f"{PROG}: {clean(line)}", file=sys.stderr)


def utf8_output() -> None:
    """Print UTF-8 whatever PYTHONIOENCODING says (`ascii` would turn box lines into `\\u2500`);
    a character the stream still cannot take becomes `?` rather than an error."""
    for stream in (sys.stdout, sys.stderr, sys.__stderr__):
        encoding = (getattr(stream, "encoding", "") or "").lower().replace("-", "")
        if stream is not None and encoding != "utf8" and hasattr(stream, "reconfigure"):
            with suppress(ValueError, OSError):  # a stream that cannot change
                stream.reconfigure(encoding="utf-8", errors="replace")
