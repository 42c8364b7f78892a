"""The deck a typed `--deck NAME` means at a table, and what a seat brings in words."""

from __future__ import annotations

from tanuki_table.cards.folding import fold
from tanuki_table.cards.setups import SAVED, deck_label
from tanuki_table.core.i18n import pgettext

__all__ = ["brought", "deck_named"]


def deck_named(decks: dict[str, list[str]], name: str, game: str | None = None) -> str | None:
    """The deck a typed name means (any case, accents optional, with or without "(yours)"; with
    `game`, a premade deck's name in the app's language too), or None."""
    wanted = fold(name.strip())
    for key in decks:
        if fold(key) == wanted or (key.endswith(SAVED) and fold(key[: -len(SAVED)]) == wanted):
            return key
    if game is not None:
        for key in decks:
            if fold(deck_label(game, key)) == wanted:
                return key
    return None


def brought(what: str) -> str:
    """What a seat brings (`DeckRules.choice`: "deck", "animal") in the app's language."""
    words = {"deck": pgettext("what a seat brings", "deck"), "animal": pgettext("what a seat brings", "animal")}
    return words.get(what, what)
