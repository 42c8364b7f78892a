"""A plain board for the toy game: the observation's public fields as a readable table."""

from __future__ import annotations

from rich.pretty import Pretty
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.core.engine import Observation
from tanuki_table.ui.widgets.board import BoardBase

_SKIP = {"game", "player", "current_player", "is_over", "winner", "hand"}


class Board(BoardBase):
    """Shows every public field of the observation."""

    def compose(self) -> ComposeResult:
        yield Static(id="toy-table")

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data = {k: v for k, v in obs.model_dump().items() if k not in _SKIP}
        self.query_one("#toy-table", Static).update(Pretty(data, max_length=12))
