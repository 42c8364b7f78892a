"""Deck files: plain text, one `N card-id` line per card, `#` comments, saved atomically.

```
# Oni rush (tanuki_panic)
3 kintaro
2 shuten-doji   # the finisher
```

The player's decks live in `user_data_dir("tanuki-table")/decks/<game_id>/<name>.txt`
(platformdirs: `$XDG_DATA_HOME/tanuki-table/...` on Linux when that is set). Every write goes to a
temporary file in the same folder, is fsynced, then `os.replace`d over the target, so a crash
leaves the old deck or the new one, never half of one. A file that cannot be read raises
`DeckFileError` naming the file and the line, and is never rewritten or deleted.

The collection (cards won from booster packs) is a deck file too: `collection/<game_id>.txt`.
Nothing here imports Textual.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections import Counter
from pathlib import Path
from typing import Iterable

from platformdirs import user_data_dir

from tanuki_table.errors import TanukiError

APP_NAME = "tanuki-table"
"""The platformdirs application name."""
MAX_COPIES = 999
"""More copies than this on one line is a typo, not a deck."""
MAX_DECK_BYTES = 200_000
"""Deck files above this size are refused before reading (a deck is a few hundred bytes)."""

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+([a-z0-9]+(?:-[a-z0-9]+)*)$")
_NAME_BAD = re.compile(r"[\x00-\x1f/\\:*?\"<>|]")


class DeckFileError(TanukiError):
    """A deck file cannot be read or written; the message names the file and, if any, the line."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        """The 1-based line number of the problem, when there is one."""


# --- the text format -----------------------------------------------------------------------------
def parse_deck(text: str, source: str = "deck", known: Iterable[str] | None = None) -> list[str]:
    """The card ids of a deck file's text (each repeated N times, in file order).

    `known`, when given, is the set of valid card ids: an unknown id is an error on its line.
    Raises `DeckFileError` with the line number for the first bad line.
    """
    known_set = set(known) if known is not None else None
    cards: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = _LINE.match(line)
        if match is None:
            raise DeckFileError(
                f"{source}, line {number}: expected 'N card-id' (e.g. '3 kintaro'), found {line!r}", number
            )
        count, card_id = int(match.group(1)), match.group(2)
        if not 1 <= count <= MAX_COPIES:
            raise DeckFileError(f"{source}, line {number}: {count} copies of {card_id} (1 to {MAX_COPIES})", number)
        if known_set is not None and card_id not in known_set:
            raise DeckFileError(f"{source}, line {number}: unknown card id {card_id!r}", number)
        cards.extend([card_id] * count)
    return cards


def format_deck(cards: Iterable[str], title: str | None = None, names: dict[str, str] | None = None) -> str:
    """Deck file text: an optional title comment, then `N card-id` lines in first-seen order.

    `names` (card id -> printed name) adds each card's name as a trailing comment.
    """
    counts = Counter(cards)
    lines = [f"# {title}"] if title else []
    for card_id, count in counts.items():
        comment = f"  # {names[card_id]}" if names and card_id in names else ""
        lines.append(f"{count} {card_id}{comment}")
    return "\n".join(lines) + "\n"


# --- files -----------------------------------------------------------------------------------------
def data_dir() -> Path:
    """The user's Tanuki Table data folder (read from the environment each call)."""
    return Path(user_data_dir(APP_NAME, appauthor=False))


def decks_dir(game_id: str) -> Path:
    """The folder of one game's saved decks (not created here)."""
    return data_dir() / "decks" / game_id


