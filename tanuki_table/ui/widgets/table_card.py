"""A place for one card on the table (a Monster Zone slot, a field space): Enter or a click posts
`BoardBase.CardPicked` with its card. A place changed since the viewer's last move is marked with a
glyph and a colour (`set_mark`)."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.visual import VisualType
from textual.widgets import Static
from tanuki_table.core.i18n import N_

from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.marks import GLYPHS


class TableCard(Static, can_focus=True):
    """One card place. Set `card_id` to what a pick should post (None: nothing to pick, e.g. an
    empty place or a card face down to this viewer) and `place` to the board's key for it ("1:3";
    a pick then posts it too, even with no card). State classes: `-mine`, `-empty`."""

    BINDINGS = [Binding("enter", "pick", N_("Card actions"), show=False)]

    DEFAULT_CSS = """
    TableCard {
        width: 1fr;
        height: 5;
        padding: 0;
        border: round $primary 40%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    TableCard:focus { border: heavy $accent; }
    TableCard.-mine { border: round $secondary 60%; }
    TableCard.-mine:focus { border: heavy $accent; }
    TableCard.-empty { color: $text-disabled; content-align: center middle; }
    TableCard.-marked { color: $warning; }
    TableCard.-damaged, TableCard.-destroyed { color: $error; }
    """

    card_id: str | None = None
    place: str | None = None

    _content: object = None
    _mark: str | None = None

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        """Redraw only when the content changed (a board sets every place after every move)."""
        if isinstance(content, (str, Text)) and type(content) is type(self._content) and content == self._content:
            return
        self._content = content
        super().update(cast(VisualType, self._marked(content)), layout=layout)

    def set_mark(self, kind: str | None) -> None:
        """Mark this place as changed (`moved`, `flipped`, `damaged`, `destroyed`) or unmark it."""
        if kind == self._mark:
            return
        self._mark = kind
        self.set_class(kind is not None, "-marked")
        for name in GLYPHS:
            self.set_class(kind == name, f"-{name}")
        if self._content is not None:
            super().update(cast(VisualType, self._marked(self._content)))

    def _marked(self, content: object) -> object:
        """`content` with the mark's glyph in front."""
        if self._mark is None or not isinstance(content, (str, Text)):
            return content
        text = Text(content) if isinstance(content, str) else content
        marked = Text(no_wrap=text.no_wrap, overflow=text.overflow, style=text.style)
        marked.append(GLYPHS[self._mark], style="bold")
        marked.append(" ")
        marked.append_text(text)
        return marked

    def action_pick(self) -> None:
        if self.card_id is not None or self.place is not None:
            self.post_message(BoardBase.CardPicked(self.card_id, self.place))

    def on_click(self, event: events.Click) -> None:
        self.action_pick()
