"""The Pikmin TCG rules engine (seed rulebook 002; rulings in rules/pikmin.md).

Setup: each seat chooses its original leader and its space (face down) and draws 5; then each
may place one more card face down; a coin decides who starts and every field card turns face up.
A turn: draw, standby effects, the Action phase (play, move, once-each-turn effects), the Attack
phase. The state is plain lists of card ids: a field entry is [id, counters, atk change, flags].
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Action, GameInfo, GameState
from tanuki_table.errors import SetupError

from . import actions as act
from .catalog import deck_problems, load_cards, premade_decks, validate_file
from .observe import PikminObservation, observe
from .resolve import EffectsMixin
from .rules import ATTACKED, FIELD_SPACES, OPENING_HAND, QUIET_TURN_LIMIT, TURN_LIMIT, USED, attack_bonus, infos, row_of, space_name

PikminAction = act.PikminAction

__all__ = ["PikminAction", "PikminObservation", "State", "deck_problems", "load_cards", "new_game", "premade_decks", "validate_file"]


class State(EffectsMixin, GameState):
    """A Pikmin TCG game in progress."""

    GAME_ID = "pikmin"

    def __init__(self, info: GameInfo, seed: int | None) -> None:
        super().__init__(info, seed)
        self.players = 2
        self.decks: list[list[str]] = [[], []]
        """Each deck, top card LAST (so drawing is pop())."""
        self.hands: list[list[str]] = [[], []]
        self.discards: list[list[str]] = [[], []]
        self.fields: list[list[Any]] = [[None] * FIELD_SPACES, [None] * FIELD_SPACES]
        self.leader_pos: list[int | None] = [None, None]
        self.phase = "choose_leader"
        self.seat: int | None = 0
        self.turn = 0
        self.first: int | None = None
        self.revealed = False
        self.quiet = 0
        self.mark = [0, 0]
        """Leader counters at the start of the turn (stalemate guard)."""
        self.over = False
        self._winner: int | None = None

    # --- contract -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.seat

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winner(self) -> int | None:
        return self._winner

    def _leaves(self, seat: int) -> int:
        table = infos()
        return sum(table[e[0]].leaves for e in self.fields[seat] if e is not None)

    def _legal_actions(self) -> list[Action]:
        s = self.seat
        assert s is not None
        phase = self.phase
        if phase == "choose_leader":
            return act.choose_leader_actions(self.decks[s])
        if phase == "place":
            return act.place_actions(self.hands[s], self.fields[s], self._leaves(s))
        if phase == "action":
            return act.action_phase_actions(self.hands[s], self.fields[s], self.fields[1 - s], self._leaves(s))
        return act.attack_actions(self.fields[s], self.fields[1 - s])

    def _apply(self, action: Action) -> None:
        assert isinstance(action, PikminAction)
        kind = action.kind
        s = self.seat
        assert s is not None
        if kind == "choose_leader":
            self._choose_leader(s, action)
        elif kind == "place":
            self._place(s, action)
        elif kind == "pass" and self.phase == "place":
            self.note(f"{self._who(s)} places no second card")
            self._after_place(s)
        elif kind == "pass":
            self.phase = "attack"
            self.note(f"{self._who(s)} goes to the Attack phase")
        elif kind == "end_turn":
            self._end_turn()
        elif kind == "play":
            self._play(s, action)
        elif kind == "move":
            name = infos()[action.card].name
            self._relocate(s, action.source, action.space)
            self.note(f"{self._who(s)} moves {name} from {space_name(action.source)} to {space_name(action.space)}")
        elif kind == "effect":
            self._use_effect(s, action)
        elif kind == "attack":
            self._attack(s, action)

    # --- setup ----------------------------------------------------------------------------------
    def _choose_leader(self, s: int, action: PikminAction) -> None:
        deck = self.decks[s]
        top = len(deck) - 1 - deck[::-1].index(action.card)  # topmost copy (the top is last)
        del deck[top]
        self.fields[s][action.space] = [action.card, 0, 0, 0]
        self.leader_pos[s] = action.space
        self.note(f"{self._who(s)} places their leader face down", s,
                  f"You place {infos()[action.card].name} face down at {space_name(action.space)} as your leader")
        self._draw(s, OPENING_HAND)
        if s == 0:
            self.seat = 1
        else:
            self.phase, self.seat = "place", 0

    def _place(self, s: int, action: PikminAction) -> None:
        self.hands[s].remove(action.card)
        self.fields[s][action.space] = [action.card, 0, 0, 0]
        self.note(f"{self._who(s)} places a card face down", s,
                  f"You place {infos()[action.card].name} face down at {space_name(action.space)}")
        self._after_place(s)

    def _after_place(self, s: int) -> None:
        if s == 0:
            self.seat = 1
            return
        self.revealed = True
        for seat in (0, 1):
            names = ", ".join(f"{infos()[e[0]].name} at {space_name(i)}" for i, e in enumerate(self.fields[seat]) if e)
            self.note(f"{self._who(seat)} turns face up: {names}")
        if self.first is None:
            self.first = self.rng.randrange(2)
            self.note(f"Coin flip: {self._who(self.first)} goes first")
        else:
            self.note(f"{self._who(self.first)} goes first")
        self._start_turn(self.first)

    # --- turns ----------------------------------------------------------------------------------
    def _leader_counters(self, s: int) -> int:
        pos = self.leader_pos[s]
        entry = self.fields[s][pos] if pos is not None else None
        return entry[1] if entry else 0

    def _start_turn(self, s: int) -> None:
        self.turn += 1
        self.seat = s
        self.mark = [self._leader_counters(0), self._leader_counters(1)]
        self.note(f"Turn {self.turn}: {self._who(s)}")
        self._draw(s)
        field = self.fields[s]
        waiting = [(i, e[0]) for i, e in enumerate(field) if e is not None and "standby" in infos()[e[0]].triggers]
        for index, card in waiting:  # each card present at the start of Standby, once
            if field[index] is not None and field[index][0] == card:
                self._trigger("standby", s, index)
        if self._settle():
            return
        self.phase = "action"

    def _end_turn(self) -> None:
        s = self.seat
        assert s is not None
        self.note(f"{self._who(s)} ends the turn")
        for field in self.fields:
            for entry in field:
                if entry is not None:
                    entry[2] = 0
                    entry[3] = 0
        hurt = any(self._leader_counters(p) > self.mark[p] for p in (0, 1))
        self.quiet = self.quiet + 1 if not hurt and not self.decks[0] and not self.decks[1] else 0
        if self.quiet >= QUIET_TURN_LIMIT:
            self.note(f"Both decks are empty and no leader was hurt for {QUIET_TURN_LIMIT} turns: the game is a draw")
            self._finish([0, 1])
            return
        if self.turn >= TURN_LIMIT:
            self.note(f"Turn {TURN_LIMIT} is over: the game is a draw")
            self._finish([0, 1])
            return
        self._start_turn(1 - s)

    def _finish(self, losers: list[int]) -> None:
        self.over = True
        self.phase = "over"
        self.seat = None
        if len(losers) == 1:
            loser = losers[0]
            self._winner = 1 - loser
            pos = self.leader_pos[loser]
            name = infos()[self.fields[loser][pos][0]].name if pos is not None and self.fields[loser][pos] else "leader"
            self.note(f"{self._who(loser)}'s leader {name} has no HP left: {self._who(1 - loser)} wins")
        else:
            self._winner = None
            self.note("The game ends in a draw")

    # --- action and attack phases ---------------------------------------------------------------
    def _play(self, s: int, action: PikminAction) -> None:
        self.hands[s].remove(action.card)
        self.fields[s][action.space] = [action.card, 0, 0, 0]
        self.note(f"{self._who(s)} plays {infos()[action.card].name} to {space_name(action.space)}")
        self._trigger("on_play", s, action.space)
        self._settle()

    def _use_effect(self, s: int, action: PikminAction) -> None:
        entry = self.fields[s][action.source]
        entry[3] |= USED
        chosen = None
        if action.target_space is not None:
            chosen = (s if action.target_side == "ally" else 1 - s, action.target_space)
        self.note(f"{self._who(s)} uses {infos()[action.card].name}'s effect")
        self._trigger("once_each_turn", s, action.source, chosen=chosen)
        self._settle()

    def _attack(self, s: int, action: PikminAction) -> None:
        opp = 1 - s
        table = infos()
        entry = self.fields[s][action.source]
        entry[3] |= ATTACKED
        att = table[entry[0]]
        tgt = table[action.target]
        atk = max(0, att.atk + entry[2])
        amount = atk + attack_bonus(att, tgt.type, row_of(action.source))
        self.note(f"{self._who(s)}: {action.label}")
        self._hit(opp, action.target_space, amount, att.type, f"{self._who(s)}'s {att.name}")
        self._trigger("on_attacked", opp, action.target_space, attacker=(s, action.source, entry[0], att.type))
        self._settle()

    # --- what a seat sees -----------------------------------------------------------------------
    def observation(self, player: int) -> PikminObservation:
        return observe(self, player)

    def sample_hidden(self, player: int, rng: Any) -> State:
        """A copy whose hidden parts (the rival's hand, both deck orders) are redealt at random;
        its `observation(player)` equals this one's. Face-down setup cards are kept as they are."""
        copy = self.clone()
        assert isinstance(copy, State)
        rival = 1 - player
        pool = copy.hands[rival] + copy.decks[rival]
        rng.shuffle(pool)
        size = len(copy.hands[rival])
        copy.hands[rival], copy.decks[rival] = pool[:size], pool[size:]
        rng.shuffle(copy.decks[player])
        copy._legal = None
        return copy

    # --- saving ---------------------------------------------------------------------------------
    _KEYS = ("decks", "hands", "discards", "fields", "leader_pos", "phase", "seat", "turn", "first",
             "revealed", "quiet", "mark", "over")

    def to_dict(self) -> dict[str, Any]:
        data = {key: getattr(self, key) for key in self._KEYS}
        data["winner"] = self._winner
        return data

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> State:
        state = cls(info, None)
        for key in cls._KEYS:
            setattr(state, key, data[key])
        state._winner = data["winner"]
        return state


# --- module functions of the contract ------------------------------------------------------------
def new_game(info: GameInfo, players: int, seed: int | None, variant: str | None,
             decks: list[list[str]] | None, shuffle: bool, first_player: int | None) -> State:
    """Start a game (see ENGINE_API.md)."""
    if players != 2:
        raise SetupError(f"Pikmin TCG is for 2 players, not {players}")
    state = State(info, seed)
    if decks is None:
        premade = list(premade_decks().values())
        decks = state.rng.sample(premade, 2)
    if len(decks) != 2:
        raise SetupError(f"Pikmin TCG needs 2 decks, not {len(decks)}")
    for seat, deck in enumerate(decks):
        problems = deck_problems(list(deck))
        if problems:
            raise SetupError(f"deck {seat + 1} is not legal: " + "; ".join(problems))
    for seat, deck in enumerate(decks):
        order = list(deck)
        if shuffle:
            state.rng.shuffle(order)
        state.decks[seat] = order[::-1]
    state.first = first_player
    state.note("Setup: each player chooses an original leader and places it face down")
    return state
