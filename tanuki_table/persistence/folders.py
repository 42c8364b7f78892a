"""Where Tanuki Table keeps a person's files: platformdirs' folders, or all inside
`TANUKI_TABLE_HOME` when it is set. platformdirs loads only when a folder is asked for."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["HOME", "SERVED", "cache_dir", "config_dir", "data_dir", "is_served", "state_dir"]

HOME = "TANUKI_TABLE_HOME"
"""The environment variable that puts every folder of the app inside one folder."""
APP = "tanuki-table"
"""The application's name in platformdirs' folders."""
SERVED = "TANUKI_TABLE_SERVED"
"""Set to 1 for every app process a server (`serve`, `host --web`) starts: no typed paths then."""


def is_served() -> bool:
    """Whether this app runs for a browser (textual-serve's web driver, or our server's mark)."""
    return os.environ.get(SERVED) == "1" or os.environ.get("TEXTUAL_DRIVER", "").endswith(":WebDriver")


def _folder(kind: str) -> Path:
    own = os.environ.get(HOME)
    if own:
        return Path(own) / kind
    import platformdirs  # only once a folder is asked for: most commands never ask

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP, appauthor=False))  # user_data_dir, ...


def data_dir() -> Path:
    """Saves, decks, history, replays and the collection (`$XDG_DATA_HOME/tanuki-table` on Linux)."""
    return _folder("data")


def config_dir() -> Path:
    """The settings file's folder (`$XDG_CONFIG_HOME/tanuki-table` on Linux)."""
    return _folder("config")


def cache_dir() -> Path:
    """The card catalogue's cache (`$XDG_CACHE_HOME/tanuki-table` on Linux)."""
    return _folder("cache")


def state_dir() -> Path:
    """Crash reports (`$XDG_STATE_HOME/tanuki-table` on Linux)."""
    return _folder("state")
