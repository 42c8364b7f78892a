"""A game's cards as a Rich table (for `tanuki-table cards`)."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from tanuki_table.engine import GameInfo
from tanuki_table.text import safe_text

_LONG_FIELDS = {"flavour", "flavor", "text", "effects", "effect", "notes", "source"}


def _cell(value: Any) -> Text:
    """A card field as plain text (card data is untrusted: never parsed as markup)."""
    if value is None:
        return Text("")
    if isinstance(value, bool):
        return Text("yes" if value else "")
    if hasattr(value, "value"):
        return safe_text(value.value)
    return safe_text(value)


def _matches(card: Any, needle: str) -> bool:
    needle = needle.casefold()
    return any(needle in str(v).casefold() for v in card.model_dump().values())


def card_table(info: GameInfo, search: str | None = None) -> Table:
    """Every card of `info` (or those matching `search`) as a table of its short fields."""
    cards = [c for c in info.cards() if not search or _matches(c, search)]
    table = Table(title=safe_text(f"{info.title}: {len(cards)} cards" + (f" matching {search!r}" if search else "")))
    if not cards:
        return table
    fields = type(cards[0]).model_fields
    columns = [name for name in fields if name not in _LONG_FIELDS]
    for name in columns:
        header = fields[name].alias or name  # the name the card files use, e.g. "def"
        table.add_column(safe_text(header), justify="right" if isinstance(getattr(cards[0], name), (int, float)) else "left")
    for card in cards:
        table.add_row(*(_cell(getattr(card, name)) for name in columns))
    return table
