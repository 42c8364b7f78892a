"""One rule for untrusted text: shown as data, never as markup, never as terminal control codes."""

from __future__ import annotations

import re

from rich.markup import escape
from rich.text import Text

__all__ = ["clean", "safe", "safe_text"]

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def clean(text: object) -> str:
    """`text` as a string with control and bidi characters replaced by `?`."""
    return _CONTROL.sub("?", str(text))


def safe(text: object) -> str:
    """`text` cleaned and escaped for Rich/Textual markup."""
    return escape(clean(text))


def safe_text(text: object, style: str = "") -> Text:
    """`text` cleaned, as a Rich `Text` (never parsed as markup)."""
    return Text(clean(text), style=style)
