"""Deck files: plain text, one `N card-id` line per card (`3 kintaro`), `#` comments, saved
atomically in `decks/<game_id>/<name>.txt` in the data folder. A saved deck that cannot be read
is moved aside to `decks/<game_id>/broken/` and reported, never rewritten or deleted."""

from __future__ import annotations

import os
import re
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Iterable, Mapping

from tanuki_table.cards.data import read_utf8
from tanuki_table.errors import TanukiError
from tanuki_table.persistence.folders import data_dir
from tanuki_table.persistence.storage import move_into, report

MAX_NAME = 80
"""Longest deck name, in characters."""
MAX_DECK_BYTES = 200_000
"""Deck files above this size are refused before reading (a deck is a few hundred bytes)."""

_NAME_BAD = re.compile(r"[/\\:*?\"<>|]")


class DeckFileError(TanukiError):
    """A deck file cannot be read or written; the message names the file and, if any, the line."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        """The 1-based line number of the problem, when there is one."""


class DeckExistsError(DeckFileError):
    """Export would replace a file; the deck builder asks, then exports with `overwrite=True`."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} already exists")
        self.path = path
        """The file that would be replaced."""


# --- the text format -----------------------------------------------------------------------------
def parse_deck(text: str, source: str = "deck", known: Iterable[str] | Mapping[str, str] | None = None) -> list[str]:
    """The main-deck card ids of a deck file's text (each repeated N times, in file order).

    `known` is the game's card ids, or a mapping id -> printed name: then names and the pasted
    forms of `deckfile` are read too. `DeckFileError` names the line of the first problem.
    """
    from tanuki_table.cards.deckfile import CardIndex, parse_text

    index = CardIndex(known) if isinstance(known, Mapping) else CardIndex(None, known or ())
    parsed = parse_text(text, index, strict_ids=not isinstance(known, Mapping))
    if parsed.problems:
        first = parsed.problems[0]
        more = f" (and {len(parsed.problems) - 1} more)" if len(parsed.problems) > 1 else ""
        raise DeckFileError(f"{source}, {first}{more}", first.line)
    return parsed.main


def format_deck(cards: Iterable[str], title: str | None = None, names: dict[str, str] | None = None) -> str:
    """Deck file text: an optional title comment, then `N card-id` lines in first-seen order
    (with each card's name from `names` as a trailing comment)."""
    counts = Counter(cards)
    lines = [f"# {title}"] if title else []
    for card_id, count in counts.items():
        comment = f"  # {names[card_id]}" if names and card_id in names else ""
        lines.append(f"{count} {card_id}{comment}")
    return "\n".join(lines) + "\n"


# --- files -----------------------------------------------------------------------------------------
def deck_card_cap(cards_in_game: int) -> int:
    """Most cards one deck of a game may hold while building: three of every card, 60 to 500."""
    return min(500, max(60, 3 * cards_in_game))


def decks_dir(game_id: str) -> Path:
    """The folder of one game's saved decks (not created here)."""
    return data_dir() / "decks" / game_id


def check_name(name: str) -> str:
    """A deck name usable as a file name, stripped, without a `.txt` ending; `DeckFileError` if it
    is empty, starts with a dot, or holds an invisible character or a path part."""
    clean = name.strip()
    if clean.lower().endswith(".txt"):
        clean = clean[:-4].rstrip()
    bad = next((ch for ch in clean if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
                or (ch.isspace() and ch != " ")), None)
    why = ("it is empty" if not clean else
           "it starts with a dot" if clean.startswith(".") else
           f"it holds an invisible or control character (U+{ord(bad):04X})" if bad else
           f"it holds {_NAME_BAD.search(clean).group()!r} (a path part)" if _NAME_BAD.search(clean) else  # type: ignore[union-attr]
           f"it is longer than {MAX_NAME} characters" if len(clean) > MAX_NAME else None)
    if why:
        shown = name.encode("unicode_escape").decode("ascii")[:100]
        raise DeckFileError(f"'{shown}' cannot be a deck name: {why}. Use letters, digits, spaces and - _ ( ) [ ] "
                            f"({MAX_NAME} at most)")
    return clean


def write_atomic(path: Path, text: str, mode: int = 0o644) -> None:
    """`storage.write_atomic`, with a failure as a `DeckFileError`."""
    from tanuki_table.persistence.storage import write_atomic as atomic  # `write_atomic` is this module's name too

    try:
        atomic(Path(path), text, mode=mode)
    except (OSError, ValueError) as exc:
        raise DeckFileError(f"{path}: cannot write it ({getattr(exc, 'strerror', None) or exc})") from exc


