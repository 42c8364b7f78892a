"""Animale Tattica's moves: the action model and its builders.

Actions are built once per catalogue and reused (`Catalogue.actions`, an `ActionCache`), so
`apply` finds them by identity and labels never mix two catalogues' names.
"""

from __future__ import annotations

from typing import Literal, Union

from tanuki_table.engine import Action

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


def choose_animal(cat: Catalogue, animal: str) -> ATAction:
    """ "Choose the cat (2x2 3x3 ...)"."""
    return cat.actions.get(  # type: ignore[return-value]
        ("choose", animal),
        lambda: ATAction(kind="choose_animal", label=f"Choose the {animal} ({cat.mix_text(animal)})", animal=animal),
    )


def keep_spirit(cat: Catalogue, card: str) -> ATAction:
    """ "Keep Twins"."""
    return cat.actions.get(("keep", card), lambda: ATAction(kind="keep_spirit", label=f"Keep {cat.name[card]}", card=card))  # type: ignore[return-value]


def revive(cat: Catalogue, card: str) -> ATAction:
    """ "Take back Dog 6"."""
    return cat.actions.get(("revive", card), lambda: ATAction(kind="revive", label=f"Take back {cat.name[card]}", card=card))  # type: ignore[return-value]


def take_nothing(cat: Catalogue) -> ATAction:
    """Decline Revival."""
    return cat.actions.get(("pass",), lambda: ATAction(kind="pass", label="Take nothing back"))  # type: ignore[return-value]


def discard(cat: Catalogue, card: str) -> ATAction:
    """ "Discard Dog 2" (after a Revival)."""
    return cat.actions.get(("discard", card), lambda: ATAction(kind="discard", label=f"Discard {cat.name[card]}", card=card))  # type: ignore[return-value]


def retreat(cat: Catalogue) -> ATAction:
    """Retreat from the round."""
    return cat.actions.get(("retreat",), lambda: ATAction(kind="retreat", label="Retreat"))  # type: ignore[return-value]


def play(cat: Catalogue, p: Play) -> ATAction:
    """ "Play 6·King (2 cards, total 12)"."""
    return cat.actions.get(  # type: ignore[return-value]
        ("play", p.cards, p.number),
        lambda: ATAction(kind="play", label=play_label(p, cat), cards=p.cards, number=p.number),
    )
