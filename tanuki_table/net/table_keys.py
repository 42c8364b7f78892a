"""What a game at a networked table does differently on its screen: no undo, concede over the
wire, quick messages (`t`), the host's invitations (`v`), leaving the table (the seat stays open;
the host's own screen closes the table), and after the game a replay asked of the table (export,
"reveal all"). A mixin for `TableScreen` (net/screen.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from textual.binding import Binding

from tanuki_table.net.client import RemoteSession
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.net.protocol import QUICK
from tanuki_table.net.replies import replay_lines, save_replay
from tanuki_table.ui import dialogs
from tanuki_table.ui.dialogs import ConfirmScreen, GameOverScreen, LinesScreen
from tanuki_table.ui.game_base import GameScreenBase

__all__ = ["QUICK_CHOICES", "QuickScreen", "TableKeys"]

QUICK_CHOICES = tuple((str(n), words.capitalize(), words) for n, words in enumerate(QUICK, 1)) + (
    ("escape", "Cancel", "cancel"),)
"""The quick-message dialog's answers: (key, button, words)."""


class QuickScreen(ConfirmScreen, inherit_bindings=False):
    """The quick messages: 1, 2 or 3 (or a button) sends one, Esc cancels (no yes or no here)."""

    CSS_PATH = str(Path(dialogs.__file__).with_name(ConfirmScreen.CSS_PATH))
    """The dialogs' own CSS (a relative path would be looked for beside this module)."""
    BINDINGS = [Binding("escape", "answer(False)", "Cancel"), Binding("tab", "app.focus_next", "Next", show=False)]

    def __init__(self) -> None:
        super().__init__("Say to the table:", QUICK_CHOICES, focus_first=True)


class TableKeys(GameScreenBase):
    """The keys and dialogs of `TableScreen` that differ from the app's own game screen."""

    remote: RemoteSession
    invitations: list[str]
    hosting: bool
    wanted: str
    concedable: Callable[[], bool]
    """`GameEnd.concedable` (annotated only: the game screen's own is the one called)."""
    result_text: Callable[[], tuple[str, str]]
    """`GameViews.result_text` (annotated only, as above)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "why"):
            return False
        if action == "invitations":
            return bool(self.invitations)
        return super().check_action(action, parameters)

    def action_undo(self) -> None:
        self.notify("There is no undo at a table over the network.", timeout=3)

    def concede(self, seat: int) -> None:
        self.remote.concede(seat)
        self.notify("Conceding…", timeout=3)

    def action_quick(self) -> None:
        """Send one of the quick messages."""

        def chosen(words: bool | str | None) -> None:
            if isinstance(words, str) and words in QUICK:
                self.remote.say(words)

        self.app.push_screen(QuickScreen(), chosen)

    def action_invitations(self) -> None:
        if self.invitations:
            self.app.push_screen(LinesScreen("Invitations: give each friend their line", self.invitations))

    def action_leave(self) -> None:
        """Leave the table (the seat stays open for the same invitation), concede, or stay; the
        host's own screen closes the table instead."""
        if self.remote.state.is_over and not self.hosting:
            self.post_message(self.MenuAsked())
            return
        if self.hosting:
            question = ("Close the table? Everyone at it is told; the game stays saved and "
                        "`tanuki-table host --resume` opens it again with the same invitations.")
            choices: tuple[tuple[str, str, str], ...] = (("y", "Close the table", "leave"), ("n", "Cancel", "cancel"))
        else:
            question = ("Leave the table? The game waits for you: the same invitation takes you back to "
                        "your seat. Or concede it.")
            choices = (("l", "Leave", "leave"), ("c", "Concede", "concede"), ("n", "Cancel", "cancel"))

        def answer(what: bool | str | None) -> None:
            if what == "leave" and self.hosting:
                self.app.exit()
            elif what == "leave":
                self.post_message(self.MenuAsked())
            elif what == "concede" and self.concedable():
                self.concede(self.viewer)  # type: ignore[arg-type]  # concedable: a seat

        self.app.push_screen(ConfirmScreen(question, choices), answer)

    def over_hint(self) -> str:
        return "Game over · x export the replay · a reveal all · m menu · t say good game"

    def action_after(self, what: str) -> None:
        if not self.remote.state.is_over:
            return
        if what == "rematch":
            self.notify("A rematch is a new table: `tanuki-table host GAME` starts one." if self.hosting else
                        "A rematch is a new table: ask the host to start one.", timeout=5)
        elif what in ("export", "reveal"):
            self.wanted = what
            self.remote.ask_replay()
        elif what == "menu":
            self.action_leave()

    def show_game_over(self) -> None:
        title, why = self.result_text()

        def chosen(what: str | None) -> None:
            if what == "look":
                return
            if what in ("rematch", "export", "reveal", "menu"):
                self.action_after(what)

        self.app.push_screen(GameOverScreen(title, why), chosen)

    def replay_arrived(self, body: JSONObject) -> None:
        """The finished game's replay: saved as a replay file, or told with every card revealed."""
        if self.wanted == "reveal":
            lines = replay_lines(body, self.remote.names)
            if isinstance(lines, str):
                self.notify(lines, severity="error")
            else:
                self.app.push_screen(LinesScreen("The whole game, every card revealed", lines))
        else:
            done = save_replay(body)
            self.notify(done, timeout=8)
