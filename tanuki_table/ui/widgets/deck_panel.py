"""The deck builder's view of the deck: `DeckPanel` lists it with its legality, `DeckChart` is a
small horizontal bar chart of it by one field (type, attribute, a stat in bands).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import DataTable, Label, Static
from textual.widgets.data_table import ColumnKey

from tanuki_table.cards.catalogue import CardRecord
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, current_language, ngettext, pgettext
from tanuki_table.core.plugin import GameRules
from tanuki_table.ui.widgets.cardview import SYMBOLS, GameLayout, cell
from tanuki_table.core.text import cells, pad, safe_text

BAR_WIDTH = 14


# --- the chart --------------------------------------------------------------------------------------
def _nice_step(raw: float) -> float:
    if raw <= 0:
        return 1
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)


def _number(value: object) -> float | None:
    if isinstance(value, tuple):
        value = value[0] if value else None
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def bucket_of(key: str, records: list[CardRecord]) -> Callable[[CardRecord], str]:
    """A function from a record to its chart bucket for `key` (numeric stats are banded)."""
    numbers = sorted({n for r in records if (n := _number(r.fields.get(key))) is not None})
    if not numbers or len(numbers) <= 8:
        return lambda r: cell(r.fields.get(key)) or "—"
    step = _nice_step((numbers[-1] - numbers[0]) / 6)
    start = math.floor(numbers[0] / step) * step

    def band(r: CardRecord) -> str:
        n = _number(r.fields.get(key))
        if n is None:
            return "—"
        low = start + math.floor((n - start) / step) * step
        return f"{low:g}–{low + step - 1:g}" if float(step).is_integer() else f"{low:g}–{low + step:g}"

    return band


def field_label(key: str, label: str) -> str:
    """A chart's field name in the app's language (English and unknown fields as `label` says)."""
    if current_language() == "en":
        return label
    words = {"type": pgettext("card field", "type"), "subtype": pgettext("card field", "subtype"),
             "attribute": pgettext("card field", "attribute"), "faction": pgettext("card field", "faction"),
             "power": pgettext("card field", "power"), "rarity": pgettext("card field", "rarity"),
             "kind": pgettext("card field", "kind"), "attack_type": pgettext("card field", "attack type"),
             "set_code": pgettext("card field", "set code"), "origin": pgettext("card field", "origin"),
             "leaves": pgettext("card field", "leaves"), "animal": pgettext("card field", "animal"),
             "effect": pgettext("card field", "effect"), "rank": pgettext("card field", "rank"),
             "name": pgettext("card field", "name")}
    return words.get(key, label)


def chart(deck: list[CardRecord], key: str, label: str, records: list[CardRecord]) -> Text:
    """A small horizontal bar chart of the deck by one field, its values in the app's language."""
    bucket = bucket_of(key, records)
    counts = Counter(bucket(r) for r in deck)
    info = records[0].info if records else None
    rules = info if isinstance(info, GameRules) else None

    def tag(value: str) -> str:
        shown = rules.field_text(key, value) if rules is not None and value != "—" else value
        symbol = SYMBOLS.get(value.lower())
        return f"{symbol} {shown}" if symbol else shown

    # TRANSLATORS: the deck chart's title ({field}: type, attribute, ATK...)
    text = Text(_("By {field}").format(field=field_label(key, label)) + "\n", style="bold")
    if not counts:
        return text.append(_("(empty deck)"), style="dim")
    numeric = all(_number(r.fields.get(key)) is not None for r in records)
    if numeric:
        order = sorted(counts, key=lambda b: (float(b.split("–")[0]) if b != "—" else 0, b))
    else:
        order = sorted(counts, key=lambda b: -counts[b])
    width = max(cells(tag(b)) for b in order)
    top = max(counts.values())
    for name in order:
        bar = "█" * max(1, round(counts[name] * BAR_WIDTH / top))
        text.append(f"{pad(tag(name), width)} ").append(bar, style="cyan").append(f" {counts[name]}\n")
    return text


def chart_keys(layout: GameLayout | None) -> list[tuple[str, str]]:
    """The fields a deck of cards with this layout can be charted by, as (field, label)."""
    if layout is None:
        return []
    keys = [(k, k.replace("_", " ")) for k in layout.categories]
    keys += [(k, k.upper() if len(k) <= 4 else k) for k in layout.stats]
    return keys or [("name", "name")]


