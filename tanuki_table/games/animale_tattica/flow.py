"""The automatic steps of Animale Tattica: dealing a game, ending a round, ending a game, and the
match modes (single game, best of three, 4-player tournament).

`Flow` is a mixin of `engine.State`; it works on the state's plain lists and dicts only.
"""

from __future__ import annotations

from typing import Any

from tanuki_table.games.animale_tattica.cards import ANIMALS, default_catalogue

HAND_SIZE = 10
"""Animal cards dealt to hand; the other 6 form the seat's face-down deck."""
SPIRITS_DEALT = 3
"""Spirit cards dealt to each seat, of which one is kept."""


def seat_name(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"


def new_table(seats: list[int], lead: int) -> dict[str, Any]:
    """One game in progress (a tournament runs two side by side)."""
    return {
        "seats": list(seats),
        "lead": lead,
        "turn": lead,
        "phase": "keep_spirit",
        "field": None,
        "by": None,
        "pile": [],
        "spirit_deck": [],
        "spirit_discard": [],
        "returned": [],
        "keep_left": [],
        "winner": None,
    }


class Flow:
    """Setup, round and game endings, and the match modes (mixed into `engine.State`)."""

    players: int
    mode: str
    shuffle: bool
    animals: list[Any]
    hands: list[list[str]]
    decks: list[list[str]]
    discards: list[list[str]]
    offers: list[list[str]]
    retreated: list[bool]
    scores: list[int]
    places: list[Any]
    tables: list[dict[str, Any]]
    active: int
    stage: str
    round_no: int
    pickers: list[int]
    next_lead: Any
    trophy: Any
    game_no: int
    match_winner: Any
    given: dict[str, list[str]]
    history: list[str]
    rng: Any

    note: Any
    """`GameState.note` (the log)."""

    # --- starting a game -------------------------------------------------------------------
    def _start_game(self, layout: list[tuple[list[int], int]]) -> None:
        """Deal a game at each table: (seats in clockwise order, lead seat)."""
        cat = default_catalogue()
        self.stage = "tables"
        self.tables = [new_table(seats, lead) for seats, lead in layout]
        self.active = 0
        for seat in range(self.players):
            self.retreated[seat] = False
            self.discards[seat] = []
            animal = self.animals[seat]
            deck = list(self.given.get(animal) or cat.decks[animal])
            if self.shuffle:
                self.rng.shuffle(deck)
            self.hands[seat] = deck[:HAND_SIZE]
            self.decks[seat] = deck[HAND_SIZE:]
        spirits = list(cat.spirits)
        if self.shuffle:
            self.rng.shuffle(spirits)
        for seat in range(self.players):
            self.offers[seat] = spirits[seat * SPIRITS_DEALT:(seat + 1) * SPIRITS_DEALT]
        undealt = spirits[self.players * SPIRITS_DEALT:]
        if len(self.tables) == 1:
            self.tables[0]["returned"] = undealt
        for table in self.tables:
            seats = table["seats"]
            start = seats.index(table["lead"])
            order = seats[start:] + seats[:start]
            table["turn"] = order[0]
            table["keep_left"] = order[1:]
            names = ", ".join(f"{seat_name(s)} {self.animals[s].capitalize()}" for s in seats)
            self.note(f"Game {self.game_no}{self._stage_title(table)}: {names}. {seat_name(table['lead'])} leads.")
        for seat in range(self.players):
            offer = ", ".join(cat.name[c] for c in self.offers[seat])
            self.note(f"{seat_name(seat)} is dealt 3 spirit cards", seat, f"You are dealt {offer}")

    def _stage_title(self, table: dict[str, Any]) -> str:
        if self.mode != "tournament":
            return ""
        if self.round_no == 0:
            return " (semi-final)"
        return " (final)" if self.tables.index(table) == 0 else " (match for third place)"

    def _spirits_kept(self, table: dict[str, Any]) -> None:
        """Everyone at the table has kept a spirit: build its spirit deck and start play."""
        deck = table["returned"]
        table["returned"] = []
        if self.shuffle:
            self.rng.shuffle(deck)
        else:
            index = {c: i for i, c in enumerate(default_catalogue().order)}
            deck.sort(key=index.__getitem__)
        table["spirit_deck"] = deck
        table["phase"] = "play"
        table["turn"] = table["lead"]

    # --- turns and rounds ------------------------------------------------------------------
    def _next_turn(self, table: dict[str, Any], seat: int) -> None:
        """Give the turn to the next seat clockwise that has not retreated this round."""
        seats = table["seats"]
        i = seats.index(seat)
        for step in range(1, len(seats) + 1):
            candidate = seats[(i + step) % len(seats)]
            if not self.retreated[candidate]:
                table["turn"] = candidate
                return

    def _draw_on_retreat(self, table: dict[str, Any], seat: int) -> None:
        """Two animal cards; else (deck empty) one spirit card; else nothing."""
        cat = default_catalogue()
        deck = self.decks[seat]
        if deck:
            drawn = deck[:2]
            del deck[:2]
            self.hands[seat].extend(drawn)
            names = ", ".join(cat.name[c] for c in drawn)
            many = f"{len(drawn)} card" + ("s" if len(drawn) > 1 else "")
            self.note(f"{seat_name(seat)} retreats and draws {many}", seat, f"You retreat and draw {names}")
        elif table["spirit_deck"]:
            card = table["spirit_deck"].pop(0)
            self.hands[seat].append(card)
            self.note(f"{seat_name(seat)} retreats and draws a spirit card", seat, f"You retreat and draw {cat.name[card]}")
        else:
            self.note(f"{seat_name(seat)} retreats; no card is left to draw")

    def _end_round(self, table: dict[str, Any], leader: int) -> None:
        """Discard the field; the last player still in leads the next round."""
        cat = default_catalogue()
        owner = {self.animals[s]: s for s in table["seats"]}
        for card in table["pile"]:
            animal = cat.animal[card]
            if animal == "spirit":
                table["spirit_discard"].append(card)
            else:
                self.discards[owner[animal]].append(card)
        table["pile"] = []
        table["field"] = None
        table["by"] = None
        for s in table["seats"]:
            self.retreated[s] = False
        table["lead"] = table["turn"] = leader
        self.note(f"The round ends; {seat_name(leader)} leads the next round")

    # --- ending a game and the match modes ---------------------------------------------------
    def _end_game(self, table: dict[str, Any], winner: int) -> None:
        table["phase"] = "done"
        table["winner"] = winner
        self.scores[winner] += 1
        title = self._stage_title(table)
        self.history.append(f"Game {self.game_no}{title}: {seat_name(winner)} ({self.animals[winner]}) won")
        self.note(f"{seat_name(winner)} has no cards left in hand and wins game {self.game_no}{title}!")
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
            self.note(f"{seat_name(winner)} wins the {'match' if self.mode == 'best_of_three' else 'tournament'}!")

    def _best_of_three_next(self, winner: int) -> None:
        if self.scores[winner] >= 2:
            self._finish(winner)
            return
        self.trophy = self.animals[winner]
        self.note(f"{seat_name(winner)}'s {self.trophy} becomes a trophy and sits out the next game")
        order = [(winner + i) % self.players for i in range(1, self.players)] + [winner]
        self.pickers = order
        self.next_lead = order[0]
        self.animals = [None] * self.players
        self.game_no += 1
        self.stage = "choose_animal"

    def available_animals(self) -> list[str]:
        """Animals still free to choose (not the trophy, not taken)."""
        return [a for a in ANIMALS if a != self.trophy and a not in self.animals]

    def _animal_chosen(self, seat: int, animal: str) -> None:
        self.animals[seat] = animal
        self.pickers.pop(0)
        self.note(f"{seat_name(seat)} chooses the {animal}")
        if not self.pickers:
            self._start_game([(list(range(self.players)), self.next_lead)])

    def _tournament_next(self) -> None:
        if any(t["phase"] != "done" for t in self.tables):
            self.active = next(i for i, t in enumerate(self.tables) if t["phase"] != "done")
            return
        winners = [t["winner"] for t in self.tables]
        losers = [next(s for s in t["seats"] if s != t["winner"]) for t in self.tables]
        if self.round_no == 0:
            self.round_no = 1
            self.game_no += 1
            layout = []
            for pair in (sorted(winners), sorted(losers)):
                layout.append((pair, pair[self.rng.randrange(2)]))
            self._start_game(layout)
            return
        self.places[winners[0]], self.places[losers[0]] = 1, 2
        self.places[winners[1]], self.places[losers[1]] = 3, 4
        standing = sorted(range(self.players), key=lambda s: self.places[s])
        self.note("Final standings: " + ", ".join(f"{self.places[s]}. {seat_name(s)}" for s in standing))
        self._finish(winners[0])
