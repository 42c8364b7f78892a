"""One card drawn as a card (`draw_view`, for `CardView` and the in-game inspector), and which
fields of a game's cards are its type, stats and rarity (`layout_for`: from its card models, never
from a list of known games).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from tanuki_table.cards.catalogue import TEXT_FIELDS, CardRecord, Catalogue, make_record
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _
from tanuki_table.core.plugin import CardView as PluginCardView
from tanuki_table.core.text import clean, safe_text

SYMBOLS = {
    "fire": "✹", "water": "≈", "wind": "≋", "nature": "♣", "mountain": "▲", "electricity": "ϟ",
    "poison": "✠", "explosion": "✺", "punch": "■", "bite": "▼", "none": "·",
}
"""A plain Unicode symbol for well-known attribute and attack-type words (never emoji)."""
STARS = ("★", "★★", "★★★", "★★★★", "★★★★★")
"""Rarity marks, commonest first."""
_TYPE_NAMES = ("type", "card_type", "kind", "category", "class")
_SKIP = {"id", "name", "game", "text", "source", *TEXT_FIELDS}
_SERIALS = {"number", "no", "index", "serial", "collector_number", "set_number"}


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


def column_label(key: str) -> str:
    """A field name as a column heading: `ATK` for a short one, `Pikmin type` for a long one."""
    return key.upper() if len(key) <= 4 else key.replace("_", " ").capitalize()


def numeric(value: object) -> bool:
    """Whether a field value is a number (or a non-empty tuple of numbers), not a bool."""
    if isinstance(value, tuple):
        return bool(value) and all(numeric(v) for v in value)
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
        if key != "count" and sum(numeric(v) for v in values) * 2 >= len(values) and top < 0.9 * len(values):
            stats.append(key)
        elif all(isinstance(v, str) for v in present) and len(set(present)) <= 12 and max(len(str(v)) for v in present) <= 20:
            categories.append(key)
    typed = [k for k in categories if k in _TYPE_NAMES] + [k for k in categories if "type" in k or "kind" in k]
    others = [k for k in categories if k != "rarity"]
    type_field = next(iter(typed or others), None)
    fields = records[0].fields
    rarity = "rarity" if "rarity" in fields else "count" if numeric(fields.get("count")) else None
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


def cell(value: object) -> str:
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
class CardView(Static):
    """Draws the record it is given, or a hint when there is none."""

    DEFAULT_CSS = "CardView { width: 100%; height: auto; }"

    record: reactive[CardRecord | None] = reactive(None, always_update=True)
    """The card on show."""

    def watch_record(self, record: CardRecord | None) -> None:
        if record is None:
            self.update(Text(_("No card selected."), style="dim"))
            return
        if "catalogue" not in record.info.__dict__:  # cards not read yet: the name until the first paint
            self.update(Text(card_name(record.game, record.name), style="bold"))
            self.call_after_refresh(lambda: self.set_timer(0.1, lambda: self._draw(record)))
            return
        self._draw(record)

    def _draw(self, record: CardRecord) -> None:
        if record is not self.record:
            return
        catalogue = getattr(self.screen, "catalogue", None)
        view = record.info.card_view(record.id)  # the game's own card view, as the inspector shows it
        self.update(draw_view(view, record.info.title, rarity_rank=rarity_of(record, catalogue)))


_RARITY_RANKS: dict[str, dict[str, int]] = {}


def rarity_of(record: CardRecord, catalogue: Catalogue | None = None) -> int | None:
    """The card's rarity rank (0 = commonest), or None for a game without rarities."""
    rarity = record.fields.get("rarity")
    if rarity is None:
        return None
    ranks = _RARITY_RANKS.get(record.game)
    if ranks is None or str(rarity) not in ranks:
        from tanuki_table.cards.booster import rarity_order

        records = catalogue.records if catalogue is not None else [record]
        ranks = rarity_order([str(r.fields.get("rarity")) for r in records if r.game == record.game])
        _RARITY_RANKS[record.game] = ranks
    return ranks.get(str(rarity), 0)


def draw_view(view: PluginCardView, game_title: str, where: str = "", rarity_rank: int | None = None) -> RenderableType:
    """A card as its game's plug-in describes it (`GameRules.card_view`); the border's colour
    grows with rarity. Every string in it comes from card files: plain `Text`, never markup."""
    head = safe_text(view.name, "bold")
    if rarity_rank is not None:
        head.append(f"  {STARS[min(rarity_rank, len(STARS) - 1)]}", style="yellow")
    kind = f"{_(game_title) if game_title else game_title}" + (f" · {view.kind}" if view.kind else "")
    parts: list[RenderableType] = [head, safe_text(kind, "italic")]
    if where:
        parts.append(safe_text(where, "dim"))
    parts.append(Rule(style="dim"))
    if view.face_down:
        parts.append(Text(_("Face down: you may not read this card."), style="dim"))
    stats = Text()
    for stat in view.stats:
        stats.append(f"{clean(stat.label)} ", style="dim").append(f"{clean(stat.value)}", style="bold")
        if stat.base is not None and stat.base != stat.value:
            printed = (_(" (printed {base}, {note})") if stat.note else _(" (printed {base})")).format(
                base=clean(stat.base), note=clean(stat.note))
            stats.append(printed, style="yellow")
        stats.append("   ")
    if view.stats:
        parts.append(stats)
    for line in view.text:  # a card file's line breaks (a YAML block's last one too) are not shown as �
        parts += [Text(""), safe_text(line.strip(), newlines=True)]
    if view.flavour.strip():
        parts += [Text(""), safe_text(f"“{view.flavour.strip()}”", "italic dim", newlines=True)]
    border = ("bright_black", "white", "yellow", "magenta", "red")[min(rarity_rank or 0, 4)]
    return Panel(Group(*parts), box=box.ROUNDED, border_style=border, subtitle=safe_text(view.id),
                 subtitle_align="right", padding=(0, 1))
