"""Tanuki Panic actions, each built once per distinct move in the catalogue's `actions` cache.

Field cards are addressed by slot (0-6; labels number them 1-7). An attack on a face-down card
carries only the target's slot, never its id. Labels are unique within one legal list: they name
the slots, and an attack on a face-up card states its outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar, cast

from tanuki_table.core.engine import Action
from tanuki_table.core.i18n import N_

if TYPE_CHECKING:
    from .cards import TPCatalogue

T = TypeVar("T")

ATTACK = "attack"
"""Face-up Attack Mode (vertical)."""
DEFENSE = "defense"
"""Face-up Defense Mode (horizontal)."""
FACEDOWN = "facedown"
"""Face-down Defense Mode (horizontal, hidden)."""

class TPAction(Action):
    """A Tanuki Panic move: `summon`, `change_position`, `attack`, `pass`, `end_turn` or `discard`."""

    card: str | None = None
    """The card summoned, set, changed or discarded."""
    position: str | None = None
    """`summon`: the position summoned in; `change_position`: the new position."""
    slot: int | None = None
    """`change_position`: the card's slot in your Monster Zone."""
    attacker: str | None = None
    """`attack`: the attacking card's id."""
    attacker_slot: int | None = None
    """`attack`: the attacking card's slot."""
    target: str | None = None
    """`attack`: the target's id, or None for a direct attack or a face-down target."""
    target_slot: int | None = None
    """`attack`: the target's slot in the opponent's zone (None for a direct attack)."""
    direct: bool = False
    """`attack`: a direct attack on the opponent's Energy."""

    def card_ids(self) -> tuple[str, ...]:
        """The card ids this move involves (the card played, or the attacker and a face-up target)."""
        return tuple(c for c in (self.card, self.attacker, self.target) if c is not None)


def _cached(cat: TPCatalogue, key: tuple[object, ...], build: Callable[[], T]) -> T:
    """The catalogue's object for `key`, built on first use."""
    found = cat.actions.get(key)
    if found is None:
        found = cat.actions[key] = build()
    return cast(T, found)


def _first(singular: str, plural: str, n: int) -> str:
    """English wording: every label's plural reads as its singular."""
    return singular


def summon_text(name: str, position: str, tr: Callable[[str], str] = N_) -> str:
    """The label of summoning (or setting) the card `name` in `position`: in English, or in the
    app's language given its `gettext` as `tr` (as every `*_text` here)."""
    text = {FACEDOWN: tr(N_("Set {card} face-down in Defense Mode")),
            DEFENSE: tr(N_("Summon {card} in Defense Mode"))}.get(position, tr(N_("Summon {card} in Attack Mode")))
    return text.format(card=name)


def change_text(name: str, slot: int, position: str, flip: bool,
                tr: Callable[[str], str] = N_) -> tuple[str, str]:
    """(label, short form) of changing the card in `slot` to `position` (`flip`: a face-down card
    flips face-up)."""
    if flip:
        text, short = (tr(N_("Flip {card} (slot {slot}) face-up into Attack Mode")),
                       # TRANSLATORS: the short form of "Flip {card} (slot {slot}) face-up into Attack Mode"
                       tr(N_("Flip {card} ({slot}) face-up")))
    elif position == DEFENSE:
        text, short = (tr(N_("Change {card} (slot {slot}) to Defense Mode")),
                       # TRANSLATORS: the short form of "Change {card} (slot {slot}) to Defense Mode"
                       tr(N_("{card} ({slot}) to Defense Mode")))
    else:
        text, short = (tr(N_("Change {card} (slot {slot}) to Attack Mode")),
                       # TRANSLATORS: the short form of "Change {card} (slot {slot}) to Attack Mode"
                       tr(N_("{card} ({slot}) to Attack Mode")))
    return text.format(card=name, slot=slot + 1), short.format(card=name, slot=slot + 1)


