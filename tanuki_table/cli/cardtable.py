"""The `tanuki-table cards` command: a game's cards as a Rich table, JSON or CSV, or the browser."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Sequence

from rich.table import Table

from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.core.text import clean, safe_text
import json
from rich.markup import escape
from tanuki_table.games import get_game

if TYPE_CHECKING:  # pydantic loads with the cards
    from pydantic import BaseModel

    from tanuki_table.core.plugin import GameRules

_LONG_FIELDS = {"flavour", "flavor", "text", "effects", "effect", "notes", "source"}


def _cell(value: object) -> str:
    """A card field as text without control or bidi characters; callers escape it for markup."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if hasattr(value, "value"):
        return clean(value.value)
    return clean(value)


def card_table(info: GameRules, search: str | None, cards: Sequence[BaseModel], long: bool = False) -> Table:
    """`cards` of `info` (all, or the ones `search` found) as a table of its short fields; with
    `long`, the short fields in one cell and a column of rules text and flavour."""
    title = f"{info.title}: {len(cards)} cards" + (f" matching {search!r}" if search else "")
    table = Table(title=escape(title))
    if not cards:
        return table
    fields = type(cards[0]).model_fields
    columns = [name for name in fields if name not in _LONG_FIELDS]
    if long:  # name, the short fields in one cell, and the text: readable at 80 columns
        table.add_column("name", no_wrap=True)
        table.add_column("card", ratio=1, min_width=16)
        table.add_column("text", ratio=2, min_width=24)
        table.show_lines = True
        for card in cards:
            stats = " · ".join(f"{fields[n].alias or n} {_cell(getattr(card, n))}" for n in columns
                               if n not in ("id", "name") and _cell(getattr(card, n)))
            table.add_row(escape(str(getattr(card, "name", ""))) + f"\n[dim]{escape(str(getattr(card, 'id', '')))}[/]",
                          escape(stats), escape(long_text(card)))
        return table
    for name in columns:
        header = fields[name].alias or name  # the name the card files use, e.g. "def"
        table.add_column(safe_text(header), justify="right" if isinstance(getattr(cards[0], name), (int, float)) else "left")
    for card in cards:
        table.add_row(*(escape(_cell(getattr(card, name))) for name in columns))
    return table


def long_text(card: BaseModel) -> str:
    """What a card does (from its effect data) and its written text and flavour, one block."""
    from tanuki_table.cards.catalogue import TEXT_FIELDS, rules_text

    parts = [rules_text(card)]
    for name in TEXT_FIELDS:
        value = getattr(card, name, None)
        if isinstance(value, str) and value and value not in parts:
            parts.append(value)
    return "\n".join(p for p in parts if p)


def cards_command(game_id: str | None, search: str | None = None, long: bool = False, browse: bool = False,
                  bot_delay: float = 0.6, fmt: str | None = None) -> int:
    """`tanuki-table cards`: print (or browse) a game's cards, in `fmt` "json" or "csv" if given; a
    bad search is one line, exit 2; a search that matches no card says so in one line, exit 1."""
    from tanuki_table.cards.query import QueryError, compile_query, load_catalogue

    if game_id is None or browse:
        if search:  # check it here, so a bad search never opens a browser showing nothing
            catalogue = load_catalogue(cache=True)
            try:
                compile_query(search, catalogue.field_names(), catalogue)
            except QueryError as exc:
                print(f"tanuki-table: bad search: {clean(exc.where(search))}", file=sys.stderr)
                return 2
        from tanuki_table.ui.screens.standalone import run_browser

        run_browser(game_id, search, bot_delay)
        return 0
    from tanuki_table.cli.output import console

    info = get_game(game_id)
    if not search:
        cards = list(info.cards())
    else:
        catalogue = load_catalogue([info])
        try:
            found = compile_query(search, catalogue.field_names(), catalogue).filter(catalogue.records)
        except QueryError as exc:
            print(f"tanuki-table: bad search: {clean(exc.where(search))}", file=sys.stderr)
            return 2
        if not found:  # as grep: nothing found is exit 1, said on stderr (--json still prints its list)
            if fmt == "json":
                print("[]")
            print(f"tanuki-table: no cards match {clean(search)!r} in {clean(info.title)}; "
                  f"`tanuki-table cards {info.id}` lists them all", file=sys.stderr)
            return 1
        cards = [r.card for r in found]
    if fmt:
        return print_cards(cards, fmt)
    console().print(card_table(info, search, cards, long=long))
    return 0


def print_cards(cards: Sequence[BaseModel], fmt: str) -> int:
    """`cards GAME --json` or `--csv` (a list or object field as JSON in its cell), every field by
    the name the card files use (`def`, not `defense`)."""
    import csv

    rows: list[JSONObject] = [card.model_dump(mode="json", by_alias=True) for card in cards]
    if fmt == "json":
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    columns = list(dict.fromkeys(key for row in rows for key in row))  # every field, in first-seen order
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow(["" if row.get(c) is None else json.dumps(row[c], ensure_ascii=False)
                         if isinstance(row.get(c), (list, dict)) else row[c] for c in columns])
    return 0
