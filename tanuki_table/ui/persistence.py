"""Autosave, resume, undo and replay export for the App (issue 8). A mixin on `TanukiApp`.

The game screen calls `autosave(session)` after every action, `undo(screen)` on `u`, and
`export_replay(session)` from the game-over dialog; the picker calls `describe_saves(game_id)` and
`resume(game_id)`. These are stubs until the persistence work lands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tanuki_table.session import Session


class PersistenceMixin:
    """Saving and restoring games (stubs)."""

    def autosave(self, session: Session) -> None:
        """Save the session after an action."""

    def describe_saves(self, game_id: str) -> str:
        """A line for the picker about unfinished games of `game_id`."""
        return ""

    def resume(self, game_id: str) -> None:
        """Resume the latest unfinished game of `game_id`."""
        self.notify("No unfinished game to resume.")  # type: ignore[attr-defined]

    def undo(self, screen: Any) -> None:
        """Undo back to the human's previous decision."""
        self.notify("Undo is not available yet.")  # type: ignore[attr-defined]
