"""When saving fails (a full disk, a read-only data folder): the status line's warning and the
question on leaving. The autosave marks the session with `save_problem` (why) and `saved_moves`
(how many moves the file on disk holds)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.core.text import clean, fit
from tanuki_table.ui.dialogs.modal import SafeModal

if TYPE_CHECKING:
    from tanuki_table.core.session import Session

RETRY, LEAVE, STAY = "retry", "leave", "stay"


def unsaved_moves(session: Session) -> int:
    """How many of the session's moves are not in its save file."""
    return max(0, len(session.actions) - int(getattr(session, "saved_moves", 0)))


def save_warning(session: Session) -> Text | None:
    """The status line's warning while the session's last save failed, else None."""
    problem = getattr(session, "save_problem", None)
    if not problem:
        return None
    count = unsaved_moves(session)
    reason = fit(clean(problem), 60)
    if count:
        line = ngettext(" ⚠ NOT SAVED: the last move ({reason}) ", " ⚠ NOT SAVED: the last {count} moves ({reason}) ",
                        count)
    else:
        line = _(" ⚠ NOT SAVED: this game ({reason}) ")
    return Text(line.format(count=count, reason=reason), style="bold reverse red")


class UnsavedScreen(SafeModal[str]):
    """Leaving while the last moves are not saved: retry saving, leave anyway, or stay."""

    CSS_PATH = "unsaved.tcss"
    BINDINGS = [
        Binding("r", f"answer('{RETRY}')", N_("Retry saving")),
        Binding("l", f"answer('{LEAVE}')", N_("Leave anyway")),
        Binding("s,escape", f"answer('{STAY}')", N_("Stay")),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        count = unsaved_moves(self.session)
        why = clean(getattr(self.session, "save_problem", "") or "")
        if count:
            told = ngettext("The last move is not saved: {reason}.\nIf you leave now, it is lost.",
                            "The last {count} moves are not saved: {reason}.\nIf you leave now, they are lost.", count)
        else:
            told = _("This game is not saved: {reason}.\nIf you leave now, it is lost.")
        told += "\n" + _("Free some space (or make the data folder writable), then retry.")
        with Vertical():
            yield Label(Text(told.format(count=count, reason=why)))
            with Horizontal():
                yield Button(_("Retry saving (r)"), id=RETRY, variant="primary")
                yield Button(_("Leave anyway (l)"), id=LEAVE, variant="error")
                yield Button(_("Stay (s)"), id=STAY)
            yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(f"#{RETRY}", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.answer(event.button.id or STAY)
