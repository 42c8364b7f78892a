"""Statistics as Rich renderables for `tanuki-table stats` and the Statistics screen. Everything from
the history file is shown as a cleaned `Text`, never markup."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from tanuki_table.persistence.history import Stats
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, pgettext
from tanuki_table.core.text import cells, safe_text

__all__ = ["stats_renderable"]

BAR = 20
BAR_MIN = 5


class Bar:
    """A win rate as a bar (`BAR_MIN` to `BAR` cells, as the table allows) and its percentage, on one line."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.label = f" {rate:.0%}"

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(BAR_MIN + cells(self.label), BAR + cells(self.label))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = max(BAR_MIN, min(BAR, options.max_width - cells(self.label)))
        filled = round(self.rate * width)
        yield Text("█" * filled + "░" * (width - filled) + self.label, no_wrap=True, overflow="crop")


def opponent_text(opponent: str) -> str:
    """An opponent in words: "bot: simple+hard" -> "Bot (easy), Bot (hard)", "network: Ann" ->
    "Ann (network)"."""
    from tanuki_table.core.session import _level_word, level_shown  # deferred: light at start-up

    kind, _sep, who = opponent.partition(": ")
    if kind == "bot" and who:
        return ", ".join(_("Bot ({level})").format(level=_level_word(level_shown(level)))
                         for level in who.split("+"))
    if kind == "network" and who:
        # TRANSLATORS: an opponent who played over the network, by name
        return _("{name} (network)").format(name=who)
    if opponent == "people (hot-seat)":
        return _("people (hot-seat)")
    return opponent


NARROW = 110
"""Below this width each game and opponent is told on its own lines, not as one table."""


def _stacked(rows: list[Stats], titles: dict[str, str]) -> RenderableType:
    parts: list[RenderableType] = [Text(_("Your games"), style="bold")]
    for row in rows:
        figures = Table.grid(padding=(0, 2))
        figures.add_column(no_wrap=True)
        figures.add_column()
        figures.add_row(pgettext("stats", "Win rate"), Bar(row.win_rate))
        cards = _favourites(row)
        if cards:
            figures.add_row(pgettext("stats", "Favourite cards"), safe_text(cards))
        counts = ((pgettext("stats", "Games"), row.games), (pgettext("stats", "Wins"), row.wins),
                  (pgettext("stats", "Draws"), row.draws), (pgettext("stats", "Conceded"), row.conceded),
                  (pgettext("stats", "Best streak"), row.longest_streak))
        parts += [Text(""), safe_text(_against(row, titles), style="bold"),
                  Text("  ·  ".join(f"{label} {n}" for label, n in counts)), figures]
    return Group(*parts)


def stats_renderable(rows: list[Stats], titles: dict[str, str], width: int | None = None) -> RenderableType:
    """A table of results per game and opponent, then win rate by week for each (stacked below `NARROW`)."""
    if not rows:
        return Text(_("No finished games yet: play one and it will be counted here."), style="dim")
    if width is not None and width < NARROW:
        return Group(_stacked(rows, titles), *_weeks(rows, titles))
    table = Table(title=_("Your games"), expand=False)
    for name, justify in ((pgettext("stats", "Game"), "left"), (pgettext("stats", "Against"), "left"),
                          (pgettext("stats", "Games"), "right"), (pgettext("stats", "Wins"), "right"),
                          (pgettext("stats", "Draws"), "right"), (pgettext("stats", "Conceded"), "right"),
                          (pgettext("stats", "Win rate"), "left"), (pgettext("stats", "Best streak"), "right"),
                          (pgettext("stats", "Favourite cards"), "left")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for row in rows:
        cards = _favourites(row)
        against = opponent_text(row.opponent) if row.player == "you" else f"{opponent_text(row.opponent)}: {row.player}"
        table.add_row(safe_text(_title(row.game, titles)), safe_text(against), str(row.games),
                      str(row.wins), str(row.draws), str(row.conceded), Bar(row.win_rate),
                      str(row.longest_streak), safe_text(cards))
    return Group(table, *_weeks(rows, titles))


def _weeks(rows: list[Stats], titles: dict[str, str]) -> list[RenderableType]:
    """Win rate by week, one small table per game and opponent with two weeks or more."""
    parts: list[RenderableType] = []
    for row in rows:
        if len(row.by_week) < 2:
            continue
        # the title on its own line, not the table's: a table as narrow as its bars wrapped it
        parts += [Text(""), safe_text(_("{heading}: win rate by week").format(heading=_against(row, titles)), style="bold")]
        weeks = Table(show_header=False, box=None)
        for week, games, wins in row.by_week[-12:]:
            weeks.add_row(safe_text(week), Bar(wins / games if games else 0.0), f"{wins}/{games}")
        parts.append(weeks)
    return parts


def _title(game: str, titles: dict[str, str]) -> str:
    title = titles.get(game)
    return _(title) if title else game


def _against(row: Stats, titles: dict[str, str]) -> str:
    """ "Tacocat against Bot (easy)", with the player in brackets when it is not you."""
    # TRANSLATORS: a heading of the statistics: "Tacocat against Bot (easy)"
    said = _("{game} against {opponent}").format(game=_title(row.game, titles), opponent=opponent_text(row.opponent))
    return said if row.player == "you" else f"{said} ({row.player})"


def _favourites(row: Stats) -> str:
    """The three cards played most, by name: "Leonardo ×4, Raphael ×2"."""
    return ", ".join(f"{card_name(row.game, card)} ×{n}" for card, n in row.favourite_cards[:3])
