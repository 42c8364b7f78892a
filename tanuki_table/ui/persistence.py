"""Autosave, resume and replays for the App (issue 8). A mixin on `TanukiApp`.

The game screen calls `autosave(session)` after every action, `undo(screen)` on `u`, and
`export_replay(session)` from the game-over dialog; the picker calls `describe_saves(game_id)`,
`resume(game_id)` and `watch_replay(game_id)`. Files are handled by `tanuki_table.persistence.saves` and
`tanuki_table.persistence.replay`; undo comes from `UndoMixin` (`tanuki_table.ui.undo_flow`), whose rule
deciding whether an undo is fair is `tanuki_table.core.undo.plan_undo` (no Textual).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tanuki_table.errors import SaveError
from tanuki_table.ui.undo_flow import UndoMixin

if TYPE_CHECKING:  # pydantic and the engines load when a game is opened, not at start-up
    from types import ModuleType

    from tanuki_table.core.session import Session


def _saves() -> ModuleType:
    """`tanuki_table.persistence.saves`, imported on first use (not while the picker paints)."""
    from tanuki_table.persistence import saves# deferred: keeps start-up light

    return saves


class PersistenceMixin(UndoMixin):
    """Saving and restoring games, undo and replays, for `TanukiApp`."""

    _saves_checked = False
    _autosave_failed = False

    # --- toasts --------------------------------------------------------------------------------
    def notify(self, message: str, *, title: str = "", severity: Any = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Every toast is plain text: file names, deck and card names and error messages go into
        toasts, so markup is off and control and bidi characters are replaced (`tanuki_table.core.text`).
        Callers pass text as is, unescaped."""
        from tanuki_table.core.text import clean  # deferred: keeps start-up light

        kwargs: dict[str, Any] = {"title": clean(title), "severity": severity, "markup": False}
        if timeout is not None:
            kwargs["timeout"] = timeout
        super().notify(clean(message, newlines=True), **kwargs)  # type: ignore[misc]

    # --- start-up ------------------------------------------------------------------------------
    def on_mount(self) -> None:
        # Once the first screen is painted and has settled, in a thread: checking replays every
        # unfinished game (counted from the first paint, so a busy machine still paints first).
        self.call_after_refresh(  # type: ignore[attr-defined]
            lambda: self.set_timer(0.3, self._check_saves_in_background))  # type: ignore[attr-defined]
        self.set_interval(0.5, self.show_file_reports)  # type: ignore[attr-defined]

    def show_file_reports(self) -> None:
        """Toast each player's file moved aside because it could not be read (collection, decks,
        history: `storage.move_aside_file`), wherever it was read."""
        storage = sys.modules.get("tanuki_table.persistence.storage")
        for line in storage.take_reports() if storage is not None else []:
            self.notify(line, title="File moved aside", severity="warning", timeout=20)

    def _check_saves_in_background(self) -> None:
        self.run_worker(self._check_saves_thread, thread=True, group="saves", exit_on_error=False)  # type: ignore[attr-defined]

    def _check_saves_thread(self) -> None:
        if self._saves_checked:
            return
        self._saves_checked = True
        reports = self._check_saves_now()
        if reports:
            self.call_from_thread(self._report_saves, reports)  # type: ignore[attr-defined]

    def _check_saves_now(self) -> list[str]:
        try:
            _, reports = _saves().check_saves()
        except OSError as exc:
            reports = [f"The saves folder cannot be read: {exc.strerror}"]
        return reports

    def _report_saves(self, reports: list[str]) -> None:
        for line in reports:
            self.notify(line, title="Save not loaded", severity="warning", timeout=12)
        self._refresh_picker()

    def check_saves_folder(self) -> list[str]:
        """Check every save once per run; report each unusable one in one line (moved aside)."""
        if self._saves_checked:
            return []
        self._saves_checked = True
        reports = self._check_saves_now()
        if reports:
            self._report_saves(reports)
        return reports

    def _refresh_picker(self) -> None:
        """Tell whoever shows saved games (the picker) that they changed."""
        self.saves_changed.publish(None)  # type: ignore[attr-defined]

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every game is saved from its first moment: as soon as its screen opens."""
        result = super().push_screen(screen, *args, **kwargs)  # type: ignore[misc]
        session = getattr(screen, "session", None)
        if session is not None:
            from tanuki_table.core.session import Session  # deferred: keeps start-up light

            if isinstance(session, Session):
                self._release_closed_games()
                self.autosave(session)
        return result

    # --- one window per game -------------------------------------------------------------------
    def _locks(self) -> dict[str, Any]:
        locks = self.__dict__.get("_save_locks")
        if locks is None:
            locks = self.__dict__["_save_locks"] = {}
        return locks

    def _release_closed_games(self) -> None:
        """Let go of the games no screen shows any more (another window may open them now)."""
        open_names = set()
        for screen in self.screen_stack:  # type: ignore[attr-defined]
            path = getattr(getattr(screen, "session", None), "save_path", None)
            if path is not None:
                open_names.add(Path(path).name)
        locks = self._locks()
        from tanuki_table.persistence.storage import saves_dir  # deferred: keeps start-up light

        for name in [n for n in locks if n not in open_names]:
            lock = locks.pop(name)
            if (saves_dir() / name).exists():
                lock.release()
            else:  # finished or abandoned: its lock file goes too (locks/ keeps no file per game)
                lock.release_and_remove()

    def claim_game(self, path: Path) -> str | None:
        """Lock the game saved at `path` for this window; None when done, else one line saying
        that another window has it open (a second window never writes over the first one's game)."""
        from tanuki_table.persistence.storage import SaveLock  # deferred: keeps start-up light

        name = Path(path).name
        locks = self._locks()
        if name in locks:
            return None
        lock = SaveLock(name)
        try:
            if not lock.acquire():
                return (f"This game is open in another Tanuki Table window ({lock.holder()}); "
                        "it stays as it is there. Close it there to play it here.")
        except OSError:  # no lock folder (read-only disk): play on, as before locks existed
            return None
        locks[name] = lock
        return None

    # --- saving --------------------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Save the session after an action (atomically); a failure is reported once.

        Only the window that holds the game's lock writes it (see `claim_game`)."""
        path = getattr(session, "save_path", None)
        if path is not None and self.claim_game(path) is not None:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify("Not saved: this game is open in another window.", severity="error", timeout=10)
            return
        try:
            written = _saves().save_session(session)
            self.claim_game(written)
            self._autosave_failed = False
        except (OSError, SaveError) as exc:
            why = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify(f"Autosave failed: {why}", severity="error", timeout=10)
            self._save_state(session, why)
            return
        session.saved_moves = len(session.actions)  # type: ignore[attr-defined]
        if getattr(session, "save_problem", None):
            self._save_state(session, None)
            self.notify("Saved again: every move is in the save file.", timeout=5)

    def _save_state(self, session: Session, problem: str | None) -> None:
        """Remember why the session's last save failed (None: it worked) and redraw its screen's
        status line, which warns until a save succeeds (`ui/unsaved.py`)."""
        session.save_problem = problem  # type: ignore[attr-defined]
        for screen in self.screen_stack:  # type: ignore[attr-defined]
            if getattr(screen, "session", None) is session and hasattr(screen, "show_save_state"):
                screen.show_save_state()

    def describe_saves(self, game_id: str) -> str:
        """Lines for the picker about unfinished games of `game_id` (public facts only)."""
        try:
            unfinished = _saves().list_saves(game_id, finished=False)
            finished = _saves().has_finished(game_id)
        except OSError as exc:  # an unreadable data folder must not keep the picker from drawing
            return f"Saved games cannot be read: {exc.strerror}"
        lines = [f"Unfinished: {s.describe()}" for s in unfinished[:3]]
        if len(unfinished) > 3:
            lines.append(f"… and {len(unfinished) - 3} more")
        if unfinished:
            lines.append("R resume" + (" (choose which)" if len(unfinished) > 1 else "")
                         + " · A saved games (resume or abandon)")
        if finished:
            lines.append("v watch the last finished game")
        return "\n".join(lines)

    # --- resuming ------------------------------------------------------------------------------
    def resume(self, game_id: str, choose: bool = False) -> None:
        """Resume an unfinished game of `game_id` (asks which when there are several, or always
        with `choose`: the list also abandons a game)."""
        self.check_saves_folder()
        try:
            unfinished = _saves().list_saves(game_id, finished=False)
        except OSError as exc:
            self.notify(f"Saved games cannot be read: {exc.strerror}", severity="warning")
            return
        if not unfinished:
            self.notify("No unfinished game to resume.")
            return
        if len(unfinished) == 1 and not choose:
            self.resume_file(unfinished[0].path)
            return
        from tanuki_table.games import get_game  # deferred: keeps start-up light

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.resume_file(path)

        # deferred: keeps start-up light
        from tanuki_table.ui.resume_screen import ResumeScreen

        self.push_screen(ResumeScreen(get_game(game_id).title, unfinished), chosen)

    def resume_file(self, path: Path) -> None:
        """Open a saved game; an unusable save is reported and moved aside, and a game open in
        another window is left to it (said in a toast)."""
        self._release_closed_games()
        busy = self.claim_game(Path(path))
        if busy is not None:
            self.offer_watching(Path(path), busy)
            return
        try:
            session = _saves().load_save(path)
        except SaveError as exc:
            try:
                where = f"moved to {_saves().move_aside(Path(path))}"
            except OSError as move_exc:
                where = f"could not move it aside: {move_exc.strerror}"
            self.notify(f"Save {Path(path).name} is unusable ({exc}); {where}.", severity="warning", timeout=12)
            self._refresh_picker()
            return
        self.open_session(session)  # type: ignore[attr-defined]
        screen = self.screen_stack[-1]  # type: ignore[attr-defined]
        if len(session.setup.humans()) > 1 and getattr(screen, "session", None) is session:
            screen.viewer = None  # hot-seat: a handover comes first, so no hand shows on resume

    def offer_watching(self, path: Path, busy: str) -> None:
        """A game open in another window: say so, and offer to watch it here, read-only."""
        # deferred: keeps start-up light
        from tanuki_table.ui.dialogs import ConfirmScreen

        self.notify(busy, title="Open elsewhere", severity="warning", timeout=12)

        def answer(yes: bool | None) -> None:
            if not yes:
                return
            try:
                session = _saves().load_save(path)
            except (SaveError, OSError) as exc:
                self.notify(f"Cannot watch it: {exc}", severity="warning")
                return
            # deferred: keeps start-up light
            from tanuki_table.ui.watch_screen import WatchScreen

            self.push_screen(WatchScreen(path, session))

        self.push_screen(ConfirmScreen(
            "This game is open in another Tanuki Table window, which alone may play it.\n"
            "Watch it here, read-only? Its moves appear as they are made."), answer)

    # --- replays -------------------------------------------------------------------------------
    def export_replay(self, session: Session) -> None:
        """Write the finished game's replay file and say where."""
        from tanuki_table.persistence.replay import export_session  # deferred: keeps start-up light

        try:
            path = export_session(session)
        except (SaveError, OSError) as exc:
            self.notify(f"Replay not exported: {exc}", severity="error")
            return
        self.notify(f"Replay written to {path}", timeout=10)

    def watch_replay(self, game_id: str | None = None) -> None:
        """The replay watcher: every finished game of every game, newest first, and "Open replay file..."."""
        # deferred: keeps start-up light
        from tanuki_table.ui.replay_list import ReplayListScreen

        self.push_screen(ReplayListScreen())

    def open_replay(self, setup: Any, actions: list[int], conceded: int | None = None) -> None:
        """Show a finished game in the replay viewer."""
        # deferred: keeps start-up light
        from tanuki_table.ui.replay_screen import ReplayScreen

        self.push_screen(ReplayScreen(setup, actions, conceded))
