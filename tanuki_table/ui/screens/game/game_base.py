"""The game screen's messages and what the app's services need of any game screen, without loading
`GameScreen` (game_screen.py), which loads with a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from tanuki_table.core.text import safe_text
from tanuki_table.ui.dialogs.unsaved import save_warning

if TYPE_CHECKING:
    from tanuki_table.core.session import Session
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["GameScreenBase", "MenuAsked"]


class GameScreenBase(Screen[None]):
    """The state of a game screen and the messages it sends; `GameScreen` fills it in."""

    def _alive(self) -> bool:
        """Whether this screen is still in the app with its widgets (it may close while a bot thinks)."""
        return self.is_attached and bool(self.query("#status"))

    def on_screen_suspend(self) -> None:
        """A screen opens over the table: the table's notices go (errors stay until they time out)."""
        cast("TanukiApp", self.app).clear_notices()

    def set_status(self, text: str) -> None:
        """The status line: untrusted `text` as plain text, after a warning while moves are unsaved."""
        self.status_text = text
        line = safe_text(text)
        warning = save_warning(self.session)
        self.query_one("#status", Static).update(warning.append_text(line) if warning else line)

    def show_save_state(self) -> None:
        """Redraw the status line after a save failed or worked again."""
        if self._alive():
            self.set_status(self.status_text)

    @dataclass
    class Played(Message, namespace="game_screen"):
        """An action was applied: save the session."""

        session: Session

    @dataclass
    class UndoAsked(Message, namespace="game_screen"):
        """The person at the keyboard asks to take their last decision back."""

        screen: GameScreen

    @dataclass
    class RematchAsked(Message, namespace="game_screen"):
        """Play again: same seats, decks and variant."""

        session: Session

    @dataclass
    class ExportAsked(Message, namespace="game_screen"):
        """Write the finished game's replay file."""

        session: Session

    class MenuAsked(Message, namespace="game_screen"):
        """Back to the game picker."""

    @dataclass
    class Finished(Message, namespace="game_screen"):
        """The game ended: add it to the match history."""

        session: Session
        names: list[str]

    seating: Seating
    status_text: str = ""
    """The status line's text as last set (without the save warning)."""

    @property
    def session(self) -> Session:
        """The game on this screen."""
        return self.seating.session

    @property
    def viewer(self) -> int | None:
        """The seat whose view is on screen (None while a handover covers the table)."""
        return self.seating.viewer


MenuAsked = GameScreenBase.MenuAsked
