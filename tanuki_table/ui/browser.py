"""The card browser: every card of every game in one table, searched as you type, with the
highlighted card drawn as a card beside it.

The columns come from the card models of the games on screen (`layout_for`), never from a list of
known games: a sixth game's cards appear with their own stats without a change here. `CardBrowser`
(search box + table) is reused by the deck builder; `CardView` draws one card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Label, Static

from tanuki_table.query import (
    TEXT_FIELDS,
    Catalogue,
    CardRecord,
    QueryError,
    compile_query,
    load_catalogue,
    make_record,
    sort_records,
)

SYMBOLS = {
    "fire": "✹", "water": "≈", "wind": "≋", "forest": "♣", "mountain": "▲", "electricity": "ϟ",
    "poison": "✠", "explosion": "✺", "punch": "■", "bite": "▼", "none": "·",
}
"""A plain Unicode symbol for well-known attribute and attack-type words (never emoji)."""
STARS = ("★", "★★", "★★★", "★★★★", "★★★★★")
"""Rarity marks, commonest first."""
_TYPE_NAMES = ("type", "card_type", "kind", "category", "class")
_SKIP = {"id", "name", "game", "text", "source", *TEXT_FIELDS}
_SERIALS = {"number", "no", "index", "serial", "collector_number", "set_number"}
NAME_WIDTH = 22
"""The Name column is cut to this many characters (the card pane shows the full name)."""


# --- what to show for each game (derived from its card models) ---------------------------------------
@dataclass(frozen=True)
class GameLayout:
    """Which fields of one game's cards go in which column."""

    type_field: str | None
    """The field shown as "Type" (a short categorical field), if any."""
    stats: tuple[str, ...]
    """The main numeric stats, in model order."""
    rarity_field: str | None
    """`rarity`, else `count`, else None."""
    categories: tuple[str, ...]
    """Every short categorical field (for the card's symbol line and the deck chart)."""


def _label(key: str) -> str:
    return key.upper() if len(key) <= 4 else key.replace("_", " ").capitalize()


def _numeric(value: Any) -> bool:
    if isinstance(value, tuple):
        return bool(value) and all(_numeric(v) for v in value)
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_LAYOUTS: dict[tuple[str, tuple[str, ...]], GameLayout] = {}


def layout_for(records: list[CardRecord]) -> GameLayout:
    """The layout of one game's cards (all of `records` belong to one game)."""
    cache_key = (records[0].game, records[0].keys)
    if cache_key in _LAYOUTS:
        return _LAYOUTS[cache_key]
    stats: list[str] = []
    categories: list[str] = []
    for key in records[0].keys:
        if key in _SKIP or key in _SERIALS:
            continue
        values = [r.fields.get(key) for r in records]
        present = [v for v in values if v is not None and v != ""]
        if not present:
            continue
        top = max(present.count(v) for v in present)
        if key != "count" and sum(_numeric(v) for v in values) * 2 >= len(values) and top < 0.9 * len(values):
            stats.append(key)
        elif all(isinstance(v, str) for v in present) and len(set(present)) <= 12 and max(map(len, present)) <= 20:
            categories.append(key)
    typed = [k for k in categories if k in _TYPE_NAMES] + [k for k in categories if "type" in k or "kind" in k]
    others = [k for k in categories if k != "rarity"]
    type_field = (typed or others or [None])[0]
    fields = records[0].fields
    rarity = "rarity" if "rarity" in fields else "count" if _numeric(fields.get("count")) else None
    layout = GameLayout(type_field, tuple(stats), rarity, tuple(categories))
    _LAYOUTS[cache_key] = layout
    return layout


def layout_of(record: CardRecord, catalogue: Catalogue | None) -> GameLayout:
    """The layout of a record's game (cached after the first call for that game)."""
    cached = _LAYOUTS.get((record.game, record.keys))
    if cached is not None:
        return cached
    if catalogue is not None:
        records = [r for r in catalogue.records if r.game == record.game]
    else:
        records = [make_record(record.info, card) for card in record.info.cards()]
    return layout_for(records or [record])


def by_game(records: list[CardRecord]) -> dict[str, list[CardRecord]]:
    """Records grouped by game id, in first-seen order."""
    groups: dict[str, list[CardRecord]] = {}
    for record in records:
        groups.setdefault(record.game, []).append(record)
    return groups


def cell(value: Any) -> str:
    """A field value as table text."""
    if value is None:
        return ""
    if isinstance(value, tuple):
        return "/".join(map(str, value))
    if isinstance(value, bool):
        return "yes" if value else ""
    return str(value)


def tag(value: str) -> str:
    """A category value with its symbol, e.g. `✹ fire`."""
    symbol = SYMBOLS.get(value.lower())
    return f"{symbol} {value}" if symbol else value


