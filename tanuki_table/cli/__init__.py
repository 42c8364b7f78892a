"""The `tanuki-table` command line (`commands.py`), plain mode, `serve` and the command-line tools.

`main` is here so `tanuki-table` (`tanuki_table.cli:main`) starts by importing this light package;
the parser and the commands load with it. Other layers import only `cli.argtypes` and
`cli.output`, which stay light.
"""

from __future__ import annotations

import sys

from tanuki_table.cli.lang import apply_lang

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run the command line (see `commands.main`); with no argument at all (or only `--lang`),
    start the picker without loading the parser (`launch.start_picker`, guarded as every command
    is). A `--lang` before the command is used first, so everything after speaks that language."""
    words = sys.argv[1:] if argv is None else argv
    fine, rest = apply_lang(words)
    if fine and not rest:
        from tanuki_table.cli.guard import guarded  # deferred: this package stays light for every command
        from tanuki_table.cli.launch import start_picker  # deferred: as above

        return guarded(start_picker)
    from tanuki_table.cli.commands import main as run  # deferred: the parser loads only to run a command

    return run(argv)
