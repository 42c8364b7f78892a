"""Animale Tattica's words in the app's language: the animals, a play's figures ("2 cards, total
12, with Twins"); English exactly as it always read ("Cat", "3 cards, total 18")."""

from __future__ import annotations

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, current_language, ngettext, pgettext

from .cards import Catalogue
from .plays import KING, Play, values_text

__all__ = ["animal", "card", "card_field", "field_text", "figures", "formation", "mode_name", "phase_name", "stage", "values"]

_MODES = {"single": N_("single game"), "best_of_three": N_("best of three"), "tournament": N_("tournament")}
_PHASES = {
    "keep_spirit": N_("Keep a spirit card"),
    "play": N_("Play or retreat"),
    "revive": N_("Revival: take a card back?"),
    "discard": N_("Revival: discard a card"),
    "choose_animal": N_("Choose an animal"),
    "waiting": N_("Waiting for the other table"),
    "over": N_("Over"),
}


def mode_name(mode: str) -> str:
    """ "best of three" (the status line's word for the match being played)."""
    return _(_MODES[mode]) if mode in _MODES else mode


def phase_name(phase: str) -> str:
    """ "Play or retreat" (the status line's word for what is being chosen)."""
    return _(_PHASES[phase]) if phase in _PHASES else phase


def card_field(field: str, value: str) -> str:
    """A card field's value as the deck chart shows it ("Pies", "Król"; other fields as written)."""
    if field == "animal":
        return animal(value) if value != "spirit" else pgettext("animale tattica animal", "Spirit")
    return pgettext("animale tattica card value", "King") if field == "rank" and value == "king" else value


def stage(name: str) -> str:
    """A tournament's stage ("final", "finał", "決勝"; unknown ones as written)."""
    words = {"semi-final": pgettext("animale tattica stage", "semi-final"),
             "final": pgettext("animale tattica stage", "final"),
             "match for third place": pgettext("animale tattica stage", "match for third place")}
    return words.get(name, name)


def formation(animal_name: str, name: str, style: str) -> tuple[str, str]:
    """A formation card's name and style ("Dog formation", "All-rounder") in the app's language
    (the card file's own words in English)."""
    if current_language() == "en":
        return name, style
    styles = {"All-rounder": pgettext("animale tattica formation", "All-rounder"),
              "Kings": pgettext("animale tattica formation", "Kings"),
              "Surrounding": pgettext("animale tattica formation", "Surrounding"),
              "Brute force": pgettext("animale tattica formation", "Brute force")}
    # TRANSLATORS: a formation card's name: "Dog formation"
    return _("{animal} formation").format(animal=animal(animal_name)), styles.get(style, style)


def field_text(count: int, total: int | None, number: object) -> str:
    """ "3 cards · total 12", "1 card · single King" (what the field holds)."""
    if number == KING:
        return _("1 card · single King")
    return ngettext("{count} card · total {total}", "{count} cards · total {total}", count).format(
        count=count, total=total)


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
    return values_text(play, cat, pgettext("animale tattica card value", "King"))


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
