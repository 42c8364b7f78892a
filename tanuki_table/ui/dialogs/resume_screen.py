"""The dialog that offers several unfinished games of one game to resume."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.option_list import Option
from tanuki_table.core.i18n import N_, _

from tanuki_table.core.text import safe_text
from tanuki_table.ui.dialogs.modal import SafeModal
from rich.text import Text

if TYPE_CHECKING:
    from tanuki_table.persistence.saves import SaveInfo
    from tanuki_table.ui.services.saving import SaveService


class ResumeScreen(SafeModal[Path | None]):
    """Pick one of several unfinished games to resume."""

    CSS_PATH = "resume_screen.tcss"
    BINDINGS = [Binding("escape", "answer(None)", N_("Cancel")), Binding("a", "abandon", N_("Abandon"))]

    def __init__(self, title: str, saves: list[SaveInfo], service: SaveService) -> None:
        super().__init__()
        self.title_text, self.saves = title, saves
        self.service = service

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_text(_("Resume a game of {game}").format(game=self.title_text)))
            yield OptionList(*[Option(safe_text(s.describe())) for s in self.saves], id="resume-list")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.answer(self.saves[event.option_index].path)

    def action_abandon(self) -> None:
        """Abandon the highlighted game after a yes: its save moves to the finished games."""
        from tanuki_table.persistence.saves import abandon_save
        from tanuki_table.ui.dialogs.boxes import ConfirmScreen

        listing = self.query_one(OptionList)
        index = listing.highlighted
        if index is None or not 0 <= index < len(self.saves):
            return
        save = self.saves[index]

        def answer(yes: bool | str | None) -> None:
            if not yes:
                return
            try:
                self.service.release_closed_games()  # our own lock is not another window's
                abandon_save(save.path)
            except Exception as exc:  # noqa: BLE001 - shown, never raised into the app
                self.notify(_("Not abandoned: {reason}").format(reason=exc), severity="error", markup=False)
                return
            self.saves.remove(save)
            self.service.refresh_picker()
            listing.remove_option_at_index(index)
            self.notify(_("Abandoned: it is with the finished games (watch it with v)."))
            if not self.saves:
                self.dismiss(None)

        self.app.push_screen(ConfirmScreen(Text(_("Abandon this game? {save}").format(save=save.describe()))), answer)
