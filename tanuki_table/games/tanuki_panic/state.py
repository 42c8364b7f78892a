"""Tanuki Panic's game state: the turn loop, summons, position changes and saving.

The state is plain data: decks, hands and graveyards are lists of card ids (deck top first);
a Monster Zone is a list of 7 slots, each None or a dict
`{"id", "pos", "turn" (summoned; 0 = before the first turn), "changed", "attacked"}` where the
last two hold the turn number of the last change/attack (-1 = never).
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Action, GameInfo, GameState
from tanuki_table.games.tanuki_panic import actions as act
from tanuki_table.games.tanuki_panic.actions import ATTACK, DEFENSE, FACEDOWN, MODE_NAMES, TPAction
from tanuki_table.games.tanuki_panic.battle import end_battle, resolve_attack
from tanuki_table.games.tanuki_panic.catalog import ensure_loaded, name
from tanuki_table.games.tanuki_panic.observation import TPObservation, build

MAIN_PHASES = ("main_1", "main_2")
_SAVED = ("players", "variant", "energy", "start_energy", "decks", "hands", "fields", "graveyard", "turn",
          "active", "first", "phase", "summoned", "combined", "setup_queue", "setup_notes", "over",
          "_winner", "reason")


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


class State(GameState):
    """One game of Tanuki Panic in progress."""

    GAME_ID = "tanuki_panic"

    def __init__(self, info: GameInfo, seed: int | None, rng: Any = None) -> None:
        super().__init__(info, seed, rng)
        rules = ensure_loaded()
        self.zone = rules.zone_size
        self.hand_limit = rules.hand_limit
        self.players = 2
        self.variant = "standard"
        self.energy = [0, 0]
        self.start_energy = [0, 0]
        self.decks: list[list[str]] = [[], []]
        self.hands: list[list[str]] = [[], []]
        self.fields: list[list[dict | None]] = [[None] * self.zone for _ in range(2)]
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
        self.setup_notes: list[list] = []
        """Log lines of the pre-game choices, held back until every seat has chosen."""
        self.over = False
        self._winner: int | None = None
        self.reason = ""

    # --- queries ---------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.phase == "setup":
            return self.setup_queue[0]
        return self.active

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winner(self) -> int | None:
        return self._winner

    def observation(self, player: int) -> TPObservation:
        return build(self, player)

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "setup":
            seat = self.setup_queue[0]
            out: list[Action] = [act.summon(c, FACEDOWN, name) for c in dict.fromkeys(self.hands[seat])]
            out.append(act.PASS_SETUP)
            return out
        me = self.active
        if phase == "end":
            return [act.discard(c, name) for c in dict.fromkeys(self.hands[me])]
        turn = self.turn
        field = self.fields[me]
        out = []
        if phase == "battle":
            opp_field = self.fields[1 - me]
            targets = [(s, c["id"] if c["pos"] != FACEDOWN else None) for s, c in enumerate(opp_field) if c]
            for slot, cell in enumerate(field):
                if cell and cell["pos"] == ATTACK and cell["turn"] != turn and cell["attacked"] != turn:
                    cid = cell["id"]
                    if targets:
                        out.extend(act.attack(cid, slot, tid, ts, name) for ts, tid in targets)
                    else:
                        out.append(act.attack(cid, slot, None, None, name))
            out.append(act.PASS_TO_MAIN2)
            out.append(act.END_TURN)
            return out
        # Main Phase 1 or 2
        if not self.summoned and None in field:
            for cid in dict.fromkeys(self.hands[me]):
                out.append(act.summon(cid, ATTACK, name))
                out.append(act.summon(cid, DEFENSE, name))
                out.append(act.summon(cid, FACEDOWN, name))
        for slot, cell in enumerate(field):
            if cell and cell["turn"] != turn and cell["changed"] != turn:
                new = DEFENSE if cell["pos"] == ATTACK else ATTACK
                out.append(act.change(cell["id"], slot, new, name))
        out.append(act.PASS_TO_BATTLE if phase == "main_1" else act.PASS_TO_END)
        out.append(act.END_TURN)
        return out

    # --- the one mutator -----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, TPAction)
        kind = action.kind
        if self.phase == "setup":
            self._setup_choice(action)
        elif kind == "attack":
            resolve_attack(self, action)
        elif kind == "summon":
            self._summon(action)
        elif kind == "change_position":
            cell = self.fields[self.active][action.slot]
            was = cell["pos"]
            cell["pos"] = action.position
            cell["changed"] = self.turn
            if was == FACEDOWN:
                self.note(f"{_p(self.active)} flips {name(cell['id'])} face-up into Attack Mode.")
            else:
                self.note(f"{_p(self.active)} changes {name(cell['id'])} to {MODE_NAMES[action.position]}.")
        elif kind == "pass":
            if self.phase == "main_1":
                self.phase = "battle"
                self.note(f"{_p(self.active)} enters the Battle Phase.")
            elif self.phase == "battle":
                self._leave_battle()
                if not self.over:
                    self.phase = "main_2"
            else:
                self._end_phase()
        elif kind == "end_turn":
            if self.phase == "battle":
                self._leave_battle()
            if not self.over:
                self._end_phase()
        elif kind == "discard":
            me = self.active
            self.hands[me].remove(action.card)
            self.graveyard[me].append(action.card)
            self.note(f"{_p(me)} discards {name(action.card)} (hand limit).")
            if len(self.hands[me]) <= self.hand_limit:
                self._next_turn()

    def finish(self, winner: int | None, reason: str) -> None:
        """End the game now."""
        if self.over:
            return
        self.over = True
        self._winner = winner
        self.reason = reason
        self.phase = "game_over"
        self._legal = None
        who = "It is a draw" if winner is None else f"{_p(winner)} wins"
        self.note(f"{reason}. {who}.")

    # --- steps -----------------------------------------------------------------------------------
    def _summon(self, action: TPAction) -> None:
        me = self.active
        slot = self.fields[me].index(None)
        self.hands[me].remove(action.card)
        self.fields[me][slot] = {"id": action.card, "pos": action.position, "turn": self.turn, "changed": -1, "attacked": -1}
        self.summoned = True
        if action.position == FACEDOWN:
            self.note(f"{_p(me)} sets a card face-down in Defense Mode.", me, f"You set {name(action.card)} face-down in Defense Mode.")
        else:
            self.note(f"{_p(me)} summons {name(action.card)} in {MODE_NAMES[action.position]}.")

    def _setup_choice(self, action: TPAction) -> None:
        seat = self.setup_queue.pop(0)
        if action.kind == "summon":
            self.hands[seat].remove(action.card)
            slot = self.fields[seat].index(None)
            self.fields[seat][slot] = {"id": action.card, "pos": FACEDOWN, "turn": 0, "changed": -1, "attacked": -1}
            self.setup_notes.append([f"{_p(seat)} set a card face-down before the first turn.", seat,
                                     f"You set {name(action.card)} face-down before the first turn."])
        else:
            self.setup_notes.append([f"{_p(seat)} set no card before the first turn.", None, None])
        if not self.setup_queue:
            for text, who, secret in self.setup_notes:
                self.note(text, who, secret)
            self.setup_notes = []
            self._start_turn(self.first, 1)

    def _leave_battle(self) -> None:
        end_battle(self)

    def _end_phase(self) -> None:
        self.phase = "end"
        me = self.active
        extra = len(self.hands[me]) - self.hand_limit
        if extra > 0:
            self.note(f"{_p(me)} has {len(self.hands[me])} cards and must discard {extra} (hand limit {self.hand_limit}).")
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self._start_turn(1 - self.active, self.turn + 1)

    def _start_turn(self, seat: int, turn: int) -> None:
        self.active = seat
        self.turn = turn
        self.summoned = False
        self.combined = [0] * self.zone
        self.phase = "draw"
        self.note(f"Turn {turn}: {_p(seat)}.")
        deck = self.decks[seat]
        if not deck:
            self.finish(1 - seat, f"{_p(seat)} must draw from an empty deck")
            return
        card = deck.pop(0)
        self.hands[seat].append(card)
        self.note(f"{_p(seat)} draws a card.", seat, f"You draw {name(card)}.")
        self.phase = "main_1"

    def sample_hidden(self, player: int, rng: Any) -> State:
        """A copy whose hidden cards (from `player`'s view) are redealt at random: the rival's
        hand, deck and face-down cards form one pool, and `player`'s own deck is reshuffled.
        Its `observation(player)` equals this state's."""
        copy = self.clone()
        rival = 1 - player
        spots = [c for c in copy.fields[rival] if c and (c["pos"] == FACEDOWN or copy.phase == "setup")]
        pool = copy.hands[rival] + copy.decks[rival] + [c["id"] for c in spots]
        rng.shuffle(pool)
        n_hand, n_deck = len(copy.hands[rival]), len(copy.decks[rival])
        copy.hands[rival] = pool[:n_hand]
        copy.decks[rival] = pool[n_hand:n_hand + n_deck]
        for cell, card in zip(spots, pool[n_hand + n_deck:]):
            cell["id"] = card
        rng.shuffle(copy.decks[player])
        copy._legal = None
        return copy

    # --- saving ------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {key: getattr(self, key) for key in _SAVED}

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> State:
        state = cls(info, None)
        for key in _SAVED:
            setattr(state, key, data[key])
        return state
