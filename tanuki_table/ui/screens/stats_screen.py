"""The Statistics screen: per game and per opponent, games, wins, streaks and win rate by week."""

from __future__ import annotations

import sqlite3

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static
from tanuki_table.core.i18n import N_, _
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.games import all_games
from tanuki_table.persistence.history import Stats, stats
from tanuki_table.analysis.stats_view import stats_renderable


class StatsScreen(Screen[None]):
    """Your record, read from the match history."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", N_("Back"))]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.rows: list[Stats] | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="stats")
        yield KeyFooter()

    def on_mount(self) -> None:
        try:
            self.rows = stats(self.game_id)
        except (OSError, sqlite3.Error) as exc:
            self.query_one("#stats", Static).update(Text(_("The match history cannot be read: {reason}").format(reason=exc), style="bold red"))
            return
        self._draw()

    def on_resize(self) -> None:
        if self.rows is not None:
            self._draw()

    def _draw(self) -> None:
        """The figures laid out for the screen's width (one table, or one game at a time when narrow)."""
        titles = {g.id: g.title for g in all_games()}
        self.query_one("#stats", Static).update(stats_renderable(self.rows or [], titles, self.app.size.width))
