"""Where Tanuki Table keeps its files, how it writes them, and the card-data hash they carry.

No Textual here. Shared by saves (`tanuki_table.saves`, `tanuki_table.save_format`) and replays
(`tanuki_table.replay`). The data folder comes from platformdirs (`user_data_dir("tanuki-table")`,
so `XDG_DATA_HOME` is honoured). Writing is atomic: a temporary file beside the target, flushed,
fsync'ed, then renamed over it, so a process killed at any moment leaves the old file or the new
one, never half of one.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

BROKEN = "broken"
"""Sub-folder of the saves folder where unreadable saves are moved."""
FINISHED = "finished"
"""Sub-folder of the saves folder for finished games (kept for replays; never offered to resume)."""


def data_dir() -> Path:
    """The app's data folder (platformdirs; `$XDG_DATA_HOME/tanuki-table` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tanuki-table", appauthor=False))


def saves_dir() -> Path:
    """Where autosaves live."""
    return data_dir() / "saves"


def broken_dir() -> Path:
    """Where unreadable saves are moved aside."""
    return saves_dir() / BROKEN


def finished_dir() -> Path:
    """Where the saves of finished games go."""
    return saves_dir() / FINISHED


def card_data_hash(game_id: str) -> str:
    """A digest of the game's card data: its `card_data/<game>/` files, else its card models.

    A save or replay made with other card data may not replay the same, so loading refuses it.
    """
    from tanuki_table.data import card_data_dir
    from tanuki_table.games import get_game

    digest = hashlib.sha256()
    try:
        folder: Path | None = card_data_dir(game_id)
    except FileNotFoundError:
        folder = None
    if folder is not None and folder.is_dir():
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
    else:
        cards = [c.model_dump(mode="json") for c in get_game(game_id).cards()]
        digest.update(json.dumps(cards, sort_keys=True).encode())
    return "sha256:" + digest.hexdigest()


def _durable() -> bool:
    """fsync is on unless TANUKI_TABLE_FSYNC=0 (test suites, where the disk outlives no crash)."""
    return os.environ.get("TANUKI_TABLE_FSYNC", "1") != "0"


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    durable = _durable()
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        if durable:
            os.fsync(handle.fileno())
    os.replace(tmp, path)
    if not durable:
        return
    try:  # make the rename itself durable
        fd = os.open(path.parent, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory handles
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)
