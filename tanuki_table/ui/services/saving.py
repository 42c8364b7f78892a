"""Autosave for the App: `SaveService`, held by the app as `app.saves`. The app saves after every
action and as soon as a game's screen opens; files are handled by `tanuki_table.persistence.saves`."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from tanuki_table.core.i18n import _, ngettext
from tanuki_table.errors import SaveError, TanukiError
from tanuki_table.persistence.storage import SaveLock, may_hold_saves, saves_dir, take_reports

if TYPE_CHECKING:  # pydantic and the engines load when a game is opened, not at start-up
    from types import ModuleType

    from tanuki_table.core.session import Session
    from tanuki_table.ui.app import TanukiApp


class PickerSaves(NamedTuple):
    """What the picker says of one game's saves: its lines, and whether R (resume) and v (watch
    a replay) do something."""

    lines: list[str]
    resume: bool = False
    watch: bool = False


def _saves() -> ModuleType:
    """`tanuki_table.persistence.saves`, imported on first use (not while the picker paints)."""
    from tanuki_table.persistence import saves

    return saves


class SaveService:
    """Autosave, the window's locks, the saves check and the match history, for `TanukiApp`."""

    def __init__(self, app: TanukiApp) -> None:
        self.app = app
        self.checked = False
        """Whether every save was checked (once per run, in a thread after the first paint)."""
        self.autosave_failed = False
        """Whether the last autosave failed (reported once, until one works again)."""
        self.locks: dict[str, SaveLock] = {}
        """The games this window holds, by save file name (one window per game)."""

    # --- start-up ------------------------------------------------------------------------------
    def start(self) -> None:
        """Once the first screen is painted and has settled, check in a thread that every
        unfinished game replays."""
        app = self.app
        app.call_after_refresh(lambda: app.set_timer(0.3, self._check_in_background))
        app.set_interval(0.5, self.show_file_reports)

    def show_file_reports(self) -> None:
        """Toast each player's file moved aside because it could not be read (collection, decks,
        history), wherever it was read."""
        for line in take_reports():
            self.app.notify(line, title=_("File moved aside"), severity="warning", timeout=20)

    def _check_in_background(self) -> None:
        self.app.run_worker(partial(self.check_folder, in_thread=True), thread=True, group="saves",
                            exit_on_error=False)

    def check_folder(self, in_thread: bool = False) -> list[str]:
        """Check every save once per run; report each unusable one in one line (moved aside)."""
        if self.checked:
            return []
        self.checked = True
        try:
            reports = list(_saves().check_saves()[1])
        except OSError as exc:
            reports = [_("The saves folder cannot be read: {reason}").format(reason=exc.strerror)]
        if reports and in_thread:
            self.app.call_from_thread(self._report, reports)
        elif reports:
            self._report(reports)
        return reports

    def _report(self, reports: list[str]) -> None:
        for line in reports:
            self.app.notify(line, title=_("Save not loaded"), severity="warning", timeout=12)
        self.refresh_picker()

    def refresh_picker(self) -> None:
        """Tell whoever shows saved games (the picker) that they changed."""
        self.app.saves_changed.publish(None)

    def screen_opened(self, screen: object) -> None:
        """Every game is saved from its first moment: as soon as its screen opens."""
        session = getattr(screen, "session", None)
        if session is not None:
            from tanuki_table.core.session import Session

            if isinstance(session, Session):
                self.release_closed_games()
                self.app.autosave(session)

    # --- one window per game -------------------------------------------------------------------
    def release_closed_games(self) -> None:
        """Let go of the games no screen shows any more (another window may open them now)."""
        paths = (getattr(getattr(screen, "session", None), "save_path", None) for screen in self.app.screen_stack)
        open_names = {Path(path).name for path in paths if path is not None}
        for name in [n for n in self.locks if n not in open_names]:
            lock = self.locks.pop(name)
            if (saves_dir() / name).exists():
                lock.release()
            else:  # finished or abandoned: its lock file goes too (locks/ keeps no file per game)
                lock.release_and_remove()

    def claim_game(self, path: Path) -> str | None:
        """Lock the game saved at `path` for this window; None when done, else one line saying
        that another window has it open (a second window never writes over the first one's game)."""
        name = Path(path).name
        if name in self.locks:
            return None
        lock = SaveLock(name)
        try:
            if not lock.acquire():
                # TRANSLATORS: {holder} names the other window (its process and machine)
                return _("This game is open in another Tanuki Table window ({holder}); it stays as it is "
                         "there. Close it there to play it here.").format(holder=lock.holder())
        except OSError:  # no lock folder (read-only disk): play on without one
            return None
        self.locks[name] = lock
        return None

    # --- saving --------------------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Save the session after an action (atomically) if this window holds the game's lock; a
        failure is reported once."""
        notify = self.app.notify
        path = getattr(session, "save_path", None)
        if path is not None and self.claim_game(path) is not None:
            if not self.autosave_failed:
                self.autosave_failed = True
                notify(_("Not saved: this game is open in another window."), severity="error", timeout=10)
            return
        try:
            written = _saves().save_session(session)
            self.claim_game(written)
            self.autosave_failed = False
        except (OSError, SaveError) as exc:
            why = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
            if not self.autosave_failed:
                self.autosave_failed = True
                notify(_("Autosave failed: {reason}").format(reason=why), severity="error", timeout=10)
            self._save_state(session, why)
            return
        session.saved_moves = len(session.actions)
        if session.save_problem:
            self._save_state(session, None)
            notify(_("Saved again: every move is in the save file."), timeout=5)

    def _save_state(self, session: Session, problem: str | None) -> None:
        """Remember why the session's last save failed (None: it worked) and redraw its screen's
        status line, which warns until a save succeeds (`ui/dialogs/unsaved.py`)."""
        from tanuki_table.ui.screens.game.game_base import GameScreenBase  # deferred: the game screen loads with a game

        session.save_problem = problem
        for screen in self.app.screen_stack:
            if isinstance(screen, GameScreenBase) and screen.session is session:
                screen.show_save_state()

    def picker_lines(self, game_id: str) -> PickerSaves:
        """What the picker says about the saved games of `game_id` (public facts only)."""
        if not may_hold_saves(game_id):
            return PickerSaves([])
        try:
            unfinished = _saves().list_saves(game_id, finished=False)
            finished = _saves().has_finished(game_id)
        except OSError as exc:  # an unreadable data folder must not keep the picker from drawing
            return PickerSaves([_("Saved games cannot be read: {reason}").format(reason=exc.strerror)])
        lines = [_("Unfinished: {game}").format(game=s.describe()) for s in unfinished[:3]]
        if len(unfinished) > 3:
            more = len(unfinished) - 3
            lines.append(ngettext("… and {count} more", "… and {count} more", more).format(count=more))
        if len(unfinished) > 1:
            lines.append(_("R resume (choose which) · A saved games (resume or abandon)"))
        elif unfinished:
            lines.append(_("R resume · A saved games (resume or abandon)"))
        if finished:
            lines.append(_("v watch a replay (the list of finished games, newest first)"))
        return PickerSaves(lines, resume=bool(unfinished), watch=bool(finished))

    def record_finished(self, session: Session, names: list[str]) -> None:
        """Add the finished game to the match history (a failure is reported, never raised)."""
        import sqlite3

        from tanuki_table.persistence.history import record_game, record_session

        try:
            record_game(record_session(session, names))
        except (OSError, sqlite3.Error, TanukiError) as exc:
            self.app.notify(_("Match history not updated: {reason}").format(reason=exc), severity="warning")
