"""Your hand: a row of card chips with a cursor and multi-select.

Keys: left/right (also a/d) move, `space` selects or unselects, `enter` chooses (the screen narrows
the action list to what the selected cards can do), `escape` clears the selection; a click selects
and chooses. The chips wrap between cards over at most `max_lines` lines; a longer hand shows the
stretch around the cursor, with "← N more" and "+N more →" for the cards off each side.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from tanuki_table.core.i18n import N_, _, pgettext

from tanuki_table.core.text import cells

_HINT = 11
"""Cells kept for "+NN more →" (or "← NN more ") beside the chips shown."""


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
        Binding("left,a", "move(-1)", N_("Prev card"), show=False),
        Binding("right,d", "move(1)", N_("Next card"), show=False),
        Binding("space", "toggle_card", N_("Select")),
        Binding("enter", "choose", N_("Actions")),
        Binding("escape", "clear", N_("Clear"), show=False),
    ]

    cursor: reactive[int] = reactive(0)
    max_lines: reactive[int] = reactive(4, layout=True)
    """The most lines of chips drawn; a longer hand shows the part around the cursor."""

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
        self._first = 0
        """The first chip drawn (a hand longer than `max_lines` shows a stretch around the cursor)."""

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

    def chip(self, i: int) -> str:
        """Card `i` as drawn: "[✓Name ...]" when selected, "[ Name ...]" when not."""
        return f"[{'✓' if i in self.selected else ' '}{self.texts[i]}]"

    def _lines_from(self, first: int, width: int, reserve: int = 0) -> list[list[int]]:
        """The chips from `first` on, laid out in lines of `width` cells (after the title), the
        first line `reserve` cells shorter (room for "← N more")."""
        indent = cells(self.title) + 1
        lines: list[list[int]] = [[]]
        column = indent + reserve
        for i in range(first, len(self.texts)):
            size = cells(self.texts[i]) + 4  # "[✓" + text + "] "
            if column + size > width and lines[-1]:
                lines.append([])
                column = indent
            lines[-1].append(i)
            column += size
        return lines

    def shown_lines(self) -> list[list[int]]:
        """The chips on screen, line by line: all of them, or a stretch holding the cursor."""
        width = max(20, self.size.width - 2)
        limit = max(1, self.max_lines)
        everything = self._lines_from(0, width)
        if len(everything) <= limit:
            self._first = 0
            return everything
        first = min(self._first, self.cursor)
        lines = self._stretch(first, width, limit)
        while self.cursor > lines[-1][-1]:  # the cursor is past the last line shown: move on
            first += 1
            lines = self._stretch(first, width, limit)
        self._first = first
        return lines

    def _stretch(self, first: int, width: int, limit: int) -> list[list[int]]:
        """`limit` lines of chips from `first` on, the last one leaving room for "+N more →"."""
        lines = self._lines_from(first, width, _HINT if first else 0)[:limit]
        last = lines[-1]
        used = cells(self.title) + 1 + (_HINT if first and len(lines) == 1 else 0)
        used += sum(cells(self.texts[i]) + 4 for i in last)
        while len(last) > 1 and last[-1] < len(self.texts) - 1 and used + _HINT > width:
            used -= cells(self.texts[last.pop()]) + 4
        return lines

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"{self.title} ", style="bold")
        if not self.cards:
            # TRANSLATORS: an empty hand, after its title ("You: (empty)")
            text.append(pgettext("hand", "(empty)"), style="dim")
            return text
        lines = self.shown_lines()
        before, after = lines[0][0], len(self.cards) - 1 - lines[-1][-1]
        for n, line in enumerate(lines):
            if n:
                text.append("\n" + " " * (cells(self.title) + 1))  # wrap between chips, never inside one
            if n == 0 and before:
                # TRANSLATORS: cards of the hand off screen to the left
                text.append(_("← {count} more ").format(count=before), style="bold")
            for i in line:
                chosen = i in self.selected
                here = i == self.cursor and self.has_focus
                style = Style(bold=chosen, reverse=here, underline=chosen, meta={"@click": f"pick({i})"})
                text.append(self.chip(i), style=style)
                text.append(" ")
        if after:
            # TRANSLATORS: cards of the hand off screen to the right
            text.append(_("+{count} more →").format(count=after), style="bold")
        return text

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
