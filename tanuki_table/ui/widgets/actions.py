"""The action list: every listed legal action by label, each with its key (`labels.row_keys`,
bound on the game screen), always whole: a row wraps between words under its key, and a label
that would take more than two lines shows its game's short form. The rows are rebuilt when the
list's width changes.

For `labels.SHIFT_GUARD` seconds after the rows changed, a key whose row was of another kind
before does nothing (`shifted`): the player was reading the list as it was.
"""

from __future__ import annotations

import time
from typing import Callable

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tanuki_table.core.i18n import _
from tanuki_table.core.engine import Action
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.screens.game import labels
from tanuki_table.ui.screens.game.labels import FIXED_KEYS, fitted_labels, row_keys, wrap


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
        self._title = ""
        self.shown: list[str] = []
        """What each row reads (its label or short form), without the key."""
        self.keys: list[str] = []
        self._before: dict[str, str] = {}
        """Key -> the kind of its row before the rows last changed kind, at `_changed` (monotonic)."""
        self._changed = 0.0
        self.border_title = _("Actions")
        self.short: Callable[[str], str] = lambda label: label
        """The game's short form of a label (the screen sets it from the board)."""
        self.label_of: Callable[[Action], str] = lambda action: action.label
        """An action's label in the app's language (the screen sets it: `GameRules.action_text`)."""
        self._width = 0
        self._known = 0
        """The list's last width on screen: rows are built at it while the list is hidden."""

    def text_width(self, key: str = "1") -> int:
        """Cells a row's text gets beside its key."""
        width = self.scrollable_content_region.width
        if width > 0:
            self._known = width
        else:  # not laid out (hidden, or not yet shown): the width it had, else its size's
            width = self._known or max(0, self.size.width - 4) or self.UNKNOWN
        return max(10, width - len(key) - 1)

    UNKNOWN = 40
    """The width rows are built at before the list was ever on screen (the side panel's)."""

    def show(self, actions: list[Action], title: str = "") -> None:
        """Replace the listed actions (under `title`, already in the app's language; "Actions" if empty)."""
        title = title or _("Actions")
        if actions == self.actions and title == self._title and self._width == self.text_width():
            return
        before = dict(zip(self.keys, (a.kind for a in self.actions)))
        self.actions = list(actions)
        self.keys = row_keys([a.kind for a in self.actions])
        after = dict(zip(self.keys, (a.kind for a in self.actions)))
        if any(after.get(key, kind) != kind for key, kind in before.items()):
            self._before, self._changed = before, time.monotonic()
        self._title = title
        self.border_title = safe_text(title)  # card names in it: `Iga[/x]` is text, never markup
        self._build(keep=False)

    def _build(self, keep: bool = True) -> None:
        width = self._width = self.text_width()
        labels = [clean(self.label_of(a)) for a in self.actions]  # card names: text, no escape codes
        self.shown = fitted_labels(labels, [self.short(label) for label in labels], width)
        options: list[Option] = []
        for key, label in zip(self.keys, self.shown):
            indent = " " * (len(key) + 1)
            text = Text(no_wrap=True)
            text.append(key + " ", style="bold")
            text.append(("\n" + indent).join(wrap(label, self.text_width(key))))
            options.append(Option(text, id=f"a{len(options)}"))
        highlighted = self.highlighted if keep else None
        self.set_options(options)
        if options:
            self.highlighted = highlighted if highlighted is not None and highlighted < len(options) else 0

    def on_resize(self) -> None:
        self._refit()

    def on_show(self) -> None:
        self.call_after_refresh(self._refit)

    def _refit(self) -> None:
        """Build the rows again if the list's width changed since they were built."""
        if self.actions and self._width != self.text_width():
            self._build()

    def action_at(self, index: int) -> Action | None:
        """The n-th listed action, if any."""
        return self.actions[index] if 0 <= index < len(self.actions) else None

    def index_of(self, key: str) -> int | None:
        """The row whose key is `key` (`"1"`, `"p"`, `"#40"`), if any."""
        return self.keys.index(key) if key in self.keys else None

    def numbered(self) -> int:
        """How many rows are numbered (all but the fixed letters): what `#` asks for."""
        return sum(1 for key in self.keys if key not in FIXED_KEYS.values())

    def shifted(self, key: str) -> bool:
        """Whether `key`'s row changed kind a moment ago (the key was meant for the row before)."""
        if time.monotonic() - self._changed >= labels.SHIFT_GUARD or key not in self._before:
            return False
        index = self.index_of(key)
        return index is not None and self.actions[index].kind != self._before[key]
