"""The Pikmin TCG rules engine's state (rules and rulings in rules/pikmin.md).

Setup: each seat chooses its original leader and its space (face down), draws, and may place one
more card face down; a coin decides who starts. A turn: draw, standby effects, the Action phase,
the Attack phase.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.jsontypes import JSONObject

from . import actions as act
from .observation import observe
from .resolve import AttackerRef, EffectsMixin
from .hidden import sample_hidden
from .story import STORY
from .rules import FIELD_SPACES, Slot, attack_bonus, attack_spaces, effective_atk, row_of

if TYPE_CHECKING:
    from .cards import PikminCatalogue, RuleData
    from .plugin import Pikmin


class State(EffectsMixin, GameState):
    """A Pikmin TCG game in progress."""

    info: Pikmin
    story = STORY

    def __init__(self, info: Pikmin, seed: int | None, catalogue: PikminCatalogue | None = None,
                 rng: random.Random | None = None) -> None:
        super().__init__(info, seed, rng)
        self.cat: PikminCatalogue = catalogue if catalogue is not None else info.catalogue
        """The card data this game is played with (shared, never copied)."""
        self.players = 2
        self.variant = "standard"
        self.decks: list[list[str]] = [[], []]
        """Each deck, top card LAST (so drawing is pop())."""
        self.hands: list[list[str]] = [[], []]
        self.known: list[list[str]] = [[], []]
        """Cards in each hand that everyone saw go there (returned from the field or the discard
        pile), until they leave the hand again."""
        self.discards: list[list[str]] = [[], []]
        self.fields: list[list[Slot | None]] = [[None] * FIELD_SPACES, [None] * FIELD_SPACES]
        self.leader_pos: list[int | None] = [None, None]
        self.pending: str | None = None
        """The leader card the current seat chose, waiting for its space."""
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

    def how_ended(self) -> str:
        """A leader with no HP left; a draw by the turn limit, by quiet turns, or both leaders at once."""
        if self._winner is not None:
            return "leader hp"
        if self.turn >= self.rules.turn_limit:
            return "turn limit"
        return "quiet turns" if self.quiet >= self.rules.quiet_turn_limit else "draw"

    def turn_number(self) -> int | None:
        return self.turn

    def _leaves(self, seat: int) -> int:
        infos = self.cat.infos
        return sum([infos[e.card].leaves for e in self.fields[seat] if e is not None])

    def attack_this_turn(self) -> bool:
        """Whether the turn player has an Attack phase this turn."""
        return self.turn > 1 or self.rules.first_turn_attack

    @property
    def rules(self) -> RuleData:
        """The rule numbers as this game's variant plays them."""
        return self.cat.rules_for(self.variant)

    def _legal_actions(self) -> list[Action]:
        s = self.seat
        assert s is not None
        phase, cat = self.phase, self.cat
        if phase == "choose_leader":
            return act.choose_leader_actions(cat, self.decks[s])
        if phase == "leader_space":
            assert self.pending is not None
            return act.leader_space_actions(cat, self.pending)
        if phase == "place":
            return act.place_actions(cat, self.hands[s], self.fields[s], self._leaves(s))
        if phase == "action":
            return act.action_phase_actions(cat, self.hands[s], self.fields[s], self.fields[1 - s], self._leaves(s),
                                             self.leader_pos[s], self.attack_this_turn())
        return act.attack_actions(cat, self.fields[s], self.fields[1 - s])

    def _apply(self, action: Action) -> None:
        assert isinstance(action, act.PikminAction)
        kind = action.kind
        s = self.seat
        assert s is not None
        if kind == "choose_leader":
            assert action.card is not None
            self.pending = action.card
            self.phase = "leader_space"
            self.emit("choose_leader", s, hidden=(action.card,))
        elif kind == "place_leader":
            self._place_leader(s, action)
        elif kind == "place":
            self._place(s, action)
        elif kind == "pass" and self.phase == "place":
            self.emit("place_none", s)
            self._after_place(s)
        elif kind == "pass":
            self._to_attack(s)
        elif kind == "end_turn":
            self._end_turn()
        elif kind == "play":
            self._play(s, action)
        elif kind == "move":
            assert action.source is not None and action.space is not None and action.card is not None
            self._relocate(s, action.source, action.space)
            self.emit("move", s, action.card, action.source, action.space)
        elif kind == "effect":
            self._use_effect(s, action)
        elif kind == "attack":
            self._attack(s, action)

    # --- setup ----------------------------------------------------------------------------------
    def _place_leader(self, s: int, action: act.PikminAction) -> None:
        card, space = action.card, action.space
        assert card is not None and space is not None
        deck = self.decks[s]
        top = len(deck) - 1 - deck[::-1].index(card)  # topmost copy (the top is last)
        del deck[top]
        self.fields[s][space] = Slot(card)
        self.leader_pos[s] = space
        self.pending = None
        self.emit("place_leader", s, hidden=(card, space))
        self._draw(s, self.rules.opening_hand)
        if s == 0:
            self.seat, self.phase = 1, "choose_leader"
        else:
            self.phase, self.seat = "place", 0
            self.emit("setup_place")

    def _place(self, s: int, action: act.PikminAction) -> None:
        assert action.card is not None and action.space is not None
        self._from_hand(s, action.card)
        self.fields[s][action.space] = Slot(action.card)
        self.emit("place", s, hidden=(action.card, action.space))
        self._after_place(s)

    def _after_place(self, s: int) -> None:
        if s == 0:
            self.seat = 1
            return
        if self.first is None:
            self.first = self.rng.randrange(2)
            self.emit("coin", self.first)
        else:
            self.emit("first", self.first)
        self.revealed = True
        for seat in (0, 1):
            self.emit("face_up", seat, tuple((e.card, i) for i, e in enumerate(self.fields[seat]) if e))
        self._start_turn(self.first)

    # --- turns ----------------------------------------------------------------------------------
    def _leader_counters(self, s: int) -> int:
        slot = self._leader_slot(s)
        return slot.counters if slot else 0

    def _start_turn(self, s: int) -> None:
        self.turn += 1
        self.cat.trim()
        self.seat = s
        self.mark = [self._leader_counters(0), self._leader_counters(1)]
        self.emit("turn", s, self.turn, self.attack_this_turn())
        self._draw(s)
        field = self.fields[s]
        infos = self.cat.infos
        waiting = [(i, e.card) for i, e in enumerate(field) if e is not None and "standby" in infos[e.card].triggers]
        for index, card in waiting:  # each card present at the start of Standby, once
            slot = field[index]
            if slot is not None and slot.card == card:
                self._trigger("standby", s, index)
        if self._settle():
            return
        self.phase = "action"
        self.emit("action", s)

    def _to_attack(self, s: int) -> None:
        """Ruling 6: the cards that may attack are fixed as the Attack phase begins."""
        self.phase = "attack"
        field = self.fields[s]
        able = attack_spaces(field)
        for i, slot in enumerate(field):
            if slot is not None:
                slot.may_attack = i in able
        self.emit("attack_phase", s)

    def _end_turn(self) -> None:
        s = self.seat
        assert s is not None
        self.emit("end_turn", s)
        turn = self.turn
        for field in self.fields:
            for slot in field:
                if slot is not None:
                    slot.used = slot.attacked = slot.may_attack = False
                    if slot.boosts:
                        slot.boosts = tuple(b for b in slot.boosts if b.until > turn)
        hurt = any(self._leader_counters(p) > self.mark[p] for p in (0, 1))
        rules = self.rules
        self.quiet = self.quiet + 1 if not hurt and not self.decks[0] and not self.decks[1] else 0
        if self.quiet >= rules.quiet_turn_limit:
            self.emit("quiet_draw", None, rules.quiet_turn_limit)
            self._finish([0, 1])
            return
        if self.turn >= rules.turn_limit:
            self.emit("turn_limit", None, rules.turn_limit)
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
            slot = self._leader_slot(loser)
            self.emit("leader_down", 1 - loser, loser, slot.card if slot else None)
        else:
            self._winner = None
            self.emit("draw_end")

    # --- action and attack phases ---------------------------------------------------------------
    def _play(self, s: int, action: act.PikminAction) -> None:
        assert action.card is not None and action.space is not None
        self._from_hand(s, action.card)
        self.fields[s][action.space] = Slot(action.card)
        self.emit("play", s, action.card, action.space)
        self._trigger("on_play", s, action.space)
        self._settle()

    def _use_effect(self, s: int, action: act.PikminAction) -> None:
        assert action.source is not None and action.card is not None
        slot = self.fields[s][action.source]
        assert slot is not None
        slot.used = True
        side = s if action.target_side == "ally" else 1 - s
        chosen = None if action.target_space is None else (side, action.target_space)
        self.emit("use", s, action.card)
        self._trigger("once_each_turn", s, action.source, chosen=chosen)
        self._settle()

    def _attack(self, s: int, action: act.PikminAction) -> None:
        assert action.source is not None and action.target_space is not None and action.target is not None
        opp = 1 - s
        infos = self.cat.infos
        slot = self.fields[s][action.source]
        assert slot is not None
        slot.attacked = True
        att = infos[slot.card]
        tgt = infos[action.target]
        amount = effective_atk(att, slot) + attack_bonus(att, tgt.type, row_of(action.source))
        self.emit("attack", s, opp, action.target, action.target_space, slot.card, action.source)
        self._hit(opp, action.target_space, amount, att.type, (s, slot.card))
        self._trigger("on_attacked", opp, action.target_space, attacker=AttackerRef(s, action.source, slot.card, att.type))
        self._settle()

    # --- what a seat sees -----------------------------------------------------------------------
    observation = observe
    can_sample_hidden = True
    sample_hidden = sample_hidden
    """A copy consistent with everything `player` has seen, its hidden parts redealt (hidden.py)."""

    # --- saving ---------------------------------------------------------------------------------
    SAVED = ("decks", "hands", "known", "discards", "leader_pos", "pending", "phase", "seat", "turn", "first",
             "revealed", "quiet", "mark", "over")
    COPIED = ("fields",)

    def save_more(self, data: JSONObject) -> None:
        data["fields"] = [[None if e is None else e.to_list() for e in f] for f in self.fields]
        data["winner"] = self._winner
        if self.variant != "standard":
            data["variant"] = self.variant

    def load_more(self, data: dict[str, Any]) -> None:
        self.fields = [[None if e is None else Slot.from_list(e) for e in f] for f in data["fields"]]
        self._winner = data["winner"]
        self.variant = str(data.get("variant", "standard"))
