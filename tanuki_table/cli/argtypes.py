"""Command-line argument types and checks shared by the CLI and the subcommands that keep their own
parsers (`ladder`, `balance`, `host`, `join`): one wording for every usage error."""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING, Callable, TypeVar

from tanuki_table.cli.guard import UsageError

if TYPE_CHECKING:
    from tanuki_table.core.gameinfo import GameInfo


Parser = TypeVar("Parser", bound=argparse.ArgumentParser)
"""The parser class of a `_SubParsersAction` (the CLI's own subclass, for subcommands that add theirs)."""

MAX_BOT_DELAY = 60.0
"""The longest pause between a bot's moves, in seconds."""


def int_at_least(low: int, high: int | None = None) -> Callable[[str], int]:
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


def delay(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not math.isfinite(value) or not 0 <= value <= MAX_BOT_DELAY:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_BOT_DELAY:g} seconds, not {text}")
    return value


def check_seats(info: GameInfo, players: int, flag: str) -> None:
    low, high = info.min_players, info.max_players
    if not low <= players <= high:
        span = f"{low}" if low == high else f"{low} to {high}"
        raise UsageError(f"{flag}: {info.title} is for {span} players, not {players}")


def check_variant(info: GameInfo, variant: str | None) -> None:
    if variant is not None and variant not in info.variants:
        raise UsageError(f"--variant: unknown variant {variant!r} for {info.id}; known: {', '.join(info.variants)}")
