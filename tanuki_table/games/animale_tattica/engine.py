"""Animale Tattica rules engine: 2-4 players, spirit cards, best of three and the tournament.

The state is plain lists and dicts of card ids. Per seat: animal, hand, face-down deck, own
discard pile, dealt spirit offer, retreated flag, games won, tournament place. Per table (one,
or two side by side in a tournament): its seats, lead, turn, phase, the current play on the
field, the round's pile of played cards, and its spirit deck and spirit discard.
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Action, ActionCache, GameInfo, GameState
from tanuki_table.errors import SetupError
from tanuki_table.games.animale_tattica.cards import (
    ANIMALS,
    Card,
    check_decks,
    default_catalogue,
    load_cards as _load_cards,
    validate_file,
)
from tanuki_table.games.animale_tattica.flow import Flow, seat_name
from tanuki_table.games.animale_tattica.models import ATAction, ATObservation, FieldView
from tanuki_table.games.animale_tattica.plays import KING, Play, aligned_plays, field_text, play_label

__all__ = ["State", "new_game", "load_cards", "validate_file", "ATAction", "ATObservation", "FieldView"]

MODES = ("single", "best_of_three", "tournament")


def load_cards(folder: Any = None) -> list[Card]:
    """Every animal and spirit card (see cards.yaml)."""
    return _load_cards(folder)


_ACTIONS = ActionCache()


def _act(key: tuple, **fields: Any) -> ATAction:
    return _ACTIONS.get(key, lambda: ATAction(**fields))  # type: ignore[return-value]


class State(Flow, GameState):
    """One Animale Tattica match in progress."""

    GAME_ID = "animale_tattica"

    def __init__(self, info: GameInfo, seed: int | None, players: int, mode: str, shuffle: bool) -> None:
        super().__init__(info, seed)
        self.players = players
        self.mode = mode
        self.shuffle = shuffle
        self.animals: list[Any] = [None] * players
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.decks: list[list[str]] = [[] for _ in range(players)]
        self.discards: list[list[str]] = [[] for _ in range(players)]
        self.offers: list[list[str]] = [[] for _ in range(players)]
        self.retreated = [False] * players
        self.scores = [0] * players
        self.places: list[Any] = [None] * players
        self.tables: list[dict[str, Any]] = []
        self.active = 0
        self.stage = "tables"
        self.round_no = 0
        self.pickers: list[int] = []
        self.next_lead: Any = None
        self.trophy: Any = None
        self.game_no = 1
        self.match_winner: Any = None
        self.given: dict[str, list[str]] = {}
        self.history: list[str] = []

    # --- queries ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.stage == "over":
            return None
        if self.stage == "choose_animal":
            return self.pickers[0]
        return self.tables[self.active]["turn"]

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def winner(self) -> int | None:
        return self.match_winner

    def _table_of(self, seat: int) -> dict[str, Any]:
        for table in self.tables:
            if seat in table["seats"]:
                return table
        return self.tables[0]

    def _legal_actions(self) -> list[Action]:
        cat = default_catalogue()
        if self.stage == "choose_animal":
            return [
                _act(("choose", a), kind="choose_animal", label=f"Choose the {a} ({cat.mix_text(a)})", animal=a)
                for a in self.available_animals()
            ]
        table = self.tables[self.active]
        seat = table["turn"]
        phase = table["phase"]
        if phase == "keep_spirit":
            return [
                _act(("keep", c), kind="keep_spirit", label=f"Keep {cat.name[c]}", card=c)
                for c in dict.fromkeys(self.offers[seat])
            ]
        if phase == "revive":
            found: list[Action] = [
                _act(("revive", c), kind="revive", label=f"Take back {cat.name[c]}", card=c)
                for c in dict.fromkeys(self.discards[seat])
            ]
            found.append(_act(("pass",), kind="pass", label="Take nothing back"))
            return found
        if phase == "discard":
            return [
                _act(("discard", c), kind="discard", label=f"Discard {cat.name[c]}", card=c)
                for c in dict.fromkeys(self.hands[seat])
                if not cat.spirit[c]
            ]
        field = table["field"]
        found = [self._play_action(p) for p in aligned_plays(self.hands[seat], field, cat)]
        if field is not None:
            found.append(_act(("retreat",), kind="retreat", label="Retreat"))
        return found

    @staticmethod
    def _play_action(play: Play) -> ATAction:
        cards, number = play[0], play[1]
        return _ACTIONS.get(  # type: ignore[return-value]
            ("play", cards, number),
            lambda: ATAction(kind="play", label=play_label(play, default_catalogue()), cards=cards, number=number),
        )

    # --- the one mutator -------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, ATAction)
        if action.kind == "choose_animal":
            self._animal_chosen(self.pickers[0], action.animal or "")
            return
        cat = default_catalogue()
        table = self.tables[self.active]
        seat = table["turn"]
        kind = action.kind
        if kind == "keep_spirit":
            offer = self.offers[seat]
            offer.remove(action.card)
            self.hands[seat].append(action.card)  # type: ignore[arg-type]
            table["returned"].extend(offer)
            self.offers[seat] = []
            self.note(f"{seat_name(seat)} keeps a spirit card", seat, f"You keep {cat.name[action.card]}")  # type: ignore[index]
            if table["keep_left"]:
                table["turn"] = table["keep_left"].pop(0)
            else:
                self._spirits_kept(table)
        elif kind == "play":
            self._play(table, seat, action)
        elif kind == "retreat":
            self.retreated[seat] = True
            self._draw_on_retreat(table, seat)
            still_in = [s for s in table["seats"] if not self.retreated[s]]
            if len(still_in) == 1:
                self._end_round(table, still_in[0])
            else:
                self._next_turn(table, seat)
        elif kind == "revive":
            self.discards[seat].remove(action.card)
            self.hands[seat].append(action.card)  # type: ignore[arg-type]
            table["phase"] = "discard"
            self.note(f"{seat_name(seat)} takes back {cat.name[action.card]} with Revival")  # type: ignore[index]
        elif kind == "pass":
            table["phase"] = "play"
            self.note(f"{seat_name(seat)} takes nothing back")
            self._next_turn(table, seat)
        elif kind == "discard":
            self.hands[seat].remove(action.card)
            self.discards[seat].append(action.card)  # type: ignore[arg-type]
            table["phase"] = "play"
            self.note(f"{seat_name(seat)} discards {cat.name[action.card]}")  # type: ignore[index]
            self._next_turn(table, seat)
        self._switch_table()

    def _play(self, table: dict[str, Any], seat: int, action: ATAction) -> None:
        cat = default_catalogue()
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        count = sum(cat.worth[c] for c in action.cards)
        number = action.number
        total = None if number == KING else number * count  # type: ignore[operator]
        table["field"] = (action.cards, number, count, total)
        table["by"] = seat
        table["pile"].extend(action.cards)
        self.note(f"{seat_name(seat)} plays {action.label.removeprefix('Play ')}")
        if not hand:
            self._end_game(table, seat)
            return
        if self.discards[seat] and any(cat.effect[c] == "revive" for c in action.cards):
            table["phase"] = "revive"
            return
        self._next_turn(table, seat)

    def _switch_table(self) -> None:
        """A tournament's two games run side by side: decisions alternate between the tables."""
        if self.stage == "tables" and len(self.tables) > 1:
            other = 1 - self.active
            if self.tables[other]["phase"] != "done":
                self.active = other

    # --- what a seat may see ---------------------------------------------------------------
    def _field_view(self, table: dict[str, Any]) -> FieldView:
        play = table["field"]
        if play is None:
            return FieldView()
        cards, number, count, total = play
        return FieldView(cards=list(cards), count=count, total=total, number=number, seat=table["by"], text=field_text(play))

    def observation(self, player: int) -> ATObservation:
        cat = default_catalogue()
        table = self._table_of(player) if self.tables else None
        if self.stage == "over":
            phase = "over"
        elif self.stage == "choose_animal":
            phase = "choose_animal"
        else:
            phase = "waiting" if table["phase"] == "done" else table["phase"]  # type: ignore[index]
        seat_table = [next((i for i, t in enumerate(self.tables) if s in t["seats"]), 0) for s in range(self.players)]
        return ATObservation(
            game=self.GAME_ID,
            player=player,
            current_player=self.current_player,
            is_over=self.is_over,
            winner=self.winner,
            phase=phase,
            hand=list(self.hands[player]),
            hand_sizes=[len(h) for h in self.hands],
            mode=self.mode,
            deck_sizes=[len(d) for d in self.decks],
            spirit_deck_size=len(table["spirit_deck"]) if table else 0,
            spirits_held=[sum(1 for c in h if cat.spirit[c]) for h in self.hands],
            animals=list(self.animals),
            field=self._field_view(table) if table else FieldView(),
            retreated=list(self.retreated),
            lead=table["lead"] if table else None,
            scores=list(self.scores),
            offer=list(self.offers[player]),
            discards=[list(d) for d in self.discards],
            table=seat_table,
            fields=[self._field_view(t) for t in self.tables],
            leads=[t["lead"] for t in self.tables],
            trophy=self.trophy,
            available_animals=self.available_animals() if self.stage == "choose_animal" else [],
            game_number=self.game_no,
            places=list(self.places),
            history=list(self.history),
        )

    # --- saving ----------------------------------------------------------------------------
    _FIELDS = (
        "players", "mode", "shuffle", "animals", "hands", "decks", "discards", "offers", "retreated",
        "scores", "places", "active", "stage", "round_no", "pickers", "next_lead", "trophy", "game_no",
        "match_winner", "given", "history",
    )

    def to_dict(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self._FIELDS}
        tables = []
        for table in self.tables:
            copy = dict(table)
            if table["field"] is not None:
                cards, number, count, total = table["field"]
                copy["field"] = [list(cards), number, count, total]
            tables.append(copy)
        data["tables"] = tables
        return data

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> State:
        state = cls(info, None, data["players"], data["mode"], data["shuffle"])
        for name in cls._FIELDS:
            setattr(state, name, data[name])
        for table in data["tables"]:
            if table["field"] is not None:
                cards, number, count, total = table["field"]
                table["field"] = (tuple(cards), number, count, total)
        state.tables = data["tables"]
        return state


