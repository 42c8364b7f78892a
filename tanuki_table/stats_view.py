"""Statistics as Rich renderables: shared by `tanuki-table stats` and the Statistics screen."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tanuki_table.history import Stats

__all__ = ["stats_renderable"]

BAR = 20


def _bar(rate: float) -> Text:
    filled = round(rate * BAR)
    return Text("█" * filled + "░" * (BAR - filled) + f" {rate:.0%}")


def stats_renderable(rows: list[Stats], titles: dict[str, str]) -> RenderableType:
    """A table of results per game and opponent, then win rate by week for each."""
    if not rows:
        return Text("No finished games yet: play one and it will be counted here.", style="dim")
    table = Table(title="Your games", expand=False)
    for name, justify in (("Game", "left"), ("Against", "left"), ("Games", "right"), ("Wins", "right"),
                          ("Draws", "right"), ("Conceded", "right"), ("Win rate", "left"), ("Best streak", "right"),
                          ("Favourite cards", "left")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for row in rows:
        cards = ", ".join(f"{card} ×{n}" for card, n in row.favourite_cards[:3])
        table.add_row(Text(titles.get(row.game, row.game)), Text(row.opponent), str(row.games), str(row.wins),
                      str(row.draws), str(row.conceded), _bar(row.win_rate), str(row.longest_streak), Text(cards))
    parts: list[RenderableType] = [table]
    for row in rows:
        if len(row.by_week) < 2:
            continue
        weeks = Table(title=f"{titles.get(row.game, row.game)} against {row.opponent}: win rate by week",
                      show_header=False, box=None)
        for week, games, wins in row.by_week[-12:]:
            weeks.add_row(week, _bar(wins / games if games else 0.0), f"{wins}/{games}")
        parts.append(weeks)
    return Group(*parts)
