"""Text that fits the screen without losing a word or a number: action rows and status lines.

Passes and ends of turn keep fixed letters (`FIXED_KEYS`); every other row has a key (`row_key`).
A row too long for `MAX_LINES` lines shows its game's short form; a status line gets shorter words,
never cut figures (`squeeze`). No Textual here.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Sequence

from tanuki_table.core.text import cells, chop, fit

__all__ = ["FIXED_KEYS", "MAX_LINES", "ROW_KEYS", "SHIFT_GUARD", "name_lines", "row_key", "row_keys",
           "shorten", "squeeze", "wrap", "wrap_pieces"]

RESERVED = set("acdefghijklmpqrtuvwx") | {"L", "P", "E"}
"""Letters the game screens already use, and P and E, which would read as the pass and end-turn keys."""
ROW_KEYS: tuple[str, ...] = (
    tuple("1234567890")
    + tuple(c for c in "bfnostvyz" if c not in RESERVED)
    + tuple(c for c in "ABCDEFGHJKLMNPQRSTUVWXYZ" if c not in RESERVED)  # no I or O: they read as 1 and 0
)
"""The keys of the action rows that make a move with cards, in order."""
FIXED_KEYS: dict[str, str] = {"pass": "p", "end_turn": "e"}
"""Action kind -> its fixed key."""
SHIFT_GUARD = 0.4
"""Seconds after the rows changed during which a key whose row changed kind does nothing."""
MAX_LINES = 2
"""An action row taking more lines than this at the list's width shows its short form."""


def row_key(index: int) -> str:
    """The key shown in row `index` (0-based): "1".."9", "0", letters, then "#N"."""
    return ROW_KEYS[index] if index < len(ROW_KEYS) else f"#{index + 1}"


