"""Statistics as Rich renderables: shared by `tanuki-table stats` and the Statistics screen.

Game ids, bot names and card ids come from the history file: untrusted, so every one of them (table
titles too) is a cleaned `Text` (`tanuki_table.core.text.safe_text`), never markup."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tanuki_table.persistence.history import Stats
from tanuki_table.core.text import safe_text

__all__ = ["stats_renderable"]

BAR = 20


def _bar(rate: float) -> Text:
    filled = round(rate * BAR)
    return Text("█" * filled + "░" * (BAR - filled) + f" {rate:.0%}")


def opponent_text(opponent: str) -> str:
    """An opponent as the table called it: "bot: simple+hard" -> "Bot (easy), Bot (hard)";
    "network: Ann" -> "Ann (network)"; "people (hot-seat)" as it is."""
    from tanuki_table.core.session import level_shown  # deferred: as the history itself, light at start-up

    kind, _, who = opponent.partition(": ")
    if kind == "bot" and who:
        return ", ".join(f"Bot ({level_shown(level)})" for level in who.split("+"))
    if kind == "network" and who:
        return f"{who} (network)"
    return opponent


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
        against = opponent_text(row.opponent) if row.player == "you" else f"{opponent_text(row.opponent)}: {row.player}"
        table.add_row(safe_text(titles.get(row.game, row.game)), safe_text(against), str(row.games),
                      str(row.wins), str(row.draws), str(row.conceded), _bar(row.win_rate),
                      str(row.longest_streak), safe_text(cards))
    parts: list[RenderableType] = [table]
    for row in rows:
        if len(row.by_week) < 2:
            continue
        who = "" if row.player == "you" else f" ({row.player})"
        weeks = Table(title=safe_text(f"{titles.get(row.game, row.game)} against {opponent_text(row.opponent)}{who}: "
                                      "win rate by week"),
                      show_header=False, box=None)
        for week, games, wins in row.by_week[-12:]:
            weeks.add_row(safe_text(week), _bar(wins / games if games else 0.0), f"{wins}/{games}")
        parts.append(weeks)
    return Group(*parts)
