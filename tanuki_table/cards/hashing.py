"""The card-data hash a save and a replay carry: a digest of the game's card files (or, without a
folder, its card models); a save made with other card data may not replay the same."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from tanuki_table.games import get_game

if TYPE_CHECKING:
    import hashlib

__all__ = ["HASH_FILE_BYTES", "SAME_CARDS", "card_data_hash", "plays_the_same"]


_HASHES: dict[str, tuple[object, str]] = {}
"""card_data_hash's last answer per game, with the names, sizes and times of the files it read."""


def card_data_hash(game_id: str) -> str:
    """A digest of the game's card data: its `card_data/<game>/` files, else its card models."""
    import hashlib

    digest = hashlib.sha256()
    game = get_game(game_id)
    try:
        folder: Path | None = _card_folder(game_id)
    except FileNotFoundError:
        folder = None
    if folder is not None and folder.is_dir():
        files = sorted(p for p in folder.rglob("*") if p.is_file())
        stamp = (game_id, tuple((p.as_posix(), p.stat().st_size, p.stat().st_mtime_ns) for p in files))
        cached = _HASHES.get(game_id)
        if cached is not None and cached[0] == stamp:  # every save asks: read the files once
            return cached[1]
        for path in files:
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            _hash_file(digest, path)
            digest.update(b"\0")
        _HASHES[game_id] = (stamp, "sha256:" + digest.hexdigest())
        return _HASHES[game_id][1]
    cards = [c.model_dump(mode="json") for c in game.cards()]
    digest.update(json.dumps(cards, sort_keys=True).encode())
    return "sha256:" + digest.hexdigest()


def _card_folder(game_id: str) -> Path:
    """The game's own card folder, else its sub-folder of the shared one, looked up afresh
    (`EXTRA_CARD_DATA` may point elsewhere since)."""
    from tanuki_table.cards.data import card_data_dir

    game = get_game(game_id)
    return game.card_folder if game.card_data is not None else card_data_dir(game_id)


SAME_CARDS = "same_cards.txt"
"""A file in a card folder listing earlier hashes of it whose cards play exactly as today's, one
`sha256:...` a line (`#` starts a comment); a save carrying one loads as if made today."""


def plays_the_same(game_id: str, saved_hash: object) -> bool:
    """Whether a save's or replay's card hash is today's, or an earlier one that plays the same."""
    current = card_data_hash(game_id)
    if saved_hash == current:
        return True
    try:
        lines = (_card_folder(game_id) / SAME_CARDS).read_text(encoding="utf-8").splitlines()
    except (FileNotFoundError, OSError, UnicodeDecodeError):
        return False
    return saved_hash in {line.split("#", 1)[0].strip() for line in lines[:1000]} - {""}


HASH_FILE_BYTES = 2_000_000
"""A file in a card folder above this size is hashed by its size alone, never read."""


def _hash_file(digest: hashlib._Hash, path: Path) -> None:
    """Add a card file's bytes to `digest` in 1 MB chunks (a regular file only; never a FIFO)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        digest.update(b"<unreadable>")
        return
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > HASH_FILE_BYTES:
            digest.update(f"<{info.st_size} bytes, not read>".encode())
            return
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
    finally:
        os.close(fd)
