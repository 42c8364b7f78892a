"""Animale Tattica's moves: the action model and its builders.

Actions are built once per catalogue and reused (the `Catalogue.actions` memo), so `apply` finds
them by identity and labels never mix two catalogues' names.
"""

from __future__ import annotations

from typing import Callable, Literal, Union

from tanuki_table.core.engine import Action
from tanuki_table.core.i18n import N_

from .cards import Catalogue
from .plays import Play, play_label


class ATAction(Action):
    """An Animale Tattica move."""

    cards: tuple[str, ...] = ()
    """The cards played (`play`)."""
    card: str | None = None
    """The card kept, taken back or discarded (`keep_spirit`, `revive`, `discard`)."""
    number: Union[int, Literal["king"], None] = None
    """The play's number (2..12), or "king" for a single King."""
    animal: str | None = None
    """The animal chosen (`choose_animal`)."""

    def card_ids(self) -> tuple[str, ...]:
        """The cards this action plays, keeps, takes back or discards."""
        if self.cards:
            return self.cards
        return (self.card,) if self.card is not None else ()


LABELS = {"pass": N_("Take nothing back"), "retreat": N_("Retreat"), "keep_spirit": N_("Keep {card}"),
          "revive": N_("Take back {card}"), "discard": N_("Discard {card}")}
"""The label of each kind of move but a play and an animal's choice, as an action reads in English."""


def _memo(cat: Catalogue, key: tuple[object, ...], build: Callable[[], ATAction]) -> ATAction:
    found: ATAction | None = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = build()
    return found


def choose_animal(cat: Catalogue, animal: str) -> ATAction:
    """ "Choose the cat (2x2 3x3 ...)"."""
    return _memo(cat, ("choose", animal), lambda: ATAction(
        kind="choose_animal", label=f"Choose the {animal} ({cat.mix_text(animal)})", animal=animal))


def card_action(cat: Catalogue, kind: str, card: str | None = None) -> ATAction:
    """ "Keep Twins", "Take back Dog 6", "Discard Dog 2"; without a card "Take nothing back", "Retreat"."""
    return _memo(cat, (kind, card), lambda: ATAction(
        kind=kind, label=LABELS[kind].format(card=cat.name[card] if card else ""), card=card))


def play(cat: Catalogue, p: Play) -> ATAction:
    """ "Play 6·King (2 cards, total 12)" (the hot path: no closure unless it is new)."""
    key = ("play", p.cards, p.number)
    found: ATAction | None = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = ATAction(kind="play", label=play_label(p, cat), cards=p.cards, number=p.number)
    return found
