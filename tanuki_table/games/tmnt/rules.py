"""The automatic parts of the TMNT rules on a `State`: deck moves (life), effects, the Flip Phase
and the battle. A player who loses ends the game at once: `draw` raises `GameEnded`, which
`State._apply` catches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from .cards import CardInfo
from .effects import Armor, Boost, Draw, Effect, HandDiscard, Mill, PowerUp, Recover, Salvage

if TYPE_CHECKING:
    from .state import State


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


# --- life: the deck --------------------------------------------------------------------
def draw(state: State, seat: int, n: int, mill: bool = False) -> None:
    """Draw n cards, or with `mill` discard them from the top of the deck into the Trash; a player
    who must take more than the deck holds takes all and loses at once (`GameEnded`)."""
    if n <= 0:
        return
    deck = state.deck[seat]
    taken = deck[:n]
    del deck[:n]
    if mill:
        state.trash[seat].extend(taken)
        if taken and state.phase == "attack" and state.step == "forward":
            state.deck_hit[seat] = True
        if taken:
            state.emit("mill", seat, len(taken), tuple(taken))
    else:
        state.hand[seat].extend(taken)
        if taken:
            state.emit("draw", seat, len(taken), hidden=(tuple(taken),))
    if len(taken) < n:  # the deck held fewer: `seat` loses
        state.loser = seat
        state.emit("lose", seat, "discard" if mill else "draw", n, len(taken), 1 - seat)
        raise GameEnded


# --- effects ---------------------------------------------------------------------------
_TIMING = {"character": "flip", "attack": "play"}
"""When the effects of a card type happen (an item's last; an event's follow its subtype)."""


def fire(state: State, owner: int, card: str, when: str) -> None:
    """Carry out `card`'s effects for `owner` if they happen `when` ("play" or "flip"): a
    character's on its flip, an attack card's when played, an event's as its subtype says."""
    info = state.info_of[card]
    timing = (info.subtype or "") if info.type == "event" else _TIMING.get(info.type, "")
    if not info.effects or when not in timing.split("_"):  # an event's "play_flip" is both
        return
    state.emit("effect", owner, card, when)
    for effect in info.effects:
        _effect(state, owner, effect)


def _effect(state: State, owner: int, effect: Effect) -> None:
    other = 1 - owner
    if isinstance(effect, Draw):
        draw(state, owner, effect.count)
    elif isinstance(effect, Mill):
        draw(state, other, effect.count, mill=True)
    elif isinstance(effect, Boost):
        state.bonus[owner] += effect.amount
        state.emit("boost", owner, effect.amount)
    elif isinstance(effect, Recover):
        trash = state.trash[owner]
        kept = len(trash) - min(effect.count, len(trash))  # the most recently trashed go back, last first
        state.deck[owner].extend(reversed(trash[kept:]))
        state.emit("recover", owner, len(trash) - kept)
        del trash[kept:]
    elif isinstance(effect, HandDiscard):
        hand = state.hand[other]
        for _ in range(min(effect.count, len(hand))):
            card = hand.pop(state.rng.randrange(len(hand)))
            state.trash[other].append(card)
            state.emit("hand_discard", other, card)
    elif isinstance(effect, Salvage):
        trash = state.trash[owner]
        found = [i for i in reversed(range(len(trash))) if effect.card_type in ("any", state.info_of[trash[i]].type)]
        for i in found[:effect.count]:  # the latest first: popping from the end keeps the other places
            card = trash.pop(i)
            state.hand[owner].append(card)
            state.emit("salvage", owner, card)
    # power_up and armor are lasting item effects, read by `numbers`


def item_bonus(state: State, seat: int, armor: bool, attribute: str | None = None) -> int:
    """The total of seat's power_up items for `attribute`, or of its armor items."""
    effects = [e for item in state.items[seat] for e in state.info_of[item].effects]
    if armor:
        return sum(e.amount for e in effects if isinstance(e, Armor))
    return sum(e.amount for e in effects if isinstance(e, PowerUp) and e.attribute in ("any", attribute))


