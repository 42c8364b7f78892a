"""The automatic parts of the TMNT rules: deck moves (life), effects, the Flip Phase and the battle.

`RulesMixin` is mixed into `engine.State`; it works on the state's plain lists only. A player who
loses by deck-out ends the game at once: `_lose` raises `GameEnded`, which `State._apply` catches.
"""

from __future__ import annotations

from typing import Any

from .catalog import card_info

HAND_SIZE = 5
"""The Adjust Phase sets the hand to exactly this many before its extra draws."""
SLOTS = 4
"""Block Zone slots per player."""
MAX_ADDED = 3
"""At most this many attack cards added to a character's attack."""


class GameEnded(Exception):
    """Raised inside `_apply` when a player has lost; the state is final."""


def seat_name(seat: int) -> str:
    """'Player 1' for seat 0, ..."""
    return f"Player {seat + 1}"


def plural(n: int, word: str) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {word}" + ("" if n == 1 else "s")


class RulesMixin:
    """Deck moves, effects, the Flip Phase and the Forward and Result steps."""

    # State attributes this mixin relies on (set in engine.State).
    deck: list[list[str]]
    hand: list[list[str]]
    block: list[list[str | None]]
    up: list[list[bool]]
    attack_zone: list[list[str]]
    items: list[list[str]]
    trash: list[list[str]]
    bonus: list[int]
    deck_hit: list[bool]
    keep_queue: list[int]
    battle: dict[str, Any] | None
    active: int
    phase: str
    step: str
    loser: int | None
    rng: Any

    # --- life: the deck --------------------------------------------------------------------
    def _lose(self, seat: int, why: str) -> None:
        self.loser = seat
        self.note(f"{seat_name(seat)} {why} and loses. {seat_name(1 - seat)} wins!")
        raise GameEnded

    def _draw(self, seat: int, n: int) -> None:
        """Draw n cards; a player who must draw more than the deck holds takes all and loses."""
        if n <= 0:
            return
        deck = self.deck[seat]
        short = n > len(deck)
        taken = deck[:n]
        del deck[:n]
        self.hand[seat].extend(taken)
        info = card_info()
        if taken:
            self.note(
                f"{seat_name(seat)} draws {plural(len(taken), 'card')}.",
                seat,
                f"You draw {', '.join(info[c].name for c in taken)}.",
            )
        if short:
            self._lose(seat, f"must draw {plural(n, 'card')} but the deck held only {len(taken)}")

    def _mill(self, seat: int, n: int) -> None:
        """Discard n cards from the top of seat's deck; more than it holds: all, and seat loses."""
        if n <= 0:
            return
        deck = self.deck[seat]
        short = n > len(deck)
        taken = deck[:n]
        del deck[:n]
        self.trash[seat].extend(taken)
        if taken and self.phase == "attack" and self.step == "forward":
            self.deck_hit[seat] = True
        info = card_info()
        if taken:
            self.note(f"{seat_name(seat)} discards {plural(len(taken), 'card')} from the deck: "
                      f"{', '.join(info[c].name for c in taken)}.")
        if short:
            self._lose(seat, f"must discard {plural(n, 'card')} from the deck but it held only {len(taken)}")

    # --- effects ---------------------------------------------------------------------------
    def _fire(self, owner: int, card: str, when: str) -> None:
        """Carry out `card`'s effects for `owner` ("play" or "flip" timing, per the card type)."""
        info = card_info()[card]
        if not info.effects:
            return
        if info.type == "character":
            fires = when == "flip"
        elif info.type == "attack":
            fires = when == "play"
        elif info.type == "event":
            fires = when in info.subtype  # "play", "flip" or "play_flip"
        else:
            fires = False
        if not fires:
            return
        self.note(f"{info.name}'s {when.title()} effect happens for {seat_name(owner)}.")
        for effect in info.effects:
            self._effect(owner, effect)

    def _effect(self, owner: int, effect: Any) -> None:
        verb = effect.verb
        other = 1 - owner
        if verb == "draw":
            self._draw(owner, effect.count)
        elif verb == "mill":
            self._mill(other, effect.count)
        elif verb == "boost":
            self.bonus[owner] += effect.amount
            self.note(f"{seat_name(owner)} gets +{effect.amount} in this turn's battle.")
        elif verb == "recover":
            trash = self.trash[owner]
            k = min(effect.count, len(trash))
            if k:
                back = trash[-k:]
                del trash[-k:]
                back.reverse()
                self.deck[owner].extend(back)
            self.note(f"{seat_name(owner)} puts {plural(k, 'card')} from the Trash under the deck.")
        elif verb == "hand_discard":
            hand = self.hand[other]
            for _ in range(effect.count):
                if not hand:
                    break
                card = hand.pop(self.rng.randrange(len(hand)))
                self.trash[other].append(card)
                self.note(f"{seat_name(other)} discards {card_info()[card].name} from hand at random.")
        elif verb == "salvage":
            info = card_info()
            trash = self.trash[owner]
            taken = 0
            for i in range(len(trash) - 1, -1, -1):
                if taken >= effect.count:
                    break
                if effect.card_type in ("any", info[trash[i]].type):
                    card = trash.pop(i)
                    self.hand[owner].append(card)
                    taken += 1
                    self.note(f"{seat_name(owner)} takes {info[card].name} back from the Trash into hand.")
        # power_up and armor are lasting item effects, read by the Forward step

    def _item_bonus(self, seat: int, verb: str, attribute: str | None = None) -> int:
        total = 0
        info = card_info()
        for item in self.items[seat]:
            for effect in info[item].effects:
                if effect.verb == verb and (verb == "armor" or effect.attribute in ("any", attribute)):
                    total += effect.amount
        return total

    # --- Flip Phase --------------------------------------------------------------------------
    def _flip_phase(self) -> bool:
        """Turn slot 1 face up; discard it if it cannot attack. True when an attack follows."""
        a = self.active
        card = self.block[a][0]
        if card is None:
            self.note(f"{seat_name(a)} has no card in Block Zone slot 1: no attack this turn.")
            return False
        info = card_info()[card]
        if not self.up[a][0]:
            self.up[a][0] = True
            self.note(f"{seat_name(a)} flips Block Zone slot 1: {info.name}.")
            self._fire(a, card, "flip")
        if info.type not in ("character", "attack"):
            self.block[a][0] = None
            self.up[a][0] = False
            self.trash[a].append(card)
            self.note(f"{info.name} cannot attack and is discarded; nothing slides, no attack this turn.")
            return False
        return True

    # --- Forward step ------------------------------------------------------------------------
    def _forward(self) -> None:
        """Work out the damage and deal it: Block Zone cards from the left, then the deck."""
        a, d = self.active, 1 - self.active
        info = card_info()
        lead = info[self.block[a][0]]
        base = lead.power
        if lead.type == "character":
            base += self._item_bonus(a, "power_up", lead.attribute)
        added = sum(info[c].power for c in self.attack_zone[a])
        counter = sum(info[c].power for c in self.attack_zone[d])
        armor = self._item_bonus(d, "armor")
        raw = base + added + self.bonus[a] - counter - self.bonus[d] - armor
        damage = max(0, raw)
        battle = self.battle if self.battle is not None else {}
        battle.update(power=base, added=added, counter=counter, bonus=self.bonus[a] - self.bonus[d] - armor,
                      damage=damage, hits=[])
        self.battle = battle
        self.note(f"Damage: {base} + {added} added - {counter} countered"
                  + (f" {battle['bonus']:+d} effects" if battle["bonus"] else "") + f" = {damage}.")
        hits: list[str] = battle["hits"]
        left = damage
        for i in range(SLOTS):
            if left == 0:
                break
            card = self.block[d][i]
            if card is None:
                continue
            left -= 1
            hits.append(f"slot {i + 1}")
            if self.up[d][i]:
                self.note(f"1 damage to {seat_name(d)}'s Block Zone slot {i + 1} ({info[card].name}).")
            else:
                self.up[d][i] = True
                self.note(f"1 damage to {seat_name(d)}'s Block Zone slot {i + 1}: it turns face up, {info[card].name}.")
                self._fire(d, card, "flip")
        if left:
            hits.extend(["deck"] * left)
            self.note(f"{left} damage goes through to {seat_name(d)}'s deck.")
            self._mill(d, left)

    # --- Result step -------------------------------------------------------------------------
    def keep_choices(self, seat: int) -> list[int]:
        """Block Zone indexes of face-up characters seat may keep (empty when its deck was hit)."""
        if self.deck_hit[seat]:
            return []
        info = card_info()
        return [i for i in range(SLOTS) if self.up[seat][i] and self.block[seat][i] is not None
                and info[self.block[seat][i]].type == "character"]

    def _start_result(self) -> None:
        self.keep_queue = []
        for seat in (self.active, 1 - self.active):
            if self.keep_choices(seat):
                self.keep_queue.append(seat)
            else:
                self._clean_up(seat, None)

    def _clean_up(self, seat: int, keep: int | None) -> None:
        """Discard seat's face-up Block Zone cards (but `keep`) and Attack Zone; items stay."""
        gone: list[str] = []
        for i in range(SLOTS):
            card = self.block[seat][i]
            if card is not None and self.up[seat][i] and i != keep:
                gone.append(card)
                self.block[seat][i] = None
                self.up[seat][i] = False
        gone.extend(self.attack_zone[seat])
        self.attack_zone[seat] = []
        self.trash[seat].extend(gone)
        if gone:
            info = card_info()
            self.note(f"{seat_name(seat)} discards {', '.join(info[c].name for c in gone)}.")
