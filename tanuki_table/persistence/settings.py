"""The player's settings: one pydantic-validated JSON file in the config folder. An unreadable one
is reported in one line and moved aside, and the defaults are used."""

from __future__ import annotations

import json
import os
import time
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tanuki_table.core.i18n import LANGUAGES
from tanuki_table.persistence.config import MAX_BYTES, config_dir, settings_path
from tanuki_table.persistence.storage import write_atomic

__all__ = ["Settings", "SetupMemory", "config_dir", "load_settings", "save_settings", "settings_path"]


class SetupMemory(BaseModel):
    """The last setup chosen for one game."""

    model_config = ConfigDict(extra="ignore")

    variant: str | None = None
    players: int | None = Field(default=None, ge=1, le=8)
    seats: list[str | None] = Field(default_factory=list, max_length=8)
    decks: list[str] = Field(default_factory=list, max_length=8)
    """The deck chosen per seat, by its name in the setup dialog ("Random" too)."""
    first: int | None = Field(default=None, ge=0, le=7)
    """The seat chosen to start, or None for the game's rule."""
    hotseat: bool = False
    """Whether `seats` were chosen for a hot-seat game (they are offered again only for one)."""


class Settings(BaseModel):
    """Everything the player may set; every field has a default."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    theme: str = "textual-dark"
    bot_level: str = "normal"
    """The bot offered first in setup."""
    bot_delay: float = Field(default=0.6, ge=0, le=10)
    """Seconds between a bot's moves."""
    auto_pass: bool = False
    """Skip steps where passing is the only legal move."""
    ask_before_skipping: bool = True
    """Ask before a pass or the end of the turn gives up a move still possible this turn."""
    log_phases: bool = True
    """Show phase lines ("Your Battle Phase begins.") in the game log (`L` on the game screen)."""
    sound: Literal["off", "bell"] = "off"
    """A terminal bell when it becomes your turn after a bot or a handover."""
    player_names: list[str] = Field(default_factory=list, max_length=8)
    """Names typed for hot-seat players, by seat."""
    last_setup: dict[str, SetupMemory] = Field(default_factory=dict)
    """Per game id: the last choices in the setup dialog."""
    finished_to_keep: int = Field(default=200, ge=1, le=100_000)
    """Finished saves kept before the oldest are pruned."""
    serve_sessions: int = Field(default=4, ge=1, le=64)
    """Browser tabs that may play at once under `tanuki-table serve` (one app process each)."""
    pause_on_results: Literal["always", "important", "never"] = "important"
    """When a result stops play in a box: always, at the end of a trick, round or game, or never."""
    guided: list[str] = Field(default_factory=list, max_length=100)
    """The game ids whose first-game guide the player has seen (it is not shown again)."""
    show_guide: bool = True
    """Show the first-game guide in games not yet in `guided`."""
    language: str = ""
    """The app's language (`core.i18n.LANGUAGES`), or "" for the environment's; an unknown one reads as ""."""

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> str:
        return value if isinstance(value, str) and value in LANGUAGES else ""


def load_settings() -> tuple[Settings, str | None]:
    """The settings, and a one-line problem when the file was unusable (then moved aside)."""
    from tanuki_table.persistence.storage import read_bounded  # deferred: settings load after the first paint

    path = settings_path()
    try:
        if not os.path.lexists(path):
            return Settings(), None
        data = json.loads(read_bounded(path, MAX_BYTES).decode("utf-8"))
        return Settings.model_validate(data), None
    except (OSError, ValueError, RecursionError, ValidationError) as exc:  # RecursionError: nested 100,000 deep
        reason = (str(exc).splitlines() or [type(exc).__name__])[0][:120] if not isinstance(exc, RecursionError) \
            else "nested too deeply"
        aside = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, aside)
            where = f"moved to {aside.name}"
        except OSError:
            where = "left where it is"
        return Settings(), f"Settings file unusable ({reason}); {where}; using the defaults."


def save_settings(settings: Settings) -> None:
    """Write the settings with the app's one atomic write (`storage.write_atomic`)."""
    write_atomic(settings_path(), settings.model_dump_json(indent=2))
