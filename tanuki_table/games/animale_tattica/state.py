"""Animale Tattica's state: 2-4 players, spirit cards, best of three and the tournament.

Per seat (lists indexed by seat): animal, hand, face-down deck, own discard pile, dealt spirit
offer, the cards everyone knows are in that hand (taken back with Revival), the spirit cards that
seat knows are in its table's spirit deck (the ones it returned), retreated flag, games won,
tournament place. Per table (one, or two side by side in a tournament): a `Table`.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Any

from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.jsontypes import JSONObject

from . import actions as act
from .actions import ATAction
from .flow import animal_chosen, available_animals, draw_on_retreat, end_game, end_round, next_turn, say
from .flow import Table, spirits_kept
from .hidden import sample_hidden
from .legal import field_of, play_actions
from .observation import build
from .rng import SplitMix
from .story import STORY

if TYPE_CHECKING:
    from .plugin import AnimaleTattica


class State(GameState):
    """One Animale Tattica match in progress."""

    info: AnimaleTattica
    story = STORY

    def __init__(self, info: AnimaleTattica, seed: int | None, players: int, mode: str, shuffle: bool,
                 rng: random.Random | None = None) -> None:
        super().__init__(info, seed, rng or SplitMix(seed))
        self.cat = info.catalogue
        """The card data (shared by every copy of this state)."""
        self.players = players
        self.mode = mode
        self.shuffle = shuffle
        self.animals: list[str | None] = [None] * players
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.decks: list[list[str]] = [[] for _ in range(players)]
        self.discards: list[list[str]] = [[] for _ in range(players)]
        self.offers: list[list[str]] = [[] for _ in range(players)]
        self.known: list[list[str]] = [[] for _ in range(players)]
        self.deck_known: list[list[str]] = [[] for _ in range(players)]
        self.retreated = [False] * players
        self.scores = [0] * players
        self.places: list[int | None] = [None] * players
        self.tables: list[Table] = []
        self.active = 0
        self.stage = "tables"
        self.round_no = 0
        self.pickers: list[int] = []
        self.next_lead: int | None = None
        self.trophy: str | None = None
        self.game_no = 1
        self.match_winner: int | None = None
        self.given: dict[str, list[str]] = {}
        self.history: list[tuple[int, str, int, str]] = []

    # --- queries ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.stage == "over":
            return None
        if self.stage == "choose_animal":
            return self.pickers[0]
        return self.tables[self.active].turn

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def winner(self) -> int | None:
        return self.match_winner

    def how_ended(self) -> str:
        """A player emptied their hand (the last game of a match too)."""
        return "empty hand"

    def _legal_actions(self) -> list[Action]:
        cat = self.cat
        if self.stage == "choose_animal":
            return [act.choose_animal(cat, a) for a in available_animals(self)]
        table = self.tables[self.active]
        seat = table.turn
        phase = table.phase
        if phase == "keep_spirit":
            return [act.card_action(cat, phase, c) for c in dict.fromkeys(self.offers[seat])]
        if phase == "revive":
            return [*(act.card_action(cat, phase, c) for c in dict.fromkeys(self.discards[seat])),
                    act.card_action(cat, "pass")]
        if phase == "discard":
            return [act.card_action(cat, phase, c) for c in dict.fromkeys(self.hands[seat]) if not cat.spirit[c]]
        field = table.field
        found = play_actions(self.hands[seat], field, cat)
        if field is not None:
            found.append(act.card_action(cat, "retreat"))
        return found

    # --- the one mutator -------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, ATAction)
        kind = action.kind
        if kind == "choose_animal":
            animal_chosen(self, self.pickers[0], action.animal or "")
            return
        table = self.tables[self.active]
        seat = table.turn
        if kind == "play":
            self._play(table, seat, action)
        elif kind == "retreat":
            self.retreated[seat] = True
            draw_on_retreat(self, table, seat)
            still_in = [s for s in table.seats if not self.retreated[s]]
            if len(still_in) == 1:
                end_round(self, table, still_in[0])
            else:
                next_turn(self, table, seat)
        else:
            self._card_step(table, seat, kind, action.card or "")
        if self.stage == "tables" and len(self.tables) > 1:
            # a tournament's two games run side by side: decisions alternate between the tables
            other = 1 - self.active
            if self.tables[other].phase != "done":
                self.active = other

    def _card_step(self, table: Table, seat: int, kind: str, card: str) -> None:
        """Keeping a spirit card, Revival's take-back and discard, or declining it."""
        if kind == "keep_spirit":
            offer = self.offers[seat]
            offer.remove(card)
            self.hands[seat].append(card)
            table.returned.extend(offer)
            self.deck_known[seat] = list(offer)
            self.offers[seat] = []
            say(self, table, "keep_spirit", seat, hidden=(card,))
            if table.keep_left:
                table.turn = table.keep_left.pop(0)
            else:
                spirits_kept(self, table)
        elif kind == "revive":
            self.discards[seat].remove(card)
            self.hands[seat].append(card)
            self.known[seat].append(card)
            table.phase = "discard"
            say(self, table, "revive", seat, card)
        elif kind == "pass":
            table.phase = "play"
            say(self, table, "revive_none", seat)
            next_turn(self, table, seat)
        elif kind == "discard":
            self.hands[seat].remove(card)
            if card in self.known[seat]:
                self.known[seat].remove(card)
            self.discards[seat].append(card)
            table.phase = "play"
            say(self, table, "revive_discard", seat, card)
            next_turn(self, table, seat)

    def _play(self, table: Table, seat: int, action: ATAction) -> None:
        hand = self.hands[seat]
        known = self.known[seat]
        for card in action.cards:
            hand.remove(card)
            if known and card in known:
                known.remove(card)
        table.field, revives = field_of(action, self.cat)
        table.by = seat
        table.pile.extend(action.cards)
        say(self, table, "play", seat, table.field)
        if not hand:
            end_game(self, table, seat)
            return
        if self.discards[seat] and revives:
            table.phase = "revive"
            say(self, table, "revival", seat)
            return
        next_turn(self, table, seat)

    # --- what a seat may see ---------------------------------------------------------------
    observation = build
    can_sample_hidden = True
    sample_hidden = sample_hidden  # hidden.py

    # --- saving ---------------------------------------------------------------------
    SAVED = (
        "players", "mode", "shuffle", "animals", "hands", "decks", "discards", "offers", "known", "deck_known",
        "retreated", "scores", "places", "active", "stage", "round_no", "pickers", "next_lead", "trophy", "game_no",
        "match_winner", "given", "history",
    )
    COPIED = ("tables",)

    def save_more(self, data: JSONObject) -> None:
        data["tables"] = [t.to_dict() for t in self.tables]

    @classmethod
    def blank(cls, info: Any, data: dict[str, Any]) -> State:
        return cls(info, None, data["players"], data["mode"], data["shuffle"])

    def load_more(self, data: dict[str, Any]) -> None:
        self.tables = [Table.from_dict(t) for t in data["tables"]]
        self.history = [_finished_game(entry) for entry in self.history]


_OLD_HISTORY = re.compile(r"Game (\d+)(?: \((.+)\))?: Player (\d+) \((\w+)\) won")


def _finished_game(entry: Any) -> tuple[int, str, int, str]:
    """A finished game of `history` from a save: (number, stage, winner, animal); saves from before
    typed events hold the line "Game 1 (final): Player 2 (cat) won"."""
    if isinstance(entry, str):
        found = _OLD_HISTORY.fullmatch(entry)
        if found is None:
            raise ValueError(f"unreadable finished game {entry!r}")
        return int(found[1]), found[2] or "", int(found[3]) - 1, found[4]
    number, stage, winner, animal = entry
    return int(number), str(stage), int(winner), str(animal)

