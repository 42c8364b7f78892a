"""The automatic steps of Animale Tattica: dealing a game, ending a round, ending a game, and the
match modes (single game, best of three, 4-player tournament).

`Flow` is a mixin of `state.State`; it works on the state's lists and `Table`s only, and reads
the rule numbers from the state's catalogue (`rules.yaml`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .table import Table

if TYPE_CHECKING:
    from .cards import Catalogue


class Flow:
    """Setup, round and game endings, and the match modes (mixed into `state.State`)."""

    cat: Catalogue
    players: int
    mode: str
    shuffle: bool
    animals: list[str | None]
    hands: list[list[str]]
    decks: list[list[str]]
    discards: list[list[str]]
    offers: list[list[str]]
    known: list[list[str]]
    deck_known: list[list[str]]
    retreated: list[bool]
    scores: list[int]
    places: list[int | None]
    tables: list[Table]
    active: int
    stage: str
    round_no: int
    pickers: list[int]
    next_lead: int | None
    trophy: str | None
    game_no: int
    match_winner: int | None
    given: dict[str, list[str]]
    history: list[tuple[int, str, int, str]]
    rng: random.Random

    if TYPE_CHECKING:

        def emit(self, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None:
            """`GameState.emit` (the log)."""

    def say(self, table: Table, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None:
        """An event about `table`: in a tournament its first value is the table's number (the
        story then starts the sentence with "Table 2: "), else 0."""
        where = self.tables.index(table) + 1 if len(self.tables) > 1 else 0
        self.emit(word, seat, where, *args, hidden=hidden)

    def seat_animal(self, seat: int) -> str:
        """The seat's animal (set for every seat while a game is dealt)."""
        animal = self.animals[seat]
        assert animal is not None
        return animal

    # --- starting a game -------------------------------------------------------------------
    def _start_game(self, layout: list[tuple[list[int], int]]) -> None:
        """Deal a game at each table: (seats in clockwise order, lead seat)."""
        cat = self.cat
        rules = cat.rules
        self.stage = "tables"
        self.tables = [Table(list(seats), lead, lead) for seats, lead in layout]
        self.active = 0
        for seat in range(self.players):
            self.retreated[seat] = False
            self.discards[seat] = []
            self.known[seat] = []
            self.deck_known[seat] = []
            animal = self.seat_animal(seat)
            deck = list(self.given.get(animal) or cat.decks[animal])
            if self.shuffle:
                self.rng.shuffle(deck)
            self.hands[seat] = deck[:rules.hand_size]
            self.decks[seat] = deck[rules.hand_size:]
        spirits = list(cat.spirits)
        if self.shuffle:
            self.rng.shuffle(spirits)
        dealt = rules.spirits_dealt
        for seat in range(self.players):
            self.offers[seat] = spirits[seat * dealt:(seat + 1) * dealt]
        undealt = spirits[self.players * dealt:]
        if len(self.tables) == 1:
            self.tables[0].returned = undealt
        for table in self.tables:
            seats = table.seats
            start = seats.index(table.lead)
            order = seats[start:] + seats[:start]
            table.turn = order[0]
            table.keep_left = order[1:]
            lineup = tuple((s, self.seat_animal(s)) for s in seats)
            self.say(table, "game", table.lead, self.game_no, self._stage(table), lineup)
        for seat in range(self.players):
            self.say(self._table_of(seat), "dealt", seat, dealt, hidden=(tuple(self.offers[seat]),))

    def _table_of(self, seat: int) -> Table:
        for table in self.tables:
            if seat in table.seats:
                return table
        return self.tables[0]

    def _stage(self, table: Table) -> str:
        """The tournament stage played at `table` ("" outside a tournament)."""
        if self.mode != "tournament":
            return ""
        if self.round_no == 0:
            return "semi-final"
        return "final" if self.tables.index(table) == 0 else "match for third place"

    def _spirits_kept(self, table: Table) -> None:
        """Everyone at the table has kept a spirit: build its spirit deck and start play."""
        deck = table.returned
        table.returned = []
        if self.shuffle:
            self.rng.shuffle(deck)
        else:
            deck.sort(key=self.cat.order.__getitem__)
        table.spirit_deck = deck
        table.phase = "play"
        table.turn = table.lead
        self.say(table, "spirits_kept", table.lead)

    # --- turns and rounds ------------------------------------------------------------------
    def _next_turn(self, table: Table, seat: int) -> None:
        """Give the turn to the next seat clockwise that has not retreated this round."""
        seats = table.seats
        i = seats.index(seat)
        for step in range(1, len(seats) + 1):
            candidate = seats[(i + step) % len(seats)]
            if not self.retreated[candidate]:
                table.turn = candidate
                return

    def _draw_on_retreat(self, table: Table, seat: int) -> None:
        """The rule's number of animal cards; else (deck empty) one spirit card; else nothing."""
        cat = self.cat
        deck = self.decks[seat]
        if deck:
            n = self.cat.rules.retreat_draw
            drawn = deck[:n]
            del deck[:n]
            self.hands[seat].extend(drawn)
            self.say(table, "retreat_draw", seat, len(drawn), hidden=(tuple(drawn),))
        elif table.spirit_deck:
            card = table.spirit_deck.pop(0)
            self.hands[seat].append(card)
            for other in table.seats:  # the others no longer know what is left in the spirit deck
                if other == seat:
                    if card in self.deck_known[seat]:
                        self.deck_known[seat].remove(card)
                else:
                    self.deck_known[other] = []
            self.say(table, "retreat_spirit", seat, hidden=(card,))
        else:
            self.say(table, "retreat_none", seat)

    def _end_round(self, table: Table, leader: int) -> None:
        """Discard the field; the last player still in leads the next round."""
        animal_of = self.cat.animal
        owner = {self.animals[s]: s for s in table.seats}
        for card in table.pile:
            animal = animal_of[card]
            if animal == "spirit":
                table.spirit_discard.append(card)
            else:
                self.discards[owner[animal]].append(card)
        table.pile = []
        table.field = None
        table.by = None
        for s in table.seats:
            self.retreated[s] = False
        table.lead = table.turn = leader
        self.say(table, "round_end", leader)

    # --- ending a game and the match modes ---------------------------------------------------
    def _end_game(self, table: Table, winner: int) -> None:
        table.phase = "done"
        table.winner = winner
        self.scores[winner] += 1
        stage = self._stage(table)
        self.history.append((self.game_no, stage, winner, self.seat_animal(winner)))
        self.say(table, "game_won", winner, self.game_no, stage)
        if self.mode == "single":
            self._finish(winner)
        elif self.mode == "best_of_three":
            self._best_of_three_next(winner)
        else:
            self._tournament_next()

    def _finish(self, winner: int) -> None:
        self.stage = "over"
        self.match_winner = winner
        if self.mode != "single":
            self.emit("match_won", winner, "match" if self.mode == "best_of_three" else "tournament")

    def _best_of_three_next(self, winner: int) -> None:
        if self.scores[winner] >= 2:
            self._finish(winner)
            return
        self.trophy = self.animals[winner]
        self.emit("trophy", winner, self.trophy)
        self._gather()
        order = [(winner + i) % self.players for i in range(1, self.players)] + [winner]
        self.pickers = order
        self.next_lead = order[0]
        self.animals = [None] * self.players
        self.game_no += 1
        self.stage = "choose_animal"
        self.emit("choose_animals", order[0], self.game_no)

    def _gather(self) -> None:
        """Between two games of a match every card goes back to its army: no hand, deck, discard
        pile or field is left from the game just played (the next one is dealt afresh)."""
        for seat in range(self.players):
            self.hands[seat], self.decks[seat], self.discards[seat] = [], [], []
            self.offers[seat], self.known[seat], self.deck_known[seat] = [], [], []
            self.retreated[seat] = False
        self.tables = []
        self.active = 0

    def available_animals(self) -> list[str]:
        """Animals still free to choose (not the trophy, not taken)."""
        return [a for a in self.cat.animals if a != self.trophy and a not in self.animals]

    def _animal_chosen(self, seat: int, animal: str) -> None:
        self.animals[seat] = animal
        self.pickers.pop(0)
        self.emit("animal", seat, animal)
        if not self.pickers:
            assert self.next_lead is not None
            self._start_game([(list(range(self.players)), self.next_lead)])

    def _tournament_next(self) -> None:
        if any(t.phase != "done" for t in self.tables):
            self.active = next(i for i, t in enumerate(self.tables) if t.phase != "done")
            return
        winners = [t.winner for t in self.tables]
        losers = [next(s for s in t.seats if s != t.winner) for t in self.tables]
        if self.round_no == 0:
            self.round_no = 1
            self.game_no += 1
            layout = []
            for pair in (sorted(w for w in winners if w is not None), sorted(losers)):
                layout.append((pair, pair[self.rng.randrange(2)]))
            self._start_game(layout)
            return
        first, third = winners
        assert first is not None and third is not None
        self.places[first], self.places[losers[0]] = 1, 2
        self.places[third], self.places[losers[1]] = 3, 4
        standing = sorted(range(self.players), key=lambda s: self.places[s] or 0)
        self.emit("standings", None, tuple((self.places[s], s) for s in standing))
        self._finish(first)
