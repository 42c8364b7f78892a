"""The game screen's keys: act by number, pass, end the turn, undo, rules, log, leave.
A mixin for `GameScreen` (ui/game_screen.py)."""

from __future__ import annotations

from textual.widgets import RichLog

from tanuki_table.ui.dialogs import ConfirmScreen, RulesScreen
from tanuki_table.ui.game_base import GameScreenBase
from tanuki_table.ui.unsaved import LEAVE, RETRY, UnsavedScreen
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand


class GameKeys(GameScreenBase):
    """Key actions of `GameScreen`."""

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

    def action_undo(self) -> None:
        self.post_message(self.UndoAsked(self))

    def action_leave(self) -> None:
        if getattr(self.session, "save_problem", None):  # a full disk: say what would be lost first
            self.app.push_screen(UnsavedScreen(self.session), self._unsaved_answer)
            return
        if self.session.state.is_over:
            self.post_message(self.MenuAsked())
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.workers.cancel_group(self, "bots")
                self.post_message(self.MenuAsked())

        self.app.push_screen(ConfirmScreen("Leave this game and go back to the menu?"), answer)

    def _unsaved_answer(self, what: str | None) -> None:
        if what == RETRY:
            self.app.autosave(self.session)  # type: ignore[attr-defined]
            if getattr(self.session, "save_problem", None):
                self.notify(f"Still not saved: {self.session.save_problem}", severity="error", timeout=8)  # type: ignore[attr-defined]
            else:
                self.action_leave()
        elif what == LEAVE:
            self.workers.cancel_group(self, "bots")
            self.post_message(self.MenuAsked())

