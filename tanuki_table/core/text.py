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

No Textual import here: the CLI uses it too.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

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
