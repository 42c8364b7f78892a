"""The tables of Animale Tattica (one game in progress at one table; a tournament runs two side by
side) and its automatic steps: dealing a game, ending a round, ending a game, and the match modes
(single game, best of three, 4-player tournament).

Functions of a `State`: they work on its lists and `Table`s, and read the rule numbers from its
catalogue (`rules.yaml`).
"""

from __future__ import annotations

from dataclasses import dataclass, field as _field, fields
from typing import TYPE_CHECKING, Any

from tanuki_table.core.jsontypes import JSONObject

from .plays import Play

if TYPE_CHECKING:
    from .state import State


@dataclass(slots=True)
class Table:
    """A table: its seats, whose lead and turn it is, the play on the field and its spirit deck."""

    seats: list[int]
    """Seats in clockwise order."""
    lead: int
    """The seat that leads the current round."""
    turn: int
    """Whose decision it is at this table."""
    phase: str = "keep_spirit"
    """keep_spirit, play, revive, discard, or done (this table's game is over)."""
    field: Play | None = None
    """The current play (None: empty field)."""
    by: int | None = None
    """Who made the current play."""
    pile: list[str] = _field(default_factory=list)
    """Every card played this round (face up)."""
    spirit_deck: list[str] = _field(default_factory=list)
    """The face-down spirit deck, top first."""
    spirit_discard: list[str] = _field(default_factory=list)
    """Spirit cards played in finished rounds (out of the game, face up)."""
    returned: list[str] = _field(default_factory=list)
    """Spirit cards returned (and undealt) during setup, face down, until the spirit deck is built."""
    keep_left: list[int] = _field(default_factory=list)
    """Seats still to keep a spirit card, in order."""
    winner: int | None = None
    """The seat that won this table's game."""

    def copy(self) -> Table:
        """An independent copy (the field is an immutable tuple, shared)."""
        return Table(
            list(self.seats), self.lead, self.turn, self.phase, self.field, self.by, list(self.pile),
            list(self.spirit_deck), list(self.spirit_discard), list(self.returned), list(self.keep_left), self.winner,
        )

    def to_dict(self) -> JSONObject:
        """JSON-ready values, by field name."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        play = self.field
        data["field"] = None if play is None else [list(play.cards), play.number, play.size, play.total]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Table:
        """Rebuild from `to_dict()` output."""
        values: dict[str, Any] = {f.name: list(v) if isinstance(v := data[f.name], list) else v for f in fields(cls)}
        raw = data["field"]
        values["field"] = None if raw is None else Play(tuple(raw[0]), raw[1], raw[2], raw[3])
        return cls(**values)


def say(state: State, table: Table, word: str, seat: int | None = None, *args: object,
        hidden: tuple | None = None) -> None:
    """An event about `table`: in a tournament its first value is the table's number (the
    story then starts the sentence with "Table 2: "), else 0."""
    where = state.tables.index(table) + 1 if len(state.tables) > 1 else 0
    state.emit(word, seat, where, *args, hidden=hidden)


def seat_animal(state: State, seat: int) -> str:
    """The seat's animal (set for every seat while a game is dealt)."""
    animal = state.animals[seat]
    assert animal is not None
    return animal


# --- starting a game -------------------------------------------------------------------
def start_game(state: State, layout: list[tuple[list[int], int]]) -> None:
    """Deal a game at each table: (seats in clockwise order, lead seat)."""
    cat = state.cat
    rules = cat.rules
    state.stage = "tables"
    state.tables = [Table(list(seats), lead, lead) for seats, lead in layout]
    state.active = 0
    for seat in range(state.players):
        state.retreated[seat] = False
        state.discards[seat], state.known[seat], state.deck_known[seat] = [], [], []
        animal = seat_animal(state, seat)
        deck = list(state.given.get(animal) or cat.decks[animal])
        if state.shuffle:
            state.rng.shuffle(deck)
        state.hands[seat] = deck[:rules.hand_size]
        state.decks[seat] = deck[rules.hand_size:]
    spirits = list(cat.spirits)
    if state.shuffle:
        state.rng.shuffle(spirits)
    dealt = rules.spirits_dealt
    for seat in range(state.players):
        state.offers[seat] = spirits[seat * dealt:(seat + 1) * dealt]
    undealt = spirits[state.players * dealt:]
    if len(state.tables) == 1:
        state.tables[0].returned = undealt
    for table in state.tables:
        seats = table.seats
        start = seats.index(table.lead)
        order = seats[start:] + seats[:start]
        table.turn = order[0]
        table.keep_left = order[1:]
        lineup = tuple((s, seat_animal(state, s)) for s in seats)
        say(state, table, "game", table.lead, state.game_no, _stage(state, table), lineup)
    for seat in range(state.players):
        say(state, table_of(state, seat), "dealt", seat, dealt, hidden=(tuple(state.offers[seat]),))


def table_of(state: State, seat: int) -> Table:
    """The table `seat` plays at (the first one if none has it)."""
    return next((table for table in state.tables if seat in table.seats), state.tables[0])


def _stage(state: State, table: Table) -> str:
    """The tournament stage played at `table` ("" outside a tournament)."""
    if state.mode != "tournament":
        return ""
    if state.round_no == 0:
        return "semi-final"
    return "final" if state.tables.index(table) == 0 else "match for third place"


