"""Paths a person types (deck import and export, "open replay file"), and the folders a served
app lists instead (a browser user types no path to the server's files)."""

from __future__ import annotations

import os
import stat
from contextlib import suppress
from pathlib import Path

from tanuki_table.errors import TanukiError
from tanuki_table.persistence.storage import data_dir

MAX_PATH = 4096
"""Longest path a person may type (PATH_MAX on Linux)."""
MAX_LISTED = 500
"""Files listed at most in a served app's file list."""


class PathError(TanukiError):
    """Typed text that cannot be a path; the message says why in one line."""


def user_path(text: str | Path) -> Path:
    """A path a person typed, `~` expanded; `PathError` (one line) when it cannot be one."""
    raw = str(text)
    shown = raw.encode("unicode_escape").decode("ascii")[:80]
    if "\0" in raw:
        raise PathError(f"'{shown}': a path cannot hold a NUL character")
    if len(raw) > MAX_PATH:
        raise PathError(f"'{shown}…': longer than {MAX_PATH} characters, the most a path may be")
    try:
        path = Path(raw).expanduser()
    except RuntimeError:  # `~name` for a user this system does not have
        raise PathError(f"'{shown}': there is no home folder for {raw.split('/')[0]!r}; write the whole path") from None
    if any(len(os.fsencode(part)) > 255 for part in path.parts):
        raise PathError(f"'{shown}…': a file or folder name is longer than 255 bytes")
    return path


def exchange_dir() -> Path:
    """Where a served app exports deck files and imports them from (`deck-files/`, data folder)."""
    return data_dir() / "deck-files"


def files_in(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """The regular files (no link, FIFO or folder) of `folder` with one of `suffixes`, by name."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        with suppress(OSError):
            if entry.name.endswith(suffixes) and not entry.name.startswith(".") and stat.S_ISREG(
                    entry.stat(follow_symlinks=False).st_mode):
                found.append(Path(entry.path))
    return sorted(found, key=lambda p: p.name.casefold())[:MAX_LISTED]
