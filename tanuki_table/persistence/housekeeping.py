"""Finished games for the replay watcher: list them all (every game, newest first), abandon an
unfinished game (its save moves to the finished folder), and prune old finished saves.

Kept out of `saves` (whose format and folder it only reads) so the two can change apart:
`abandon_save` moves a file with `os.replace`, never rewrites it, so its checksum stays valid, and
only while it holds the game's lock (a game another window plays is not abandoned under it).
The number of finished saves kept is `KEEP_FINISHED` (200), the settings' `finished_to_keep`, or
`TANUKI_TABLE_KEEP_FINISHED` in the environment; `prune_finished` removes the oldest beyond it. Nothing here imports Textual.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from tanuki_table.errors import SaveError
from tanuki_table.persistence.save_format import KEEP_FINISHED, keep_finished, prune_finished
from tanuki_table.games import game_ids, get_game
from tanuki_table.persistence.saves import _info, read_body
from tanuki_table.persistence.storage import SaveLock, finished_dir

__all__ = ["KEEP_FINISHED", "Finished", "abandon_save", "finished_games", "keep_finished", "prune_finished"]

@dataclass(frozen=True)
class Finished:
    """One finished (or abandoned) game in the finished folder."""

    path: Path
    game: str
    title: str
    line: str
    """One public line: mode, moves, result, when."""
    saved: float


def finished_games() -> list[Finished]:
    """Every readable game in the finished folder, of every game, newest first."""
    folder = finished_dir()
    if not folder.is_dir():
        return []
    found = []
    known = set(game_ids())
    for path in folder.glob("*.json"):
        if path.name.startswith("."):
            continue
        try:
            body = read_body(path)
        except SaveError:
            continue
        game = str(body.get("game"))
        if game not in known:
            continue

        info = _info(path, body)
        line = info.describe() + ("" if info.finished else ", abandoned")
        found.append(Finished(path, game, get_game(game).title, line, path.stat().st_mtime))
    found.sort(key=lambda f: f.saved, reverse=True)
    return found


def abandon_save(path: Path) -> Path:
    """Move an unfinished game's save to the finished folder (it can be watched, not resumed)."""
    source = Path(path)
    lock = SaveLock(source.name)
    try:
        free = lock.acquire()
    except OSError:  # no lock folder (a read-only disk): nobody can be playing it through a lock
        free = True
    if not free:
        raise SaveError(f"{source.name}: it is open in another Tanuki Table window ({lock.holder()}); "
                        "close it there first")
    try:
        return _abandon(source, finished_dir())
    finally:
        lock.release_and_remove()


def _abandon(source: Path, folder: Path) -> Path:
    """Move `source` into `folder` under a free name, and prune the finished games."""
    target = folder / source.name
    n = 1
    while target.exists():
        target = folder / f"{source.stem}.{n}{source.suffix}"
        n += 1
    try:
        folder.mkdir(parents=True, exist_ok=True)
        os.replace(source, target)
        os.utime(target)  # abandoned now: it is the newest finished game
    except OSError as exc:
        raise SaveError(f"{source.name}: cannot move it to the finished games ({exc.strerror or exc})") from exc
    prune_finished()
    return target