# --- one card drawn as a card ------------------------------------------------------------------------
def draw_card(record: CardRecord, layout: GameLayout, rarity_rank: int | None = None) -> RenderableType:
    """The card as a framed panel: name and rarity, stats, symbols, effect text, flavour."""
    fields = record.fields
    head = Text(record.name, style="bold")
    if rarity_rank is not None:
        stars = STARS[min(rarity_rank, len(STARS) - 1)]
        head.append(f"  {stars}", style="yellow")
    kinds = [tag(str(fields[k])) for k in layout.categories if fields.get(k) not in (None, "", "none")]
    kinds += [k.replace("_", " ") for k, v in fields.items() if v is True]
    type_line = Text(f"{record.info.title}" + (" · " + " · ".join(kinds) if kinds else ""), style="italic")
    stats = Text()
    for key in layout.stats:
        if fields.get(key) is not None:
            stats.append(f"{_label(key)} ", style="dim").append(f"{cell(fields[key])}   ", style="bold")
    if layout.rarity_field == "count" and fields.get("count") is not None:
        stats.append("copies ", style="dim").append(str(fields["count"]), style="bold")
    parts: list[RenderableType] = [head, type_line, Rule(style="dim"), stats]
    if record.rules:
        parts += [Text(""), Text(record.rules)]
    for prose in record.prose:
        parts += [Text(""), Text(f"“{prose}”", style="italic dim")]
    border = ("bright_black", "white", "yellow", "magenta", "red")[min(rarity_rank or 0, 4)]
    return Panel(Group(*parts), box=box.ROUNDED, border_style=border, subtitle=record.id, subtitle_align="right",
                 padding=(0, 1))


class CardView(Static):
    """Draws the record it is given, or a hint when there is none."""

    DEFAULT_CSS = "CardView { width: 100%; height: auto; }"

    record: reactive[CardRecord | None] = reactive(None, always_update=True)
    """The card on show."""

    def watch_record(self, record: CardRecord | None) -> None:
        if record is None:
            self.update(Text("No card selected.", style="dim"))
            return
        catalogue = getattr(self.screen, "catalogue", None)
        self.update(draw_card(record, layout_of(record, catalogue), rarity_of(record, catalogue)))


_RARITY_RANKS: dict[str, dict[str, int]] = {}


