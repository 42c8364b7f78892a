"""The ways out of a game at a networked table (`TableExits`, held by `TableScreen` as its
`exits`): no undo, concede over the wire, leaving the table (the seat stays open; the host's own
screen closes the table), and after the game a replay asked of the table (export, "reveal all").
Also the quick messages' dialog (`t`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.binding import Binding

from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.net.protocol import QUICK
from tanuki_table.net.replies import replay_lines, save_replay
from tanuki_table.ui import dialogs
from tanuki_table.ui.dialogs import ConfirmScreen, GameOverScreen, LinesScreen
from tanuki_table.ui.game_exits import Exits

if TYPE_CHECKING:
    from tanuki_table.net.screen import TableScreen

__all__ = ["QUICK_CHOICES", "QuickScreen", "TableExits"]

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


class TableExits(Exits):
    """Leaving, conceding and the end of the game at a networked table."""

    screen: TableScreen

    def __init__(self, screen: TableScreen) -> None:
        super().__init__(screen)
        self.screen = screen
        self.wanted = ""
        """What the replay was asked for: "export" or "reveal"."""

    def allows(self, action: str) -> bool | None:
        if action in ("undo", "why"):
            return False
        if action == "invitations":
            return bool(self.screen.invitations)
        return super().allows(action)

    def undo(self) -> None:
        self.screen.notify("There is no undo at a table over the network.", timeout=3)

    def concede(self, seat: int) -> None:
        self.screen.remote.concede(seat)
        self.screen.notify("Conceding…", timeout=3)

    def leave(self) -> None:
        """Leave the table (the seat stays open for the same invitation), concede, or stay; the
        host's own screen closes the table instead."""
        screen = self.screen
        if screen.remote.state.is_over and not screen.hosting:
            screen.post_message(screen.MenuAsked())
            return
        if screen.hosting:
            question = ("Close the table? Everyone at it is told; the game stays saved and "
                        "`tanuki-table host --resume` opens it again with the same invitations.")
            choices: tuple[tuple[str, str, str], ...] = (("y", "Close the table", "leave"), ("n", "Cancel", "cancel"))
        else:
            question = ("Leave the table? The game waits for you: the same invitation takes you back to "
                        "your seat. Or concede it.")
            choices = (("l", "Leave", "leave"), ("c", "Concede", "concede"), ("n", "Cancel", "cancel"))

        def answer(what: bool | str | None) -> None:
            seat = screen.viewer
            if what == "leave" and screen.hosting:
                screen.app.exit()
            elif what == "leave":
                screen.post_message(screen.MenuAsked())
            elif what == "concede" and self.concedable() and seat is not None:
                self.concede(seat)

        screen.app.push_screen(ConfirmScreen(question, choices), answer)

    def over_hint(self) -> str:
        return "Game over · x export the replay · a reveal all · m menu · t say good game"

    def after(self, what: str) -> None:
        screen = self.screen
        if not screen.remote.state.is_over:
            return
        if what == "rematch":
            screen.notify("A rematch is a new table: `tanuki-table host GAME` starts one." if screen.hosting else
                          "A rematch is a new table: ask the host to start one.", timeout=5)
        elif what in ("export", "reveal"):
            self.wanted = what
            screen.remote.ask_replay()
        elif what == "menu":
            self.leave()

    def game_over(self) -> None:
        title, why = self.screen.views.result_text()

        def chosen(what: str | None) -> None:
            if what in ("rematch", "export", "reveal", "menu"):
                self.after(what)

        self.screen.app.push_screen(GameOverScreen(title, why), chosen)

    def replay_arrived(self, body: JSONObject) -> None:
        """The finished game's replay: saved as a replay file, or told with every card revealed."""
        screen = self.screen
        if self.wanted == "reveal":
            lines = replay_lines(body, screen.remote.names)
            if isinstance(lines, str):
                screen.notify(lines, severity="error")
            else:
                screen.app.push_screen(LinesScreen("The whole game, every card revealed", lines))
        else:
            done = save_replay(body)
            screen.notify(done, timeout=8)
