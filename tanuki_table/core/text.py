"""The one rule for untrusted text (from a file, a card, a save or a person), and measuring in cells.

`safe` (markup) and `safe_text` (a Rich `Text`) replace control, separator and bidi characters with
`PLACEHOLDER` and escape every `[`. `cells`, `fit`, `pad` and `chop` measure in terminal cells
(a Japanese character takes two), never `len()`."""

from __future__ import annotations

import functools
import itertools
import re
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from rich.text import Text

PLACEHOLDER = "\ufffd"

_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


@functools.cache
def _unsafe(newlines: bool) -> re.Pattern[str]:
    """The characters `clean` replaces, compiled on first use (a class beyond Latin-1 is slow to compile)."""
    kept = "\x00-\x08\x0b-\x1f" if newlines else "\x00-\x1f"
    return re.compile(f"[{kept}\x7f-\x9f\u2028\u2029{_BIDI}]")


_BACKSLASH_BRACKET = re.compile(r"\\(?=\[)")


def clean(text: object, *, newlines: bool = False) -> str:
    """`text` as a string with control and bidi characters replaced by `PLACEHOLDER` (newlines and
    tabs too unless `newlines`; `\r` always)."""
    value = text if isinstance(text, str) else str(text)
    if value.isprintable():  # no control, separator or format character at all: most text
        return value
    if newlines:
        return _unsafe(True).sub(PLACEHOLDER, value.replace("\r\n", "\n"))
    return _unsafe(False).sub(PLACEHOLDER, value)


def escape_markup(text: str) -> str:
    """Escape every `[` so neither Textual's nor Rich's markup parser sees a tag (no cleaning)."""
    return _BACKSLASH_BRACKET.sub("\uff3c", text).replace("[", "\\[")


def safe(text: object, *, newlines: bool = False) -> str:
    """Untrusted text ready to go inside a markup string: cleaned, then escaped."""
    return escape_markup(clean(text, newlines=newlines))


def safe_text(text: object, style: str | None = None, *, newlines: bool = False) -> Text:
    """Untrusted text as a Rich `Text` (shown as is, never parsed as markup), cleaned."""
    from rich.text import Text  # Rich loads with the first Text: the engines use this module without it

    return Text(clean(text, newlines=newlines), style=style or "")


def is_printable(text: str) -> bool:
    """Whether `text` has no control or bidi character (newlines and tabs included)."""
    return text.isprintable() or _unsafe(False).search(text) is None


def cells(text: str) -> int:
    """How many terminal cells `text` takes (Rich's measure: `日本` 4, `żółw` 4)."""
    from rich.cells import cell_len  # Rich loads with the first measure, as in safe_text

    return cell_len(text)


def fit(text: str, width: int, ellipsis: str = "…") -> str:
    """`text` in at most `width` cells, cut and ended with `ellipsis` if longer (never through a wide
    character)."""
    from rich.cells import cell_len, set_cell_size  # as in cells

    if cell_len(text) <= width:
        return text
    room = width - cell_len(ellipsis)
    if room < 0:
        return set_cell_size(text, max(0, width)).rstrip(" ")
    return set_cell_size(text, room).rstrip(" ") + ellipsis


def pad(text: str, width: int, align: str = "<") -> str:
    """`text` with spaces to `width` cells, aligned `<`, `>` or `^`; longer text is left whole."""
    gap = max(0, width - cells(text))
    left = {">": gap, "^": gap // 2}.get(align, 0)
    return " " * left + text + " " * (gap - left)


def chop(text: str, width: int) -> list[str]:
    """`text` split into pieces of at most `width` cells, never starting one with a closing mark
    (`line_breaks`); joined, the pieces give `text` back."""
    from rich.cells import chop_cells  # as in cells

    def divide(rest: str, room: int) -> list[int]:
        return list(itertools.accumulate(len(piece) for piece in chop_cells(rest, max(1, room))[:-1]))

    offsets = line_breaks(text, width, divide)
    return [text[a:b] for a, b in zip([0, *offsets], [*offsets, len(text)]) if text[a:b]] or [text]


NO_LINE_START = frozenset("、。，．・：；？！）］｝」』】〕〉》〙〗ー～…‥ゝゞヽヾ々"
                          "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ")
"""Japanese marks that never begin a line (kinsoku shori)."""

NO_LINE_END = frozenset("（［｛「『【〔〈《〘〖")


def line_breaks(text: str, width: int, divide: Callable[[str, int], list[int]]) -> list[int]:
    """Where `text` breaks into lines of `width` cells: `divide`'s offsets, moved back a character or
    two so that no line begins with `NO_LINE_START` nor ends with `NO_LINE_END`."""
    offsets = divide(text, width)
    if not offsets or text.isascii():
        return offsets
    out: list[int] = []
    start = 0
    while offsets:
        at = offsets[0]
        back = at
        while back - 1 > start and at - back < 3 and (text[back] in NO_LINE_START or text[back - 1] in NO_LINE_END):
            back -= 1
        if back == at or text[back] in NO_LINE_START or text[back - 1] in NO_LINE_END:
            out.append(at)  # kept where it was (no better place within reach)
            start, offsets = at, offsets[1:]
            continue
        out.append(back)
        start = back
        offsets = [start + o for o in divide(text[start:], width)]
    return out