def read_deck_file(path: Path, known: Iterable[str] | Mapping[str, str] | None = None) -> list[str]:
    """The cards of a deck file; `DeckFileError` (with the line) if it cannot be read. Never writes."""
    return parse_deck(read_text(path), str(path), known)


def read_text(path: Path) -> str:
    """A deck file's text (a regular UTF-8 file of at most `MAX_DECK_BYTES`); `DeckFileError` if not."""
    return read_utf8(Path(path), MAX_DECK_BYTES, "deck file", DeckFileError)


def free_path(folder: Path, stem: str) -> Path:
    """`stem.txt` in `folder`, or the first free `stem (N).txt` (never over a saved deck)."""
    path, n = folder / f"{stem}.txt", 2
    while path.exists():
        path, n = folder / f"{stem} ({n}).txt", n + 1
    return path


def deck_path(game_id: str, name: str) -> Path:
    """Where the deck `name` of `game_id` is saved."""
    return decks_dir(game_id) / f"{check_name(name)}.txt"


def save_deck(game_id: str, name: str, cards: list[str], names: dict[str, str] | None = None,
              overwrite: bool = True) -> Path:
    """Save a deck atomically; returns its path. With `overwrite=False` an existing deck of that
    name is an error (the deck builder asks first)."""
    path = deck_path(game_id, name)
    if not overwrite and path.exists():
        raise DeckFileError(f"A deck called {check_name(name)!r} already exists")
    write_atomic(path, format_deck(cards, f"{check_name(name)} ({game_id})", names))
    return path


def load_deck(game_id: str, name: str, known: Iterable[str] | None = None) -> list[str]:
    """A saved deck's cards (`DeckFileError` when missing or malformed)."""
    return read_deck_file(deck_path(game_id, name), known)


def saved_decks(game_id: str) -> dict[str, list[str]]:
    """Every readable saved deck of a game, by name: name -> card ids; an unreadable one is moved
    aside to `broken/` and reported."""
    decks: dict[str, list[str]] = {}
    folder = decks_dir(game_id)
    for path in sorted(folder.glob("*.txt"), key=lambda p: p.stem.casefold()) if folder.is_dir() else []:
        if not path.is_file():
            continue
        try:
            decks[path.stem] = read_deck_file(path)
        except DeckFileError as exc:
            try:
                where = f"moved to {move_into(path, path.parent / 'broken')}"
            except OSError as move_exc:
                where = f"left where it is ({move_exc.strerror or move_exc})"
            report(f"Deck {path.stem!r} cannot be read ({exc!s:.200}); {where}.")
    return decks


def broken_decks(game_id: str) -> dict[str, str]:
    """Deck name -> what is wrong, for the unreadable decks moved aside to `broken/`."""
    folder = decks_dir(game_id) / "broken"
    if not folder.is_dir():
        return {}
    problems: dict[str, str] = {}
    for path in sorted(folder.glob("*.txt")):
        try:
            read_deck_file(path)
        except DeckFileError as exc:
            problems[path.stem] = f"moved aside: {exc}"
    return problems


def import_deck(game_id: str, source: str | Path, name: str | None = None,
                known: Iterable[str] | Mapping[str, str] | None = None) -> tuple[str, list[str]]:
    """Copy a deck file from anywhere into the saved decks (never over one); returns (name, cards)."""
    from tanuki_table.persistence.userpaths import user_path

    source = user_path(source)
    cards = read_deck_file(source, known)
    deck_name = check_name(name if name else source.stem)
    deck_name = free_path(decks_dir(game_id), deck_name).stem
    save_deck(game_id, deck_name, cards)
    return deck_name, cards


def export_deck(cards: list[str], target: str | Path, title: str | None = None, names: dict[str, str] | None = None,
                overwrite: bool = False) -> Path:
    """Write a deck as readable `N Name  # id` lines (a folder gets `<title>.txt`); an existing file
    is replaced only with `overwrite`, else `DeckExistsError`."""
    from tanuki_table.cards.deckfile import export_text
    from tanuki_table.persistence.userpaths import user_path

    target = user_path(target)
    try:
        if target.is_dir():
            target = target / f"{check_name(title or 'deck')}.txt"
        exists = os.path.lexists(target)
    except OSError as exc:
        raise DeckFileError(f"{target}: cannot write it ({exc.strerror or exc})") from exc
    if exists and not overwrite:
        raise DeckExistsError(target)
    write_atomic(target, export_text(cards, names or {}, title))
    return target


# --- the trash: deleting (to `decks-trash/<game_id>/`, restorable), restoring, renaming ------------
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
