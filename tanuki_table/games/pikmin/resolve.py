"""Carrying out card effects (each verb of `effects.py` once, here): `EffectsMixin`, mixed into
the engine's `State`, works on its containers and emits every outcome as an event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .rules import FIELD_SPACES, ROW_SIZE, Boost, Slot, damage_taken, other_row_space, row_of

if TYPE_CHECKING:
    from .cards import PikminCatalogue

Spot = tuple[int, int]
"""(seat, field index)."""


class AttackerRef(NamedTuple):
    """The card whose attack triggered an effect."""

    seat: int
    space: int
    card: str
    type: str


class EffectsMixin:
    """Effect resolution, damage, drawing and defeat for the Pikmin `State`."""

    cat: PikminCatalogue
    fields: list[list[Slot | None]]
    hands: list[list[str]]
    decks: list[list[str]]
    discards: list[list[str]]
    known: list[list[str]]
    leader_pos: list[int | None]
    turn: int

    if TYPE_CHECKING:  # provided by GameState and the State
        def emit(self, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None: ...

        def _finish(self, losers: list[int]) -> None: ...

    # --- small steps ----------------------------------------------------------------------------
    def _leader_slot(self, seat: int) -> Slot | None:
        """`seat`'s original leader on its field (None before it is placed)."""
        pos = self.leader_pos[seat]
        return self.fields[seat][pos] if pos is not None else None

    def _draw(self, seat: int, count: int = 1) -> None:
        """Draw `count` cards; an empty deck skips the draw (it never loses the game)."""
        for _ in range(count):
            deck = self.decks[seat]
            if not deck:
                self.emit("no_draw", seat)
                return
            card = deck.pop()
            self.hands[seat].append(card)
            self.emit("draw", seat, hidden=(card,))

    def _from_hand(self, seat: int, card: str) -> None:
        """Take a card out of a hand (a publicly known copy first)."""
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _hit(self, seat: int, index: int, amount: int, dtype: str, source: tuple[int, str]) -> int:
        """Put `amount` damage of type `dtype` on a card (after resistance/weakness) from `source`
        (the seat and card dealing it); returns counters placed."""
        slot = self.fields[seat][index]
        if slot is None:
            return 0
        info = self.cat.infos[slot.card]
        dealt = damage_taken(info, amount, dtype, row_of(index))
        slot.counters += dealt
        self.emit("hit", seat, *source, dealt, dtype, slot.card, max(0, info.hp - slot.counters), info.hp, amount)
        return dealt

    def _relocate(self, seat: int, src: int, dst: int) -> None:
        """Move a field card to an empty space of the same field (keeps counters and marks)."""
        field = self.fields[seat]
        field[dst], field[src] = field[src], None
        if self.leader_pos[seat] == src:
            self.leader_pos[seat] = dst

    def _to_hand(self, seat: int, index: int) -> None:
        """Return a field card to its owner's hand (not the original leader: it stays)."""
        slot = self.fields[seat][index]
        if slot is None:
            return
        if self.leader_pos[seat] == index:
            self.emit("cannot_leave", seat, slot.card)
            return
        self.fields[seat][index] = None
        self.hands[seat].append(slot.card)
        self.known[seat].append(slot.card)
        self.emit("returns", seat, slot.card)

    # --- the verbs ------------------------------------------------------------------------------
    def _resolve(self, effect: Any, seat: int, pos: int | None, card: str, attacker: AttackerRef | None = None,
                 chosen: Spot | None = None) -> None:
        """Carry out one effect of `card` (owned by `seat`, at `pos`, or None once it has left)."""
        if effect.if_row is not None and (pos is None or row_of(pos) != effect.if_row):
            return
        if effect.if_attack_type is not None and (attacker is None or attacker.type not in effect.if_attack_type):
            return
        verb = effect.verb
        infos = self.cat.infos
        info = infos[card]
        fields = self.fields
        slot_here = fields[seat][pos] if pos is not None else None
        here = (seat, pos) if pos is not None and slot_here is not None and slot_here.card == card else None
        source = (seat, card)
        if verb == "damage":
            for ts, ti in self._spots(effect.target, seat, here, attacker, chosen):
                self._hit(ts, ti, effect.amount, effect.damage_type, source)
        elif verb == "heal":
            for ts, ti in self._spots(effect.target, seat, here, attacker, chosen):
                slot = fields[ts][ti]
                assert slot is not None
                healed = min(slot.counters, effect.amount)
                slot.counters -= healed
                if healed:
                    self.emit("healed", ts, *source, healed, slot.card)
                else:
                    self.emit("heal_nothing", ts, *source, slot.card)
        elif verb == "draw":
            self._draw(seat, effect.count)
        elif verb == "move":
            self._move_effect(effect, seat, here, attacker, chosen, source)
        elif verb == "atk_change":
            until = self.turn if effect.lasts == "turn" else self.turn + 1
            sign = "+" if effect.amount > 0 else ""
            for ts, ti in self._spots(effect.target, seat, here, attacker, chosen):
                slot = fields[ts][ti]
                assert slot is not None
                if effect.only_type and infos[slot.card].type != effect.only_type:
                    continue
                slot.boosts = (*slot.boosts, Boost(info.name, effect.amount, until))
                self.emit("boost", ts, slot.card, sign, effect.amount, effect.lasts, card)

    def _spots(self, target: str, seat: int, here: Spot | None, attacker: AttackerRef | None,
               chosen: Spot | None) -> list[Spot]:
        """The cards still on the field that an effect of `seat`'s card (at `here`) names by `target`."""
        if target in ("chosen_enemy", "chosen_ally"):
            return [chosen] if chosen and self.fields[chosen[0]][chosen[1]] is not None else []
        if target == "self":
            return [here] if here else []
        if target == "attacker":
            if attacker is not None:
                slot = self.fields[attacker.seat][attacker.space]
                if slot is not None and slot.card == attacker.card:
                    return [(attacker.seat, attacker.space)]
            return []
        if target == "leader":
            pos = self.leader_pos[seat]
            return [(seat, pos)] if pos is not None and self.fields[seat][pos] is not None else []
        side = seat if target == "all_allies" else 1 - seat
        rows = {"enemy_front_row": range(ROW_SIZE), "enemy_back_row": range(ROW_SIZE, FIELD_SPACES)}
        field = self.fields[side]
        return [(side, i) for i in rows.get(target, range(FIELD_SPACES)) if field[i] is not None]

    def _move_effect(self, effect: Any, seat: int, here: Spot | None, attacker: AttackerRef | None, chosen: Spot | None,
                     source: tuple[int, str]) -> None:
        what = effect.card
        if what == "discard_top":
            pile = self.discards[seat]
            if pile:
                card = pile.pop()
                self.hands[seat].append(card)
                self.known[seat].append(card)
                self.emit("salvage", seat, *source, card)
            return
        spots = self._spots(what, seat, here, attacker, chosen)
        if not spots:
            return
        ts, ti = spots[0]
        if effect.to == "hand":
            self._to_hand(ts, ti)
            return
        dst = other_row_space(self.fields[ts], ti)
        if dst is None:
            return
        slot = self.fields[ts][ti]
        assert slot is not None
        self._relocate(ts, ti, dst)
        self.emit("moved", ts, *source, slot.card, ti, dst)

    def _trigger(self, trigger: str, seat: int, pos: int, attacker: AttackerRef | None = None, chosen: Spot | None = None) -> None:
        """Resolve every effect with `trigger` of the card at (seat, pos), in card order."""
        slot = self.fields[seat][pos]
        if slot is None:
            return
        card = slot.card
        for effect in self.cat.infos[card].triggers.get(trigger, ()):
            self._resolve(effect, seat, pos, card, attacker, chosen)

    # --- defeat ---------------------------------------------------------------------------------
    def _settle(self) -> bool:
        """Discard every card whose counters reach its HP (on_defeat effects resolve as each
        leaves); end the game when an original leader has 0 HP. Returns True when the game ended."""
        infos = self.cat.infos
        while True:
            lost = [s for s in (0, 1) if (lead := self._leader_slot(s)) and lead.counters >= infos[lead.card].hp]
            if lost:
                self._finish(lost)
                return True
            victim = next(((s, i) for s in (0, 1) for i, e in enumerate(self.fields[s])
                           if e is not None and e.counters >= infos[e.card].hp), None)
            if victim is None:
                return False
            seat, index = victim
            slot = self.fields[seat][index]
            assert slot is not None
            self.fields[seat][index] = None
            self.discards[seat].append(slot.card)
            self.emit("defeated", seat, slot.card)
            for effect in infos[slot.card].triggers.get("on_defeat", ()):
                self._resolve(effect, seat, index, slot.card)