def check_name(name: str) -> str:
    """A deck name usable as a file name, stripped; `DeckFileError` if it is not."""
    clean = name.strip()
    if not clean or clean in (".", "..") or _NAME_BAD.search(clean) or len(clean) > 80:
        raise DeckFileError(f"{name!r} cannot be a deck name: use letters, digits, spaces and - _ ( ) (80 at most)")
    return clean


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` via a temp file in the same folder, fsync, then `os.replace`."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot write it ({exc.strerror or exc})") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except OSError as exc:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise DeckFileError(f"{path}: cannot write it ({exc.strerror or exc})") from exc
    try:  # make the rename itself durable; not every platform lets a folder be opened
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def read_deck_file(path: Path, known: Iterable[str] | None = None) -> list[str]:
    """The cards of a deck file; `DeckFileError` (with the line) if it cannot be read. Never writes."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_DECK_BYTES:
            raise DeckFileError(f"{path}: too big for a deck file (limit {MAX_DECK_BYTES:,} bytes)")
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DeckFileError(f"{path}: not UTF-8 text (bad byte at offset {exc.start})") from exc
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot read it ({exc.strerror or exc})") from exc
    return parse_deck(text, str(path), known)


def deck_path(game_id: str, name: str) -> Path:
    """Where the deck `name` of `game_id` is saved."""
    return decks_dir(game_id) / f"{check_name(name)}.txt"


def save_deck(game_id: str, name: str, cards: list[str], names: dict[str, str] | None = None) -> Path:
    """Save (or overwrite) a deck atomically; returns its path."""
    path = deck_path(game_id, name)
    write_atomic(path, format_deck(cards, f"{check_name(name)} ({game_id})", names))
    return path


def load_deck(game_id: str, name: str, known: Iterable[str] | None = None) -> list[str]:
    """A saved deck's cards (`DeckFileError` when missing or malformed)."""
    return read_deck_file(deck_path(game_id, name), known)


def delete_deck(game_id: str, name: str) -> None:
    """Remove a saved deck (nothing happens if it is not there)."""
    deck_path(game_id, name).unlink(missing_ok=True)


def saved_deck_files(game_id: str) -> dict[str, Path]:
    """Saved deck name -> file, sorted by name."""
    folder = decks_dir(game_id)
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in sorted(folder.glob("*.txt"), key=lambda p: p.stem.casefold()) if p.is_file()}


def saved_decks(game_id: str) -> dict[str, list[str]]:
    """Every readable saved deck of a game: name -> card ids (what the setup dialog offers).

    Malformed files are skipped here (see `broken_decks` for why); they are left as they are.
    """
    decks: dict[str, list[str]] = {}
    for name, path in saved_deck_files(game_id).items():
        try:
            decks[name] = read_deck_file(path)
        except DeckFileError:
            continue
    return decks


def broken_decks(game_id: str) -> dict[str, str]:
    """Saved deck name -> what is wrong with its file, for the files `saved_decks` skips."""
    problems: dict[str, str] = {}
    for name, path in saved_deck_files(game_id).items():
        try:
            read_deck_file(path)
        except DeckFileError as exc:
            problems[name] = str(exc)
    return problems


def import_deck(game_id: str, source: Path, name: str | None = None, known: Iterable[str] | None = None) -> tuple[str, list[str]]:
    """Copy a deck file from anywhere into the saved decks; returns (name, cards).

    The source is checked first (with the line of any problem) and never modified.
    """
    source = Path(source).expanduser()
    cards = read_deck_file(source, known)
    deck_name = check_name(name if name else source.stem)
    save_deck(game_id, deck_name, cards)
    return deck_name, cards


def export_deck(cards: list[str], target: Path, title: str | None = None, names: dict[str, str] | None = None) -> Path:
    """Write a deck to any path (atomically); a folder as target gets `<title>.txt` inside it."""
    target = Path(target).expanduser()
    if target.is_dir():
        target = target / f"{check_name(title or 'deck')}.txt"
    write_atomic(target, format_deck(cards, title, names))
    return target


# --- the collection ----------------------------------------------------------------------------------
def collection_path(game_id: str) -> Path:
    """The file of cards collected from booster packs."""
    return data_dir() / "collection" / f"{game_id}.txt"


def collection(game_id: str) -> list[str]:
    """The collected cards of a game (empty when none; `DeckFileError` if the file is malformed)."""
    path = collection_path(game_id)
    return read_deck_file(path) if path.exists() else []


def add_to_collection(game_id: str, cards: list[str]) -> list[str]:
    """Add cards to the collection (atomically); returns the whole collection."""
    merged = collection(game_id) + list(cards)
    ordered = sorted(merged, key=lambda c: c)
    write_atomic(collection_path(game_id), format_deck(ordered, f"Collection ({game_id})"))
    return ordered
