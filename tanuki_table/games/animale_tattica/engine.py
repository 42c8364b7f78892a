"""Bridge for shared code and shared tests that still read `GameInfo.engine`: validate.py's
`validate_file`, and tests/persistence's `load_cards(folder)`.

Everything else goes through the plug-in (`plugin.AnimaleTattica`); the lead removes this module
with the bridge in gameinfo.py.
"""

from __future__ import annotations

from pathlib import Path

from .cards import Card, load_catalogue, validate_file

__all__ = ["load_cards", "validate_file"]


def load_cards(folder: Path) -> list[Card]:
    """The cards of a card folder (read and checked with the rest of its files)."""
    return list(load_catalogue(folder).cards)
