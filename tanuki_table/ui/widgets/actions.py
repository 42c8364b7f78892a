"""The action list: every legal action by label, numbered, always reachable.

`1`-`9` (bound on the game screen) pick the n-th visible action; `enter` or a click picks the
highlighted one. The list can be narrowed to the actions of selected cards.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tanuki_table.engine import Action
from tanuki_table.text import safe_text


class ActionList(OptionList):
    """Numbered legal actions."""

    DEFAULT_CSS = """
    ActionList {
        height: 1fr;
        min-height: 3;
        border: round $primary 50%;
    }
    ActionList:focus {
        border: round $accent;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.actions: list[Action] = []
        self._title = "Actions"
        self.border_title = "Actions"

    def show(self, actions: list[Action], title: str = "Actions") -> None:
        """Replace the listed actions."""
        if actions == self.actions and title == self._title:
            return
        self.actions = list(actions)
        self._title = title
        self.border_title = safe_text(title)  # card names in it: `Iga[/x]` is text, never markup
        options = []
        for i, action in enumerate(actions):
            key = str(i + 1) if i < 9 else " "
            options.append(Option(Text.assemble((f"{key} ", "bold"), action.label), id=f"a{i}"))
        self.set_options(options)
        if options:
            self.highlighted = 0

    def action_at(self, index: int) -> Action | None:
        """The n-th listed action, if any."""
        return self.actions[index] if 0 <= index < len(self.actions) else None
