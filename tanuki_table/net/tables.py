"""The record of a hosted table: its seats' tokens and where it listens, kept beside its save.

`tables/<save file name>` in the data folder, mode 0600: a host started again with `--resume`
finds its newest unfinished table here and listens with the same tokens on the same port, so
every invitation given out still works. The record goes when its game ends.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tanuki_table.persistence.storage import data_dir, read_bounded, saves_dir, write_atomic

__all__ = ["TableRecord", "forget_table", "resumable_tables", "save_table", "tables_dir"]

MAX_RECORD_BYTES = 64 * 1024
_TOKEN = r"^[A-Za-z0-9_-]{16,128}$"


class TableRecord(BaseModel):
    """One hosted table."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["tanuki-table-table"] = "tanuki-table-table"
    save: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,200}\.json$")
    """The save file's name (in the saves folder)."""
    game: str = Field(max_length=64)
    bind: str = Field(max_length=255)
    """The address the table listens on."""
    public: str = Field(max_length=255)
    """The address its invitations name."""
    port: int = Field(ge=1, le=65535)
    seats: list[str | None] = Field(max_length=8)
    """Per seat: its token, or None for a seat a bot plays."""
    spectators: list[str] = Field(default_factory=list, max_length=16)
    """One token per spectator invitation."""
    local: int | None = Field(default=None, ge=0, le=7)
    """The seat the host's own terminal plays (None: it watches)."""
    watcher: str = Field(pattern=_TOKEN)
    """The token the host's own terminal watches with (never printed)."""
    choosing: list[int] = Field(default_factory=list, max_length=8)
    """The seats still choosing their decks (the game has not started while any is)."""


def tables_dir() -> Path:
    """Where table records live."""
    return data_dir() / "tables"


def save_table(record: TableRecord) -> Path:
    """Write (or rewrite) a table's record, for its owner's eyes only."""
    path = tables_dir() / record.save
    write_atomic(path, record.model_dump_json(indent=1), mode=0o600)
    return path


def forget_table(save_name: str) -> None:
    """Remove a table's record (its game is over)."""
    with contextlib.suppress(OSError):
        os.remove(tables_dir() / Path(save_name).name)


def resumable_tables(game: str | None = None) -> list[TableRecord]:
    """The records of unfinished hosted games (of `game`, if given), newest first; one whose save
    is gone is removed."""
    found: list[tuple[float, TableRecord]] = []
    try:
        paths = [p for p in tables_dir().iterdir() if p.name.endswith(".json")]
    except OSError:
        return []
    for path in paths:
        try:
            record = TableRecord.model_validate(json.loads(read_bounded(path, MAX_RECORD_BYTES)))
        except (OSError, ValueError, RecursionError, ValidationError):
            continue
        save = saves_dir() / record.save
        if not save.exists():
            forget_table(record.save)
            continue
        if game is None or record.game == game:
            with contextlib.suppress(OSError):
                found.append((save.stat().st_mtime, record))
    return [record for _, record in sorted(found, key=lambda pair: pair[0], reverse=True)]