class DeckChart(Static):
    """The deck charted by one field of `keys` at a time; blank when there are none (no layout)."""

    DEFAULT_CSS = "DeckChart { height: auto; margin-top: 1; }"

    deck: reactive[tuple[CardRecord, ...]] = reactive((), init=False, always_update=True)
    """The cards of the deck, one per copy."""
    index: reactive[int] = reactive(0, init=False)
    """Which of `keys` is charted (modulo their number)."""

    def __init__(self, records: list[CardRecord], layout: GameLayout | None, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.records = records
        """All the game's cards: numeric stats are banded by their whole range."""
        self.keys = chart_keys(layout)

    def watch_deck(self) -> None:
        self.watch_index()

    def watch_index(self) -> None:
        if not self.keys:
            return
        key, label = self.keys[self.index % len(self.keys)]
        self.update(chart(list(self.deck), key, label, self.records))


# --- the deck list ----------------------------------------------------------------------------------
class DeckPanel(Vertical):
    """The deck's size, one row per different card (copies, name, first stat) and its legality."""

    DEFAULT_CSS = """
    DeckPanel #deck-size { height: auto; width: 100%; text-style: bold; }
    DeckPanel #deck { height: 1fr; }
    DeckPanel #legality { height: auto; max-height: 8; }
    """

    deck: reactive[tuple[str, ...]] = reactive((), init=False, always_update=True)
    """The deck: card ids, one per copy."""
    variant: reactive[str] = reactive("", init=False)
    """The variant its legality was checked against."""
    problems: reactive[tuple[str, ...]] = reactive((), init=False)
    """Why the deck is not legal in `variant` (empty: legal)."""

    class Highlighted(Message):
        """The deck list's cursor moved to a card."""

        def __init__(self, record: CardRecord) -> None:
            super().__init__()
            self.record = record

    def __init__(self, records: list[CardRecord], layout: GameLayout | None, id: str | None = None) -> None:
        super().__init__(id=id)
        self.records = records
        """The game's cards, in the order the deck lists them."""
        self.by_id = {r.id: r for r in records}
        self.stat = layout.stats[0] if layout and layout.stats else None
        """The layout's first stat, shown as the last column (None: no such column)."""

    def compose(self) -> ComposeResult:
        yield Label("", id="deck-size")
        yield DataTable(id="deck", cursor_type="row")
        yield Static("", id="legality")

    @property
    def table(self) -> DataTable[Text | str]:
        return self.query_one("#deck", DataTable)

    @property
    def current(self) -> str | None:
        """The card id under the deck list's cursor (None when the deck is empty)."""
        table = self.table
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def _card_width(self) -> int:
        """The Card column takes what the copies and the stat leave (at most 20): the stat is never cut."""
        stat = max(5, len(self.stat or "")) + 2 if self.stat else 0
        width = self.size.width or 34
        return max(8, min(20, width - 3 - stat - 2 - 2))  # copies, stat, the name's padding, scrollbar

    def _add_columns(self) -> None:
        table = self.table
        table.add_column("×", key="n", width=1)
        table.add_column(pgettext("card column", "Card"), key="name", width=self._card_width())
        if self.stat:
            table.add_column(self.stat.upper() if len(self.stat) <= 4 else self.stat.capitalize(), key="stat",
                             width=max(5, len(self.stat)))

    def on_resize(self) -> None:
        name = self.table.columns.get(ColumnKey("name"))
        if name is not None and name.width != self._card_width():
            self.deck = self.deck  # drawn again with the columns of the new width

    def watch_deck(self) -> None:
        table = self.table
        name = table.columns.get(ColumnKey("name"))
        if name is not None and name.width != self._card_width():
            table.clear(columns=True)
        if not table.columns:  # the first deck shown; a screen that closes at once shows none
            self._add_columns()
        keep = table.cursor_row
        table.clear()
        counts = Counter(self.deck)
        order = [r.id for r in self.records if r.id in counts]
        for card_id in order:
            record = self.by_id[card_id]
            row: list[Text | str] = [Text(str(counts[card_id]), justify="right"), safe_text(card_name(record.game, record.name))]
            if self.stat:
                row.append(cell(record.fields.get(self.stat)))
            table.add_row(*row, key=card_id)
        if order:
            table.move_cursor(row=min(keep, len(order) - 1))
        if self.deck:
            size = ngettext("Deck: {count} card", "Deck: {count} cards", len(self.deck)).format(count=len(self.deck))
            most = max(counts.values(), default=0)
            # TRANSLATORS: after "Deck: 40 cards": how many different cards, and the most copies of one
            size += ngettext(", {count} different", ", {count} different", len(counts)).format(count=len(counts))
            size += ngettext(", up to {count} copy of one", ", up to {count} copies of one", most).format(count=most)
        else:
            size = _("Deck: empty")
        self.query_one("#deck-size", Label).update(size)

    def watch_variant(self) -> None:
        self.watch_problems()

    def watch_problems(self) -> None:
        legality = Text()
        variant = _(self.variant) if self.variant else ""
        if self.problems:
            legality.append(_("✗ Not legal ({variant})").format(variant=variant) + "\n", style="bold red")
            for why in self.problems:
                legality.append(f"• {why}\n")
        else:
            legality.append(_("✓ Legal ({variant})").format(variant=variant), style="bold green")
        self.query_one("#legality", Static).update(legality)

    @on(DataTable.RowHighlighted, "#deck")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        if event.row_key is not None and event.row_key.value in self.by_id:
            self.post_message(self.Highlighted(self.by_id[str(event.row_key.value)]))
