"""Whether a result stops play in a box, by the setting `Settings.pause_on_results`: `always`,
`important` (the default: the end of a trick, a round or the game) or `never`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from tanuki_table.core.engine import RESULT, Event
from tanuki_table.ui.services.preferences import settings_service

if TYPE_CHECKING:
    from textual.dom import DOMNode

__all__ = ["important", "pause_for", "pause_setting"]


def important(event: Event) -> bool:
    """Whether a result ends a trick, a round or the game (its game's `Story.important` says)."""
    return event.kind == RESULT and event.important


def pause_for(events: Iterable[Event], setting: str) -> bool:
    """Whether the results among `events` stop play in a box under `setting`."""
    results = [e for e in events if e.kind == RESULT]
    return bool(results) and setting != "never" and (setting == "always" or any(map(important, results)))


def pause_setting(node: DOMNode) -> str:
    """The "pause on results" setting of `node`'s app (`important` when the app has no settings)."""
    prefs = settings_service(node)
    return str(prefs.settings.pause_on_results) if prefs is not None else "important"
