"""Opening saved games and replays for the App: `ResumeService`, held by the app as `app.resumes`
(the picker's `R` and `A`, and the command line's `play GAME`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.errors import SaveError
from tanuki_table.games import get_game
from tanuki_table.ui.services.saving import _saves
from tanuki_table.ui.screens.picker import game_text

if TYPE_CHECKING:  # pydantic and the engines load when a game is opened, not at start-up
    from tanuki_table.core.session import Session, StartRequest
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.services.saving import SaveService


class ResumeService:
    """Resuming, watching and exporting games, for `TanukiApp` (which holds one as `resumes`)."""

    def __init__(self, app: TanukiApp, saves: SaveService) -> None:
        self.app = app
        self.saves = saves

    def offer(self, start: StartRequest) -> None:
        """`play GAME`: if an unfinished game of GAME is saved, ask whether to resume it (the
        newest) or start the new one; else start at once."""
        from tanuki_table.cards.setups import setup_from_args
        from tanuki_table.ui.dialogs.boxes import ConfirmScreen

        try:
            unfinished = _saves().list_saves(start["game"], finished=False)
        except OSError:
            unfinished = []
        if not unfinished:
            self.app.start_game(setup_from_args(start))
            return
        newest = unfinished[0]
        others = len(unfinished) - 1

        def answer(what: bool | str | None) -> None:
            if what == "resume":
                self.resume_file(newest.path)
            elif what == "new":
                self.app.start_game(setup_from_args(start))

        game = game_text(get_game(start["game"]).title)
        if others:
            # TRANSLATORS: {save} describes the newest saved game; {count} how many others there are
            asked = ngettext("You have an unfinished game of {game}: {save} (and {count} more: R in the picker "
                             "lists it).\nResume it, or start a new game?",
                             "You have an unfinished game of {game}: {save} (and {count} more: R in the picker "
                             "lists them).\nResume it, or start a new game?", others)
        else:
            asked = _("You have an unfinished game of {game}: {save}.\nResume it, or start a new game?")
        self.app.push_screen(ConfirmScreen(
            asked.format(game=game, save=newest.describe(), count=others),
            (("r", N_("Resume"), "resume"), ("n", N_("New game"), "new"), ("escape", N_("Menu"), "menu")),
            focus_first=True), answer)

    def resume(self, game_id: str, choose: bool = False) -> None:
        """Resume an unfinished game of `game_id` (asks which when there are several, or always
        with `choose`: the list also abandons a game)."""
        self.saves.check_folder()
        try:
            unfinished = _saves().list_saves(game_id, finished=False)
        except OSError as exc:
            self.app.notify(_("Saved games cannot be read: {reason}").format(reason=exc.strerror), severity="warning")
            return
        if not unfinished:
            self.app.notify(_("No unfinished game to resume."))
            return
        if len(unfinished) == 1 and not choose:
            self.resume_file(unfinished[0].path)
            return

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.resume_file(path)

        from tanuki_table.ui.dialogs.resume_screen import ResumeScreen

        self.app.push_screen(ResumeScreen(game_text(get_game(game_id).title), unfinished, self.saves), chosen)

    def resume_file(self, path: Path) -> None:
        """Open a saved game; an unusable save is reported and moved aside, and a game open in
        another window is left to it (said in a toast)."""
        self.saves.release_closed_games()
        busy = self.saves.claim_game(Path(path))
        if busy is not None:
            self.offer_watching(Path(path), busy)
            return
        try:
            session = _saves().load_save(path)
        except SaveError as exc:
            try:
                moved = _saves().move_aside(Path(path))
                told = _("Save {name} is unusable ({reason}); moved to {folder}.")
            except OSError as move_exc:
                moved = move_exc.strerror
                told = _("Save {name} is unusable ({reason}); could not move it aside: {folder}.")
            self.app.notify(told.format(name=Path(path).name, reason=exc, folder=moved), severity="warning",
                            timeout=12)
            self.saves.refresh_picker()
            return
        from tanuki_table.ui.screens.game.game_base import GameScreenBase  # deferred: loads with a game

        self.app.open_session(session)
        screen = self.app.screen_stack[-1]
        if len(session.setup.humans()) > 1 and isinstance(screen, GameScreenBase) and screen.session is session:
            screen.seating.viewer = None  # hot-seat: a handover comes first, so no hand shows on resume

    def offer_watching(self, path: Path, busy: str) -> None:
        """A game open in another window: say so, and offer to watch it here, read-only."""
        from tanuki_table.ui.dialogs.boxes import ConfirmScreen

        self.app.notify(busy, title=_("Open elsewhere"), severity="warning", timeout=12)

        def answer(yes: bool | str | None) -> None:
            if not yes:
                return
            try:
                session = _saves().load_save(path)
            except (SaveError, OSError) as exc:
                self.app.notify(_("Cannot watch it: {reason}").format(reason=exc), severity="warning")
                return
            from tanuki_table.ui.screens.watch_screen import WatchScreen

            self.app.push_screen(WatchScreen(path, session))

        self.app.push_screen(ConfirmScreen(
            _("This game is open in another Tanuki Table window, which alone may play it.\n"
              "Watch it here, read-only? Its moves appear as they are made.")), answer)

    # --- replays -------------------------------------------------------------------------------
    def export_replay(self, session: Session) -> None:
        """Write the finished game's replay file and say where."""
        from tanuki_table.persistence.replay import export_session

        try:
            path = export_session(session)
        except (SaveError, OSError) as exc:
            self.app.notify(_("Replay not exported: {reason}").format(reason=exc), severity="error")
            return
        self.app.notify(_("Replay written to {path}").format(path=path), timeout=10)