def new_game(
    info: GameInfo,
    players: int,
    seed: int | None,
    variant: str,
    decks: list[list[str]] | None,
    shuffle: bool,
    first_player: int | None,
) -> State:
    """Start a match: a single game, best of three (2-3 players) or the tournament (4 players)."""
    if variant == "best_of_three" and players > 3:
        raise SetupError("best of three is for 2 or 3 players: the winner's animal sits out, so 4 seats lack an animal")
    if variant == "tournament" and players != 4:
        raise SetupError(f"the tournament is for exactly 4 players, not {players}")
    state = State(info, seed, players, variant, shuffle)
    if decks is not None:
        state.given = check_decks([list(d) for d in decks], players)
        state.animals = [default_catalogue().animal[d[0]] for d in decks]
    elif shuffle:
        state.animals = state.rng.sample(list(ANIMALS), players)
    else:
        state.animals = list(ANIMALS[:players])
    if variant == "tournament":
        leads = []
        for pair in ([0, 1], [2, 3]):
            leads.append(first_player if first_player in pair else pair[state.rng.randrange(2)])
        state._start_game([([0, 1], leads[0]), ([2, 3], leads[1])])
    else:
        lead = first_player if first_player is not None else state.rng.randrange(players)
        state._start_game([(list(range(players)), lead)])
    return state
