"""The automatic parts of the TMNT rules: deck moves (life), effects, the Flip Phase and the battle.

`RulesMixin` is mixed into `state.State`; it works on the state's plain lists only. A player who
loses by deck-out ends the game at once: `_lose` raises `GameEnded`, which `State._apply` catches.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from .cards import CardInfo, TmntCatalogue
from .effects import Armor, Boost, Draw, Effect, HandDiscard, Mill, PowerUp, Recover, Salvage


class GameEnded(Exception):
    """Raised inside `_apply` when a player has lost; the state is final."""


def boost_of(card: CardInfo) -> int:
    """The boost a card's effects give its owner's side."""
    return sum(e.amount for e in card.effects if isinstance(e, Boost)) if card.effects else 0


class Numbers(NamedTuple):
    """The numbers of one attack, as the engine uses them."""

    power: int
    """The lead's power, items included."""
    item_bonus: int
    """The part of `power` that comes from the attacker's items."""
    added: int
    counter: int
    boost: int
    """The attacker's boosts minus the defender's."""
    armor: int
    damage: int
    """max(0, power + added - counter + boost - armor)."""


@dataclass
class Battle:
    """The current or latest attack."""

    attacker: int
    turn: int
    lead: str
    numbers: Numbers | None = None
    """Set in the Forward step (None while the attack is being built)."""
    hits: list[str] = field(default_factory=list)
    """Where each damage point went: "slot N" or "deck"."""

    def copy(self) -> Battle:
        return Battle(self.attacker, self.turn, self.lead, self.numbers, list(self.hits))


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
    battle: Battle | None
    active: int
    turn: int
    phase: str
    step: str
    loser: int | None
    rng: random.Random
    cat: TmntCatalogue
    info_of: dict[str, CardInfo]
    slots: int

    if TYPE_CHECKING:
        def emit(self, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None: ...

    # --- life: the deck --------------------------------------------------------------------
    def _lose(self, seat: int, how: str, n: int, k: int) -> None:
        """`seat` loses: it had to `how` ("draw" or "discard") `n` cards and its deck held `k`."""
        self.loser = seat
        self.emit("lose", seat, how, n, k, 1 - seat)
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
        if taken:
            self.emit("draw", seat, len(taken), hidden=(tuple(taken),))
        if short:
            self._lose(seat, "draw", n, len(taken))

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
        if taken:
            self.emit("mill", seat, len(taken), tuple(taken))
        if short:
            self._lose(seat, "discard", n, len(taken))

    # --- effects ---------------------------------------------------------------------------
    def _fire(self, owner: int, card: str, when: str) -> None:
        """Carry out `card`'s effects for `owner` ("play" or "flip" timing, per the card type)."""
        info = self.info_of[card]
        if not info.effects:
            return
        if info.type == "character":
            fires = when == "flip"
        elif info.type == "attack":
            fires = when == "play"
        elif info.type == "event":
            fires = when in (info.subtype or "")  # "play", "flip" or "play_flip"
        else:
            fires = False
        if not fires:
            return
        self.emit("effect", owner, card, when)
        for effect in info.effects:
            self._effect(owner, effect)

    def _effect(self, owner: int, effect: Effect) -> None:
        other = 1 - owner
        if isinstance(effect, Draw):
            self._draw(owner, effect.count)
        elif isinstance(effect, Mill):
            self._mill(other, effect.count)
        elif isinstance(effect, Boost):
            self.bonus[owner] += effect.amount
            self.emit("boost", owner, effect.amount)
        elif isinstance(effect, Recover):
            trash = self.trash[owner]
            k = min(effect.count, len(trash))
            if k:
                back = trash[-k:]
                del trash[-k:]
                back.reverse()
                self.deck[owner].extend(back)
            self.emit("recover", owner, k)
        elif isinstance(effect, HandDiscard):
            hand = self.hand[other]
            for _ in range(effect.count):
                if not hand:
                    break
                card = hand.pop(self.rng.randrange(len(hand)))
                self.trash[other].append(card)
                self.emit("hand_discard", other, card)
        elif isinstance(effect, Salvage):
            info = self.info_of
            trash = self.trash[owner]
            taken = 0
            for i in range(len(trash) - 1, -1, -1):
                if taken >= effect.count:
                    break
                if effect.card_type in ("any", info[trash[i]].type):
                    card = trash.pop(i)
                    self.hand[owner].append(card)
                    taken += 1
                    self.emit("salvage", owner, card)
        # power_up and armor are lasting item effects, read by `numbers`

    def item_bonus(self, seat: int, armor: bool, attribute: str | None = None) -> tuple[int, list[str]]:
        """(total, item names) of seat's power_up items for `attribute`, or of its armor items."""
        total = 0
        names: list[str] = []
        for item in self.items[seat]:
            info = self.info_of[item]
            for effect in info.effects:
                if armor and isinstance(effect, Armor):
                    total += effect.amount
                    names.append(info.name)
                elif not armor and isinstance(effect, PowerUp) and effect.attribute in ("any", attribute):
                    total += effect.amount
                    names.append(info.name)
        return total, names

    def lead_power(self, seat: int) -> tuple[int, int]:
        """(power with items, the items' part) of seat's slot-1 card."""
        card = self.block[seat][0]
        if card is None:
            return 0, 0
        lead = self.info_of[card]
        extra = self.item_bonus(seat, False, lead.attribute)[0] if lead.type == "character" else 0
        return lead.power + extra, extra

    def numbers(self, add: str | None = None, counter: str | None = None) -> Numbers:
        """The current attack's numbers; with `add` or `counter`, as they would be after that card
        (its power and any boost its Play effect gives)."""
        a, d = self.active, 1 - self.active
        info = self.info_of
        power, extra = self.lead_power(a)
        added = sum(info[c].power for c in self.attack_zone[a])
        countered = sum(info[c].power for c in self.attack_zone[d])
        boost = self.bonus[a] - self.bonus[d]
        if add is not None:
            added += info[add].power
            boost += boost_of(info[add])
        if counter is not None:
            countered += info[counter].power
            boost -= boost_of(info[counter])
        armor = self.item_bonus(d, True)[0]
        damage = max(0, power + added - countered + boost - armor)
        return Numbers(power, extra, added, countered, boost, armor, damage)

    # --- Flip Phase --------------------------------------------------------------------------
    def _flip_phase(self) -> bool:
        """Turn slot 1 face up; discard it if it cannot attack. True when an attack follows."""
        a = self.active
        card = self.block[a][0]
        if card is None:
            self.emit("no_lead", a)
            return False
        info = self.info_of[card]
        if not self.up[a][0]:
            self.up[a][0] = True
            self.emit("flip", a, card)
            self._fire(a, card, "flip")
        if info.type not in ("character", "attack"):
            self.block[a][0] = None
            self.up[a][0] = False
            self.trash[a].append(card)
            self.emit("cannot_attack", a, card)
            return False
        return True

    # --- Forward step ------------------------------------------------------------------------
    def _forward(self) -> None:
        """Work out the damage and deal it: Block Zone cards from the left, then the deck."""
        d = 1 - self.active
        n = self.numbers()
        battle = self.battle
        assert battle is not None
        battle.numbers = n
        battle.hits = hits = []
        self.emit("forward", d, n.power, n.item_bonus, n.added, n.counter, n.boost, n.armor, n.damage)
        left = n.damage
        for i in range(self.slots):
            if left == 0:
                break
            card = self.block[d][i]
            if card is None:
                continue
            left -= 1
            hits.append(f"slot {i + 1}")
            if self.up[d][i]:
                self.emit("block_hit", d, i + 1, card)
            else:
                self.up[d][i] = True
                self.emit("block_flip", d, i + 1, card)
                self._fire(d, card, "flip")
        if left:
            hits.extend(["deck"] * left)
            self.emit("through", d, left)
            self._mill(d, left)

    # --- Result step -------------------------------------------------------------------------
    def keep_choices(self, seat: int) -> list[int]:
        """Block Zone indexes of face-up characters seat may keep (empty when its deck was hit)."""
        if self.deck_hit[seat]:
            return []
        info = self.info_of
        block, up = self.block[seat], self.up[seat]
        return [i for i in range(self.slots) if up[i] and (c := block[i]) is not None and info[c].type == "character"]

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
        for i in range(self.slots):
            card = self.block[seat][i]
            if card is not None and self.up[seat][i] and i != keep:
                gone.append(card)
                self.block[seat][i] = None
                self.up[seat][i] = False
        gone.extend(self.attack_zone[seat])
        self.attack_zone[seat] = []
        self.trash[seat].extend(gone)
        if gone:
            self.emit("cleared", seat, tuple(gone))
