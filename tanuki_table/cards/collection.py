"""The player's card collection (cards from booster packs): `collection.json` in the data folder,
`{"version": 1, "games": {"tanuki_panic": {"kintaro": 3}}}`. An unreadable file is moved aside
and reported, never overwritten; the older `collection/<game>.txt` deck files are still read."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Iterable

from tanuki_table.cards.decks import DeckFileError, data_dir, read_deck_file, write_atomic

VERSION = 1
MAX_BYTES = 5_000_000
"""A collection file above this size is refused unread (a full one is a few tens of kilobytes)."""
MAX_OWNED = 9999
"""Copies of one card kept at most (a collection, not an integer overflow)."""


def collection_file() -> Path:
    """The collection file."""
    return data_dir() / "collection.json"


def _legacy(game_id: str) -> dict[str, int]:
    path = data_dir() / "collection" / f"{game_id}.txt"
    if not path.is_file():
        return {}
    try:
        return dict(Counter(read_deck_file(path)))
    except DeckFileError:
        return {}


def _read() -> dict[str, dict[str, int]]:
    # deferred: the collection loads with the browser only
    from tanuki_table.persistence.storage import move_aside_file, read_bounded

    path = collection_file()
    try:
        data = json.loads(read_bounded(path, MAX_BYTES).decode("utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, RecursionError) as exc:  # bad JSON, a FIFO, a huge integer...
        lines = str(exc).strip().splitlines()
        why = str(exc.strerror or exc) if isinstance(exc, OSError) else (lines[0] if lines else type(exc).__name__)[:120]
        move_aside_file(path, why, "Your card collection")
        return {}
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        move_aside_file(path, "not a collection", "Your card collection")
        return {}
    return {game: {str(c): min(int(n), MAX_OWNED) for c, n in cards.items()
                   if isinstance(n, int) and not isinstance(n, bool) and n > 0}
            for game, cards in games.items() if isinstance(game, str) and isinstance(cards, dict)}


def owned(game_id: str) -> dict[str, int]:
    """Card id -> copies owned, for one game (empty when nothing was collected)."""
    games = _read()
    return dict(games[game_id]) if game_id in games else _legacy(game_id)


def owned_counts(game_ids: Iterable[str]) -> dict[tuple[str, str], int]:
    """(game id, card id) -> copies owned, for several games at once."""
    games = _read()
    return {(game, card): count for game in game_ids
            for card, count in (games[game] if game in games else _legacy(game)).items()}


def add_cards(game_id: str, cards: Iterable[str]) -> dict[str, int]:
    """Add cards (e.g. a pack just opened) to the collection, atomically; returns the game's counts."""
    games = _read()
    mine = Counter(games.get(game_id) or _legacy(game_id))
    mine.update(cards)
    games[game_id] = {c: min(n, MAX_OWNED) for c, n in sorted(mine.items())}
    write_atomic(collection_file(), json.dumps({"version": VERSION, "games": games}, indent=1, sort_keys=True) + "\n")
    return games[game_id]


def owned_pool(game_id: str) -> list[str]:
    """Every owned copy as a list of card ids (what a game dealt from the collection draws from)."""
    return [card for card, count in sorted(owned(game_id).items()) for _ in range(count)]
