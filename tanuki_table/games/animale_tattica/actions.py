"""Animale Tattica's moves: the action model and its builders.

Actions are built once per catalogue and reused (the `Catalogue.actions` memo), so `apply` finds
them by identity and labels never mix two catalogues' names.
"""

from __future__ import annotations

from typing import Callable, Literal, Union

from tanuki_table.core.engine import Action

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


def _memo(cat: Catalogue, key: tuple[object, ...], build: Callable[[], ATAction]) -> ATAction:
    found: ATAction | None = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = build()
    return found


def choose_animal(cat: Catalogue, animal: str) -> ATAction:
    """ "Choose the cat (2x2 3x3 ...)"."""
    return _memo(cat, ("choose", animal), lambda: ATAction(
        kind="choose_animal", label=f"Choose the {animal} ({cat.mix_text(animal)})", animal=animal))


def keep_spirit(cat: Catalogue, card: str) -> ATAction:
    """ "Keep Twins"."""
    return _memo(cat, ("keep", card), lambda: ATAction(kind="keep_spirit", label=f"Keep {cat.name[card]}", card=card))


def revive(cat: Catalogue, card: str) -> ATAction:
    """ "Take back Dog 6"."""
    return _memo(cat, ("revive", card), lambda: ATAction(kind="revive", label=f"Take back {cat.name[card]}", card=card))


def take_nothing(cat: Catalogue) -> ATAction:
    """Decline Revival."""
    return _memo(cat, ("pass",), lambda: ATAction(kind="pass", label="Take nothing back"))


def discard(cat: Catalogue, card: str) -> ATAction:
    """ "Discard Dog 2" (after a Revival)."""
    return _memo(cat, ("discard", card), lambda: ATAction(kind="discard", label=f"Discard {cat.name[card]}", card=card))


def retreat(cat: Catalogue) -> ATAction:
    """Retreat from the round."""
    return _memo(cat, ("retreat",), lambda: ATAction(kind="retreat", label="Retreat"))


def play(cat: Catalogue, p: Play) -> ATAction:
    """ "Play 6·King (2 cards, total 12)" (the hot path: no closure unless it is new)."""
    key = ("play", p.cards, p.number)
    found: ATAction | None = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = ATAction(kind="play", label=play_label(p, cat), cards=p.cards, number=p.number)
    return found
