"""argparse's own words ("usage:", "options", "invalid choice: ...") in the language in use, and
help laid out in terminal cells for text with wide characters (Japanese)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from tanuki_table.core.i18n import N_, _
from tanuki_table.core.text import cells, chop

__all__ = ["ARGPARSE_WORDS", "CellHelp", "CellRawDescription", "argparse_gettext", "cell_formatter",
           "translate_argparse", "wrap_cells"]

ARGPARSE_WORDS = frozenset({
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
})
"""The argparse messages a player may meet, as argparse writes them (its %-placeholders kept)."""


def argparse_gettext(message: str) -> str:
    """argparse's `message` in the language in use, when it is one of ours; else as it is."""
    return _(message) if message in ARGPARSE_WORDS else message


def translate_argparse() -> None:
    """Make argparse word its headings and errors through `argparse_gettext`."""
    setattr(argparse, "_", argparse_gettext)


def wrap_cells(text: str, width: int) -> list[str]:
    """`text`'s words in lines of at most `width` cells; a run of wide characters (Japanese has no
    spaces between words) is broken where the line is full."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if cells(candidate) <= width:
            line = candidate
            continue
        if line and cells(word) <= width:
            lines.append(line)
            line = word
            continue
        pieces = chop(candidate, width)
        lines += pieces[:-1]
        line = pieces[-1]
    return lines + [line] if line else lines


def _wide(text: str) -> bool:
    return cells(text) != len(text)


class CellHelp(argparse.HelpFormatter):
    """argparse's help layout, measured in cells for text with wide characters."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap_cells(text, width) if _wide(text) else super()._split_lines(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if _wide(text):
            return "\n".join(indent + line for line in wrap_cells(text, width - len(indent)))
        return super()._fill_text(text, width, indent)

    def _format_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                      groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None) -> str:
        text = super()._format_usage(usage, actions, groups, prefix)
        shown = _("usage: ") if prefix is None else prefix
        extra = cells(shown) - len(shown)  # argparse indents the usage's next lines by len(prefix)
        if extra <= 0:
            return text
        first, *rest = text.split("\n")
        return "\n".join([first] + [" " * extra + line if line.strip() else line for line in rest])


class CellRawDescription(argparse.RawDescriptionHelpFormatter, CellHelp):
    """`RawDescriptionHelpFormatter` (the description and epilog as written), options' help in cells."""


def cell_formatter(kind: Any) -> Any:
    """The cell-measuring formatter for a parser's `formatter_class` (argparse's own two; argparse
    types the class as any callable that makes a formatter)."""
    if kind is argparse.RawDescriptionHelpFormatter:
        return CellRawDescription
    if kind is argparse.HelpFormatter:
        return CellHelp
    return kind
