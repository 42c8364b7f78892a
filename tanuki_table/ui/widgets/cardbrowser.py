"""The searchable card table: a search box over every card, one row each, with a column per stat
(from the card models of the games on screen: `layout_for`). `CardBrowser` is the left of the card
browser and of the deck builder.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Input, Label
from textual.widgets.data_table import ColumnKey
from tanuki_table.core.plugin import GameRules
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, pgettext

from tanuki_table.cards.catalogue import Catalogue, CardRecord
from tanuki_table.cards.query import Query, QueryError, compile_query, sort_key, sort_records
from tanuki_table.ui.widgets.cardview import SYMBOLS, by_game, cell, column_label, layout_for, layout_of, numeric, tag
from tanuki_table.core.text import safe_text

NAME_WIDTH = 22
"""The Name column is cut to this many characters (the card pane shows the full name)."""
NAME_MIN = 12
"""A narrow table cuts names down to this many characters so that every other column is whole."""


class TableCell:
    """One unstyled line of a table cell, cut with an ellipsis: cheaper than a Rich `Text`, as the
    table holds a cell for every field of every card before the first paint. No `__rich_measure__`
    on purpose: every column has a fixed width, and the table would measure every cell."""

    __slots__ = ("plain",)

    def __init__(self, plain: str) -> None:
        self.plain = plain

    def __str__(self) -> str:
        return self.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        text, width = self.plain, options.max_width
        if cell_len(text) > width:
            text = set_cell_size(text, width - 1) + "…" if width > 1 else set_cell_size(text, width)
        yield Segment(text)


# --- the searchable table --------------------------------------------------------------------------
class CardBrowser(Vertical):
    """A search box over a table of cards; posts `Highlighted` and `Chosen`."""

    DEFAULT_CSS = """
    CardBrowser { height: 1fr; }
    CardBrowser #search-row { height: 3; }
    CardBrowser #search { width: 1fr; }
    CardBrowser #count { width: auto; padding: 1 1 0 1; color: $text-muted; }
    CardBrowser #query-error { color: $error; height: auto; width: 100%; padding: 0 1; }
    CardBrowser #query-error.ok { color: $text-muted; }
    CardBrowser DataTable { height: 1fr; }
    """

    BINDINGS = [Binding("down", "to_table", N_("Table"), show=False)]

    class Highlighted(Message):
        """The cursor moved to a card (None when the table is empty)."""

        def __init__(self, record: CardRecord | None) -> None:
            super().__init__()
            self.record = record

    class Chosen(Message):
        """Enter was pressed on a card."""

        def __init__(self, record: CardRecord) -> None:
            super().__init__()
            self.record = record

    def __init__(self, catalogue: Catalogue, query: str = "", id: str | None = None) -> None:
        super().__init__(id=id)
        self.catalogue = catalogue
        self.initial = query
        self.results: list[CardRecord] = list(catalogue.records)
        """The cards on show, in table order."""
        self.sort_key: str | None = None
        """The column the user sorted by (a `sort:` in the query wins)."""
        self.descending = False
        self.error: str | None = None
        """Why the current query is bad, or None."""
        self._columns: list[tuple[str, str]] = []
        self._query_sort: tuple[str, bool] | None = None
        self._cells: dict[str, dict[CardRecord, TableCell]] = {}
        self._fixed: dict[str, int] = {}
        self._name_shown = 0
        """The Name column's width now (it gives way when the table is narrow)."""
        self._latest: Query | None = None
        """The query typed last: a slower search that ends after it is not shown."""

    def compose(self) -> ComposeResult:
        with Horizontal(id="search-row"):
            # TRANSLATORS: the search box's placeholder; the search words (or, atk, rarity, is:, sort:) stay as they are
            placeholder = _("search: oni or kappa, atk>=800, rarity>=rare, -is:effect, sort:rarity  (F1: help)")
            yield Input(self.initial, placeholder=placeholder, id="search")
            yield Label("", id="count")
        yield Label("", id="query-error", classes="ok")
        yield DataTable(id="cards", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.run_query(self.initial)

    @property
    def table(self) -> DataTable[TableCell]:
        return self.query_one("#cards", DataTable)

    @property
    def current(self) -> CardRecord | None:
        """The highlighted card."""
        row = self.table.cursor_row
        return self.results[row] if 0 <= row < len(self.results) and self.table.row_count else None

    @on(Input.Changed, "#search")
    def _typed(self, event: Input.Changed) -> None:
        event.stop()
        self.run_query(event.value)

    @on(Input.Submitted, "#search")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_to_table()

    def action_to_table(self) -> None:
        """From the search box to the table, on its first row (the card `a` adds or Enter opens)."""
        table = self.table
        table.focus()
        if table.row_count:
            table.move_cursor(row=0)

    def run_query(self, text: str) -> None:
        """Search now; a bad query shows where and why, and keeps the last good results. A query
        with a /regex/ runs in a thread and gives up after `query.SEARCH_SECONDS`, saying so."""
        try:
            query = compile_query(text, self.catalogue.field_names(), self.catalogue)
        except QueryError as exc:
            self._bad_query(text, exc)
            return
        self._latest = query
        if query.regexes:
            self.query_one("#query-error", Label).update(Text(_("Searching…")))
            self._search_in_thread(query)
            return
        self._show(query, [r for r in self.catalogue.records if query.matches(r)])

    @work(thread=True, exclusive=True, group="card-search", exit_on_error=False)
    def _search_in_thread(self, query: Query) -> None:
        try:
            found = query.filter(self.catalogue.records)
        except QueryError as exc:
            self.app.call_from_thread(self._gave_up, query, exc)
            return
        self.app.call_from_thread(self._show, query, found)

    def _gave_up(self, query: Query, exc: QueryError) -> None:
        if query is self._latest and self.is_attached:
            self._bad_query(query.text, exc)

    def _bad_query(self, text: str, exc: QueryError) -> None:
        error_label = self.query_one("#query-error", Label)
        self.error = exc.where(text)
        error_label.update(safe_text(_("✗ {error}  (showing the last good results)").format(error=self.error)))
        error_label.set_class(False, "ok")

    def _show(self, query: Query, found: list[CardRecord]) -> None:
        if query is not self._latest or not self.is_attached:
            return  # a newer search was typed while this one ran
        error_label = self.query_one("#query-error", Label)
        self.error = None
        self._query_sort = (query.sort, query.descending) if query.sort else None
        self.results = found
        error_label.set_class(bool(self.results), "ok")
        error_label.update(Text(self._hint() if self.results else _("No cards match this search (F1: search help)")))
        self._fill()

    def _hint(self) -> str:
        missing = "; ".join(f"{g}: {why}" for g, why in self.catalogue.missing.items())
        # TRANSLATORS: the games whose cards could not be read, each "game: why"
        return _("Not shown: {missing}").format(missing=missing) if missing else ""

    def sort_by(self, key: str | None, descending: bool = False) -> None:
        """Sort the table by a column key (None: catalogue order)."""
        self.sort_key, self.descending = key, descending
        self._fill()

    def cycle_sort(self, reverse: bool = False) -> None:
        """Sort by the next column (or flip the direction of the current one)."""
        keys = [k for k, _ in self._columns]
        if reverse:
            self.sort_by(self.sort_key or "name", not self.descending)
            return
        index = keys.index(self.sort_key) + 1 if self.sort_key in keys else 0
        self.sort_by(keys[index % len(keys)] if keys else None)

    def _layout_columns(self) -> list[tuple[str, str]]:
        groups = by_game(self.results) or by_game(self.catalogue.records)
        layouts = [layout_for(records) for records in groups.values()]
        columns = [("name", pgettext("card column", "Name")), ("game", pgettext("card column", "Game"))]
        if len(by_game(self.catalogue.records)) == 1:  # the deck builder: one game, no column to say it
            columns.pop()
        if any(l.type_field for l in layouts):
            columns.append(("type", pgettext("card column", "Type")))
        for layout in layouts:
            for key in layout.stats:
                if key not in [c[0] for c in columns]:
                    columns.append((key, column_label(key)))
        if self.catalogue.owned:
            columns.append(("owned", pgettext("card column", "Owned")))
        kinds = {l.rarity_field for l in layouts if l.rarity_field}
        if kinds:
            label = (pgettext("card column", "Rarity") if kinds == {"rarity"} else pgettext("card column", "Count")
                     if kinds == {"count"} else pgettext("card column", "Rarity/Count"))
            columns.append(("rarity", label))
        return columns

    def value(self, record: CardRecord, key: str) -> object:
        """What a column shows for a card."""
        layout = layout_of(record, self.catalogue)
        if key == "name":
            name = record.fields.get("name")
            return card_name(record.game, name) if isinstance(name, str) else name
        if key == "game":
            return record.info.title.split()[0]
        if key in ("type", "rarity"):
            field = layout.type_field if key == "type" else layout.rarity_field
            shown = record.fields.get(field) if field else None
            game = record.info
            # a card file's word ("common", "character") as the game says it in the app's language
            if not (field and isinstance(shown, str) and isinstance(game, GameRules)):
                return shown
            words = game.field_text(field, shown)
            if words == shown:
                return shown
            symbol = SYMBOLS.get(shown.lower()) if key == "type" else None  # the glyph of the card file's word
            return f"{symbol} {words}" if symbol else words
        if key == "owned":
            return (self.catalogue.owned or {}).get((record.game, record.id)) or None
        return record.fields.get(key)

    def _fill(self) -> None:
        table = self.table
        previous = self.current
        sort = self._query_sort or ((self.sort_key, self.descending) if self.sort_key else None)
        if sort:
            self.results = self._sorted(self.results, *sort)
        columns = self._layout_columns()
        name_width = self._name_width(columns)
        if columns != self._columns or name_width != self._name_shown:
            table.clear(columns=True)
            self._columns, self._name_shown = columns, name_width
            for key, label in columns:
                table.add_column(label, key=key, width=name_width if key == "name" else self._width(key, label))
        else:
            table.clear()
        for key, label in columns:
            mark = (" ▼" if sort[1] else " ▲") if sort and sort[0] == key else ""
            table.columns[ColumnKey(key)].label = Text(label + mark)
        cells = [self._column(key) for key, _ in columns]
        for record in self.results:
            table.add_row(*[column[record] for column in cells], key=f"{record.game}/{record.id}")
        total = len(self.catalogue.records)
        # TRANSLATORS: how many cards the search shows of all the cards: "12 of 487"
        self.query_one("#count", Label).update(_("{shown} of {total}").format(shown=len(self.results), total=total))
        if previous is not None and previous in self.results:
            table.move_cursor(row=self.results.index(previous))
        self.post_message(self.Highlighted(self.current))

    def _name_width(self, columns: list[tuple[str, str]]) -> int:
        """The Name column's width: the longest name (up to `NAME_WIDTH`), less what the table
        lacks to show every other column whole (names then end in "…"), down to `NAME_MIN`; when
        that is not enough either, the table scrolls sideways and names stay whole."""
        longest = self._width("name", pgettext("card column", "Name"))
        if not self.size.width:
            return longest  # not laid out yet: `on_resize` fits it
        others = sum(self._width(key, label) + 2 for key, label in columns if key != "name")  # 2: cell padding
        room = self.size.width - others - 2 - 2  # the name's padding, the vertical scrollbar
        return min(longest, room) if room >= NAME_MIN else longest  # too narrow for all: names stay whole

    def on_resize(self) -> None:
        if self._columns and self._name_width(self._columns) != self._name_shown:
            self._fill()

    def _width(self, key: str, label: str) -> int:
        """A fixed column width from every card's value (so columns never jump while typing)."""
        if key not in self._fixed:
            longest = max((cell_len(c.plain) for c in self._column(key).values()), default=0)
            self._fixed[key] = min(NAME_WIDTH, longest) if key == "name" else max(longest, cell_len(label) + 2)
        return self._fixed[key]

    def _column(self, key: str) -> dict[CardRecord, TableCell]:
        """Every card's cell in one column, built once: a search only picks which rows to show."""
        cells = self._cells.get(key)
        if cells is None:
            records = self.catalogue.records
            values = [self.value(r, key) for r in records]
            texts = [cell(v) for v in values]
            # stat columns line their numbers up on the right; name, game, type and rarity do not
            justify = 0 if key in ("name", "game", "type", "rarity") else max(map(len, texts), default=0)
            cells = self._cells[key] = {
                record: TableCell(text.rjust(justify) if numeric(value) else tag(text) if key == "type" and value else text)
                for record, value, text in zip(records, values, texts)
            }
        return cells

    def _sorted(self, records: list[CardRecord], key: str, descending: bool) -> list[CardRecord]:
        """Sorted by a column: type and rarity by each game's own field, in the game's declared order
        (common < uncommon < rare); cards without a value stay last either way."""
        if key not in ("type", "rarity", "owned"):
            return sort_records(records, key, descending)

        def keyed(record: CardRecord) -> tuple[int, Any]:
            if key == "owned":
                count = self.value(record, key)
                return (0, count) if count else (2, 0)
            layout = layout_of(record, self.catalogue)
            name = layout.type_field if key == "type" else layout.rarity_field
            return sort_key(record, name) if name else (2, 0)

        pairs = [(keyed(r), r) for r in records]
        present = sorted((p for p in pairs if p[0][0] < 2), key=lambda p: p[0], reverse=descending)
        return [r for _, r in present] + [r for k, r in pairs if k[0] == 2]

    @on(DataTable.RowHighlighted, "#cards")
    def _row(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self.post_message(self.Highlighted(self.current))

    @on(DataTable.RowSelected, "#cards")
    def _chosen(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if self.current is not None:
            self.post_message(self.Chosen(self.current))

    @on(DataTable.HeaderSelected, "#cards")
    def _header(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        key = str(event.column_key.value)
        self.sort_by(key, descending=not self.descending if key == self.sort_key else False)