def lead_power(state: State, seat: int) -> tuple[int, int]:
    """(power with items, the items' part) of seat's slot-1 card."""
    card = state.block[seat][0]
    if card is None:
        return 0, 0
    lead = state.info_of[card]
    extra = item_bonus(state, seat, False, lead.attribute) if lead.type == "character" else 0
    return lead.power + extra, extra


def numbers(state: State) -> Numbers:
    """The current attack's numbers."""
    a, d = state.active, 1 - state.active
    info = state.info_of
    power, extra = lead_power(state, a)
    added = sum(info[c].power for c in state.attack_zone[a])
    countered = sum(info[c].power for c in state.attack_zone[d])
    boost = state.bonus[a] - state.bonus[d]
    armor = item_bonus(state, d, True)
    damage = max(0, power + added - countered + boost - armor)
    return Numbers(power, extra, added, countered, boost, armor, damage)


# --- Flip Phase --------------------------------------------------------------------------
def flip_phase(state: State) -> bool:
    """Turn slot 1 face up; discard it if it cannot attack. True when an attack follows."""
    a = state.active
    card = state.block[a][0]
    if card is None:
        state.emit("no_lead", a)
        return False
    info = state.info_of[card]
    if not state.up[a][0]:
        state.up[a][0] = True
        state.emit("flip", a, card)
        fire(state, a, card, "flip")
    if info.type not in ("character", "attack"):
        state.block[a][0] = None
        state.up[a][0] = False
        state.trash[a].append(card)
        state.emit("cannot_attack", a, card)
        return False
    return True


# --- Forward step ------------------------------------------------------------------------
def forward(state: State) -> None:
    """Work out the damage and deal it: Block Zone cards from the left, then the deck."""
    d = 1 - state.active
    n = numbers(state)
    battle = state.battle
    assert battle is not None
    battle.numbers = n
    battle.hits = hits = []
    state.emit("forward", d, n.power, n.item_bonus, n.added, n.counter, n.boost, n.armor, n.damage)
    left = n.damage
    for i in range(state.slots):
        if left == 0:
            break
        card = state.block[d][i]
        if card is None:
            continue
        left -= 1
        hits.append(f"slot {i + 1}")
        if state.up[d][i]:
            state.emit("block_hit", d, i + 1, card)
        else:
            state.up[d][i] = True
            state.emit("block_flip", d, i + 1, card)
            fire(state, d, card, "flip")
    if left:
        hits.extend(["deck"] * left)
        state.emit("through", d, left)
        draw(state, d, left, mill=True)


# --- Result step -------------------------------------------------------------------------
def keep_choices(state: State, seat: int) -> list[int]:
    """Block Zone indexes of face-up characters seat may keep (empty when its deck was hit)."""
    if state.deck_hit[seat]:
        return []
    info = state.info_of
    block, up = state.block[seat], state.up[seat]
    return [i for i in range(state.slots) if up[i] and (c := block[i]) is not None and info[c].type == "character"]


def start_result(state: State) -> None:
    state.keep_queue = []
    for seat in (state.active, 1 - state.active):
        if keep_choices(state, seat):
            state.keep_queue.append(seat)
        else:
            clean_up(state, seat, None)


def clean_up(state: State, seat: int, keep: int | None) -> None:
    """Discard seat's face-up Block Zone cards (but `keep`) and Attack Zone; items stay."""
    gone: list[str] = []
    for i in range(state.slots):
        card = state.block[seat][i]
        if card is not None and state.up[seat][i] and i != keep:
            gone.append(card)
            state.block[seat][i] = None
            state.up[seat][i] = False
    gone.extend(state.attack_zone[seat])
    state.attack_zone[seat] = []
    state.trash[seat].extend(gone)
    if gone:
        state.emit("cleared", seat, tuple(gone))
