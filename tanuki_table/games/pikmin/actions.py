"""Pikmin TCG actions and the functions that list the legal ones for each phase.

Actions are built once through a module-level `ActionCache`, so the same move is the same object.
Spaces are field indices: 0-4 the front row, 5-9 the back row (labels say "front 1" .. "back 5").
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Action, ActionCache

from .rules import ATTACKED, FIELD_SPACES, LEAF_LIMIT, USED, attack_spaces, infos, row_of, space_name


class PikminAction(Action):
    """A Pikmin TCG move."""

    card: str | None = None
    """The card chosen, placed, played, moved or whose effect is used."""
    attacker: str | None = None
    """The attacking card (attack)."""
    target: str | None = None
    """The card attacked, or chosen by an effect."""
    space: int | None = None
    """Destination space on your own field (choose_leader, place, play, move)."""
    source: int | None = None
    """Space of your acting card (move, effect, attack)."""
    target_side: str | None = None
    """Whose card the target is: "enemy" or "ally"."""
    target_space: int | None = None
    """Space of the target on its owner's field."""


_CACHE = ActionCache()
_get = _CACHE.get

PASS_PLACE = PikminAction(kind="pass", label="Place no second card")
TO_ATTACK = PikminAction(kind="pass", label="Go to the Attack phase")
END_TURN = PikminAction(kind="end_turn", label="End the turn")


def choose_leader_actions(deck: list[str]) -> list[Action]:
    """One action per distinct leader in the deck and per space."""
    table = infos()
    out: list[Action] = []
    seen: set[str] = set()
    for card in reversed(deck):  # top first
        if card in seen or not table[card].leader:
            continue
        seen.add(card)
        name = table[card].name
        for space in range(FIELD_SPACES):
            out.append(_get(("leader", card, space), lambda c=card, sp=space, n=name: PikminAction(
                kind="choose_leader", label=f"Choose {n} as your leader, face down at {space_name(sp)}", card=c, space=sp)))
    return out


def _plays(kind: str, hand: list[str], field: list[Any], leaves: int) -> list[Action]:
    table = infos()
    empties = [i for i in range(FIELD_SPACES) if field[i] is None]
    out: list[Action] = []
    if not empties:
        return out
    seen: set[str] = set()
    verb = "Place" if kind == "place" else "Play"
    for card in hand:
        if card in seen:
            continue
        seen.add(card)
        if leaves + table[card].leaves > LEAF_LIMIT:
            continue
        for space in empties:
            action = _PLAYS.get((kind, card, space))
            if action is None:
                action = _PLAYS[(kind, card, space)] = _get((kind, card, space), lambda c=card, sp=space: PikminAction(
                    kind=kind, label=f"{verb} {table[c].name} {'face down ' if kind == 'place' else ''}to {space_name(sp)}",
                    card=c, space=sp))
            out.append(action)
    return out


_PLAYS: dict[tuple[str, str, int], Action] = {}


def place_actions(hand: list[str], field: list[Any], leaves: int) -> list[Action]:
    """Setup: place one more card face down (leaf limit applies), or none."""
    return [*_plays("place", hand, field, leaves), PASS_PLACE]


def _effects(field: list[Any], opp_field: list[Any]) -> list[Action]:
    table = infos()
    out: list[Action] = []
    for index in range(FIELD_SPACES):
        entry = field[index]
        if entry is None or entry[3] & USED:
            continue
        info = table[entry[0]]
        effects = info.triggers.get("once_each_turn")
        if not effects or not any(e.if_row is None or e.if_row == row_of(index) for e in effects):
            continue
        name = info.name
        if info.chosen is None:
            out.append(_get(("effect", entry[0], index), lambda c=entry[0], i=index, n=name: PikminAction(
                kind="effect", label=f"Use {n}'s effect ({space_name(i)})", card=c, source=i)))
            continue
        side = info.chosen
        targets = opp_field if side == "enemy" else field
        spaces = attack_spaces(opp_field) if side == "enemy" else range(FIELD_SPACES)
        whose = "enemy" if side == "enemy" else "your"
        for t in spaces:
            tentry = targets[t]
            if tentry is None:
                continue
            out.append(_get(("effect", entry[0], index, side, tentry[0], t), lambda c=entry[0], i=index, n=name, s=side, tc=tentry[0], ti=t: PikminAction(
                kind="effect", label=f"Use {n}'s effect ({space_name(i)}) on {table[tc].name} ({whose} {space_name(ti)})",
                card=c, source=i, target=tc, target_side=s, target_space=ti)))
    return out


def action_phase_actions(hand: list[str], field: list[Any], opp_field: list[Any], leaves: int) -> list[Action]:
    """Plays, moves, once-each-turn effects, going to the Attack phase, ending the turn."""
    out = _plays("play", hand, field, leaves)
    # Order matters to a person pressing "1" again and again: plays and effects run out, then the
    # phase ends; moves (unlimited) come last so they can never keep a turn going by accident.
    out.extend(_effects(field, opp_field))
    out.append(TO_ATTACK)
    out.append(END_TURN)
    empties = [i for i in range(FIELD_SPACES) if field[i] is None]
    if empties:
        moves = _MOVES
        append = out.append
        for src in range(FIELD_SPACES):
            entry = field[src]
            if entry is None:
                continue
            card = entry[0]
            for dst in empties:
                action = moves.get((card, src, dst))
                if action is None:
                    action = moves[(card, src, dst)] = _move(card, src, dst)
                append(action)
    return out


_MOVES: dict[tuple[str, int, int], Action] = {}
"""Move actions by (card, from, to): the hottest list, so looked up without building a closure."""


def _move(card: str, src: int, dst: int) -> Action:
    name = infos()[card].name
    return _get(("move", card, src, dst), lambda: PikminAction(
        kind="move", label=f"Move {name} from {space_name(src)} to {space_name(dst)}", card=card, source=src, space=dst))


def attack_actions(field: list[Any], opp_field: list[Any]) -> list[Action]:
    """Every able attacker against every target the row rule allows, and ending the turn."""
    table = infos()
    targets = [(t, opp_field[t][0]) for t in attack_spaces(opp_field) if opp_field[t] is not None]
    out: list[Action] = []
    for src in attack_spaces(field):
        entry = field[src]
        if entry is None or entry[3] & ATTACKED or table[entry[0]].atk + entry[2] <= 0:
            continue
        card = entry[0]
        for t, tcard in targets:
            out.append(_get(("attack", card, src, tcard, t), lambda c=card, a=src, tc=tcard, b=t: PikminAction(
                kind="attack", label=f"{table[c].name} ({space_name(a)}) attacks {table[tc].name} ({space_name(b)})",
                attacker=c, source=a, target=tc, target_side="enemy", target_space=b)))
    out.append(END_TURN)
    return out
