"""The screen trace: when `TANUKI_TABLE_TRACE` names a file, the app notes there each screen it
shows (and a game's move count), for tests that drive it from outside, such as the browser test."""

from __future__ import annotations

from textual.app import App

TRACE = "TANUKI_TABLE_TRACE"


class ScreenTrace:
    """Writes the screen on top to the trace file when it changes (the app calls `write` often)."""

    def __init__(self, app: App[None], path: str) -> None:
        self.app = app
        self.path = path
        self.traced = ""

    def write(self) -> None:
        """Write the screen on top (and the game's move count) to the trace file when it changes."""
        screen = self.app.screen
        session = getattr(screen, "session", None)
        line = type(screen).__name__
        if session is not None:
            state = session.state
            mine = state.current_player is not None and state.current_player == getattr(screen, "viewer", None)
            busy = getattr(screen, "bot_running", False)
            line += f" {len(session.actions)} {'yours' if mine and not busy else 'waiting'}"
        if line != self.traced:
            self.traced = line
            with open(self.path, "a", encoding="utf-8") as out:
                out.write(line + "\n")