def rarity_of(record: CardRecord, catalogue: Catalogue | None = None) -> int | None:
    """The card's rarity rank (0 = commonest), or None for a game without rarities."""
    rarity = record.fields.get("rarity")
    if rarity is None:
        return None
    ranks = _RARITY_RANKS.get(record.game)
    if ranks is None or str(rarity) not in ranks:
        from tanuki_table.booster import rarity_order

        records = catalogue.records if catalogue is not None else [record]
        ranks = rarity_order([str(r.fields.get("rarity")) for r in records if r.game == record.game])
        _RARITY_RANKS[record.game] = ranks
    return ranks.get(str(rarity), 0)


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
        self._widths: dict[str, int] = {}
        self._fixed: dict[str, int] = {}

    def compose(self) -> ComposeResult:
        with Horizontal(id="search-row"):
            yield Input(self.initial, placeholder="search: words, field:value, atk>=800, \"a phrase\", -not, sort:atk",
                        id="search")
            yield Label("", id="count")
        yield Label("", id="query-error", classes="ok")
        table: DataTable[Any] = DataTable(id="cards", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        self.run_query(self.initial)

    @property
    def table(self) -> DataTable[Any]:
        """The card table."""
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
        self.table.focus()

    def run_query(self, text: str) -> None:
        """Search now; a bad query shows its problem and keeps the last good results."""
        error_label = self.query_one("#query-error", Label)
        try:
            query = compile_query(text, self.catalogue.field_names())
        except QueryError as exc:
            self.error = str(exc)
            error_label.update(f"✗ {exc}  (showing the last good results)")
            error_label.set_class(False, "ok")
            return
        self.error = None
        error_label.set_class(True, "ok")
        error_label.update(self._hint())
        self._query_sort = (query.sort, query.descending) if query.sort else None
        self.results = [r for r in self.catalogue.records if query.matches(r)]
        self._fill()

    def _hint(self) -> str:
        missing = "; ".join(f"{g}: {why}" for g, why in self.catalogue.missing.items())
        return f"Not shown: {missing}" if missing else ""

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
        columns = [("name", "Name"), ("game", "Game")]
        if any(l.type_field for l in layouts):
            columns.append(("type", "Type"))
        for layout in layouts:
            for key in layout.stats:
                if key not in [c[0] for c in columns]:
                    columns.append((key, _label(key)))
        kinds = {l.rarity_field for l in layouts if l.rarity_field}
        if kinds:
            columns.append(("rarity", "Rarity" if kinds == {"rarity"} else "Count" if kinds == {"count"} else "Rarity/Count"))
        return columns

    def value(self, record: CardRecord, key: str) -> Any:
        """What a column shows for a card."""
        layout = layout_of(record, self.catalogue)
        if key == "game":
            return record.info.title.split()[0]
        if key == "type":
            return record.fields.get(layout.type_field) if layout.type_field else None
        if key == "rarity":
            return record.fields.get(layout.rarity_field) if layout.rarity_field else None
        return record.fields.get(key)

    def _fill(self) -> None:
        table = self.table
        previous = self.current
        sort = self._query_sort or ((self.sort_key, self.descending) if self.sort_key else None)
        if sort:
            self.results = self._sorted(self.results, *sort)
        columns = self._layout_columns()
        for key, _ in columns:
            if key not in self._widths and key not in ("name", "game", "type", "rarity"):
                self._widths[key] = max((len(cell(self.value(r, key))) for r in self.catalogue.records), default=0)
        if columns != self._columns:
            table.clear(columns=True)
            self._columns = columns
            for key, label in columns:
                table.add_column(label, key=key, width=self._width(key, label))
        else:
            table.clear()
        for key, label in columns:
            mark = (" ▼" if sort[1] else " ▲") if sort and sort[0] == key else ""
            table.columns[key].label = Text(label + mark)  # type: ignore[index]
        for record in self.results:
            cells = [self._cell(record, key) for key, _ in columns]
            table.add_row(*cells, key=f"{record.game}/{record.id}")
        total = len(self.catalogue.records)
        self.query_one("#count", Label).update(f"{len(self.results)} of {total}")
        if previous is not None and previous in self.results:
            table.move_cursor(row=self.results.index(previous))
        self.post_message(self.Highlighted(self.current))

    def _width(self, key: str, label: str) -> int:
        """A fixed column width from every card's value (so columns never jump while typing)."""
        if key not in self._fixed:
            longest = max((len(self._cell(r, key).plain) for r in self.catalogue.records), default=0)
            self._fixed[key] = min(NAME_WIDTH, longest) if key == "name" else max(longest, len(label) + 2)
        return self._fixed[key]

    def _cell(self, record: CardRecord, key: str) -> Text:
        value = self.value(record, key)
        if _numeric(value):
            return Text(cell(value).rjust(self._widths.get(key, 0)))
        return Text(tag(cell(value)) if key == "type" and value else cell(value))

    def _sorted(self, records: list[CardRecord], key: str, descending: bool) -> list[CardRecord]:
        if key in ("type", "rarity"):
            decorated = sorted(records, key=lambda r: (self.value(r, key) is None, str(self.value(r, key) or "")),
                               reverse=descending)
            return [r for r in decorated if self.value(r, key) is not None] + [r for r in decorated if self.value(r, key) is None]
        return sort_records(records, key, descending)

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


# --- the screen ----------------------------------------------------------------------------------------
class BrowserScreen(Screen[None]):
    """Every card of every game; `game_id` starts the search at that game's cards."""

    CSS_PATH = "browser.tcss"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("slash", "focus_search", "Search"),
        Binding("down", "focus_table", "Table", show=False),
        Binding("s", "sort", "Sort by next column"),
        Binding("S", "sort(True)", "Reverse sort"),
        Binding("d", "decks", "Deck builder"),
        Binding("b", "booster", "Open a pack"),
        Binding("q", "back", "Back", show=False),
    ]

    def __init__(self, game_id: str | None = None, catalogue: Catalogue | None = None) -> None:
        super().__init__()
        self.catalogue = catalogue or load_catalogue(cache=True)
        """Every card of every game whose engine loads."""
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        query = f"game:{self.game_id} " if self.game_id else ""
        yield Static("Cards  ·  every game  ·  type to search, ↓ or Enter for the table, Esc back", id="browser-head")
        with Horizontal(id="browser-body"):
            yield CardBrowser(self.catalogue, query, id="browser")
            with Vertical(id="detail-pane"):
                yield CardView(id="card-view")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#search", Input).focus()
        self.query_one("#search", Input).cursor_position = len(self.query_one("#search", Input).value)

    @property
    def browser(self) -> CardBrowser:
        """The search box and table."""
        return self.query_one(CardBrowser)

    @on(CardBrowser.Highlighted)
    def _show(self, event: CardBrowser.Highlighted) -> None:
        self.query_one("#card-view", CardView).record = event.record

    @on(CardBrowser.Chosen)
    def _chosen(self, event: CardBrowser.Chosen) -> None:
        self.query_one("#card-view", CardView).record = event.record

    def action_back(self) -> None:
        self.dismiss()

    def action_focus_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_focus_table(self) -> None:
        self.browser.table.focus()

    def action_sort(self, reverse: bool = False) -> None:
        self.browser.cycle_sort(reverse)

    def _game(self) -> str | None:
        record = self.browser.current
        return record.game if record else self.game_id

    def action_decks(self) -> None:
        game = self._game()
        if game:
            self.app.push_screen(_deck_builder(game))

    def action_booster(self) -> None:
        from tanuki_table.booster import games_with_packs
        from tanuki_table.ui.booster_screen import BoosterScreen

        packs = games_with_packs()
        game = self._game()
        if not packs:
            self.notify("No game defines booster packs yet.")
            return
        self.app.push_screen(BoosterScreen(game if game in packs else packs[0]))


def _deck_builder(game_id: str) -> Screen[None]:
    from tanuki_table.ui.deckbuilder import DeckBuilderScreen

    return DeckBuilderScreen(game_id)
