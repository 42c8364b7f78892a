"""The saves folders, bounded reads, atomic writes, files moved aside, and the lock on an open game."""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from contextlib import suppress
from pathlib import Path

from tanuki_table.persistence.folders import data_dir

BROKEN = "broken"
"""Sub-folder of the saves folder where unreadable saves are moved."""
FINISHED = "finished"
"""Sub-folder of the saves folder for finished games (kept for replays; never offered to resume)."""


def saves_dir() -> Path:
    """Where autosaves live."""
    return data_dir() / "saves"


def broken_dir() -> Path:
    """Where unreadable saves are moved aside."""
    return saves_dir() / BROKEN


def finished_dir() -> Path:
    """Where the saves of finished games go."""
    return saves_dir() / FINISHED


def may_hold_saves(game_id: str) -> bool:
    """Whether the saves folder may hold a save the picker shows for `game_id`, by file names only
    (cheap: no saves module); any doubt says yes."""
    looks = ((saves_dir(), lambda name: name.endswith(".json")),
             (finished_dir(), lambda name: name.startswith(f"{game_id}-")))
    for folder, wanted in looks:
        try:
            with os.scandir(folder) as listing:
                if any(wanted(e.name) and not e.name.startswith(".") for e in listing):
                    return True
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError:
            return True
    return False


# --- bounded reads -----------------------------------------------------------------------------
def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or `OSError` with a readable strerror.
    Opened without blocking (a FIFO cannot hang us), checked after opening, never read past the limit."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError as exc:
        raise OSError(errno.EISDIR, "it is a folder, not a file") from exc
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise OSError(errno.EISDIR, "it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"too big ({info.st_size:,} bytes; the limit is {limit:,})")
        with open(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)  # a regular file: reads on to `limit + 1` bytes or the end
        if len(data) > limit:
            raise OSError(errno.EFBIG, f"too big (more than {limit:,} bytes)")
        return data
    finally:
        os.close(fd)


def move_into(path: Path, folder: Path) -> Path:
    """Move `path` into `folder` (made if missing) under its own name, or the first free
    `STEM.N.SUFFIX`, never replacing a file; returns the new path."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    n = 1
    while os.path.lexists(target):
        target = folder / f"{path.stem}.{n}{path.suffix}"
        n += 1
    os.replace(path, target)
    return target


# --- a player's file that cannot be read: moved aside, reported, never replaced ------------------
_REPORTS: list[str] = []
"""One line per file moved aside since the app last looked (`take_reports`)."""


def move_aside_file(path: Path, why: str, what: str) -> str:
    """Move an unreadable file (collection, settings, history) to `NAME.broken-<time>` beside it,
    never deleting or replacing anything; queue and return the one line that says so."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.broken-{stamp}.{n}")
        n += 1
    try:
        os.rename(path, target)
        where = f"moved to {target}"
    except OSError as exc:
        where = f"left where it is ({exc.strerror or exc})"
    line = f"{what} {path.name} cannot be read ({why[:160]}); {where}."
    _REPORTS.append(line)
    return line


def report(line: str) -> None:
    """Queue a one-line report for the player (the app shows it in a toast, the CLI on stderr)."""
    _REPORTS.append(line)


def take_reports() -> list[str]:
    """The lines queued by `move_aside_file` and `report` since the last call, oldest first."""
    taken = _REPORTS[:]
    del _REPORTS[: len(taken)]
    return taken


# --- atomic writes -----------------------------------------------------------------------------
TMP_PATTERN = re.compile(r"^\..+\.\d+\.tmp$")
"""Names of the temporary files `write_atomic` writes beside their target (`.NAME.PID.tmp`)."""
STALE_SECONDS = 3600.0
"""A temporary file older than this was left by a write that was interrupted; it is removed."""


def durable_writes() -> bool:
    """Whether writes wait until they are on disk: yes, unless `TANUKI_TABLE_FSYNC=0` (the test
    suites set it: they have no crash to outlive, and each wait costs 10-80 ms)."""
    return os.environ.get("TANUKI_TABLE_FSYNC", "1") != "0"


def write_atomic(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one: a temporary
    file beside it, fsync'ed, given `mode`, renamed over it (and removed on any failure)."""
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "it is a folder; give a file name", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    data = text.encode("utf-8") if isinstance(text, str) else text
    durable = durable_writes()
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), mode)
        with open(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.chmod(tmp, mode)  # the umask may have taken bits away
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:  # make the rename itself durable (where folders can be opened)
        with suppress(OSError):
            fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


def clean_leftovers(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove the `.NAME.PID.tmp` files of interrupted writes in `folder` older than `older_than`
    seconds; returns them."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        with suppress(OSError):
            if (TMP_PATTERN.match(entry.name) and entry.is_file(follow_symlinks=False)
                    and now - entry.stat(follow_symlinks=False).st_mtime >= older_than):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


# --- one window per game -----------------------------------------------------------------------
def locks_dir() -> Path:
    """Where the lock files of open games live (one per save file name)."""
    return data_dir() / "locks"


class SaveLock:
    """An exclusive lock on one game (by its save file's name), held while a window plays it:
    `fcntl.flock` on `locks/NAME.lock`, which the kernel drops when the process ends."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.path = locks_dir() / f"{name}.lock"
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock without waiting; False if another window holds it."""
        if self._fd is not None:
            return True
        try:
            import fcntl  # POSIX only: elsewhere no lock
        except ImportError:  # pragma: no cover - not POSIX: no lock
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._fd = fd
        return True

    def holder(self) -> str:
        """'process N' for the window holding the lock, as far as its file says."""
        try:
            text = read_bounded(self.path, 64).decode("ascii", "replace").strip()
        except OSError:
            return "another window"
        return f"process {text}" if text.isdigit() else "another window"

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with suppress(OSError):
            os.close(fd)  # closing drops the flock

    def release_and_remove(self) -> None:
        """Remove the lock file while still holding it (the game is gone from `saves/`), then let go."""
        if self._fd is not None:
            with suppress(OSError):
                os.unlink(self.path)
        self.release()

    def __del__(self) -> None:  # a window that is gone holds no game
        self.release()


def clean_locks(keep: set[str]) -> list[Path]:
    """Remove the lock files of games not in `keep` that no window holds; returns them."""
    removed: list[Path] = []
    folder = locks_dir()
    try:
        names = [p for p in folder.glob("*.lock") if p.stem not in keep]
    except OSError:
        return removed
    for path in names:
        lock = SaveLock(path.stem)
        with suppress(OSError):
            if lock.acquire():
                lock.release_and_remove()
                removed.append(path)
    return removed
