"""Where the settings file is, and a cheap look at it before pydantic is loaded (start-up)."""

from __future__ import annotations

from pathlib import Path

from tanuki_table.persistence.folders import config_dir
from tanuki_table.persistence.storage import read_bounded

__all__ = ["config_dir", "peek_setting", "settings_path"]

MAX_BYTES = 200_000
"""A settings file larger than this is refused unread (ours are a few hundred bytes)."""


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.json"


def peek_setting(name: str) -> object:
    """One value from the settings file, unvalidated (None if absent or unreadable), read without
    loading pydantic; the full check comes later."""
    try:
        raw = read_bounded(settings_path(), MAX_BYTES)  # a first start ends here: no file yet
        import json

        data = json.loads(raw)
    except (OSError, ValueError, RecursionError):  # a settings file nested 100,000 deep: checked later
        return None
    return data.get(name) if isinstance(data, dict) else None
