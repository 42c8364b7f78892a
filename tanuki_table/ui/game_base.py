"""What the game screen's parts share (ui/game_screen.py, game_views.py, game_keys.py): its state
and the messages it posts to the app, declared once so the type checker sees one screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from tanuki_table.core.text import safe_text
from tanuki_table.ui.unsaved import save_warning

if TYPE_CHECKING:
    from tanuki_table.bots import Bot
    from tanuki_table.core.engine import Action, Event
    from tanuki_table.core.narration import Narrator
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.session import Session
    from tanuki_table.ui.board import BoardBase
    from tanuki_table.ui.guide import FirstGameGuide
    from tanuki_table.ui.persistence import SaveService

__all__ = ["GameScreenBase"]


class GameScreenBase(Screen[None]):
    """The state of a game screen and the messages it sends; `GameScreen` fills it in."""

    def _alive(self) -> bool:
        """Whether this screen is still in the app with its widgets (it may close while a bot
        thinks in its thread, or before a message it sent is handled)."""
        return self.is_attached and bool(self.query("#status"))

    def set_status(self, text: str) -> None:
        """The status line: untrusted `text` as plain text, after a lasting warning while the
        game's last moves are not saved (a full disk: `ui/unsaved.py`)."""
        self._status = text
        line = safe_text(text)
        warning = save_warning(self.session)
        self.query_one("#status", Static).update(warning.append_text(line) if warning else line)

    def show_save_state(self) -> None:
        """Redraw the status line after a save failed or worked again."""
        if self._alive():
            self.set_status(self._status)

    class Played(Message, namespace="game_screen"):
        """An action was applied: save the session."""

        def __init__(self, session: Session) -> None:
            super().__init__()
            self.session = session

    class UndoAsked(Message, namespace="game_screen"):
        """The person at the keyboard asks to take their last decision back."""

        def __init__(self, screen: GameScreenBase) -> None:
            super().__init__()
            self.screen = screen

    class RematchAsked(Message, namespace="game_screen"):
        """Play again: same seats, decks and variant."""

        def __init__(self, session: Session) -> None:
            super().__init__()
            self.session = session

    class ExportAsked(Message, namespace="game_screen"):
        """Write the finished game's replay file."""

        def __init__(self, session: Session) -> None:
            super().__init__()
            self.session = session

    class MenuAsked(Message, namespace="game_screen"):
        """Back to the game picker."""

    class Finished(Message, namespace="game_screen"):
        """The game ended: add it to the match history."""

        def __init__(self, session: Session, names: list[str]) -> None:
            super().__init__()
            self.session = session
            self.names = names

    session: Session
    saves: SaveService | None
    guide: FirstGameGuide
    """The first-game guide (`ui/guide.py`)."""
    """The app's saves (None at a networked table, whose games the table saves)."""
    info: GameRules
    names: list[str]
    bots: dict[int, Bot]
    hotseat: bool
    viewer: int | None
    """The seat whose view is on screen (None while a handover covers the table)."""
    filter_cards: list[str]
    log_count: int
    bot_running: bool
    over_shown: bool
    recorded: bool
    revealed: bool
    seen: dict[int, int]
    pending: list[str]
    last_bot: tuple[int, Bot] | None
    last_bot_move: tuple[str | None, list[Event]]
    last_reason: list
    narrator: Narrator
    hide_phases: bool
    thinking: bool
    has_piles: bool
    quiet: tuple[str | None, float]
    """The key that last closed a box, and until when it does nothing on the table."""
    _log_waits: bool = False
    _status: str = ""

    @property
    def board(self) -> BoardBase:
        raise NotImplementedError

    def advance(self) -> None:
        """Decide what happens next (GameScreen)."""
        raise NotImplementedError

    def do(self, action: Action) -> None:
        """A person's move (GameScreen)."""
        raise NotImplementedError

    def refresh_view(self) -> None:
        """Redraw everything for the viewer (GameScreen)."""
        raise NotImplementedError

    def show_actions(self) -> None:
        """Fill the action list (GameViews)."""
        raise NotImplementedError

    def action_inspect(self, start: str | None = None) -> None:
        """Open the card inspector (GameViews)."""
        raise NotImplementedError

    def action_piles(self) -> None:
        """The public piles (GameViews)."""
        raise NotImplementedError

    def action_why(self) -> None:
        """The bot's reasons (GameViews)."""
        raise NotImplementedError

    def action_rules(self) -> None:
        """The rulebook (GameKeys)."""
        raise NotImplementedError

    def action_toggle_log(self) -> None:
        """Show or hide the log (GameKeys)."""
        raise NotImplementedError

    def action_leave(self) -> None:
        """Back to the menu (GameEnd)."""
        raise NotImplementedError

    def show_status(self) -> None:
        """Redraw the status line (GameViews)."""
        raise NotImplementedError

    def over_hint(self) -> str:
        """The line under the hand once the game is over (GameEnd)."""
        raise NotImplementedError

    def line_for(self, event: Event, viewer: int | None, reveal: bool = False) -> str:
        """A log line as `viewer` may read it (GameScreen)."""
        raise NotImplementedError

    def handover_lines(self, seat: int) -> list[str]:
        """What the others did since `seat` last acted, told publicly (GameViews)."""
        raise NotImplementedError

    def remember_bot_move(self, seat: int, bot: Bot, action: Action, events: list[Event], choices: int) -> None:
        """Keep a bot's move for "Why?" when it mattered (GameViews)."""
        raise NotImplementedError

    def write_log(self) -> None:
        """Write the new log lines (GameViews)."""
        raise NotImplementedError

    def rewrite_log(self) -> None:
        """Redraw the whole log (GameViews)."""
        raise NotImplementedError
