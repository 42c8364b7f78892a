"""Japanese line breaking for everything Rich and Textual wrap (the log, dialogs, strips, boxes).

Rich and Textual break a line of Japanese wherever the width runs out, so a line may begin with
"。" or "ー" or end with "（". Both wrap through `rich._wrap.divide_line` (Rich's `Text.wrap`
and Textual's `Content.wrap` import it by name); `install` puts `core.text.line_breaks` around it
in both places. Text of ASCII only goes straight to Rich's own function: English is laid out as
before, to the cell.
"""

from __future__ import annotations

from typing import Callable

import rich.text
import textual.content

from tanuki_table.core.text import line_breaks

_installed = False


def kinsoku(divide: Callable[..., list[int]]) -> Callable[..., list[int]]:
    """`divide` (Rich's `divide_line`) with Japanese line-breaking rules."""

    def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
        if text.isascii():
            return divide(text, width, fold)
        return line_breaks(text, width, lambda rest, room: divide(rest, room, fold))

    divide_line.__wrapped__ = divide  # type: ignore[attr-defined]
    return divide_line


def install() -> None:
    """Wrap Rich's and Textual's line division once (idempotent)."""
    global _installed
    if _installed:
        return
    for module in (rich.text, textual.content):
        original = getattr(module, "divide_line", None)
        if original is not None and not hasattr(original, "__wrapped__"):
            module.divide_line = kinsoku(original)  # type: ignore[attr-defined]
    _installed = True
