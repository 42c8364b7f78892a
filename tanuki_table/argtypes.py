"""Command-line argument types shared by the CLI and the subcommands that keep their own parsers
(`ladder`, `balance`): one wording for every usage error."""

from __future__ import annotations

import argparse
from typing import Any

from tanuki_table.errors import TanukiError


class UsageError(TanukiError):
    """The command line asks for something that cannot be: exit code 2."""


def int_at_least(low: int, high: int | None = None) -> Any:
    """An argparse type: a whole number from `low` (to `high`)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < low or (high is not None and value > high):
            span = f"at least {low}" if high is None else f"from {low} to {high}"
            raise argparse.ArgumentTypeError(f"must be {span}, not {value}")
        return value

    parse.__name__ = "number"
    return parse
