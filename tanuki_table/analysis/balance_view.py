"""Printing `balance` results as Rich tables (the data comes from `balance.report`)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from tanuki_table.cli.output import console as make_console


def _pct(rate: dict[str, Any]) -> tuple[str, str]:
    low, high = rate["ci"]
    return f"{100 * rate['rate']:.1f}%", f"{100 * low:.1f}-{100 * high:.1f}%"


def _table(title: str, *columns: str) -> Table:
    """A table whose first column is left-aligned and the others right-aligned."""
    table = Table(title=title)
    for index, column in enumerate(columns):
        table.add_column(column, justify="right" if index else "left")
    return table


def print_report(result: dict[str, Any], console: Console | None = None, top: int = 12) -> None:
    """Seats, endings, matchups and cards as tables."""
    console = console or make_console()  # piped: every column whole
    head = (f"{result['game']}: {result['games']} games, {result['bot']} in every seat, "
            f"{result['games_per_second']:.2f} games/s")
    console.print(escape(head))

    seats = _table("Win rate by seat, Player 1 starting (95% Wilson interval)",
                   "seat", "wins", "win rate", "95% CI")
    for seat, rate in enumerate(result["seats"]):
        seats.add_row(f"Player {seat + 1}", str(int(rate["wins"])), *_pct(rate))
    console.print(seats)
    console.print(f"draws {result['draws']}  unfinished {result['unfinished']}")

    ends = _table("How games end", "ending", "games", "share", "95% CI")
    for kind, rate in result["ends"].items():
        ends.add_row(escape(kind), str(int(rate["wins"])), *_pct(rate))
    console.print(ends)

    if result["matchups"]:
        matchups = _table("Matchups: the first-named side's score (mirror matches left out)",
                          "matchup", "games", "score", "95% CI")
        for key, rate in result["matchups"].items():
            matchups.add_row(escape(key), str(rate["games"]), *_pct(rate))
        console.print(matchups)

    cards = [c for c in result["cards"] if c["in_decks"] and not c.get("prize")]
    cards.sort(key=lambda c: (c["played_by_winner"]["rate"], c["id"]))
    table = _table(f"Cards played by the winner (the {top} least and most played; never played flagged)",
                   "card", "played in", "by winner", "95% CI", "win rate when played")
    shown = cards if len(cards) <= 2 * top else cards[:top] + cards[-top:]
    for card in shown:
        name = escape(card["name"]) + (" [bold red](never played)[/]" if card["never_played"] else "")
        played = card["win_rate_when_played"]
        table.add_row(name, str(card["played_in"]), *_pct(card["played_by_winner"]),
                      "-" if not played["games"] else f"{100 * played['rate']:.0f}% of {played['games']}")
    console.print(table)
    if result["never_played"]:
        console.print(f"never played: {escape(', '.join(result['never_played']))}")
