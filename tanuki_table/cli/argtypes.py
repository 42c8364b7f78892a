"""Command-line argument types and checks shared by the CLI and the subcommands that keep their own
parsers (`ladder`, `balance`, `host`, `join`): one wording for every usage error."""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING, Callable, TypeVar

from tanuki_table.cli.guard import UsageError
from tanuki_table.core.i18n import _, ngettext

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
            raise argparse.ArgumentTypeError(_("not a whole number: {text}").format(text=repr(text))) from None
        if value < low or (high is not None and value > high):
            if high is None:
                told = _("must be at least {low}, not {value}")
            else:
                told = _("must be from {low} to {high}, not {value}")
            raise argparse.ArgumentTypeError(told.format(low=low, high=high, value=value))
        return value

    parse.__name__ = "number"
    return parse


def delay(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a number of seconds: {text}").format(text=repr(text))) from None
    if not math.isfinite(value) or not 0 <= value <= MAX_BOT_DELAY:
        raise argparse.ArgumentTypeError(_("must be from 0 to {most} seconds, not {text}").format(
            most=f"{MAX_BOT_DELAY:g}", text=text))
    return value


def check_seats(info: GameInfo, players: int, flag: str) -> None:
    low, high = info.min_players, info.max_players
    if not low <= players <= high:
        span = f"{low}" if low == high else _("{low} to {high}").format(low=low, high=high)
        # TRANSLATORS: {span} is a number or a range ("2 to 4"); {count} the most players
        told = ngettext("{flag}: {game} is for {span} player, not {players}",
                        "{flag}: {game} is for {span} players, not {players}", high)
        raise UsageError(told.format(flag=flag, game=_(info.title), span=span, players=players, count=high))


def check_variant(info: GameInfo, variant: str | None) -> None:
    if variant is not None and variant not in info.variants:
        raise UsageError(_("--variant: unknown variant {variant} for {game}; known: {known}").format(
            variant=repr(variant), game=info.id, known=", ".join(info.variants)))
