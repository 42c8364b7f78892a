"""Your hand: a row of card chips with a cursor and multi-select.

Keys: left/right (h/l are taken by the screen, so also a/d) move, `space` selects or unselects
the card under the cursor, `enter` chooses (the screen narrows the action list to what the selected
cards can do), `escape` clears the selection. A click selects the clicked card and chooses it.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


class Hand(Widget, can_focus=True):
    """The viewing player's hand."""

    DEFAULT_CSS = """
    Hand {
        height: auto;
        min-height: 1;
        padding: 0 1;
    }
    Hand:focus {
        background: $boost;
    }
    """

    BINDINGS = [
        Binding("left,a", "move(-1)", "Prev card", show=False),
        Binding("right,d", "move(1)", "Next card", show=False),
        Binding("space", "toggle_card", "Select"),
        Binding("enter", "choose", "Actions"),
        Binding("escape", "clear", "Clear", show=False),
    ]

    cursor: reactive[int] = reactive(0)

    class Chosen(Message):
        """The player asked for the actions of the selected cards (or the card under the cursor)."""

        def __init__(self, cards: list[str]) -> None:
            super().__init__()
            self.cards = cards

    class SelectionChanged(Message):
        """The set of selected cards changed."""

        def __init__(self, cards: list[str]) -> None:
            super().__init__()
            self.cards = cards

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cards: list[str] = []
        self.texts: list[str] = []
        self.selected: set[int] = set()
        self.title = "Hand"

    def set_cards(self, cards: list[str], texts: list[str], title: str = "Hand") -> None:
        """Show a new hand; the selection is kept where the same cards are still there."""
        if cards != self.cards:
            self.selected = set()
            self.cursor = min(self.cursor, max(0, len(cards) - 1))
        self.cards, self.texts, self.title = list(cards), list(texts), title
        self.refresh(layout=True)

    def selected_cards(self) -> list[str]:
        """The selected card ids, in hand order."""
        return [self.cards[i] for i in sorted(self.selected) if i < len(self.cards)]

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"{self.title} ", style="bold")
        if not self.cards:
            text.append("(empty)", style="dim")
            return text
        width = max(20, self.size.width - 2)
        column = len(self.title) + 1
        for i, label in enumerate(self.texts):
            chosen = i in self.selected
            here = i == self.cursor and self.has_focus
            chip = f"[{'✓' if chosen else ' '}{label}]"
            if column + len(chip) > width and column > len(self.title) + 1:
                text.append("\n" + " " * (len(self.title) + 1))  # wrap between chips, never inside one
                column = len(self.title) + 1
            style = Style(bold=chosen, reverse=here, underline=chosen, meta={"@click": f"pick({i})"})
            text.append(chip, style=style)
            text.append(" ")
            column += len(chip) + 1
        return text

    def watch_cursor(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def action_toggle_card(self) -> None:
        if not self.cards:
            return
        self.selected ^= {self.cursor}
        self.refresh()
        self.post_message(self.SelectionChanged(self.selected_cards()))

    def action_choose(self) -> None:
        if not self.cards:
            return
        cards = self.selected_cards() or [self.cards[self.cursor]]
        self.post_message(self.Chosen(cards))

    def action_clear(self) -> None:
        if self.selected:
            self.selected = set()
            self.refresh()
            self.post_message(self.SelectionChanged([]))

    def action_pick(self, index: int) -> None:
        """A click: move the cursor there and toggle that card."""
        if 0 <= index < len(self.cards):
            self.cursor = index
            self.action_toggle_card()
