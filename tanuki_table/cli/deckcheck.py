"""`tanuki-table deck check FILE --game G [--variant V]`: a deck file as read, and whether it is
legal (exit 0 legal, 1 not, 2 unreadable)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from tanuki_table.cards.deckfile import CardIndex, parse_text
from rich.console import Console
from rich.table import Table
from tanuki_table.games import get_game

__all__ = ["check_command"]


def check_command(path: str, game_id: str, variant: str | None = None) -> int:
    """`tanuki-table deck check FILE --game G`: print the parsed deck and its legality."""
    from tanuki_table.cards.decks import DeckFileError, read_text
    from tanuki_table.core.text import safe as escape  # deferred: the one cleaning rule

    info = get_game(game_id)
    try:
        text = read_text(Path(path))
    except DeckFileError as exc:
        print(f"tanuki-table: {exc}", file=sys.stderr)
        return 2
    names = {str(c.id): str(getattr(c, "name", c.id)) for c in info.cards()}
    deck = parse_text(text, CardIndex(names))
    console = Console(highlight=False)
    for label, cards in (("Main", deck.main), ("Side (kept, not played)", deck.side)):
        if not cards and label != "Main":
            continue
        console.print(f"[bold]{escape(info.title)} · {label}: {len(cards)} cards[/]")
        table = Table()
        table.add_column("#", justify="right")
        table.add_column("name")
        table.add_column("id")
        for card_id, count in Counter(cards).items():
            table.add_row(str(count), escape(names.get(card_id, card_id)), card_id)
        console.print(table)
    for problem in deck.problems:
        console.print(f"[red]✗[/] {escape(str(problem))}")
    rules = info.decks
    if rules is None:
        console.print(f"{escape(info.title)} has no constructed decks: nothing to check.")
        return 1
    variants = [v for v in info.variants if rules.takes_decks(v)] or list(info.variants)
    chosen = variant or variants[0]
    problems = list(rules.problems(info, list(deck.main), chosen))
    if problems or deck.problems:
        for why in problems:
            console.print(f"[red]✗[/] {escape(why)}")
        console.print(f"[bold red]Not legal[/] for {escape(info.title)} ({chosen}).")
        return 1
    console.print(f"[bold green]Legal[/] for {escape(info.title)} ({chosen}): {len(deck.main)} cards.")
    return 0
