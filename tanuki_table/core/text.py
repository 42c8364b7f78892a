"""The one rule for untrusted text: what comes from a file, a card, a deck, a save or a person.

Such text is data. Before Textual or Rich sees it, it goes through `safe` (a markup string) or
`safe_text` (a Rich `Text`, never parsed as markup):

- control characters (C0 such as ESC and BEL, DEL, C1 such as CSI U+009B), line and paragraph
  separators and the bidi controls (U+202A..U+202E, U+2066..U+2069, U+200E/U+200F, U+061C)
  become a visible placeholder, U+FFFD, so a name can neither retitle the terminal nor reorder
  what is printed after it; newlines and tabs too, unless `newlines=True`;
- every `[` is escaped, so `Iga[/x]`, `[a=b=c]` or `My deck [v2]` show as written in both
  Textual's markup and Rich's. (A backslash right before a `[` is shown as U+FF3C, the one
  spelling both parsers agree on.)

Text is laid out in terminal cells, not characters: a Japanese character takes two cells, a
Polish `ą` one. `cells`, `fit`, `pad` and `chop` measure with Rich's cell widths; never `len()`,
`str.ljust` or an f-string's `{x:<20}` for anything a person may have written or we translate.

No Textual import here: the CLI uses it too.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from rich.text import Text

PLACEHOLDER = "\ufffd"
"""What a control or bidi character is shown as."""

_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


@functools.cache
def _unsafe(newlines: bool) -> re.Pattern[str]:
    """The characters `clean` replaces (with or without newlines and tabs). Compiled on first use:
    a character class beyond Latin-1 costs more to compile than a start can spare."""
    kept = "\x00-\x08\x0b-\x1f" if newlines else "\x00-\x1f"
    return re.compile(f"[{kept}\x7f-\x9f\u2028\u2029{_BIDI}]")


_BACKSLASH_BRACKET = re.compile(r"\\(?=\[)")
"""A backslash right before a `[` (ASCII only: cheap to compile at import)."""


def clean(text: object, *, newlines: bool = False) -> str:
    """`text` as a string with control and bidi characters replaced by `PLACEHOLDER`.

    Newlines and tabs are replaced too unless `newlines` is true (then `\\r` still is).
    """
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
    """`text` in at most `width` cells: as it is when it fits, else cut and ended with `ellipsis`,
    never through a wide character."""
    from rich.cells import cell_len, set_cell_size  # as in cells

    if cell_len(text) <= width:
        return text
    room = width - cell_len(ellipsis)
    if room < 0:
        return set_cell_size(text, max(0, width)).rstrip(" ")
    return set_cell_size(text, room).rstrip(" ") + ellipsis


def pad(text: str, width: int, align: str = "<") -> str:
    """`text` with spaces to `width` cells: left-aligned (`<`), right (`>`) or centred (`^`), as
    `f"{text:<{width}}"` would for one-cell text. Longer text is left whole (see `fit`)."""
    gap = width - cells(text)
    if gap <= 0:
        return text
    if align == ">":
        return " " * gap + text
    if align == "^":
        return " " * (gap // 2) + text + " " * (gap - gap // 2)
    return text + " " * gap


def chop(text: str, width: int) -> list[str]:
    """`text` split into pieces of at most `width` cells (a wide character is never split; one
    wider than `width` is a piece of its own), never starting a piece with a closing mark such as
    "。" (`line_breaks`). Joined, the pieces give `text` back."""
    from rich.cells import chop_cells  # as in cells

    def divide(rest: str, room: int) -> list[int]:
        offsets, at = [], 0
        for piece in chop_cells(rest, max(1, room))[:-1]:
            at += len(piece)
            offsets.append(at)
        return offsets

    offsets = line_breaks(text, width, divide)
    return [text[a:b] for a, b in zip([0, *offsets], [*offsets, len(text)]) if text[a:b]] or [text]


NO_LINE_START = frozenset("、。，．・：；？！）］｝」』】〕〉》〙〗ー～…‥ゝゞヽヾ々"
                          "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ")
"""Japanese marks that never begin a line (kinsoku shori): full stops and commas, closing
brackets, the long-vowel mark, small kana."""

NO_LINE_END = frozenset("（［｛「『【〔〈《〘〖")
"""Japanese opening brackets, which never end a line."""


def line_breaks(text: str, width: int, divide: Callable[[str, int], list[int]]) -> list[int]:
    """Where `text` breaks into lines of `width` cells: `divide`'s offsets (indices where a new
    line starts), except that no line begins with a mark of `NO_LINE_START` nor ends with one of
    `NO_LINE_END`: the break moves back a character or two (the character before the "。" goes
    down with it) and the rest is divided again from there. Text of ASCII only is `divide`'s."""
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
