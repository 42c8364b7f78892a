"""Carrying out card effects: each verb of `effects.py` is implemented exactly once, here.

`EffectsMixin` is mixed into the engine's `State`; it works on the state's plain lists
(`fields`, `hands`, `decks`, `discards`, `leader_pos`) and writes every outcome to the log.
"""

from __future__ import annotations

from typing import Any, Optional, Tuple

from .rules import ROW_SIZE, damage_taken, infos, other_row_space, row_of, space_name

Spot = Tuple[int, int]
"""(seat, field index)."""
Attacker = Optional[Tuple[int, int, str, str]]
"""(seat, field index, card id, attack type) of the card whose attack triggered an effect."""


class EffectsMixin:
    """Effect resolution, damage, drawing and defeat for the Pikmin `State`."""

    fields: list[list[Any]]
    hands: list[list[str]]
    decks: list[list[str]]
    discards: list[list[str]]
    leader_pos: list[int | None]

    # --- small steps ----------------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def _draw(self, seat: int, count: int = 1) -> None:
        """Draw `count` cards; an empty deck skips the draw (it never loses the game)."""
        for _ in range(count):
            deck = self.decks[seat]
            if not deck:
                self.note(f"{self._who(seat)}'s deck is empty: no card drawn")  # type: ignore[attr-defined]
                return
            card = deck.pop()
            self.hands[seat].append(card)
            self.note(f"{self._who(seat)} drew a card", seat, f"You drew {infos()[card].name}")  # type: ignore[attr-defined]

    def _hit(self, seat: int, index: int, amount: int, dtype: str, source: str) -> int:
        """Put `amount` damage of type `dtype` on a card (after resistance/weakness); returns counters placed."""
        entry = self.fields[seat][index]
        if entry is None:
            return 0
        info = infos()[entry[0]]
        dealt = damage_taken(info, amount, dtype, row_of(index))
        entry[1] += dealt
        extra = "" if dealt == amount else f" ({amount} before resistance/weakness)"
        self.note(  # type: ignore[attr-defined]
            f"{source} deals {dealt} {dtype} damage to {self._who(seat)}'s {info.name}{extra}: HP {max(0, info.hp - entry[1])}/{info.hp} left"
        )
        return dealt

    def _relocate(self, seat: int, src: int, dst: int) -> None:
        """Move a field card to an empty space of the same field (keeps counters and flags)."""
        field = self.fields[seat]
        field[dst], field[src] = field[src], None
        if self.leader_pos[seat] == src:
            self.leader_pos[seat] = dst

    def _to_hand(self, seat: int, index: int) -> None:
        """Return a field card to its owner's hand (not the original leader: it stays)."""
        entry = self.fields[seat][index]
        if entry is None:
            return
        name = infos()[entry[0]].name
        if self.leader_pos[seat] == index:
            self.note(f"{self._who(seat)}'s original leader {name} cannot leave the field")  # type: ignore[attr-defined]
            return
        self.fields[seat][index] = None
        self.hands[seat].append(entry[0])
        self.note(f"{self._who(seat)}'s {name} returns to their hand")  # type: ignore[attr-defined]

    # --- the verbs ------------------------------------------------------------------------------
    def _resolve(self, effect: Any, seat: int, pos: int | None, card: str, attacker: Attacker = None, chosen: Spot | None = None) -> None:
        """Carry out one effect of `card` (owned by `seat`, at `pos`, or None once it has left)."""
        if effect.if_row is not None and (pos is None or row_of(pos) != effect.if_row):
            return
        if effect.if_attack_type is not None and (attacker is None or attacker[3] not in effect.if_attack_type):
            return
        verb = effect.verb
        info = infos()[card]
        fields = self.fields
        here = (seat, pos) if pos is not None and fields[seat][pos] is not None and fields[seat][pos][0] == card else None
        if verb == "damage":
            spots = self._enemy_spots(effect.target, seat, attacker, chosen)
            for ts, ti in spots:
                self._hit(ts, ti, effect.amount, effect.damage_type or info.type, f"{self._who(seat)}'s {info.name}")
        elif verb == "heal":
            for ts, ti in self._ally_spots(effect.target, seat, here, chosen):
                entry = fields[ts][ti]
                healed = min(entry[1], effect.amount)
                entry[1] -= healed
                self.note(f"{self._who(seat)}'s {info.name} removes {healed} counters from {infos()[entry[0]].name}")  # type: ignore[attr-defined]
        elif verb == "draw":
            self._draw(seat, effect.count)
        elif verb == "move":
            self._move_effect(effect, seat, here, attacker, chosen, info.name)
        elif verb == "atk_change":
            target = effect.target
            spots = (self._enemy_spots(target, seat, attacker, chosen) if target in ("chosen_enemy", "all_enemies")
                     else self._ally_spots(target, seat, here, chosen))
            for ts, ti in spots:
                entry = fields[ts][ti]
                if effect.only_type and infos()[entry[0]].type != effect.only_type:
                    continue
                entry[2] += effect.amount
                sign = "+" if effect.amount > 0 else ""
                self.note(f"{self._who(ts)}'s {infos()[entry[0]].name} gets {sign}{effect.amount} ATK this turn")  # type: ignore[attr-defined]

    def _enemy_spots(self, target: str, seat: int, attacker: Attacker, chosen: Spot | None) -> list[Spot]:
        opp = 1 - seat
        field = self.fields[opp]
        if target == "chosen_enemy":
            return [chosen] if chosen and self.fields[chosen[0]][chosen[1]] is not None else []
        if target == "attacker":
            if attacker and (e := self.fields[attacker[0]][attacker[1]]) is not None and e[0] == attacker[2]:
                return [(attacker[0], attacker[1])]
            return []
        span = {"enemy_front_row": range(ROW_SIZE), "enemy_back_row": range(ROW_SIZE, 10)}.get(target, range(10))
        return [(opp, i) for i in span if field[i] is not None]

    def _ally_spots(self, target: str, seat: int, here: Spot | None, chosen: Spot | None) -> list[Spot]:
        field = self.fields[seat]
        if target == "self":
            return [here] if here else []
        if target == "chosen_ally":
            return [chosen] if chosen and self.fields[chosen[0]][chosen[1]] is not None else []
        if target == "leader":
            pos = self.leader_pos[seat]
            return [(seat, pos)] if pos is not None and field[pos] is not None else []
        return [(seat, i) for i in range(10) if field[i] is not None]

    def _move_effect(self, effect: Any, seat: int, here: Spot | None, attacker: Attacker, chosen: Spot | None, source: str) -> None:
        what = effect.card
        if what == "discard_top":
            pile = self.discards[seat]
            if pile:
                card = pile.pop()
                self.hands[seat].append(card)
                self.note(f"{self._who(seat)}'s {source} takes {infos()[card].name} from the discard pile to hand")  # type: ignore[attr-defined]
            return
        if what == "self":
            spot = here
        elif what == "attacker":
            spot = self._enemy_spots("attacker", seat, attacker, None)
            spot = spot[0] if spot else None
        else:
            spot = chosen if chosen and self.fields[chosen[0]][chosen[1]] is not None else None
        if spot is None:
            return
        ts, ti = spot
        if effect.to == "hand":
            self._to_hand(ts, ti)
            return
        dst = other_row_space(self.fields[ts], ti)
        if dst is None:
            return
        name = infos()[self.fields[ts][ti][0]].name
        self._relocate(ts, ti, dst)
        self.note(f"{source} moves {self._who(ts)}'s {name} from {space_name(ti)} to {space_name(dst)}")  # type: ignore[attr-defined]

    def _trigger(self, trigger: str, seat: int, pos: int, attacker: Attacker = None, chosen: Spot | None = None) -> None:
        """Resolve every effect with `trigger` of the card at (seat, pos), in card order."""
        entry = self.fields[seat][pos]
        if entry is None:
            return
        card = entry[0]
        for effect in infos()[card].triggers.get(trigger, ()):
            self._resolve(effect, seat, pos, card, attacker, chosen)

    # --- defeat ---------------------------------------------------------------------------------
    def _settle(self) -> bool:
        """Discard every card whose counters reach its HP (on_defeat effects resolve as each
        leaves); end the game when an original leader has 0 HP. Returns True when the game ended."""
        table = infos()
        while True:
            lost = [s for s in (0, 1) if (p := self.leader_pos[s]) is not None
                    and self.fields[s][p] is not None and self.fields[s][p][1] >= table[self.fields[s][p][0]].hp]
            if lost:
                self._finish(lost)  # type: ignore[attr-defined]
                return True
            victim = next(((s, i) for s in (0, 1) for i, e in enumerate(self.fields[s])
                           if e is not None and e[1] >= table[e[0]].hp), None)
            if victim is None:
                return False
            seat, index = victim
            card = self.fields[seat][index][0]
            self.fields[seat][index] = None
            self.discards[seat].append(card)
            self.note(f"{self._who(seat)}'s {table[card].name} is defeated and discarded")  # type: ignore[attr-defined]
            for effect in table[card].triggers.get("on_defeat", ()):
                self._resolve(effect, seat, index, card)
