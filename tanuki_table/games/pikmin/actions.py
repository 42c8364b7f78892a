"""Pikmin TCG actions and the functions that list the legal ones for each phase.

Actions are built once per catalogue, so the same move is the same object. Spaces are field
indices (0-4 front row, 5-9 back row); every label in one legal list names its spaces.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Callable, Literal, Sequence

from tanuki_table.core.engine import Action

from .rules import (FIELD_SPACES, CardInfo, Slot, attack_damage, attack_spaces, effective_atk, row_of,
                    space_name)

if TYPE_CHECKING:
    from .cards import PikminCatalogue


class PikminAction(Action):
    """A Pikmin TCG move."""

    card: str | None = None
    """The card chosen, placed, played, moved or whose effect is used."""
    attacker: str | None = None
    """The attacking card (attack)."""
    target: str | None = None
    """The card attacked, or chosen by an effect."""
    space: int | None = None
    """Destination space on your own field (place_leader, place, play, move)."""
    source: int | None = None
    """Space of your acting card (move, effect, attack)."""
    target_side: Literal["enemy", "ally"] | None = None
    """Whose card the target is."""
    target_space: int | None = None
    """Space of the target on its owner's field."""
    damage: int | None = None
    """Attack: the damage counters it will place (after bonuses, resistance and weakness)."""

    def card_ids(self) -> tuple[str, ...]:
        """The cards this action involves: the acting card, then its target."""
        return tuple(c for c in (self.card, self.attacker, self.target) if c is not None)


PASS_PLACE = PikminAction(kind="pass", label="Place no second card")
TO_ATTACK = PikminAction(kind="pass", label="Go to the Attack phase")
END_TURN = PikminAction(kind="end_turn", label="End the turn")


def _get(cat: PikminCatalogue, key: tuple[object, ...], build: Callable[[], PikminAction]) -> PikminAction:
    store = cat.actions
    action = store.get(key)
    if action is None:
        action = store[key] = build()
    return action


def choose_leader_actions(cat: PikminCatalogue, deck: Sequence[str]) -> list[Action]:
    """One action per distinct leader card in the deck (its space is the next decision)."""
    out: list[Action] = []
    for card in dict.fromkeys(reversed(deck)):  # top first
        info = cat.infos[card]
        if not info.leader:
            continue
        label = f"Choose {info.name} as your original leader (ATK {info.atk}, HP {info.hp})"
        out.append(_get(cat, ("leader", card), lambda: PikminAction(kind="choose_leader", label=label,
                                                                    card=card)))
    return out


def leader_space_actions(cat: PikminCatalogue, card: str) -> list[Action]:
    """Where the chosen leader goes, face down: any of the 10 spaces."""
    name = cat.infos[card].name
    return [_get(cat, ("leader_space", card, sp), lambda: PikminAction(
        kind="place_leader", label=f"Put {name} face down at {space_name(sp)}", card=card, space=sp))
        for sp in range(FIELD_SPACES)]


def _picker(empties: list[int]) -> Callable[[list[PikminAction | None]], tuple[PikminAction, ...]]:
    """What takes the actions of these empty spaces out of a row, in their order, in one C call."""
    if len(empties) == 1:
        only = empties[0]
        return lambda row: (row[only],)  # type: ignore[return-value]
    return itemgetter(*empties)


def _play_row(cat: PikminCatalogue, kind: str, card: str) -> list[PikminAction | None]:
    """`kind` "place" or "play" of `card` to each space."""
    name = cat.infos[card].name
    verb, down = ("Place", "face down ") if kind == "place" else ("Play", "")
    row: list[PikminAction | None] = [
        PikminAction(kind=kind, label=f"{verb} {name} {down}to {space_name(space)}", card=card, space=space)
        for space in range(FIELD_SPACES)
    ]
    cat.rows[(kind, card)] = row
    return row


def _move_row(cat: PikminCatalogue, card: str, src: int) -> list[PikminAction | None]:
    """`card`'s moves from `src` to each other space (None at `src`)."""
    name = cat.infos[card].name
    where = space_name(src)
    row: list[PikminAction | None] = [
        None if dst == src else
        PikminAction(kind="move", label=f"Move {name} from {where} to {space_name(dst)}", card=card, source=src, space=dst)
        for dst in range(FIELD_SPACES)
    ]
    cat.rows[("move", card, src)] = row
    return row


def _plays(cat: PikminCatalogue, kind: str, hand: Sequence[str], field: Sequence[Slot | None], leaves: int,
           empties: list[int] | None = None) -> list[Action]:
    if empties is None:
        empties = [i for i in range(FIELD_SPACES) if field[i] is None]
    out: list[Action] = []
    if not empties:
        return out
    infos, rows, limit = cat.infos, cat.rows, cat.rules.leaf_limit
    pick = _picker(empties)
    for card in dict.fromkeys(hand):
        if leaves + infos[card].leaves <= limit:
            out += pick(rows.get((kind, card)) or _play_row(cat, kind, card))
    return out


