"""Animale Tattica's typed values: the action model and the observation (with its field view)."""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel

from tanuki_table.engine import Action, Observation


class ATAction(Action):
    """An Animale Tattica move."""

    cards: tuple[str, ...] = ()
    """The cards played (`play`); `Action.card_ids()` reads them for select-then-act."""
    card: str | None = None
    """The card kept, taken back or discarded (`keep_spirit`, `revive`, `discard`)."""
    number: Union[int, Literal["king"], None] = None
    """The play's number (2..12), or "king" for a single King."""
    animal: str | None = None
    """The animal chosen (`choose_animal`)."""


class FieldView(BaseModel):
    """The current play on the field (empty: no cards). Reads as `field.count` or `field["count"]`."""

    model_config = {"frozen": True}

    cards: list[str] = []
    """Card ids of the current play."""
    count: int = 0
    """How many cards it counts as (Twins: 2)."""
    total: int | None = 0
    """Number x count (None for a single King)."""
    number: Union[int, str, None] = None
    """The play's number, "king" for a single King, None when empty."""
    seat: int | None = None
    """Who made the play."""
    text: str = "empty"
    """ "3 cards · total 12"."""

    def __getitem__(self, key: str) -> Any:
        return getattr(self, key)

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, key: str, default: Any = None) -> Any:
        return getattr(self, key, default)


class ATObservation(Observation):
    """What one seat may know. Lists are indexed by seat unless noted."""

    mode: str
    """single, best_of_three or tournament."""
    deck_sizes: list[int]
    """Cards left in each seat's face-down animal deck."""
    spirit_deck_size: int
    """Cards in this seat's (table's) spirit deck."""
    spirits_held: list[int]
    """Spirit cards in each hand (spirit cards have their own back, so the count is public)."""
    animals: list[Union[str, None]]
    """Each seat's animal (None while it is being chosen)."""
    field: FieldView
    """The current play at this seat's table."""
    retreated: list[bool]
    """True = BACK (out of this round); False = GO!."""
    lead: int | None
    """The seat that leads the current round at this seat's table."""
    scores: list[int]
    """Games won in this match."""
    offer: list[str]
    """The spirit cards you were dealt and have not chosen from yet (setup only)."""
    discards: list[list[str]]
    """Each seat's discarded animal cards (played face up, so public)."""
    table: list[int]
    """The table each seat plays at (always 0 except in a tournament)."""
    fields: list[FieldView]
    """The current play at every table."""
    leads: list[int]
    """The lead seat of every table."""
    trophy: str | None
    """The animal sitting out this game (best of three)."""
    available_animals: list[str]
    """Animals still free to choose (choose_animal phase)."""
    game_number: int
    """1 for the first game of a match."""
    places: list[Union[int, None]]
    """Final tournament places (1-4) once known."""
    history: list[str]
    """One line per finished game."""
