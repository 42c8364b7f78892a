"""The `tanuki-table` command line, plain mode, `serve` and the command-line tools (a light package)."""

from __future__ import annotations

import sys

from tanuki_table.cli.lang import apply_lang

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run the command line (see `commands.main`); with no argument (or only `--lang`), start the
    picker without loading the parser."""
    words = sys.argv[1:] if argv is None else argv
    fine, rest = apply_lang(words)
    if fine and not rest:
        from tanuki_table.cli.guard import guarded  # deferred: this package stays light for every command
        from tanuki_table.cli.launch import start_picker

        return guarded(start_picker)
    from tanuki_table.cli.commands import main as run  # deferred: the parser loads only to run a command

    return run(argv)
