"""The TMNT game state: the turn (Adjust, Set, Event, Item, Flip, Attack), its decisions, copies.

Rulebook: rules/tmnt.md. The automatic parts (deck moves, effects, the Flip Phase, damage and the
Result step clean-up) live in rules.py; this module owns the phase machine, the legal
actions, JSON, fast copies and `sample_hidden`.
"""

from __future__ import annotations

import random
from contextlib import suppress
from typing import TYPE_CHECKING, Any, Callable

from tanuki_table.core.dealing import deal, shuffle, world
from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.jsontypes import JSONObject

from .actions import TmntAction, act
from .cards import CardInfo
from .observation import BattleView, build
from .rules import Battle, GameEnded, Numbers, boost_of, clean_up, draw, fire, flip_phase, forward
from .rules import keep_choices, lead_power, numbers, start_result
from .story import STORY

if TYPE_CHECKING:
    from .plugin import Tmnt

class State(GameState):
    """One TMNT game in progress (two seats)."""

    info: Tmnt
    story = STORY

    def __init__(self, info: Tmnt, seed: int | None, rng: random.Random | None = None) -> None:
        super().__init__(info, seed, rng)
        self.cat = cat = info.catalogue
        self.info_of = cat.info
        rules = cat.rules
        self.slots = slots = rules.slots
        self.players = 2
        self.deck: list[list[str]] = [[], []]
        self.hand: list[list[str]] = [[], []]
        self.block: list[list[str | None]] = [[None] * slots, [None] * slots]
        self.up: list[list[bool]] = [[False] * slots, [False] * slots]
        self.attack_zone: list[list[str]] = [[], []]
        self.items: list[list[str]] = [[], []]
        self.trash: list[list[str]] = [[], []]
        self.bonus = [0, 0]
        self.deck_hit = [False, False]
        self.keep_queue: list[int] = []
        self.battle: Battle | None = None
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

    def turn_number(self) -> int | None:
        """The turn count, as the observations' `turn`."""
        return self.turn

    def how_ended(self) -> str:
        """A deck that could not pay: "deck-out" (a draw) or "damage" (a discard), from the log's `lose`."""
        how = next((e.args[0] for e in reversed(self.log) if e.word == "lose"), "draw")
        return "damage" if how == "discard" else "deck-out"

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
    def _distinct_hand(self, seat: int, test: Callable[[CardInfo], bool] | None = None) -> list[str]:
        info = self.info_of
        return [card for card in dict.fromkeys(self.hand[seat]) if test is None or test(info[card])]

    def addable(self) -> list[str]:
        """Attack cards the attacker may add now (attribute rule, Forceful late, the limit)."""
        a = self.active
        info = self.info_of
        lead_id = self.block[a][0]
        zone = self.attack_zone[a]
        rules = self.cat.rules
        if lead_id is None or info[lead_id].type != "character" or len(zone) >= rules.max_added:
            return []
        used = {info[lead_id].attribute, *(info[c].attribute for c in zone)}
        late = len(zone) + 1 >= rules.forceful_from
        return self._distinct_hand(a, lambda c: c.type == "attack" and c.subtype != "forceful_counter"
                                   and (c.subtype != "forceful" or late) and c.attribute not in used)

    def counters(self) -> list[str]:
        """Counter and Forceful Counter cards the defender may place."""
        return self._distinct_hand(1 - self.active, lambda c: c.subtype in ("counter", "forceful_counter"))

    def _legal_actions(self) -> list[Action]:
        a = self.active
        cat = self.cat
        phase = self.phase
        if phase == "adjust":
            return [act(cat, "discard", c) for c in self._distinct_hand(a)]
        if phase == "set":
            slot = self.block[a].index(None) + 1
            return [act(cat, "set", c, slot) for c in self._distinct_hand(a)]
        if phase in ("event", "item"):  # a Flip event works only when turned face up
            cards = self._distinct_hand(a, lambda c: c.type == phase and c.subtype != "flip")
            return [*(act(cat, phase, c) for c in cards), act(cat, "pass", where=phase)]
        step = self.step
        if step in ("attack", "counter"):
            n = numbers(self)
            raw = n.power + n.added - n.counter + n.boost - n.armor
            info = self.info_of
            if step == "attack":
                return [*(act(cat, "add_attack", c, damage=max(0, raw + info[c].power + boost_of(info[c])))
                          for c in self.addable()), act(cat, "pass", where="attack", damage=n.damage)]
            return [*(act(cat, "counter", c, damage=max(0, raw - info[c].power - boost_of(info[c])))
                      for c in self.counters()), act(cat, "pass", where="counter", damage=n.damage)]
        seat = self.keep_queue[0]
        return [*(act(cat, "keep", self.block[seat][i], i + 1) for i in keep_choices(self, seat)),
                act(cat, "pass", where="result")]

    # --- doing it ------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert isinstance(action, TmntAction)
        with suppress(GameEnded):
            self._do(action)
            self._run()

    def _do(self, action: TmntAction) -> None:
        kind, card = action.kind, action.card
        seat = self.current_player
        assert seat is not None
        if card is None:
            self._pass(seat)
            return
        if kind != "keep":
            self.hand[seat].remove(card)
        if kind == "discard":
            self.trash[seat].append(card)
            self.emit("discard", seat, card, self.cat.rules.hand_size)
        elif kind == "set":
            i = self.block[seat].index(None)
            self.block[seat][i] = card
            self.up[seat][i] = False
            self.emit("set", seat, i + 1, hidden=(card,))
        elif kind == "event":
            self.emit("event", seat, card)
            try:
                fire(self, seat, card, "play")
            finally:  # used up, even when its effect ends the game
                self.trash[seat].append(card)
            self._enter("item")
        elif kind == "item":
            self.items[seat].append(card)
            self.emit("item", seat, card)
            self._enter("flip")
        elif kind in ("add_attack", "counter"):
            power = self.info_of[card].power
            self.emit("add" if kind == "add_attack" else "counter", seat, card, power)
            try:
                fire(self, seat, card, "play")
            finally:  # Play effect first, then the card is placed
                self.attack_zone[seat].append(card)
            if kind == "counter":
                self._step("forward")
        elif kind == "keep":
            self.emit("keep", seat, card, action.slot)
            clean_up(self, seat, (action.slot or 1) - 1)
            self.keep_queue.pop(0)

    def _pass(self, seat: int) -> None:
        phase, step = self.phase, self.step
        if phase in ("event", "item"):
            self._enter("item" if phase == "event" else "flip")
        elif step == "attack":
            self._step("counter")
        elif step == "counter":
            self.emit("no_counter", seat)
            self._step("forward")
        elif step == "result":
            clean_up(self, seat, None)
            self.keep_queue.pop(0)

    def _run(self) -> None:
        """Carry out automatic steps until someone must decide (or the game ends)."""
        hand_size = self.cat.rules.hand_size
        while True:
            a = self.active
            phase = self.phase
            if phase == "adjust":
                hand = self.hand[a]
                if len(hand) > hand_size:
                    return
                draw(self, a, hand_size - len(hand))
                draw(self, a, 1 + self.block[a].count(None))
                self._enter("set")
                self._pack(a)
            elif phase == "set":
                if None in self.block[a] and self.hand[a]:
                    return
                self._enter("event")
            elif phase in ("event", "item"):
                return  # always offered (pass-only with nothing to play): every phase is visible
            elif phase == "flip":
                if flip_phase(self):
                    self._enter("attack")
                    lead = self.block[a][0]
                    assert lead is not None
                    self.battle = Battle(a, self.turn, lead)
                    what = self.info_of[lead]
                    power, extra = lead_power(self, a)
                    self.emit("attack", a, lead, power, what.power, extra, what.type == "character")
                else:
                    self._end_turn()
            else:
                step = self.step
                if step == "attack":
                    leader = self.info_of[self.block[a][0] or ""]
                    if leader.type == "character" and len(self.attack_zone[a]) < self.cat.rules.max_added:
                        return  # offered even with nothing to add (pass = attack now)
                    self._step("counter")
                elif step == "counter":
                    if self.attack_zone[a]:
                        return  # offered even without counters, so the skip tells the attacker nothing
                    self.emit("uncounterable")
                    self._step("forward")
                elif step == "forward":
                    forward(self)
                    self._step("result")
                    start_result(self)
                else:
                    if self.keep_queue:
                        return
                    self._end_turn()

    def _enter(self, phase: str) -> None:
        self.phase = self.step = phase
        self.emit("phase", self.active, phase)

    def _step(self, step: str) -> None:
        self.step = step
        self.emit("step", None, step)

    def _pack(self, seat: int) -> None:
        """Set Phase: slide Block Zone cards left, keeping their order and facing."""
        pairs = [(c, u) for c, u in zip(self.block[seat], self.up[seat]) if c is not None]
        pad = self.slots - len(pairs)
        self.block[seat] = [c for c, _ in pairs] + [None] * pad
        self.up[seat] = [u for _, u in pairs] + [False] * pad

    def _end_turn(self) -> None:
        self.active = 1 - self.active
        self.turn += 1
        self.bonus = [0, 0]
        self.deck_hit = [False, False]
        self.emit("turn", self.active, self.turn)
        self._enter("adjust")

    # --- what a seat sees ----------------------------------------------------------------
    def battle_view(self) -> BattleView | None:
        """The current or latest battle with its numbers (what it would deal now, until dealt)."""
        b = self.battle
        if b is None:
            return None
        live = b.numbers is None and self.phase == "attack" and b.turn == self.turn
        n: Numbers | None = numbers(self) if live else b.numbers
        if n is None:
            return BattleView(attacker=b.attacker, turn=b.turn, lead=b.lead, power=0)
        return BattleView(attacker=b.attacker, turn=b.turn, lead=b.lead, **n._asdict(), dealt=b.numbers is not None,
                          hits=list(b.hits))

    observation = build

    # --- JSON ------------------------------------------------------------------------------
    SAVED = ("deck", "hand", "block", "up", "attack_zone", "items", "trash", "bonus", "deck_hit",
             "keep_queue", "active", "first", "turn", "phase", "step", "loser")
    COPIED = ("battle",)

    can_sample_hidden = True

    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with what `player` has seen: the rival's hand, face-down Block
        Zone cards and deck dealt afresh from those same cards, `player`'s own deck reshuffled (see
        `core.dealing`)."""
        new = world(self, rng)
        rival = 1 - player
        hand, deck, block, up = new.hand[rival], new.deck[rival], new.block[rival], new.up[rival]
        hidden = [i for i in range(self.slots) if block[i] is not None and not up[i]]
        down = [card for i in hidden if (card := block[i]) is not None]
        new.hand[rival], down, new.deck[rival] = deal(rng, hand + down + deck, len(hand), len(down), len(deck))
        for i, card in zip(hidden, down):
            block[i] = card
        shuffle(rng, new.deck[player])
        return new

    def save_more(self, data: JSONObject) -> None:
        b = self.battle
        data["battle"] = None if b is None else {
            "attacker": b.attacker, "turn": b.turn, "lead": b.lead, "hits": b.hits,
            "numbers": None if b.numbers is None else list(b.numbers)}

    def load_more(self, data: dict[str, Any]) -> None:
        b = data["battle"]
        if b is not None:
            numbers = None if b["numbers"] is None else Numbers(*b["numbers"])
            self.battle = Battle(b["attacker"], b["turn"], b["lead"], numbers, list(b["hits"]))


__all__ = ["State"]
