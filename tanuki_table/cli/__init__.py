"""The `tanuki-table` command line (`commands.py`), plain mode, `serve` and the command-line tools.

`main` is here so `tanuki-table` (`tanuki_table.cli:main`) starts by importing this light package;
the parser and the commands load with it. Other layers import only `cli.argtypes` and
`cli.output`, which stay light.
"""

from __future__ import annotations

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run the command line (see `commands.main`)."""
    from tanuki_table.cli.commands import main as run  # deferred: the parser loads only to run a command

    return run(argv)
