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


def print_report(result: dict[str, Any], console: Console | None = None, top: int = 12) -> None:
    """Seats, endings, matchups and cards as tables."""
    console = console or make_console()  # piped: every column whole
    head = (f"{result['game']}: {result['games']} games, {result['bot']} in every seat, "
            f"{result['games_per_second']:.2f} games/s")
    console.print(escape(head))

    seats = Table(title="Win rate by seat, Player 1 starting (95% Wilson interval)")
    for column in ("seat", "wins", "win rate", "95% CI"):
        seats.add_column(column, justify="left" if column == "seat" else "right")
    for seat, rate in enumerate(result["seats"]):
        seats.add_row(f"Player {seat + 1}", str(int(rate["wins"])), *_pct(rate))
    console.print(seats)
    console.print(f"draws {result['draws']}  unfinished {result['unfinished']}")

    ends = Table(title="How games end")
    for column in ("ending", "games", "share", "95% CI"):
        ends.add_column(column, justify="left" if column == "ending" else "right")
    for kind, rate in result["ends"].items():
        ends.add_row(escape(kind), str(int(rate["wins"])), *_pct(rate))
    console.print(ends)

    if result["matchups"]:
        matchups = Table(title="Matchups: the first-named side's score (mirror matches left out)")
        for column in ("matchup", "games", "score", "95% CI"):
            matchups.add_column(column, justify="left" if column == "matchup" else "right")
        for key, rate in result["matchups"].items():
            matchups.add_row(escape(key), str(rate["games"]), *_pct(rate))
        console.print(matchups)

    cards = [c for c in result["cards"] if c["in_decks"] and not c.get("prize")]
    cards.sort(key=lambda c: (c["played_by_winner"]["rate"], c["id"]))
    table = Table(title=f"Cards played by the winner (the {top} least and most played; never played flagged)")
    for column in ("card", "played in", "by winner", "95% CI", "win rate when played"):
        table.add_column(column, justify="left" if column == "card" else "right")
    shown = cards if len(cards) <= 2 * top else cards[:top] + cards[-top:]
    for card in shown:
        name = escape(card["name"]) + (" [bold red](never played)[/]" if card["never_played"] else "")
        played = card["win_rate_when_played"]
        table.add_row(name, str(card["played_in"]), *_pct(card["played_by_winner"]),
                      "-" if not played["games"] else f"{100 * played['rate']:.0f}% of {played['games']}")
    console.print(table)
    if result["never_played"]:
        console.print(f"never played: {escape(', '.join(result['never_played']))}")
