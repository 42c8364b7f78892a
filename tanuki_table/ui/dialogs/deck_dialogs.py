"""The deck builder's small dialogs: a one-line prompt (deck name, import or export path), the deck
chooser, a file chooser (a served app picks files of its data folder, never a typed path), and a
deck list pasted as text (a browser guest's own deck at a table). Esc answers None.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button, Input, Label, OptionList, TextArea
from textual.widgets.option_list import Option

from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.core.text import safe_text
from tanuki_table.ui.dialogs.modal import SafeModal

T = TypeVar("T")


class DeckDialog(SafeModal[T]):
    """A deck dialog: Esc cancels (answers None); a chosen option answers its id."""

    CSS_PATH = "deck_dialogs.tcss"
    BINDINGS = [Binding("escape", "answer(None)", N_("Cancel"))]

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)  # type: ignore[arg-type]  # the lists' dialogs answer a str

    @staticmethod
    def framed(title: str | Text, keys: str, *body: Widget) -> ComposeResult:
        """The dialog's box: its title, `body`, then a line saying its keys."""
        with Vertical(classes="dialog"):
            yield Label(title, classes="dialog-title")
            yield from body
            yield Label(keys, classes="dialog-keys")


class PromptScreen(DeckDialog[str | None]):
    """Asks for one line of text (a deck name, a path); Enter answers, Esc cancels."""

    def __init__(self, question: str, value: str = "", placeholder: str = "") -> None:
        super().__init__()
        self.question = question
        self.value = value
        self.placeholder = placeholder

    def compose(self) -> ComposeResult:
        yield from self.framed(safe_text(self.question, newlines=True), _("Enter to confirm · Esc to cancel"),
                               Input(self.value, placeholder=self.placeholder, id="prompt"))

    @on(Input.Submitted, "#prompt")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)


class ChooseDeckScreen(DeckDialog[str | None]):
    """Pick a premade or saved deck by name; unreadable saved files are listed with their problem."""

    def __init__(self, choices: dict[str, list[str]], broken: dict[str, str]) -> None:
        super().__init__()
        self.choices = choices
        self.broken = broken

    def compose(self) -> ComposeResult:
        options = [Option(safe_text(ngettext("{name}  ({count} card)", "{name}  ({count} cards)", len(cards))
                                    .format(name=name, count=len(cards))), id=name)
                   for name, cards in self.choices.items()]
        options += [Option(safe_text(f"✗ {name}: {why}", style="red"), id=f"broken:{name}", disabled=True)
                    for name, why in self.broken.items()]
        yield from self.framed(_("Start from which deck?"),
                               _("Enter to load (a deleted deck is restored first) · Esc to cancel"),
                               OptionList(*options, id="deck-choices"))


class ChooseFileScreen(DeckDialog[str | None]):
    """Pick one file of a folder (a served app reads only its data folder: no path is typed)."""

    def __init__(self, question: str, files: list[str], empty: str) -> None:
        super().__init__()
        self.question = question
        self.files = files
        self.empty = empty

    def compose(self) -> ComposeResult:
        files = [Option(safe_text(path), id=path) for path in self.files]
        yield from self.framed(safe_text(self.question, newlines=True), _("Enter to choose · Esc to cancel"),
                               OptionList(*files, id="file-choices") if files else Label(safe_text(self.empty)))


def confirm(app: App[object], question: str, then: Callable[[], object]) -> None:
    """Ask a yes/no question (the text shown literally) and call `then` on yes."""
    from tanuki_table.ui.dialogs.boxes import ConfirmScreen

    def answer(yes: bool | str | None) -> None:
        if yes:
            then()

    app.push_screen(ConfirmScreen(Text(question)), answer)


class PasteDeckScreen(DeckDialog[list[str] | None]):
    """A deck list pasted or typed (the forms `cards.deckfile` reads: `3 kintaro`, `2x Kintarō`,
    comments, sections); Ctrl+S (or the button) answers its main deck's card ids once `check` says
    nothing is wrong, Esc cancels. `check(text)` returns the card ids, or a `DeckFileError`'s line."""

    BINDINGS = [Binding("ctrl+s", "bring", N_("Bring this deck"))]

    def __init__(self, title: str, check: Callable[[str], list[str] | str]) -> None:
        super().__init__()
        self.title_text = title
        self.check = check

    def compose(self) -> ComposeResult:
        yield from self.framed(safe_text(self.title_text),
                               _("One card a line: 3 kintaro, 2x Kintarō · Ctrl+S brings it · Esc cancels"),
                               TextArea(id="paste", soft_wrap=False, show_line_numbers=True), Label("", id="paste-problem"),
                               Button("Bring this deck (Ctrl+S)", id="paste-bring", variant="primary"))

    def on_mount(self) -> None:
        self.query_one("#paste", TextArea).focus()

    @on(Button.Pressed, "#paste-bring")
    def action_bring(self) -> None:
        found = self.check(self.query_one("#paste", TextArea).text)
        if isinstance(found, str):
            self.query_one("#paste-problem", Label).update(safe_text(found, "bold red"))
            return
        self.dismiss(found)