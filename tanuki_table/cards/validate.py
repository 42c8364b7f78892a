"""`tanuki-table validate [PATH]`: check card files (a card_data folder, one game's folder, or one
file; by default every game's) with each game's `validate_file`, and print every problem."""

from __future__ import annotations

import sys
from pathlib import Path

from tanuki_table.cards.data import card_data_dir, load_file
from tanuki_table.errors import CardDataError
from tanuki_table.games import all_games, game_ids, get_game
from tanuki_table.core.text import clean

_SUFFIXES = {".yaml", ".yml", ".json"}


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in _SUFFIXES)


def check_file(path: Path, game_id: str | None) -> list[str]:
    """Problems in one file (empty when it is fine)."""
    try:
        load_file(path)  # syntax, size, encoding and aliases, whatever the game
    except CardDataError as exc:
        return exc.problems
    candidates = [game_id] if game_id else game_ids()
    found: list[str] = []
    for gid in candidates:
        try:
            get_game(gid).validate_file(path)
            return []
        except CardDataError as exc:
            found.extend(exc.problems if game_id else [f"as {gid}: {p}" for p in exc.problems])
    return found


def collect(path: Path | None) -> tuple[list[str], int]:
    """(problems, files checked) for a path as `validate` takes it; each problem once."""
    root = path or card_data_dir()
    try:
        jobs = _jobs(root)
    except OSError as exc:
        return [f"{root}: cannot read it ({exc.strerror or exc})"], 0
    if isinstance(jobs, str):
        return [jobs], 0
    if path is None:  # and the card folders that plug-ins carry in their own packages
        jobs += [(f, game.id) for game in all_games() if game.card_data is not None and game.card_folder.is_dir()
                 for f in _files(game.card_folder)]
    problems: list[str] = []
    for file, gid in jobs:
        problems.extend(check_file(file, gid))
    return list(dict.fromkeys(problems)), len(jobs)  # a deck file re-checks its cards: say it once


def _jobs(root: Path) -> list[tuple[Path, str | None]] | str:
    """The files to check under `root` with their game, or one line saying why there are none."""
    if not root.exists():
        return f"{root}: no such file or folder"
    jobs: list[tuple[Path, str | None]]
    if root.is_dir():
        if root.name in game_ids():
            jobs = [(f, root.name) for f in _files(root)]
        else:
            jobs = [(f, sub.name) for sub in sorted(root.iterdir()) if sub.is_dir() and sub.name in game_ids()
                    for f in _files(sub)] or [(f, None) for f in _files(root)]
        if not jobs:
            return (f"{root}: no card files here (give a card_data folder, one game's folder, "
                    f"or a {'/'.join(sorted(_SUFFIXES))} file)")
        return jobs
    if not root.is_file():
        return f"{root}: not a regular file or folder"
    return [(root, root.parent.name if root.parent.name in game_ids() else None)]


def validate_path(path: Path | None) -> int:
    """Print every problem once; exit code 0 when all files are fine, 1 otherwise."""
    problems, count = collect(path)
    for line in problems:
        print(clean(line), file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) in {count} file(s)", file=sys.stderr)
        return 1
    print(f"OK: {count} file(s) checked, no problems")
    return 0
