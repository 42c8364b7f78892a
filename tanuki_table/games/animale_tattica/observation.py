"""Animale Tattica's observation: what one seat may know, as nested pydantic models."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Union

from pydantic import BaseModel, ConfigDict

from tanuki_table.core.engine import Observation, observe

from .flow import Table, available_animals, table_of
from .plays import Play, field_text, values_text

if TYPE_CHECKING:
    from .state import State


class FieldView(BaseModel):
    """The current play on one table's field (empty: no cards)."""

    model_config = ConfigDict(frozen=True)

    cards: list[str] = []
    """Card ids of the current play."""
    count: int = 0
    """How many cards it counts as (Twins: 2)."""
    total: int | None = 0
    """Number x count (None for a single King)."""
    number: Union[int, Literal["king"], None] = None
    """The play's number, "king" for a single King, None when empty."""
    seat: int | None = None
    """Who made the play."""
    values: str = ""
    """The values played: "6·King", "2·2·2"."""
    text: str = "empty"
    """ "3 cards · total 12"."""

    def play(self) -> Play | None:
        """The play as `plays` reads it (None: an empty field)."""
        number = self.number
        return None if not self.cards or number is None else Play(tuple(self.cards), number, self.count, self.total)


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
    """Each seat's discard pile (animal cards of finished rounds and Revival discards; public)."""
    played: list[list[str]]
    """Per table: every card played this round, in order (face up; the field is the last play)."""
    spirit_discards: list[list[str]]
    """Per table: spirit cards played in finished rounds (out of the game, face up)."""
    known: list[list[str]]
    """Per seat: cards everyone knows are in that hand (taken back with Revival)."""
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
    history: list[tuple[int, str, int, str]]
    """Per finished game: (its number, its tournament stage or "", the winning seat, its animal)."""

    def table_seats(self) -> list[int]:
        """The seats at this seat's table (every seat outside a tournament)."""
        mine = self.table[self.player] if self.table else 0
        return [s for s in range(len(self.hand_sizes)) if not self.table or self.table[s] == mine]


_SAME = ("mode", "animals", "retreated", "scores", "discards", "known", "trophy", "places", "history")
"""The fields that are the state's attributes of the same name (validation copies each list)."""


def field_view(state: State, table: Table) -> FieldView:
    """A table's field as everyone sees it."""
    play = table.field
    if play is None:
        return FieldView()
    number = play.number
    return FieldView(
        cards=list(play.cards), count=play.size, total=play.total, number=number if isinstance(number, int) else "king",
        seat=table.by, values=values_text(play, state.cat), text=field_text(play),
    )


def build(state: State, player: int) -> ATObservation:
    """Exactly what `player` may know now."""
    spirit = state.cat.spirit
    tables = state.tables
    table = table_of(state, player) if tables else None
    if state.stage in ("over", "choose_animal"):
        phase = state.stage
    else:
        assert table is not None
        phase = "waiting" if table.phase == "done" else table.phase
    seat_table = [next((i for i, t in enumerate(tables) if s in t.seats), 0) for s in range(state.players)]
    fields = [field_view(state, t) for t in tables]
    return observe(
        ATObservation, state, player, phase=phase, hand=state.hands[player], hand_sizes=[len(h) for h in state.hands],
        **{name: getattr(state, name) for name in _SAME},
        deck_sizes=[len(d) for d in state.decks],
        spirit_deck_size=len(table.spirit_deck) if table else 0,
        spirits_held=[sum(1 for c in h if spirit[c]) for h in state.hands],
        field=fields[seat_table[player]] if fields else FieldView(),
        lead=table.lead if table else None,
        offer=state.offers[player],
        played=[t.pile for t in tables],
        spirit_discards=[t.spirit_discard for t in tables],
        table=seat_table,
        fields=fields,
        leads=[t.lead for t in tables],
        available_animals=available_animals(state) if state.stage == "choose_animal" else [],
        game_number=state.game_no,
    )
