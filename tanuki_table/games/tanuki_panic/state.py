"""Tanuki Panic's game state: the turn loop, summons, position changes, copies and saving
(decks, hands and graveyards are lists of card ids, deck top first)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.events import Event, dump, load
from tanuki_table.core.jsontypes import JSONObject

from . import actions as act
from .actions import ATTACK, DEFENSE, FACEDOWN, TPAction
from .battle import end_battle, resolve_attack
from .hidden import sample_hidden
from .observation import build
from .story import STORY

if TYPE_CHECKING:
    from .cards import RulesConfig, TPCatalogue
    from .plugin import TanukiPanic


@dataclass(slots=True)
class Monster:
    """A card in a Monster Zone slot."""

    card: str
    pos: str
    """`attack`, `defense` or `facedown`."""
    turn: int
    """The turn it was summoned (0: set before the first turn)."""
    changed: int = -1
    """The last turn its position changed (-1: never)."""
    attacked: int = -1
    """The last turn it attacked (-1: never)."""

    def copy(self) -> Monster:
        return Monster(self.card, self.pos, self.turn, self.changed, self.attacked)

    def to_dict(self) -> JSONObject:
        return {"id": self.card, "pos": self.pos, "turn": self.turn, "changed": self.changed, "attacked": self.attacked}


class State(GameState):
    """One game of Tanuki Panic in progress."""

    info: TanukiPanic
    story = STORY

    def __init__(self, info: TanukiPanic, seed: int | None, rng: random.Random | None = None) -> None:
        super().__init__(info, seed, rng)
        self.cat: TPCatalogue = info.catalogue
        rules = self.cat.rules
        self.zone = rules.zone_size
        self.hand_limit = rules.hand_limit
        self.players = 2
        self.variant = "standard"
        self.energy = [0, 0]
        self.start_energy = [0, 0]
        self.decks: list[list[str]] = [[], []]
        self.hands: list[list[str]] = [[], []]
        self.fields: list[list[Monster | None]] = [[None] * self.zone for _ in range(2)]
        self.graveyard: list[list[str]] = [[], []]
        self.turn = 0
        self.active = 0
        self.first = 0
        self.phase = "setup"
        self.summoned = False
        """The active player has summoned this turn."""
        self.combined = [0] * self.zone
        """Combined ATK of this Battle Phase's non-destroying attacks on each opposing slot."""
        self.setup_queue: list[int] = []
        """Booster game: seats still to choose their pre-game face-down card."""
        self.setup_notes: list[Event] = []
        """Log lines of the pre-game choices, held back until every seat has chosen."""
        self.over = False
        self._winner: int | None = None
        self.reason = ""
        self.end_kind = ""
        """How the game ended: `energy`, `deck_out` or `stalemate` (empty while it runs)."""
        self.quiet = 0
        """Turns begun since Energy last changed or a card was destroyed (the stalemate guard)."""

    # --- queries ---------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.phase == "setup":
            return self.setup_queue[0]
        return self.active

    def how_ended(self) -> str:
        """Energy at 0, a draw from an empty deck, or the stalemate rule (ruling 15)."""
        return {"deck_out": "deck-out"}.get(self.end_kind, self.end_kind or super().how_ended())

    def turn_number(self) -> int | None:
        return self.turn

    observation = build

    def _legal_actions(self) -> list[Action]:
        cat = self.cat
        phase = self.phase
        if phase == "setup":
            seat = self.setup_queue[0]
            out: list[Action] = [act.summon(cat, c, FACEDOWN) for c in dict.fromkeys(self.hands[seat])]
            out.append(act.PASS_SETUP)
            return out
        me = self.active
        if phase == "end":
            return [act.discard(cat, c) for c in dict.fromkeys(self.hands[me])]
        turn = self.turn
        field = self.fields[me]
        out = []
        if phase == "battle":
            cache = cat.actions  # looked up inline: the engine's hottest path
            targets = [(s, None, None) if c.pos == FACEDOWN else (s, c.card, c.pos)
                       for s, c in enumerate(self.fields[1 - me]) if c is not None]
            for slot, cell in enumerate(field):
                if cell is not None and cell.pos == ATTACK and cell.turn != turn and cell.attacked != turn:
                    cid = cell.card
                    if not targets:
                        out.append(act.attack(cat, cid, slot, None, None))
                    for ts, tid, tpos in targets:
                        action = cache.get(("attack", cid, slot, tid, ts, tpos))
                        out.append(action if action is not None else act.attack(cat, cid, slot, tid, ts, tpos))
            out.append(act.PASS_TO_MAIN2)
            out.append(act.END_TURN)
            return out
        # Main Phase 1 or 2: summons (while a slot is free), then position changes by slot
        cache = cat.actions
        free = False
        changes = []
        for slot, cell in enumerate(field):
            if cell is None:
                free = True
            elif cell.turn != turn and cell.changed != turn:
                pos = cell.pos
                action = cache.get(("change", cell.card, slot, pos))
                changes.append(action if action is not None else
                               act.change(cat, cell.card, slot, pos, DEFENSE if pos == ATTACK else ATTACK))
        if free and not self.summoned:
            for cid in dict.fromkeys(self.hands[me]):
                found = cache.get(("summons", cid))
                out.extend(found if found is not None else act.summons(cat, cid))
        out += changes
        if phase == "main_1":
            out.append(act.PASS_TO_BATTLE)
        out.append(act.END_TURN)  # in Main Phase 2 "go to End Phase" is the same move: offered once
        return out

    # --- the one mutator -----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, TPAction)
        kind = action.kind
        me = self.active
        if self.phase == "setup":
            self._setup_choice(action)
        elif kind == "attack":
            resolve_attack(self, action)
        elif kind == "summon":
            self._summon(action)
        elif kind == "change_position":
            assert action.slot is not None and action.position is not None
            cell = self.fields[me][action.slot]
            assert cell is not None
            was = cell.pos
            cell.pos = action.position
            cell.changed = self.turn
            if was == FACEDOWN:
                self.emit("flip_up", me, cell.card, action.slot + 1)
            else:
                self.emit("change", me, cell.card, action.slot + 1, action.position)
        elif kind == "pass":
            if self.phase == "main_1":
                self.phase = "battle"
                self.emit("battle", me)
            else:
                self._leave_battle()
                if not self.over:
                    self.phase = "main_2"
                    self.emit("main_2", me)
        elif kind == "end_turn":
            if self.phase == "battle":
                self._leave_battle()
            if not self.over:
                self._end_phase()
        elif kind == "discard":
            assert action.card is not None
            self.hands[me].remove(action.card)
            self.graveyard[me].append(action.card)
            self.emit("discard", me, action.card)
            if len(self.hands[me]) <= self.hand_limit:
                self._next_turn()

    def finish(self, winner: int | None, reason: str, kind: str) -> None:
        """End the game now (`kind`: how, for `end_kind`)."""
        if self.over:
            return
        self.over = True
        self._winner = winner
        self.reason = reason
        self.end_kind = kind
        self.phase = "game_over"
        self._legal = None
        loser = None if winner is None else 1 - winner
        self.emit("game_end", winner, kind, loser, *self.energy, self.rules.stalemate_turns)

    # --- steps -----------------------------------------------------------------------------------
    def _summon(self, action: TPAction) -> None:
        me = self.active
        card, position = action.card, action.position
        assert card is not None and position is not None
        slot = self.fields[me].index(None)
        self.hands[me].remove(card)
        self.fields[me][slot] = Monster(card, position, self.turn)
        self.summoned = True
        if position == FACEDOWN:
            self.emit("set", me, slot + 1, hidden=(card,))
        else:
            self.emit("summon", me, card, position, slot + 1)

    def _setup_choice(self, action: TPAction) -> None:
        seat = self.setup_queue.pop(0)
        if action.kind == "summon":
            assert action.card is not None
            self.hands[seat].remove(action.card)
            slot = self.fields[seat].index(None)
            self.fields[seat][slot] = Monster(action.card, FACEDOWN, 0)
            self.setup_notes.append(STORY.Event("setup_set", seat, (), (action.card,)))
        else:
            self.setup_notes.append(STORY.Event("setup_none", seat))
        if not self.setup_queue:
            self.log.extend(self.setup_notes)
            self.setup_notes = []
            self._start_turn(self.first, 1)

    def _leave_battle(self) -> None:
        end_battle(self)
        self.emit("battle_end", self.active)

    def _end_phase(self) -> None:
        self.phase = "end"
        me = self.active
        self.emit("end", me)
        extra = len(self.hands[me]) - self.hand_limit
        if extra > 0:
            self.emit("must_discard", me, len(self.hands[me]), extra, self.hand_limit)
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self._start_turn(1 - self.active, self.turn + 1)

    @property
    def rules(self) -> RulesConfig:
        """The rule constants as this game's variant plays them (house rules applied)."""
        return self.cat.rules_for(self.variant)

    def _start_turn(self, seat: int, turn: int) -> None:
        rules = self.rules
        self.active = seat
        self.turn = turn
        self.summoned = False
        self.combined = [0] * self.zone
        self.phase = "draw"
        self.emit("turn", seat, turn)
        # ruling 15: the quiet spell counts only turns begun with both decks empty
        self.quiet = self.quiet + 1 if not self.decks[0] and not self.decks[1] else 0
        if rules.stalemate_turns and self.quiet > rules.stalemate_turns and not self.decks[0] and not self.decks[1]:
            self._stalemate()
            return
        deck = self.decks[seat]
        if turn == 1 and not rules.first_player_draws:
            self.emit("skip_draw", seat)
        elif not deck:
            if rules.empty_deck == "lose":
                self.finish(1 - seat, f"Player {seat + 1} must draw from an empty deck", "deck_out")
                return
            self.emit("no_draw", seat)
        else:
            card = deck.pop(0)
            self.hands[seat].append(card)
            self.emit("draw", seat, hidden=(card,))
        self.phase = "main_1"
        self.emit("main_1", seat)

    def _stalemate(self) -> None:
        """Ruling 15: both decks empty and nothing happened for `stalemate_turns` turns."""
        a, b = self.energy
        reason = f"Both decks are empty and {self.rules.stalemate_turns} turns passed without damage or destruction"
        if self.rules.stalemate_result == "draw":
            self.finish(None, reason, "stalemate")
        else:
            self.finish(None if a == b else (0 if a > b else 1), f"{reason}; the game ends on Energy ({a} to {b})",
                        "stalemate")

    # --- copies ------------------------------------------------------------------------------------
    can_sample_hidden = True
    sample_hidden = sample_hidden
    """A copy whose hidden cards (from `player`'s view) are redealt at random (hidden.py)."""

    # --- saving ------------------------------------------------------------------------------------
    SAVED = ("players", "variant", "energy", "start_energy", "decks", "hands", "graveyard", "turn", "active",
             "first", "phase", "summoned", "combined", "setup_queue", "over", "_winner", "reason", "end_kind", "quiet")
    COPIED = ("fields", "setup_notes")

    def save_more(self, data: JSONObject) -> None:
        data["fields"] = [[c.to_dict() if c else None for c in row] for row in self.fields]
        data["setup_notes"] = [dump(e) for e in self.setup_notes]

    def load_more(self, data: dict[str, Any]) -> None:
        self.fields = [
            [Monster(c["id"], c["pos"], c["turn"], c["changed"], c["attacked"]) if c else None for c in row]
            for row in data["fields"]
        ]
        self.setup_notes = [load(e, STORY) for e in data.get("setup_notes", [])]
