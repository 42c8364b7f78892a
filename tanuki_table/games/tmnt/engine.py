"""TMNT TCG rules engine: the turn (Adjust, Set, Event, Item, Flip, Attack) and its decisions.

Rulebook: rules/tmnt.md. The automatic parts (deck moves, effects, the Flip Phase, damage and the
Result step clean-up) live in `rules.RulesMixin`; this module owns the phase machine, the legal
actions, the observation and JSON.
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Action, GameInfo, GameState
from tanuki_table.errors import SetupError

from .cards import Card
from .catalog import card_info, deck_problems, premade_deck_lists, premade_decks, validate_file
from .catalog import load_cards as _load_cards
from .views import TmntAction, TmntObservation, act as _act
from .rules import HAND_SIZE, MAX_ADDED, SLOTS, GameEnded, RulesMixin, seat_name

__all__ = ["State", "TmntAction", "TmntObservation", "new_game", "load_cards", "validate_file",
           "premade_decks", "deck_problems"]


class State(RulesMixin, GameState):
    """One TMNT game in progress (two seats)."""

    GAME_ID = "tmnt"

    def __init__(self, info: GameInfo, seed: int | None) -> None:
        super().__init__(info, seed)
        self.players = 2
        self.deck: list[list[str]] = [[], []]
        self.hand: list[list[str]] = [[], []]
        self.block: list[list[str | None]] = [[None] * SLOTS, [None] * SLOTS]
        self.up: list[list[bool]] = [[False] * SLOTS, [False] * SLOTS]
        self.attack_zone: list[list[str]] = [[], []]
        self.items: list[list[str]] = [[], []]
        self.trash: list[list[str]] = [[], []]
        self.bonus = [0, 0]
        self.deck_hit = [False, False]
        self.keep_queue: list[int] = []
        self.battle: dict[str, Any] | None = None
        self.active = 0
        self.first = 0
        self.turn = 1
        self.phase = "set"
        self.step = "set"
        self.loser: int | None = None

    # --- contract properties -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.loser is not None

    @property
    def winner(self) -> int | None:
        return None if self.loser is None else 1 - self.loser

    @property
    def current_player(self) -> int | None:
        if self.loser is not None:
            return None
        if self.phase == "attack":
            if self.step == "counter":
                return 1 - self.active
            if self.step == "result":
                return self.keep_queue[0]
        return self.active

    # --- what may be done ----------------------------------------------------------------
    def _distinct_hand(self, seat: int, test: Any = None) -> list[str]:
        seen: list[str] = []
        info = card_info()
        for card in self.hand[seat]:
            if card not in seen and (test is None or test(info[card])):
                seen.append(card)
        return seen

    def addable(self) -> list[str]:
        """Attack cards the attacker may add now (attribute rule, Forceful third, limit 3)."""
        a = self.active
        info = card_info()
        lead = info[self.block[a][0]]
        zone = self.attack_zone[a]
        if lead.type != "character" or len(zone) >= MAX_ADDED:
            return []
        used = {lead.attribute, *(info[c].attribute for c in zone)} - {"none"}
        n = len(zone)
        return self._distinct_hand(a, lambda c: c.type == "attack" and c.subtype != "forceful_counter"
                                   and (c.subtype != "forceful" or n >= 2)
                                   and (c.attribute == "none" or c.attribute not in used))

    def counters(self) -> list[str]:
        """Counter and Forceful Counter cards the defender may place."""
        return self._distinct_hand(1 - self.active, lambda c: c.subtype in ("counter", "forceful_counter"))

    def _legal_actions(self) -> list[Action]:
        a = self.active
        phase = self.phase
        if phase == "adjust":
            return [_act("discard", c) for c in self._distinct_hand(a)]
        if phase == "set":
            slot = self.block[a].index(None) + 1
            return [_act("set", c, slot) for c in self._distinct_hand(a)]
        if phase == "event":
            cards = self._distinct_hand(a, lambda c: c.type == "event" and c.subtype != "flip")
            return [*(_act("event", c) for c in cards), _act("pass", where="event")]
        if phase == "item":
            cards = self._distinct_hand(a, lambda c: c.type == "item")
            return [*(_act("item", c) for c in cards), _act("pass", where="item")]
        step = self.step
        if step == "attack":
            return [*(_act("add_attack", c) for c in self.addable()), _act("pass", where="attack")]
        if step == "counter":
            return [*(_act("counter", c) for c in self.counters()), _act("pass", where="counter")]
        seat = self.keep_queue[0]
        return [*(_act("keep", self.block[seat][i], i + 1) for i in self.keep_choices(seat)),
                _act("pass", where="result")]

    # --- doing it ------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, TmntAction)
        try:
            self._do(action)
            self._run()
        except GameEnded:
            pass

    def _do(self, action: TmntAction) -> None:
        kind, card = action.kind, action.card
        seat = self.current_player
        assert seat is not None
        name = card_info()[card].name if card else ""
        who = seat_name(seat)
        if kind == "discard":
            self.hand[seat].remove(card)
            self.trash[seat].append(card)
            self.note(f"{who} discards {name} to bring the hand to {HAND_SIZE}.")
        elif kind == "set":
            self.hand[seat].remove(card)
            i = self.block[seat].index(None)
            self.block[seat][i] = card
            self.up[seat][i] = False
            self.note(f"{who} sets a card face down in Block Zone slot {i + 1}.", seat,
                      f"You set {name} face down in Block Zone slot {i + 1}.")
        elif kind == "event":
            self.hand[seat].remove(card)
            self.note(f"{who} plays the event {name}.")
            self._enter("item")
            try:
                self._fire(seat, card, "play")
            finally:  # used up, even when its effect ends the game
                self.trash[seat].append(card)
        elif kind == "item":
            self.hand[seat].remove(card)
            self.items[seat].append(card)
            self.note(f"{who} puts {name} into the Item Zone.")
            self._enter("flip")
        elif kind in ("add_attack", "counter"):
            self.hand[seat].remove(card)
            self.note(f"{who} {'adds the attack' if kind == 'add_attack' else 'counters with'} {name}.")
            try:
                self._fire(seat, card, "play")
            finally:  # Play effect first, then the card is placed
                self.attack_zone[seat].append(card)
            if kind == "counter":
                self.step = "forward"
        elif kind == "keep":
            self.note(f"{who} keeps {name} face up in Block Zone slot {action.slot}.")
            self._clean_up(seat, (action.slot or 1) - 1)
            self.keep_queue.pop(0)
        else:  # pass
            self._pass(seat)

    def _pass(self, seat: int) -> None:
        phase, step = self.phase, self.step
        if phase == "event":
            self._enter("item")
        elif phase == "item":
            self._enter("flip")
        elif step == "attack":
            self.step = "counter"
        elif step == "counter":
            self.note(f"{seat_name(seat)} does not counter.")
            self.step = "forward"
        elif step == "result":
            self._clean_up(seat, None)
            self.keep_queue.pop(0)

    def _run(self) -> None:
        """Carry out automatic steps until someone must decide (or the game ends)."""
        while True:
            a = self.active
            phase = self.phase
            if phase == "adjust":
                hand = self.hand[a]
                if len(hand) > HAND_SIZE:
                    return
                self._draw(a, HAND_SIZE - len(hand))
                empty = self.block[a].count(None)
                self._draw(a, 1 + empty)
                self._enter("set")
                self._pack(a)
            elif phase == "set":
                if None in self.block[a] and self.hand[a]:
                    return
                self._enter("event")
            elif phase in ("event", "item"):
                return  # always offered (pass-only with nothing to play): every phase is visible
            elif phase == "flip":
                if self._flip_phase():
                    self._enter("attack")
                    self.step = "attack"
                    lead = self.block[a][0]
                    self.battle = {"attacker": a, "turn": self.turn, "lead": lead, "hits": []}
                    what = card_info()[lead]
                    self.note(f"Attack Phase: {seat_name(a)} attacks with {what.name} (power {what.power})"
                              + ("." if what.type == "character" else ", an attack card alone."))
                else:
                    self._end_turn()
            else:
                step = self.step
                if step == "attack":
                    lead = card_info()[self.block[a][0]]
                    if lead.type == "character" and len(self.attack_zone[a]) < MAX_ADDED:
                        return  # offered even with nothing to add (pass = attack now)
                    self.step = "counter"
                elif step == "counter":
                    if self.attack_zone[a]:
                        return  # offered even without counters, so the skip tells the attacker nothing
                    if not self.attack_zone[a]:
                        self.note("No attack cards were added: the attack cannot be countered.")
                    self.step = "forward"
                elif step == "forward":
                    self._forward()
                    self.step = "result"
                    self._start_result()
                else:
                    if self.keep_queue:
                        return
                    self._end_turn()

    def _enter(self, phase: str) -> None:
        self.phase = self.step = phase

    def _pack(self, seat: int) -> None:
        """Set Phase: slide Block Zone cards left, keeping their order and facing."""
        pairs = [(c, u) for c, u in zip(self.block[seat], self.up[seat]) if c is not None]
        pad = SLOTS - len(pairs)
        self.block[seat] = [c for c, _ in pairs] + [None] * pad
        self.up[seat] = [u for _, u in pairs] + [False] * pad

    def _end_turn(self) -> None:
        self.active = 1 - self.active
        self.turn += 1
        self.bonus = [0, 0]
        self.deck_hit = [False, False]
        self.note(f"Turn {self.turn}: {seat_name(self.active)}.")
        self._enter("adjust")

    # --- what a seat sees ----------------------------------------------------------------
    def observation(self, player: int) -> TmntObservation:
        phase = self.phase
        if phase == "attack" and self.step != "attack":
            phase = f"attack_{self.step}"
        block = [
            [None if c is None else {"id": c if (u or s == player) else None, "face_up": u}
             for c, u in zip(self.block[s], self.up[s])]
            for s in range(2)
        ]
        return TmntObservation(
            game="tmnt", player=player, current_player=self.current_player, is_over=self.is_over,
            winner=self.winner, phase=phase, step=self.step, turn=self.turn, active=self.active,
            hand=list(self.hand[player]), hand_sizes=[len(h) for h in self.hand], block=block,
            attack_zone=[list(z) for z in self.attack_zone], items=[list(z) for z in self.items],
            deck_size=[len(d) for d in self.deck], trash=[list(t) for t in self.trash],
            deck_hit=list(self.deck_hit),
            battle=None if self.battle is None else {**self.battle, "hits": list(self.battle["hits"])},
        )

    # --- JSON ------------------------------------------------------------------------------
    _FIELDS = ("deck", "hand", "block", "up", "attack_zone", "items", "trash", "bonus", "deck_hit",
               "keep_queue", "battle", "active", "first", "turn", "phase", "step", "loser")

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._FIELDS}

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> State:
        state = cls(info, None)
        for name in cls._FIELDS:
            setattr(state, name, data[name])
        return state


def load_cards(folder: Any = None) -> list[Card]:
    """Every TMNT card (see catalog.load_cards)."""
    return _load_cards(folder)


def new_game(info: GameInfo, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
             shuffle: bool, first_player: int | None) -> State:
    """Set up: 5-card hands, 4 face-down Block Zone cards each; the first player skips Adjust."""
    if decks is None:
        lists = premade_deck_lists()
        decks = [list(lists[0][2]), list(lists[1 % len(lists)][2])]
    if len(decks) != 2:
        raise SetupError(f"TMNT needs one deck per player (2), not {len(decks)}")
    for seat, deck in enumerate(decks):
        problems = deck_problems(list(deck))
        if problems:
            raise SetupError(f"deck {seat + 1} is not legal: {'; '.join(problems)}")
    state = State(info, seed)
    for seat in range(2):
        deck = list(decks[seat])
        if shuffle:
            state.rng.shuffle(deck)
        state.hand[seat] = deck[:HAND_SIZE]
        state.block[seat] = deck[HAND_SIZE:HAND_SIZE + SLOTS]
        state.deck[seat] = deck[HAND_SIZE + SLOTS:]
    state.first = state.active = state.rng.randrange(2) if first_player is None else first_player
    for seat in range(2):
        state.note(f"{seat_name(seat)} draws 5 cards and sets 4 face down in the Block Zone.", seat,
                   f"Your hand: {', '.join(card_info()[c].name for c in state.hand[seat])}.")
    state.note(f"Turn 1: {seat_name(state.active)} goes first and skips the Adjust Phase.")
    state._enter("set")
    try:
        state._run()
    except GameEnded:
        pass
    return state