def attack_text(cat: TPCatalogue, name: Callable[[str], str], attacker: str, a_slot: int, target: str | None,
                t_slot: int | None, defending: bool, tr: Callable[[str], str] = N_,
                ngettext: Callable[[str, str, int], str] = _first) -> tuple[str, str]:
    """(label, short form) of an attack: direct when `t_slot` is None, on a face-down card when
    `target` is None, else with its outcome from the Attack Outcomes table (`defending`: the
    target is in Defense Mode); `name` gives a card's name by id."""
    values: dict[str, object] = {"card": name(attacker), "slot": a_slot + 1}
    if t_slot is None:
        values["atk"] = cat.atk(attacker)
        text, short = (tr(N_("{card} (slot {slot}) attacks directly for {atk}")),
                       # TRANSLATORS: the short form of "{card} (slot {slot}) attacks directly for {atk}"
                       tr(N_("{card} ({slot}) attacks directly for {atk}")))
    elif target is None:
        values["target"] = t_slot + 1
        text, short = (tr(N_("{card} (slot {slot}) attacks the face-down card in slot {target}")),
                       # TRANSLATORS: the short form of "{card} (slot {slot}) attacks the face-down card in slot {target}"
                       tr(N_("{card} ({slot}) attacks face-down ({target})")))
    else:
        a = cat.atk(attacker)
        d = cat.defense(target) if defending else cat.atk(target)
        values.update(target=name(target), tslot=t_slot + 1, a=a, d=d, cost=d - a, damage=a - d)
        if defending and a >= d:
            text, short = (
                tr(N_("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, destroys it")),
                tr(N_("{card} ({slot}) attacks {target} ({tslot}): {a} breaks DEF {d}")))
        elif defending:
            text, short = (ngettext("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, "
                                    "it holds, costs {cost} Energy",
                                    "{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK against {d} DEF, "
                                    "it holds, costs {cost} Energy", d - a),
                           ngettext("{card} ({slot}) attacks {target} ({tslot}): DEF {d} holds, costs {cost}",
                                    "{card} ({slot}) attacks {target} ({tslot}): DEF {d} holds, costs {cost}", d - a))
        elif a > d:
            text, short = (ngettext("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK beats {d} ATK, "
                                    "destroys it, {damage} damage",
                                    "{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK beats {d} ATK, "
                                    "destroys it, {damage} damage", a - d),
                           ngettext("{card} ({slot}) attacks {target} ({tslot}): {a} beats {d} ATK, {damage} damage",
                                    "{card} ({slot}) attacks {target} ({tslot}): {a} beats {d} ATK, {damage} damage",
                                    a - d))
        elif a < d:
            text, short = (tr(N_("{card} (slot {slot}) attacks {target} (slot {tslot}): {a} ATK loses to {d} ATK, "
                                      "the attacker is destroyed")),
                           tr(N_("{card} ({slot}) attacks {target} ({tslot}): {a} loses to {d} ATK")))
        else:
            text, short = (tr(N_("{card} (slot {slot}) attacks {target} (slot {tslot}): equal ATK {a}, both destroyed")),
                           tr(N_("{card} ({slot}) attacks {target} ({tslot}): equal ATK {a}, both destroyed")))
    return text.format(**values), short.format(**values)


def summon(cat: TPCatalogue, card: str, position: str) -> TPAction:
    """Summon (or set) `card` from hand."""
    return _cached(cat, ("summon", card, position), lambda: TPAction(
        kind="summon", label=summon_text(cat.name(card), position), card=card, position=position))


def summons(cat: TPCatalogue, card: str) -> tuple[TPAction, TPAction, TPAction]:
    """The three ways to summon `card`: Attack Mode, Defense Mode, face-down."""
    return _cached(cat, ("summons", card), lambda: (
        summon(cat, card, ATTACK), summon(cat, card, DEFENSE), summon(cat, card, FACEDOWN)))


def change(cat: TPCatalogue, card: str, slot: int, was: str, position: str) -> TPAction:
    """Change the card in `slot` (now in position `was`) to `position`."""
    return _cached(cat, ("change", card, slot, was), lambda: TPAction(
        kind="change_position", label=change_text(cat.name(card), slot, position, was == FACEDOWN)[0], card=card,
        slot=slot, position=position))


def attack(cat: TPCatalogue, attacker: str, a_slot: int, target: str | None, t_slot: int | None,
           t_pos: str | None = None) -> TPAction:
    """An attack on the card in `t_slot` (face-down when `target` is None), or direct when `t_slot`
    is None; `t_pos` is the face-up target's position (for the outcome in the label)."""
    return _cached(cat, ("attack", attacker, a_slot, target, t_slot, t_pos), lambda: TPAction(
        kind="attack", label=attack_text(cat, cat.name, attacker, a_slot, target, t_slot, t_pos != ATTACK)[0],
        attacker=attacker, attacker_slot=a_slot, target=target, target_slot=t_slot, direct=t_slot is None))


def discard(cat: TPCatalogue, card: str) -> TPAction:
    """Discard `card` at the End Phase hand limit."""
    label = f"Discard {cat.name(card)}"
    return _cached(cat, ("discard", card), lambda: TPAction(kind="discard", label=label, card=card))


PASS_TO_BATTLE = TPAction(kind="pass", label="Go to Battle Phase")
PASS_TO_MAIN2 = TPAction(kind="pass", label="End Battle Phase (go to Main Phase 2)")
PASS_SETUP = TPAction(kind="pass", label="Set no card before the first turn")
END_TURN = TPAction(kind="end_turn", label="End turn")
