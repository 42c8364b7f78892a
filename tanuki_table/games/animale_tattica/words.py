"""Animale Tattica's words in the app's language (issue 51): the animals, a play's figures ("2 cards,
total 12, with Twins") as labels, the board and the story show them. English comes back exactly
as it always was written ("Cat", "3 cards, total 18"). No Textual here.
"""

from __future__ import annotations

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, ngettext, pgettext

from .cards import Catalogue
from .plays import KING, Play

__all__ = ["animal", "card", "figures", "values"]


def animal(name: str | None) -> str:
    """ "Cat", "Kot", "ネコ" (an animal's name, capitalised; unknown ones as written)."""
    words = {"dog": pgettext("animale tattica animal", "Dog"), "cat": pgettext("animale tattica animal", "Cat"),
             "penguin": pgettext("animale tattica animal", "Penguin"),
             "bear": pgettext("animale tattica animal", "Bear")}
    return words.get(name or "", (name or "?").capitalize())


def card(cat: Catalogue, card_id: str) -> str:
    """A card's name ("Dog 6", "Twins") in the app's language."""
    return card_name("animale_tattica", cat.name[card_id])


def values(play: Play, cat: Catalogue) -> str:
    """The values played, "6·King" ("6·Król", "6·キング")."""
    cards, number, _count, _total = play
    king = pgettext("animale tattica card value", "King")
    if number == KING:
        return king
    out: list[str] = []
    kings = 0
    for c in cards:
        if cat.is_king[c]:
            kings += 1
        else:
            out.extend([str(number)] * cat.worth[c])
    return "·".join(out + [king] * kings)


def figures(play: Play, cat: Catalogue) -> str:
    """ "2 cards, total 12, with Twins" (what is in a play's brackets)."""
    cards, number, count, total = play
    spirits = " + ".join(card(cat, c) for c in cards if cat.spirit[c])
    if total is None:
        text = (ngettext("{count} card, no total, with {spirits}", "{count} cards, no total, with {spirits}", count)
                if spirits else ngettext("{count} card, no total", "{count} cards, no total", count))
    else:
        text = (ngettext("{count} card, total {total}, with {spirits}", "{count} cards, total {total}, with {spirits}",
                         count) if spirits else
                ngettext("{count} card, total {total}", "{count} cards, total {total}", count))
    return text.format(count=count, total=total, spirits=spirits)


def play_text(play: Play, cat: Catalogue) -> str:
    """ "Play 6·King (2 cards, total 12)" in the app's language."""
    return _("Play {values} ({figures})").format(values=values(play, cat), figures=figures(play, cat))
