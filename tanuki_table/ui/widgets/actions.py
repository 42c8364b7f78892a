"""The action list: every listed legal action by label, each with its key, always whole.

Row keys come from `tanuki_table.ui.labels.row_key` (`1`-`9`, `0`, free letters, capitals, then
`#N`), bound on the game screen; `enter` or a click picks the highlighted row. A row wraps
between words under its key, so no word of a label is ever cut; a label that would take more than
two lines shows its game's short form (`labels.fitted_labels`). The rows are rebuilt when the
list's width changes.
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tanuki_table.core.engine import Action
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.labels import fitted_labels, row_key, wrap


class ActionList(OptionList):
    """Keyed legal actions."""

    DEFAULT_CSS = """
    ActionList {
        height: 1fr;
        min-height: 3;
        border: round $primary 50%;
        scrollbar-gutter: stable;
    }
    ActionList:focus {
        border: round $accent;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.actions: list[Action] = []
        self._title = "Actions"
        self.shown: list[str] = []
        """What each row reads (its label or short form), without the key."""
        self.border_title = "Actions"
        self.short: Callable[[str], str] = lambda label: label
        """The game's short form of a label (the screen sets it from the board)."""
        self._width = 0

    def text_width(self, key: str = "1") -> int:
        """Cells a row's text gets beside its key."""
        width = self.scrollable_content_region.width or max(10, self.size.width - 4)
        return max(10, width - len(key) - 1)

    def show(self, actions: list[Action], title: str = "Actions") -> None:
        """Replace the listed actions."""
        if actions == self.actions and title == self._title and self._width == self.text_width():
            return
        self.actions = list(actions)
        self._title = title
        self.border_title = safe_text(title)  # card names in it: `Iga[/x]` is text, never markup
        self._build(keep=False)

    def _build(self, keep: bool = True) -> None:
        width = self._width = self.text_width()
        labels = [clean(a.label) for a in self.actions]  # card names: text, no escape codes
        self.shown = fitted_labels(labels, [self.short(label) for label in labels], width)
        options = []
        for i, label in enumerate(self.shown):
            key = row_key(i)
            indent = " " * (len(key) + 1)
            text = Text(no_wrap=True)
            text.append(key + " ", style="bold")
            text.append(("\n" + indent).join(wrap(label, self.text_width(key))))
            options.append(Option(text, id=f"a{i}"))
        highlighted = self.highlighted if keep else None
        self.set_options(options)
        if options:
            self.highlighted = highlighted if highlighted is not None and highlighted < len(options) else 0

    def on_resize(self) -> None:
        if self.actions and self._width != self.text_width():
            self._build()

    def action_at(self, index: int) -> Action | None:
        """The n-th listed action, if any."""
        return self.actions[index] if 0 <= index < len(self.actions) else None

    def row_text(self, index: int) -> str:
        """Row `index` as one line: its key and what it reads."""
        return f"{row_key(index)} {self.shown[index]}"