def spirits_kept(state: State, table: Table) -> None:
    """Everyone at the table has kept a spirit: build its spirit deck and start play."""
    deck = table.returned
    table.returned = []
    if state.shuffle:
        state.rng.shuffle(deck)
    else:
        deck.sort(key=state.cat.order.__getitem__)
    table.spirit_deck = deck
    table.phase = "play"
    table.turn = table.lead
    say(state, table, "spirits_kept", table.lead)


# --- turns and rounds ------------------------------------------------------------------
def next_turn(state: State, table: Table, seat: int) -> None:
    """Give the turn to the next seat clockwise that has not retreated this round."""
    seats = table.seats
    i = seats.index(seat) + 1
    table.turn = next((s for s in seats[i:] + seats[:i] if not state.retreated[s]), table.turn)


def draw_on_retreat(state: State, table: Table, seat: int) -> None:
    """The rule's number of animal cards; else (deck empty) one spirit card; else nothing."""
    deck = state.decks[seat]
    if deck:
        n = state.cat.rules.retreat_draw
        drawn = deck[:n]
        del deck[:n]
        state.hands[seat].extend(drawn)
        say(state, table, "retreat_draw", seat, len(drawn), hidden=(tuple(drawn),))
    elif table.spirit_deck:
        card = table.spirit_deck.pop(0)
        state.hands[seat].append(card)
        for other in table.seats:  # the others no longer know what is left in the spirit deck
            if other == seat:
                if card in state.deck_known[seat]:
                    state.deck_known[seat].remove(card)
            else:
                state.deck_known[other] = []
        say(state, table, "retreat_spirit", seat, hidden=(card,))
    else:
        say(state, table, "retreat_none", seat)


def end_round(state: State, table: Table, leader: int) -> None:
    """Discard the field; the last player still in leads the next round."""
    animal_of = state.cat.animal
    owner = {state.animals[s]: s for s in table.seats}
    for card in table.pile:
        animal = animal_of[card]
        if animal == "spirit":
            table.spirit_discard.append(card)
        else:
            state.discards[owner[animal]].append(card)
    table.pile = []
    table.field = None
    table.by = None
    for s in table.seats:
        state.retreated[s] = False
    table.lead = table.turn = leader
    say(state, table, "round_end", leader)


# --- ending a game and the match modes ---------------------------------------------------
def end_game(state: State, table: Table, winner: int) -> None:
    table.phase = "done"
    table.winner = winner
    state.scores[winner] += 1
    stage = _stage(state, table)
    state.history.append((state.game_no, stage, winner, seat_animal(state, winner)))
    say(state, table, "game_won", winner, state.game_no, stage)
    if state.mode == "single":
        _finish(state, winner)
    elif state.mode == "best_of_three":
        _best_of_three_next(state, winner)
    else:
        _tournament_next(state)


def _finish(state: State, winner: int) -> None:
    state.stage = "over"
    state.match_winner = winner
    if state.mode != "single":
        state.emit("match_won", winner, "match" if state.mode == "best_of_three" else "tournament")


def _best_of_three_next(state: State, winner: int) -> None:
    if state.scores[winner] >= 2:
        _finish(state, winner)
        return
    state.trophy = state.animals[winner]
    state.emit("trophy", winner, state.trophy)
    _gather(state)
    order = [(winner + i) % state.players for i in range(1, state.players)] + [winner]
    state.pickers = order
    state.next_lead = order[0]
    state.animals = [None] * state.players
    state.game_no += 1
    state.stage = "choose_animal"
    state.emit("choose_animals", order[0], state.game_no)


def _gather(state: State) -> None:
    """Between two games of a match every card goes back to its army: no hand, deck, discard
    pile or field is left from the game just played (the next one is dealt afresh)."""
    for seat in range(state.players):
        state.hands[seat], state.decks[seat], state.discards[seat] = [], [], []
        state.offers[seat], state.known[seat], state.deck_known[seat] = [], [], []
        state.retreated[seat] = False
    state.tables = []
    state.active = 0


def available_animals(state: State) -> list[str]:
    """Animals still free to choose (not the trophy, not taken)."""
    return [a for a in state.cat.animals if a != state.trophy and a not in state.animals]


def animal_chosen(state: State, seat: int, animal: str) -> None:
    state.animals[seat] = animal
    state.pickers.pop(0)
    state.emit("animal", seat, animal)
    if not state.pickers:
        assert state.next_lead is not None
        start_game(state, [(list(range(state.players)), state.next_lead)])


def _tournament_next(state: State) -> None:
    if any(t.phase != "done" for t in state.tables):
        state.active = next(i for i, t in enumerate(state.tables) if t.phase != "done")
        return
    winners = [t.winner for t in state.tables]
    losers = [next(s for s in t.seats if s != t.winner) for t in state.tables]
    if state.round_no == 0:
        state.round_no = 1
        state.game_no += 1
        pairs = (sorted(w for w in winners if w is not None), sorted(losers))
        start_game(state, [(pair, pair[state.rng.randrange(2)]) for pair in pairs])
        return
    first, third = winners
    assert first is not None and third is not None
    state.places[first], state.places[losers[0]] = 1, 2
    state.places[third], state.places[losers[1]] = 3, 4
    standing = sorted(range(state.players), key=lambda s: state.places[s] or 0)
    state.emit("standings", None, tuple((state.places[s], s) for s in standing))
    _finish(state, first)
