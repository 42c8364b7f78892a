"""Battle resolution: the seed's Attack Outcomes table, face-down flips and the combined-ATK rule.

These functions act on a `State` during its owner's Battle Phase; `State._apply` calls them.
Rulings (see rules/tanuki_panic.md): the winner of ATK > ATK deals the difference to the
defending player; ATK < DEF hurts the attacking player by the difference; a card that was face
down survives an attack whose ATK only equals its DEF (ruling 16); the combined-ATK check runs
once, at the end of the Battle Phase, and destroys a Defense Mode target whose total of
non-destroying attacks this turn is strictly greater than its DEF.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.engine import RESULT

from .actions import ATTACK, DEFENSE, FACEDOWN, TPAction

if TYPE_CHECKING:
    from .state import State


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


def destroy(state: State, seat: int, slot: int, why: str = "") -> None:
    """Send the card in `seat`'s `slot` to its owner's graveyard."""
    cell = state.fields[seat][slot]
    assert cell is not None
    state.fields[seat][slot] = None
    state.graveyard[seat].append(cell.card)
    state.quiet = 0
    if seat != state.active:
        state.combined[slot] = 0
    state.note(f"{_p(seat)}'s {state.cat.name(cell.card)} (slot {slot + 1}) is destroyed{why} and goes to the Graveyard.")


def damage(state: State, seat: int, amount: int) -> None:
    """Take `amount` from `seat`'s Energy (never below 0); at 0 that seat loses at once."""
    if amount <= 0:
        return
    state.energy[seat] = max(0, state.energy[seat] - amount)
    state.quiet = 0
    state.note(f"{_p(seat)} takes {amount} damage (Energy {state.energy[seat]}).")
    if state.energy[seat] == 0:
        state.finish(1 - seat, f"{_p(seat)}'s Energy reached 0", "energy")


def resolve_attack(state: State, action: TPAction) -> None:
    """Carry out one declared attack (the Attack Outcomes table)."""
    cat = state.cat
    me = state.active
    opp = 1 - me
    a_slot = action.attacker_slot
    assert a_slot is not None
    attacker = state.fields[me][a_slot]
    assert attacker is not None
    attacker.attacked = state.turn
    aid = attacker.card
    a = cat.atk(aid)
    who = f"{_p(me)}'s {cat.name(aid)} (slot {a_slot + 1}, ATK {a})"
    if action.direct:
        state.note(f"{who} attacks {_p(opp)} directly.")
        damage(state, opp, a)
        return
    t_slot = action.target_slot
    assert t_slot is not None
    target = state.fields[opp][t_slot]
    assert target is not None
    tid = target.card
    was_down = target.pos == FACEDOWN
    if was_down:
        state.note(f"{who} attacks the face-down card in {_p(opp)}'s slot {t_slot + 1}.")
        target.pos = DEFENSE
        state.note(
            f"The face-down card is flipped face-up: {cat.name(tid)} (ATK {cat.atk(tid)} / DEF {cat.defense(tid)}), "
            "in Defense Mode.",
            kind=RESULT,
        )
    else:
        state.note(f"{who} attacks {_p(opp)}'s {cat.name(tid)} (slot {t_slot + 1}).")
    if target.pos == ATTACK:
        d = cat.atk(tid)
        if a > d:
            destroy(state, opp, t_slot, f" ({a} ATK beats {d} ATK)")
            damage(state, opp, a - d)
        elif a < d:
            destroy(state, me, a_slot, f" ({a} ATK loses to {d} ATK)")
        else:
            destroy(state, opp, t_slot, f" (equal ATK {a})")
            destroy(state, me, a_slot, f" (equal ATK {a})")
        return
    d = cat.defense(tid)
    if a > d or (a == d and not was_down):
        destroy(state, opp, t_slot, f" ({a} ATK against {d} DEF)")
        return
    state.combined[t_slot] += a
    if a == d:  # ruling 16: a card that was face down falls only to an ATK that exceeds its DEF
        state.note(f"{cat.name(tid)} was face down and holds: {a} ATK only equals its DEF (no damage); "
                   f"combined ATK against it this turn: {state.combined[t_slot]}.")
        return
    state.note(
        f"{cat.name(tid)} holds ({a} ATK against {d} DEF); combined ATK against it this turn: {state.combined[t_slot]}."
    )
    damage(state, me, d - a)


def end_battle(state: State) -> None:
    """End of the Battle Phase: the combined-ATK rule, then clear the running totals."""
    opp = 1 - state.active
    for slot, total in enumerate(state.combined):
        cell = state.fields[opp][slot]
        if total and cell is not None and cell.pos != ATTACK:
            d = state.cat.defense(cell.card)
            if total > d:
                destroy(state, opp, slot, f" by the combined attacks ({total} ATK exceeds {d} DEF)")
    state.combined = [0] * len(state.combined)
