"""The ways out of a game: concede, leave (keep for later, concede or cancel), and the keys that
stay on the table after the game-over box (rematch, export, menu). A mixin for `GameScreen`
(ui/game_screen.py).

A concession is the player's own decision, so it always asks first (a stray key, or `ctrl+c`
pressed by habit, never ends a game): `c` or the palette's "Concede this game", then yes/no. The
game then ends at once with the rival as the winner (`Session.concede`), and the history, the
save and the replay say "conceded".
"""

from __future__ import annotations

from tanuki_table.ui.dialogs import ConfirmScreen, PromptNumberScreen
from tanuki_table.ui.game_base import GameScreenBase
from tanuki_table.ui.preferences import settings_service
from tanuki_table.ui.unsaved import LEAVE, RETRY, UnsavedScreen
from tanuki_table.ui.widgets.actions import ActionList

LEAVE_CHOICES = (("k", "Keep for later", "keep"), ("c", "Concede", "concede"), ("n", "Cancel", "cancel"))
"""The question `q` asks while a game runs: (key, button, answer)."""


class GameEnd(GameScreenBase):
    """Concede, leave and the after-game keys of `GameScreen`."""

    def pause_setting(self) -> str:
        """The "pause on results" setting (`important` when the app has no settings)."""
        prefs = settings_service(self)
        return str(prefs.settings.pause_on_results) if prefs is not None else "important"

    def concedable(self) -> bool:
        """Whether the person at the keyboard may concede now: a game running, a person's view on
        screen."""
        state = self.session.state
        return not state.is_over and self.viewer is not None and self.viewer in self.session.setup.humans()

    def action_concede(self) -> None:
        """Ask, then give the game up."""
        if not self.concedable():
            self.notify("There is no running game of yours to concede.", timeout=3)
            return
        seat = self.viewer

        def answer(yes: bool | str | None) -> None:
            if yes is True and seat is not None:
                self.concede(seat)

        self.app.push_screen(ConfirmScreen("Concede this game? It ends now and counts as a loss."), answer)

    def concede(self, seat: int) -> None:
        """End the game: `seat` concedes, the rival wins; saved at once."""
        self.workers.cancel_group(self, "bots")
        self.bot_running = False
        self.thinking = False
        self.session.concede(seat)
        self.post_message(self.Played(self.session))
        self.advance()

    def action_leave(self) -> None:
        """Back to the menu: at once once the game is over; while it runs, asks whether to keep it
        for later, concede it, or stay. With moves not saved (a full disk), says so first."""
        if getattr(self.session, "save_problem", None):
            self.app.push_screen(UnsavedScreen(self.session), self._unsaved_answer)
            return
        if self.session.state.is_over:
            self.post_message(self.MenuAsked())
            return
        seat = self.viewer if self.concedable() else None
        choices = LEAVE_CHOICES if seat is not None else (LEAVE_CHOICES[0], LEAVE_CHOICES[2])

        def answer(what: bool | str | None) -> None:
            if what in ("keep", True):
                self.workers.cancel_group(self, "bots")
                self.post_message(self.MenuAsked())
            elif what == "concede" and seat is not None:
                self.concede(seat)

        self.app.push_screen(ConfirmScreen("Leave this game? Keep it for later (it stays saved; R resumes it), "
                                           "concede it, or go on playing.", choices), answer)

    def _unsaved_answer(self, what: str | None) -> None:
        if what == RETRY:
            if self.saves is not None:
                self.saves.autosave(self.session)
            if getattr(self.session, "save_problem", None):
                self.notify(f"Still not saved: {self.session.save_problem}", severity="error", timeout=8)
            else:
                self.action_leave()
        elif what == LEAVE:
            self.workers.cancel_group(self, "bots")
            self.post_message(self.MenuAsked())

    def action_after(self, what: str) -> None:
        """Rematch, export or menu, from the table after the game-over box."""
        if not self.session.state.is_over:
            return
        if what == "rematch":
            self.post_message(self.RematchAsked(self.session))
        elif what == "export":
            self.post_message(self.ExportAsked(self.session))
        elif what == "menu":
            self.post_message(self.MenuAsked())

    def over_hint(self) -> str:
        """The line under the hand once the game is over."""
        return "Game over · r rematch · x export the replay · m menu · u undo the last move"

    def action_pick_number(self) -> None:
        """`#`: type the number of an action row (lists longer than the row keys)."""
        actions = self.query_one("#actions", ActionList)
        if not actions.actions:
            return

        def chosen(number: int | None) -> None:
            action = actions.action_at(number - 1) if number is not None else None
            if action is not None:
                self.do(action)

        self.app.push_screen(PromptNumberScreen(f"Action number (1 to {len(actions.actions)})", len(actions.actions)),
                             chosen)
