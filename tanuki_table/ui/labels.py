"""Text that fits the screen without losing a word or a number: action rows and status lines.

- Every action row has a key (`row_key`): `1`-`9`, `0`, then the lowercase letters the game
  screen does not use, then capitals; a list longer than that numbers the rest `#44`, `#45`...
  (press `#` and type the number).
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

__all__ = ["MAX_LINES", "ROW_KEYS", "key_index", "row_key", "shorten", "squeeze", "wrap"]

RESERVED = set("acdeghijklmpqruwx") | {"L"}
"""Letters the game screen already uses (hand a/d, concede c, end turn e, piles g, h/j/k/l,
inspect i, menu m, pass p, leave q, rematch r, undo u, why w, export x; L hides phase lines)."""
ROW_KEYS: tuple[str, ...] = (
    tuple("1234567890")
    + tuple(c for c in "bfnostvyz" if c not in RESERVED)
    + tuple(c for c in "ABCDEFGHJKLMNPQRSTUVWXYZ" if c not in RESERVED)  # no I or O: they read as 1 and 0
)
"""The keys of the action rows, in order."""
MAX_LINES = 2
"""An action row taking more lines than this at the list's width shows its short form."""


def row_key(index: int) -> str:
    """The key shown in row `index` (0-based): "1".."9", "0", letters, then "#N"."""
    return ROW_KEYS[index] if index < len(ROW_KEYS) else f"#{index + 1}"


def key_index(key: str) -> int | None:
    """The row a pressed key picks (None: not a row key)."""
    try:
        return ROW_KEYS.index(key)
    except ValueError:
        return None


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` cells, broken between words (a word longer than a line
    is split). Nothing is dropped: the lines joined by spaces give `text` back."""
    width = max(1, width)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        while len(word) > width:  # a word longer than a line: split it (never cut)
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:width])
            word = word[width:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


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
    shown = [short if len(short) < len(label) else label for label, short in zip(labels, shorts)]
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
    if len(text) <= width:
        return text
    if drop_first and drop_first in text:
        text = re.sub(r"^\s*" + re.escape(drop_first) + r"\s*·\s*", " ", text)
    for pattern, replacement in SQUEEZE:
        if len(text) <= width:
            return text
        text = re.sub(pattern, replacement, text)
    parts = text.split("·")
    while len("·".join(parts)) > width and any(not re.search(r"\d", p) for p in parts[1:]):
        del parts[next(i for i, p in enumerate(parts) if i and not re.search(r"\d", p))]
    text = "·".join(parts)
    return text if len(text) <= width else text[:width - 1] + "…"
