"""The ways out of a game (`GameScreen.exits`; a networked table: `net.table_exits.TableExits`):
concede (always asked first), leave, undo, the game-over dialog, and rematch, export and menu after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from tanuki_table.core.i18n import N_, _
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, GameOverScreen, LinesScreen
from tanuki_table.ui.dialogs.unsaved import LEAVE, RETRY, UnsavedScreen

if TYPE_CHECKING:
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["Exits", "LEAVE_CHOICES"]

LEAVE_CHOICES = (("k", N_("Keep for later"), "keep"), ("c", N_("Concede"), "concede"), ("n", N_("Cancel"), "cancel"))
"""The question `q` asks while a game runs: (key, button, answer)."""


class Exits:
    """Concede, leave, undo and what follows the end of a game, for one game screen."""

    def __init__(self, screen: GameScreen, seating: Seating) -> None:
        self.screen = screen
        self.seating = seating

    def allows(self, action: str) -> bool | None:
        """Whether the screen's key for `action` is live (None: another part decides)."""
        seating = self.seating
        if action == "undo":  # after the end: takes back the last move
            return seating.viewer is not None or seating.session.state.is_over
        if action == "concede":
            return self.concedable()
        return None

    def palette(self) -> list[tuple[str, Callable[[], object], str]]:
        """Entries this way of playing adds to the command palette: (label, callback, help)."""
        return []

    def leave_words(self) -> tuple[str, str]:
        """The palette's entry for leaving the game: (label, help)."""
        return _("Back to the menu"), _("leave this game")

    def concedable(self) -> bool:
        """Whether the person at the keyboard may concede now: a game running, a person's view on screen."""
        seating = self.seating
        viewer = seating.viewer
        return (not seating.session.state.is_over and viewer is not None
                and viewer in seating.session.setup.humans())

    def ask_concede(self) -> None:
        """Ask, then give the game up."""
        screen, seating = self.screen, self.seating
        if not self.concedable():
            screen.notify(_("There is no running game of yours to concede."), timeout=3)
            return
        seat = seating.viewer

        def answer(yes: bool | str | None) -> None:
            if yes is True and seat is not None:
                self.concede(seat)

        screen.app.push_screen(ConfirmScreen(_("Concede this game? It ends now and counts as a loss.")), answer)

    def concede(self, seat: int) -> None:
        """End the game: `seat` concedes, the rival wins; saved at once."""
        screen, seating = self.screen, self.seating
        screen.turns.stop_bots()
        seating.session.concede(seat)
        screen.post_message(screen.Played(seating.session))
        screen.advance()

    def leave(self) -> None:
        """Back to the menu: at once after the game; while it runs, asks first (and about unsaved moves)."""
        screen, seating = self.screen, self.seating
        if getattr(seating.session, "save_problem", None):
            screen.app.push_screen(UnsavedScreen(seating.session), self._unsaved_answer)
            return
        if seating.session.state.is_over:
            screen.post_message(screen.MenuAsked())
            return
        seat = seating.viewer if self.concedable() else None
        choices = LEAVE_CHOICES if seat is not None else (LEAVE_CHOICES[0], LEAVE_CHOICES[2])

        def answer(what: bool | str | None) -> None:
            if what in ("keep", True):
                screen.turns.stop_bots()
                screen.post_message(screen.MenuAsked())
            elif what == "concede" and seat is not None:
                self.concede(seat)

        screen.app.push_screen(ConfirmScreen(_("Leave this game? Keep it for later (it stays saved; R resumes it), "
                                               "concede it, or go on playing."), choices), answer)

    def _unsaved_answer(self, what: str | None) -> None:
        screen, seating = self.screen, self.seating
        if what == RETRY:
            if screen.saves is not None:
                screen.saves.autosave(seating.session)
            problem = getattr(seating.session, "save_problem", None)
            if problem:
                screen.notify(_("Still not saved: {reason}").format(reason=problem), severity="error", timeout=8)
            else:
                self.leave()
        elif what == LEAVE:
            screen.turns.stop_bots()
            screen.post_message(screen.MenuAsked())

    def undo(self) -> None:
        """Take the last decision back (the app's undo service decides how)."""
        self.screen.post_message(self.screen.UndoAsked(self.screen))

    def after(self, what: str) -> None:
        """Rematch, export or menu, from the table after the game-over box."""
        screen, seating = self.screen, self.seating
        if not seating.session.state.is_over:
            return
        if what == "rematch":
            screen.post_message(screen.RematchAsked(seating.session))
        elif what == "export":
            screen.post_message(screen.ExportAsked(seating.session))
        elif what == "menu":
            screen.post_message(screen.MenuAsked())

    def over_hint(self) -> str:
        """The line under the hand once the game is over."""
        return _("Game over · r rematch · x export the replay · m menu · u undo the last move")

    def game_over(self) -> None:
        """The game-over dialog: rematch, reveal all, export, menu, or a look at the table."""
        screen, seating = self.screen, self.seating
        title, why = screen.views.result_text()

        def chosen(what: str | None) -> None:
            if what == "reveal":
                seating.revealed = True
                if seating.viewer is None:
                    seating.viewer = 0
                screen.advance()  # the table with every card; the game-over box waits under the reveal

                def revealed(_key: str | None) -> None:
                    seating.over_shown = False
                    screen.advance()  # the game-over box again, once the whole game has been read

                lines = [seating.line_for(e, None, reveal=True) for e in seating.session.state.log]
                screen.app.push_screen(LinesScreen(_("The whole game, every card revealed"), lines), revealed)
            elif what == "look":
                seating.over_shown = True
            elif what is not None:
                self.after(what)  # rematch, export or menu
                if what == "export":
                    seating.over_shown = False
                    screen.advance()

        screen.app.push_screen(GameOverScreen(title, why), chosen)
