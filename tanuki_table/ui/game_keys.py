"""The game screen's keys: act by a row's key, pass, end the turn, undo, rules, log (leaving and
conceding are in `game_end`).
A mixin for `GameScreen` (ui/game_screen.py)."""

from __future__ import annotations

import time

from textual.events import Key
from textual.widgets import RichLog

from tanuki_table.ui.dialogs import RulesScreen
from tanuki_table.ui.game_base import GameScreenBase
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

QUIET = 0.4
"""Seconds after a key closed a box during which the same key does nothing on the table (a
double press or a key repeat is never applied to the game)."""


class GameKeys(GameScreenBase):
    """Key actions of `GameScreen`."""

    def on_key(self, event: Key) -> None:
        """The key that just closed a box does nothing on the table for a moment; Esc closes the
        first-game guide before anything else."""
        key, until = self.quiet
        if (key is not None and event.key == key and time.monotonic() < until) or (
                event.key == "escape" and self.guide.close()):
            event.stop()
            event.prevent_default()

    def closed_box(self, key: str | None) -> None:
        """A box closed with `key` (None: a click): that key rests for `QUIET` seconds."""
        self.quiet = (key, time.monotonic() + QUIET)

    def action_pick(self, index: int) -> None:
        action = self.query_one("#actions", ActionList).action_at(index)
        if action is not None:
            self.do(action)

    def _kind(self, kind: str) -> None:
        state = self.session.state
        if state.is_over or state.current_player != self.viewer or self.bot_running:
            return
        for action in state.legal_actions():
            if action.kind == kind:
                self.do(action)
                return
        self.notify(f"No '{kind.replace('_', ' ')}' move is legal now.", timeout=2)

    def action_pass_phase(self) -> None:
        self._kind("pass")

    def action_end_turn(self) -> None:
        self._kind("end_turn")

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.info.id, self.info.title))

    def action_toggle_log(self) -> None:
        log = self.query_one("#log", RichLog)
        log.display = not log.display

    def key_escape(self) -> None:
        hand = self.query_one("#hand", Hand)
        hand.selected = set()
        hand.refresh()
        self.filter_cards = []
        self.show_actions()

    def action_guide_next(self) -> None:
        """The first-game guide's next step (F2; a move moves it on too)."""
        self.guide.next_step()

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked(self))
