"""The list of every finished game (newest first) to watch in `replay_screen.ReplayScreen`, with
"Open replay file..."; `load_replay_file` serves `tanuki-table replay watch FILE` too."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.option_list import Option
from tanuki_table.core.i18n import N_, _, ngettext

from tanuki_table.core.text import pad
from tanuki_table.errors import TanukiError
from tanuki_table.persistence.saves import load_save
from tanuki_table.persistence.folders import is_served
from tanuki_table.ui.dialogs.modal import SafeModal

if TYPE_CHECKING:  # pydantic loads when a replay is opened
    from tanuki_table.core.session import Setup

    Loaded = tuple[Setup, list[int], int | None]
    """A replay's setup, actions and conceding seat (or None)."""

OPEN_FILE = "open-file"
"""The option id of "Open replay file..."."""


def load_replay_file(path: str | Path) -> Loaded:
    """The setup, actions and conceding seat (or None) of a replay file (`SaveError`: it does not replay)."""
    from tanuki_table.persistence.replay import read_replay, replay_session
    from tanuki_table.persistence.userpaths import user_path

    body = read_replay(user_path(path))
    session = replay_session(body)  # every action legal with today's rules and cards
    return session.setup, list(session.actions), session.conceded


def load_finished(path: Path) -> Loaded:
    """The setup, actions and conceding seat (or None) of a finished (or abandoned) game's save."""
    session = load_save(path)
    return session.setup, list(session.actions), session.conceded


class ReplayListScreen(SafeModal[None]):
    """Every finished game, newest first; Enter watches one, the first entry opens a replay file."""

    CSS_PATH = "replay_list.tcss"
    BINDINGS = [Binding("escape,q", "answer(None)", N_("Back")), Binding("o", "open_file", N_("Open replay file..."))]

    def __init__(self) -> None:
        super().__init__()
        from tanuki_table.persistence.saves import finished_games, prune_finished

        try:
            prune_finished()
            self.games = finished_games()
        except OSError:
            self.games = []

    def compose(self) -> ComposeResult:
        options = [Option(Text(_("Open replay file...  (a .json replay exported from any game)")), id=OPEN_FILE)]
        options += [Option(Text(f"{pad(_(g.title) if g.title else g.title, 22)} {g.line}"), id=str(n))
                    for n, g in enumerate(self.games)]
        count = len(self.games)
        with Vertical():
            yield Label(Text(ngettext("Watch a replay · {count} finished game, newest first",
                                      "Watch a replay · {count} finished games, newest first", count).format(count=count)))
            yield OptionList(*options, id="replay-list")
        yield KeyFooter()

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        listing.focus()
        if self.games:
            listing.highlighted = 1

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == OPEN_FILE:
            self.action_open_file()
            return
        game = self.games[int(event.option.id or 0)]
        self._watch(lambda: load_finished(game.path), game.path.name)

    def _watch(self, load: Callable[[], Loaded], name: str) -> None:
        from tanuki_table.ui.screens.replay_screen import ReplayScreen

        try:
            setup, actions, conceded = load()
            screen = ReplayScreen(setup, actions, conceded)
        except (TanukiError, OSError, ValueError) as exc:
            self.notify(_("{name} cannot be watched: {reason}").format(name=name, reason=exc), severity="error", timeout=10, markup=False)
            return
        self.app.push_screen(screen)

    def action_open_file(self) -> None:
        from tanuki_table.ui.dialogs.deck_dialogs import ChooseFileScreen, PromptScreen

        def chosen(path: str | None) -> None:
            if path:
                self._watch(lambda: load_replay_file(path), path)

        if is_served():  # a browser user opens only the replays in the data folder: no typed path
            from tanuki_table.persistence.replay import replays_dir
            from tanuki_table.persistence.userpaths import files_in

            folder = replays_dir()
            self.app.push_screen(ChooseFileScreen(_("Open a replay\nfrom {folder}").format(folder=folder),
                                                  [str(p) for p in files_in(folder, (".json",))],
                                                  _("No replay file there yet: x on the game-over screen exports one.")),
                                 chosen)
            return
        self.app.push_screen(PromptScreen(_("Open replay file (path)"), "", "~/replay.json"), chosen)
