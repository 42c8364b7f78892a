"""Autosave, resume and replays for the App (issue 8). A mixin on `TanukiApp`.

The game screen calls `autosave(session)` after every action, `undo(screen)` on `u`, and
`export_replay(session)` from the game-over dialog; the picker calls `describe_saves(game_id)`,
`resume(game_id)` and `watch_replay(game_id)`. Files are handled by `tanuki_table.saves` and
`tanuki_table.replay`; undo comes from `UndoMixin` (`tanuki_table.ui.undo_flow`), whose rule
deciding whether an undo is fair is `tanuki_table.undo.plan_undo` (no Textual).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tanuki_table.errors import SaveError
from tanuki_table.ui.undo_flow import UndoMixin

if TYPE_CHECKING:  # pydantic and the engines load when a game is opened, not at start-up
    from types import ModuleType

    from tanuki_table.session import Session


def _saves() -> ModuleType:
    """`tanuki_table.saves`, imported on first use (not while the picker paints)."""
    from tanuki_table import saves

    return saves


class PersistenceMixin(UndoMixin):
    """Saving and restoring games, undo and replays, for `TanukiApp`."""

    _saves_checked = False
    _autosave_failed = False

    # --- start-up ------------------------------------------------------------------------------
    def on_mount(self) -> None:
        # Once the picker has settled, in a thread: checking replays every unfinished game.
        self.set_timer(0.3, self._check_saves_in_background)  # type: ignore[attr-defined]

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
            self.notify(line, title="Save not loaded", severity="warning", timeout=12)  # type: ignore[attr-defined]
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
        for screen in self.screen_stack:  # type: ignore[attr-defined]
            refresh = getattr(screen, "refresh_saves", None)
            if refresh is not None:
                refresh()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every game is saved from its first moment: as soon as its screen opens."""
        result = super().push_screen(screen, *args, **kwargs)  # type: ignore[misc]
        session = getattr(screen, "session", None)
        if session is not None:
            from tanuki_table.session import Session

            if isinstance(session, Session):
                self.autosave(session)
        return result

    # --- saving --------------------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Save the session after an action (atomically); a failure is reported once."""
        try:
            _saves().save_session(session)
            self._autosave_failed = False
        except (OSError, SaveError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify(f"Autosave failed: {exc}", severity="error", timeout=10)  # type: ignore[attr-defined]

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
            lines.append("R resume" + (" (choose which)" if len(unfinished) > 1 else ""))
        if finished:
            lines.append("v watch the last finished game")
        return "\n".join(lines)

    # --- resuming ------------------------------------------------------------------------------
    def resume(self, game_id: str) -> None:
        """Resume an unfinished game of `game_id` (asks which when there are several)."""
        self.check_saves_folder()
        try:
            unfinished = _saves().list_saves(game_id, finished=False)
        except OSError as exc:
            self.notify(f"Saved games cannot be read: {exc.strerror}", severity="warning")  # type: ignore[attr-defined]
            return
        if not unfinished:
            self.notify("No unfinished game to resume.")  # type: ignore[attr-defined]
            return
        if len(unfinished) == 1:
            self.resume_file(unfinished[0].path)
            return
        from tanuki_table.games import get_game

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.resume_file(path)

        from tanuki_table.ui.resume_screen import ResumeScreen

        self.push_screen(ResumeScreen(get_game(game_id).title, unfinished), chosen)

    def resume_file(self, path: Path) -> None:
        """Open a saved game; an unusable save is reported and moved aside."""
        try:
            session = _saves().load_save(path)
        except SaveError as exc:
            try:
                where = f"moved to {_saves().move_aside(Path(path))}"
            except OSError as move_exc:
                where = f"could not move it aside: {move_exc.strerror}"
            self.notify(f"Save {Path(path).name} is unusable ({exc}); {where}.", severity="warning", timeout=12)  # type: ignore[attr-defined]
            self._refresh_picker()
            return
        self.open_session(session)  # type: ignore[attr-defined]
        screen = self.screen_stack[-1]  # type: ignore[attr-defined]
        if len(session.setup.humans()) > 1 and getattr(screen, "session", None) is session:
            screen.viewer = None  # hot-seat: a handover comes first, so no hand shows on resume

    # --- replays -------------------------------------------------------------------------------
    def export_replay(self, session: Session) -> None:
        """Write the finished game's replay file and say where."""
        from tanuki_table.replay import export_session

        try:
            path = export_session(session)
        except (SaveError, OSError) as exc:
            self.notify(f"Replay not exported: {exc}", severity="error")  # type: ignore[attr-defined]
            return
        self.notify(f"Replay written to {path}", timeout=10)  # type: ignore[attr-defined]

    def watch_replay(self, game_id: str | None = None) -> None:
        """The replay watcher: every finished game of every game, newest first, and "Open replay file..."."""
        from tanuki_table.ui.replay_list import ReplayListScreen

        self.push_screen(ReplayListScreen())  # type: ignore[attr-defined]

    def open_replay(self, setup: Any, actions: list[int]) -> None:
        """Show a finished game in the replay viewer."""
        from tanuki_table.ui.replay_screen import ReplayScreen

        self.push_screen(ReplayScreen(setup, actions))