def row_keys(kinds: Sequence[str]) -> list[str]:
    """The key of each row: the first row of a kind in `FIXED_KEYS` takes its letter, the others `row_key`."""
    keys: list[str] = []
    fixed_taken: set[str] = set()
    numbered = 0
    for kind in kinds:
        fixed = FIXED_KEYS.get(kind)
        if fixed is not None and fixed not in fixed_taken:
            fixed_taken.add(fixed)
            keys.append(fixed)
        else:
            keys.append(row_key(numbered))
            numbered += 1
    return keys


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` cells, broken between words (a longer word is split, and a
    figure keeps the word before it). The lines joined by spaces give `text` back."""
    width = max(1, width)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if cells(word) > width:  # a word longer than a line (or Japanese, unspaced): split it (never cut)
            if line:
                lines.append(line)
                line = ""
            *pieces, word = chop(word, width)
            lines += pieces
        if not line:
            line = word
        elif cells(line) + 1 + cells(word) <= width:
            line += " " + word
        else:
            head, _sep, last = line.rpartition(" ")
            if head and _NUMBER.match(word) and cells(last) + 1 + cells(word) <= width:
                lines.append(head)  # a number goes down with its word: "front 2", "with 7", never a lone "2"
                line = f"{last} {word}"
            else:
                lines.append(line)
                line = word
    lines.append(line)
    return lines


_NUMBER = re.compile(r"^\(?[-+]?\d[\d/.,]*\)?[.,:;)]*$")
"""A word that is a figure ("2", "(3)", "1000/1000", "12,")."""


def wrap_pieces(pieces: Sequence[str], width: int, indent: str = "") -> list[str]:
    """`pieces` joined by spaces in lines of at most `width` cells, each piece whole on one line when
    it fits (else wrapped by `wrap`); lines after the first start with `indent`."""
    width = max(1, width)
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if not piece:
            continue
        if line and cells(line) + 1 + cells(piece) <= width:
            line += " " + piece
            continue
        if line:
            lines.append(line)
        start = indent if lines else ""
        if cells(start + piece) <= width:
            line = start + piece
        else:
            *whole, line = wrap(start + piece, width)
            lines += whole
    if line or not lines:
        lines.append(line)
    return lines


def name_lines(name: str, width: int, most: int, taken: int = 0) -> list[str]:
    """A card's name in at most `most` lines of `width` cells, the first line `taken` cells shorter
    (for a mark's glyph); what does not fit ends in "…"."""
    from rich.cells import cell_len, set_cell_size  # deferred: labels stays plain for the tests

    lines: list[str] = []
    line, room = "", max(1, width - taken)
    for word in _folded(name.split(), max(1, width - taken), max(1, width)):
        if line and cell_len(line) + 1 + cell_len(word) > room:
            lines.append(line)
            line, room = word, max(1, width)
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    if len(lines) > most:
        lines = lines[:max(1, most) - 1] + [" ".join(lines[max(1, most) - 1:])]
    fitted = []
    for i, text in enumerate(lines):
        room = max(1, (width - taken) if i == 0 else width)
        fitted.append(text if cell_len(text) <= room else set_cell_size(text, room - 1) + "…")
    return fitted


def _folded(words: list[str], first: int, width: int) -> list[str]:
    """`words` with each word of wide characters (Japanese has no spaces) that is wider than its line
    cut into pieces of a line's cells (`first` for the first line); other words are kept whole."""
    from rich.cells import cell_len  # deferred: labels stays plain for the tests

    out: list[str] = []
    for word in words:
        room = first if not out else width
        while cell_len(word) > room and cell_len(word) > len(word):
            cut, used = 0, 0
            while cut < len(word) and used + cell_len(word[cut]) <= room:
                used += cell_len(word[cut])
                cut += 1
            cut = max(cut, 1)
            out.append(word[:cut])
            word, room = word[cut:], width
        if word:
            out.append(word)
    return out


def shorten(label: str, rules: Iterable[tuple[str, str]]) -> str:
    """`label` with a game's short-form rules applied in turn (regular expression, replacement)."""
    for pattern, replacement in rules:
        label = re.sub(pattern, replacement, label)
    return label


def fitted_labels(labels: Sequence[str], shorts: Sequence[str], width: int) -> list[str]:
    """What each row shows at `width` cells: the labels, or, when any would take more than `MAX_LINES`
    lines, every row's short form; rows whose short forms collide show their full labels."""
    if not any(len(wrap(label, width)) > MAX_LINES for label in labels):
        return list(labels)
    shown = [short if cells(short) < cells(label) else label for label, short in zip(labels, shorts)]
    count = Counter(shown)
    return [label if count[text] > 1 else text for text, label in zip(shown, labels)]


SQUEEZE: tuple[tuple[str, str], ...] = (
    (r"\s+·\s+", " · "),
    (r"^(\s*)You to play\b", r"\1You play"),  # the reader: "You play", never "You plays"
    (r"\bto play\b", "plays"),
    (r"\bthinking…", "…"),
    (r"\bTurn (\d+)", r"T\1"),
    (r"\bround (\d+)", r"R\1"),
    (r" [Pp]hase\b", ""),
    (r" step\b", ""),
    (r"\bEnergy\b", "En"),
    (r"\bLife\b", "Life"),
    (r" vs ", ":"),
    (r"\s+·\s+", "·"),
)
"""Ever shorter words for a status line, tried in order until it fits."""


def squeeze(text: str, width: int, drop_first: str = "") -> str:
    """A status line in at most `width` cells: without `drop_first`, then with ever shorter words
    (`SQUEEZE`); then parts without a digit are left out (never the first); last the end is cut."""
    if cells(text) <= width:
        return text
    if drop_first and drop_first in text:
        text = re.sub(r"^\s*" + re.escape(drop_first) + r"\s*·\s*", " ", text)
    for pattern, replacement in SQUEEZE:
        if cells(text) <= width:
            return text
        text = re.sub(pattern, replacement, text)
    parts = text.split("·")
    while cells("·".join(parts)) > width and any(not re.search(r"\d", p) for p in parts[1:]):
        del parts[next(i for i, p in enumerate(parts) if i and not re.search(r"\d", p))]
    text = "·".join(parts)
    return text if cells(text) <= width else fit(text, width)
