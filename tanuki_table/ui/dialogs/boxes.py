"""Small screens every game shares: confirm, handover, game over, rules (and, re-exported from
`too_small`, the too-small notice)."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key
from textual.widgets import Button, Input, Label, Static
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.button import ButtonVariant
from tanuki_table.core.i18n import N_, _

from tanuki_table.core.text import safe_text
from tanuki_table.ui.dialogs.modal import SafeModal, SafeScreen
from tanuki_table.ui.screens.rules_screen import RulesScreen  # noqa: F401 - callers import it from here
from tanuki_table.ui.dialogs.too_small import TooSmallScreen

__all__ = ["ConfirmScreen", "GameOverScreen", "HandoverScreen", "LinesScreen", "PromptNumberScreen", "RulesScreen",
           "TooSmallScreen"]


class ConfirmScreen(SafeModal["bool | str"]):
    """A yes/no question (frogmouth's YesNoDialog), or a question with its own answers:
    `choices` of (key, button label, answer); `y` then means the first answer and `n`/Esc the
    last one (cancel)."""

    CSS_PATH = "boxes.tcss"
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str | Text, choices: Sequence[tuple[str, str, str]] | None = None,
                 focus_first: bool = False) -> None:
        super().__init__()
        self.question = question
        self.choices = list(choices or [])
        self.answers: list[bool | str] = [answer for _key, _label, answer in self.choices] or [True, False]
        self.focus_first = focus_first
        """Focus the first answer (Enter takes it), not the last (the safe one)."""

    def compose(self) -> ComposeResult:
        # TRANSLATORS: a button: what it does, then its key ("Keep for later (k)")
        buttons = [_("{label} ({key})").format(label=_(label), key="Esc" if key == "escape" else key)
                   for key, label, _answer in self.choices] or [_("Yes (y)"), _("No (n)")]
        with Vertical():
            yield Label(safe_text(self.question, newlines=True) if isinstance(self.question, str) else self.question)
            with Horizontal():
                for i, text in enumerate(buttons):
                    variant: ButtonVariant = "warning" if i == 0 else "primary" if i == len(buttons) - 1 else "default"
                    yield Button(text, id=f"choice-{i}", variant=variant)
            if not self.choices:  # with its own answers, each button names its key: no "y Yes n No"
                yield KeyFooter()

    def on_mount(self) -> None:
        buttons = list(self.query(Button))
        if buttons:  # none if the app closes as the dialog opens
            (buttons[0] if self.focus_first else buttons[-1]).focus()

    def on_key(self, event: Key) -> None:
        """A choice's own key answers it."""
        for key, _label, answer in self.choices:
            if event.key == key:
                event.stop()
                self.answer(answer)
                return

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.answer(self.answers[int((event.button.id or "choice-0").removeprefix("choice-"))])

    def action_answer(self, yes: bool | str) -> None:
        self.answer(self.answers[0 if yes else -1])


class PromptNumberScreen(SafeModal["int | None"]):
    """Asks for a number from 1 to `most` (an action row beyond the row keys); Esc cancels."""

    CSS_PATH = "boxes.tcss"
    BINDINGS = [Binding("escape", "answer(None)", N_("Cancel"))]

    def __init__(self, question: str, most: int) -> None:
        super().__init__()
        self.question, self.most = question, most

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question)
            yield Input(type="integer", id="number")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#number").focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = str(event.value).strip()
        number = int(text) if text.isdigit() else 0
        if 1 <= number <= self.most:
            self.answer(number)
        else:
            self.notify(_("Type a number from 1 to {most}.").format(most=self.most), timeout=3)


class HandoverScreen(SafeScreen[None]):
    """Covers the whole table between two people's turns: nothing private is on it."""

    CSS_PATH = "boxes.tcss"
    BINDINGS = [Binding("enter,space", "answer(None)", N_("I am ready"))]

    def __init__(self, player: str, summary: str) -> None:
        super().__init__()
        self.player = player
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_text(_("Pass the keyboard to  {name}").format(name=self.player.upper())),
                        id="handover-title")
            yield Label(safe_text(self.summary, newlines=True))
            yield Label(_("Press Enter when you are ready"))
        yield KeyFooter()

    def on_click(self) -> None:
        self.answer(None)


class GameOverScreen(SafeModal[str]):
    """Who won and why; rematch, back to the menu, or keep looking at the table."""

    CSS_PATH = "boxes.tcss"
    BINDINGS = [
        Binding("r", "answer('rematch')", N_("Rematch")),
        Binding("m,q", "answer('menu')", N_("Menu")),
        Binding("x", "answer('export')", N_("Export replay")),
        Binding("a", "answer('reveal')", N_("Reveal all")),
        Binding("escape", "answer('look')", N_("Look at the table")),
    ]

    def __init__(self, result: str, why: str) -> None:
        super().__init__()
        self.result = result
        self.why = why

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_text(self.result), id="result")
            yield Static(safe_text(self.why, newlines=True), id="why")
            with Horizontal():
                yield Button(_("Rematch (r)"), id="rematch", variant="success")
                yield Button(_("Menu (m)"), id="menu", variant="primary")
                yield Button(_("Export replay (x)"), id="export")
                yield Button(_("Reveal all (a)"), id="reveal")
            yield Label(_("Esc: look at the table (r, x and m still work there)"), id="after")
        yield KeyFooter()

    def on_mount(self) -> None:
        for button in self.query("#rematch"):  # none if the app closes as the box opens
            button.focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.answer(event.button.id or "menu")


class LinesScreen(SafeModal["str | None"]):
    """Lines to read before play goes on (a reveal, a round's result, the bot's reasons); any key
    or a click closes it. It answers the key that closed it (None for a click), so the game screen
    can keep that key from acting on the table too."""

    CSS_PATH = "boxes.tcss"
    BINDINGS = [Binding("enter,space,escape", "answer(None)", N_("Continue"))]

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_text(self.title_text), id="lines-title")
            with VerticalScroll():
                yield Static(safe_text("\n".join(self.lines), newlines=True))
            yield Label(_("Press any key to continue"), classes="dim")
        yield KeyFooter()

    def on_key(self, event: Key) -> None:
        event.stop()
        event.prevent_default()
        self.answer(event.key)

    def on_click(self) -> None:
        self.answer(None)
