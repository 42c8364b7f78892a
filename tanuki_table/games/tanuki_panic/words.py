"""Tanuki Panic's words in the app's language that more than the board uses: card and deck names,
phases and rarities. ATK and DEF stay as printed."""

from __future__ import annotations

from functools import partial

from tanuki_table.cards.words import card_name, deck_name
from tanuki_table.core.i18n import _, pgettext

__all__ = ["card", "card_field", "deck", "phase", "rarity"]

GAME = "tanuki_panic"


card = partial(card_name, GAME)
"""A card's name (the English one from the card file) in the app's language."""
deck = partial(deck_name, GAME)
"""A premade deck's name in the app's language (the English name stays its key)."""


def phase(key: str) -> str:
    """A phase as the strip and the status line name it: "Draw", "Main 1", "Battle", "Main 2", "End"."""
    words = {"draw": pgettext("tanuki panic phase", "Draw"), "main_1": pgettext("tanuki panic phase", "Main 1"),
             "battle": pgettext("tanuki panic phase", "Battle"), "main_2": pgettext("tanuki panic phase", "Main 2"),
             "end": pgettext("tanuki panic phase", "End"), "setup": _("Before the first turn")}
    return words.get(key, key.replace("_", " ").title())


def rarity(key: str) -> str:
    """ "Common", "Uncommon", "Rare"."""
    words = {"common": pgettext("tanuki panic rarity", "Common"),
             "uncommon": pgettext("tanuki panic rarity", "Uncommon"),
             "rare": pgettext("tanuki panic rarity", "Rare")}
    return words.get(key, key.title())


def card_field(field: str, value: str) -> str:
    """A card field's value as the deck chart shows it ("Pospolita"; only the rarity has words)."""
    return rarity(value) if field == "rarity" else value
