"""Text that fits the screen without losing a word or a number: action rows and status lines.

- Moving on has fixed letters (`FIXED_KEYS`): a row whose move is a pass (next phase, pass)
  reads `p`, an end of turn `e`, the same keys as the footer's; they never take a number, so a
  number can never shift onto "End the turn".
- Every other row has a key (`row_key`, counted over those rows only): `1`-`9`, `0`, then the
  lowercase letters the game screens do not use, then capitals; a list longer than that numbers
  the rest `#38`, `#39`... (press `#` and type the number).
- An action row wraps between words under its key (`wrap`); a label that would take more than
  `MAX_LINES` lines uses its game's short form (`BoardBase.SHORT_FORMS`), which keeps what tells
  two actions apart (the card, the slot, the target) and drops the rest (`shorten`).
- A status line that is too long for the terminal gets shorter words, never cut figures
  (`squeeze`).

No Textual here: the rules are plain functions, so tests can check a screen against them.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from tanuki_table.core.text import cells, chop, fit

__all__ = ["FIXED_KEYS", "MAX_LINES", "ROW_KEYS", "SHIFT_GUARD", "key_index", "name_lines", "row_key", "row_keys",
           "shorten", "squeeze", "wrap", "wrap_pieces"]

RESERVED = set("acdefghijklmpqrtuvwx") | {"L", "P", "E"}
"""Letters the game screens already use (hand a/d, concede c, end turn e, the rest of the table f,
piles g, h/j/k/l, inspect i, menu m, pass p, leave q, rematch r, undo u, why w, export x; at a
networked table say t and invitations v; L hides phase lines), and P and E, which would read as
the pass and end-turn keys beside them."""
ROW_KEYS: tuple[str, ...] = (
    tuple("1234567890")
    + tuple(c for c in "bfnostvyz" if c not in RESERVED)
    + tuple(c for c in "ABCDEFGHJKLMNPQRSTUVWXYZ" if c not in RESERVED)  # no I or O: they read as 1 and 0
)
"""The keys of the action rows that make a move with cards, in order."""
FIXED_KEYS: dict[str, str] = {"pass": "p", "end_turn": "e"}
"""Action kind -> its fixed key: moving on (next phase, pass, end of turn) keeps its letter."""
SHIFT_GUARD = 0.4
"""Seconds after an action list's rows changed during which a key whose row changed kind does
nothing (`ActionList.shifted`): the player pressed it reading the list as it was."""
MAX_LINES = 2
"""An action row taking more lines than this at the list's width shows its short form."""


def row_key(index: int) -> str:
    """The key shown in row `index` (0-based): "1".."9", "0", letters, then "#N"."""
    return ROW_KEYS[index] if index < len(ROW_KEYS) else f"#{index + 1}"


def row_keys(kinds: Sequence[str]) -> list[str]:
    """The key of each row of a list whose actions are of `kinds`: the first row of a kind in
    `FIXED_KEYS` takes its letter; every other row the next of `row_key` (a second pass, were a
    game ever to offer one, is numbered rather than share the letter)."""
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


def key_index(key: str) -> int | None:
    """The row a pressed key picks (None: not a row key)."""
    try:
        return ROW_KEYS.index(key)
    except ValueError:
        return None


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` cells, broken between words (a word longer than a line
    is split; a figure keeps the word before it: "to front / 2" becomes "to / front 2"). Nothing
    is dropped: the lines joined by spaces give `text` back."""
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
"""A word that is a figure ("2", "(3)", "1000/1000", "12,"): `wrap` never starts a line with one alone."""


def wrap_pieces(pieces: Sequence[str], width: int, indent: str = "") -> list[str]:
    """`pieces` joined by spaces in lines of at most `width` cells, each piece whole on one line
    ("Whirlwind Slash 2", "Bot: 2 2 3"): a line never ends in a name whose number starts the next,
    nor is a lone value left on a line of its own. A piece longer than a line wraps between its
    words (`wrap`). Lines after the first start with `indent`. Nothing is dropped."""
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
    """A card's name in at most `most` lines of `width` cells, broken between words, the first
    line `taken` cells shorter (a mark's glyph goes before it); what does not fit ends in "…" on
    the last line. A card draws its numbers on the lines after these, so a long name or a mark
    never pushes them out of the card."""
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
    """`words` with each word of wide characters that is wider than its line cut into pieces of a
    line's cells (a Japanese name has no space to break at: "ヒマワリの実" in a 10-cell space is
    "ヒマワリ" and "の実"); the first piece of the first word fits the first line's `first` cells.
    Other words are kept whole (an English word is never split; one too long ends in "…")."""
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
    """What each row shows at `width` cells: the labels, or, when any label would take more than
    `MAX_LINES` lines, every row's short form (one list reads one way: "(1)" everywhere, not
    "(slot 1)" in some rows). Two rows never read the same: rows whose short forms collide show
    their full labels."""
    if not any(len(wrap(label, width)) > MAX_LINES for label in labels):
        return list(labels)
    shown = [short if cells(short) < cells(label) else label for label, short in zip(labels, shorts)]
    seen: dict[str, list[int]] = {}
    for i, text in enumerate(shown):
        seen.setdefault(text, []).append(i)
    for rows in seen.values():
        if len(rows) > 1:
            for i in rows:
                shown[i] = labels[i]
    return shown


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
    """A status line in at most `width` cells: first without `drop_first` (e.g. the game's
    title), then with ever shorter words (`SQUEEZE`); figures are never cut. Only when even that
    does not fit are parts without a digit left out, the earliest first (the first part, whose turn
    it is, always stays: a mode's name goes before the phase at the end); then the end is cut."""
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
