"""Finished games for the replay watcher: list them (newest first), abandon an unfinished game
(its save moves, unchanged, to the finished folder while its lock is held), prune old ones."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from tanuki_table.errors import SaveError
from tanuki_table.persistence.save_format import KEEP_FINISHED, keep_finished, prune_finished
from tanuki_table.games import game_ids, get_game
from tanuki_table.persistence.saves import list_saves
from tanuki_table.persistence.storage import SaveLock, finished_dir, move_into

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
    """Every readable game in the finished folder, of every game, newest file first."""
    known = set(game_ids())
    found = [Finished(info.path, info.game, get_game(info.game).title,
                      info.describe() + ("" if info.finished else ", abandoned"), info.path.stat().st_mtime)
             for info in list_saves(folder=finished_dir()) if info.game in known]
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
        target = move_into(source, finished_dir())
        os.utime(target)  # abandoned now: it is the newest finished game
    except OSError as exc:
        raise SaveError(f"{source.name}: cannot move it to the finished games ({exc.strerror or exc})") from exc
    finally:
        lock.release_and_remove()
    prune_finished()
    return target
