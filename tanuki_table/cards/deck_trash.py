"""Deleting (to `decks-trash/<game_id>/`, restorable), restoring and renaming saved decks."""

from __future__ import annotations

import os
from pathlib import Path

from tanuki_table.cards.decks import DeckFileError, check_name, data_dir, deck_path, decks_dir, free_path


def trash_dir(game_id: str) -> Path:
    """Where deleted decks go: `decks-trash/<game_id>/`, beside the decks folder."""
    return data_dir() / "decks-trash" / game_id


def delete_deck(game_id: str, name: str) -> Path | None:
    """Move a saved deck to the trash (restorable); returns where it went (None if it was not there)."""
    source = deck_path(game_id, name)
    if not source.exists():
        return None
    folder = trash_dir(game_id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = free_path(folder, source.stem)
        os.replace(source, target)
    except OSError as exc:
        raise DeckFileError(f"{source}: cannot move it to the trash ({exc.strerror or exc})") from exc
    return target


def trashed_decks(game_id: str) -> dict[str, Path]:
    """Deleted decks that can be restored: name -> file in the trash."""
    folder = trash_dir(game_id)
    return {p.stem: p for p in sorted(folder.glob("*.txt"))} if folder.is_dir() else {}


def restore_deck(game_id: str, trashed: str) -> str:
    """Put a deleted deck back with the saved decks (renamed if the name is taken); returns its name."""
    source = trash_dir(game_id) / f"{trashed}.txt"
    if not source.is_file():
        raise DeckFileError(f"No deleted deck called {trashed!r}")
    target = free_path(decks_dir(game_id), check_name(trashed))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(source, target)
    except OSError as exc:
        raise DeckFileError(f"{source}: cannot restore it ({exc.strerror or exc})") from exc
    return target.stem


def rename_deck(game_id: str, old: str, new: str, overwrite: bool = False) -> Path:
    """Rename a saved deck; an existing deck of the new name is an error unless `overwrite`
    (then the replaced one goes to the trash first)."""
    source, target = deck_path(game_id, old), deck_path(game_id, new)
    if not source.exists():
        raise DeckFileError(f"No saved deck called {check_name(old)!r}")
    if target.exists() and target != source:
        if not overwrite:
            raise DeckFileError(f"A deck called {check_name(new)!r} already exists")
        delete_deck(game_id, new)
    try:
        os.replace(source, target)
    except OSError as exc:
        raise DeckFileError(f"{source}: cannot rename it ({exc.strerror or exc})") from exc
    return target