def place_actions(cat: PikminCatalogue, hand: Sequence[str], field: Sequence[Slot | None], leaves: int) -> list[Action]:
    """Setup: place one more card face down (leaf limit applies), or none."""
    return [*_plays(cat, "place", hand, field, leaves), PASS_PLACE]


def _effect_targets(info: CardInfo, field: Sequence[Slot | None], opp_field: Sequence[Slot | None],
                    leader_pos: int | None) -> list[int]:
    """The spaces a once-each-turn effect may choose where choosing can change something."""
    if info.chosen == "enemy":
        return [t for t in attack_spaces(opp_field) if opp_field[t] is not None]
    verbs = {e.verb for e in info.triggers["once_each_turn"]}
    spaces = []
    for t in range(FIELD_SPACES):
        slot = field[t]
        if slot is None:
            continue
        if "move" in verbs and t == leader_pos:
            continue  # the original leader never leaves the field (ruling 13): nothing would happen
        if verbs == {"heal"} and slot.counters == 0:
            continue  # nothing to heal
        spaces.append(t)
    return spaces


def effect_actions(cat: PikminCatalogue, field: Sequence[Slot | None], opp_field: Sequence[Slot | None],
                   leader_pos: int | None) -> list[Action]:
    """The once-each-turn effects that may be used now, one per card and chosen target."""
    infos = cat.infos
    out: list[Action] = []
    for index in range(FIELD_SPACES):
        slot = field[index]
        if slot is None or slot.used:
            continue
        info = infos[slot.card]
        if row_of(index) not in info.once_rows:
            continue
        card, used = slot.card, f"Use {info.name}'s effect ({space_name(index)})"
        if info.chosen is None:
            out.append(_get(cat, ("effect", card, index), lambda: PikminAction(
                kind="effect", label=used, card=card, source=index)))
            continue
        side: Literal["enemy", "ally"] = "enemy" if info.chosen == "enemy" else "ally"
        targets = opp_field if side == "enemy" else field
        whose = "enemy" if side == "enemy" else "your"
        for t in _effect_targets(info, field, opp_field, leader_pos):
            tcard = targets[t].card  # type: ignore[union-attr]
            label = f"{used} on {infos[tcard].name} ({whose} {space_name(t)})"
            out.append(_get(cat, ("effect", card, index, side, tcard, t), lambda: PikminAction(
                kind="effect", label=label, card=card, source=index, target=tcard, target_side=side,
                target_space=t)))
    return out


def action_phase_actions(cat: PikminCatalogue, hand: Sequence[str], field: Sequence[Slot | None],
                         opp_field: Sequence[Slot | None], leaves: int, leader_pos: int | None, may_attack: bool) -> list[Action]:
    """Plays, once-each-turn effects, going to the Attack phase (unless this turn has none), ending
    the turn, then moves."""
    empties = [i for i in range(FIELD_SPACES) if field[i] is None]
    out = _plays(cat, "play", hand, field, leaves, empties)
    # Order matters to a person pressing "1" again and again: plays and effects run out, then the
    # phase ends; moves (unlimited) come last so they can never keep a turn going by accident.
    out.extend(effect_actions(cat, field, opp_field, leader_pos))
    if may_attack:
        out.append(TO_ATTACK)
    out.append(END_TURN)
    if empties:
        rows = cat.rows
        pick = _picker(empties)
        for src in range(FIELD_SPACES):
            slot = field[src]
            if slot is not None:
                card = slot.card
                out += pick(rows.get(("move", card, src)) or _move_row(cat, card, src))
    return out


def attack_actions(cat: PikminCatalogue, field: Sequence[Slot | None], opp_field: Sequence[Slot | None],
                   leader_pos: int | None = None) -> list[Action]:
    """Every card that may still attack against every target the row rule allows, each label
    naming the damage it will deal; the once-each-turn moves that work in the Attack phase too
    (Winged Pikmin, ruling 18); and ending the turn."""
    infos, store = cat.infos, cat.actions
    targets = [(t, slot.card, infos[slot.card]) for t in attack_spaces(opp_field) if (slot := opp_field[t]) is not None]
    out: list[Action] = []
    for src in range(FIELD_SPACES):
        slot = field[src]
        if slot is None or not slot.may_attack or slot.attacked:
            continue
        card = slot.card
        att = infos[card]
        atk = effective_atk(att, slot)
        if atk <= 0:
            continue
        for t, tcard, tgt in targets:
            dealt = attack_damage(att, atk, src, tgt, t)
            key = ("attack", card, src, tcard, t, dealt)
            action = store.get(key)
            if action is None:
                action = store[key] = PikminAction(
                    kind="attack", label=f"{att.name} ({space_name(src)}) attacks {tgt.name} ({space_name(t)}): {dealt} damage",
                    attacker=card, source=src, target=tcard, target_side="enemy", target_space=t, damage=dealt)
            out.append(action)
    if any(slot is not None and not slot.used and infos[slot.card].flies for slot in field):
        out.extend(a for a in effect_actions(cat, field, opp_field, leader_pos) if infos[a.card].flies)  # type: ignore[attr-defined]
    out.append(END_TURN)
    return out
