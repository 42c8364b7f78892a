"""Battle resolution: the seed's Attack Outcomes table, face-down flips and the combined-ATK rule.

These functions act on a `State` during its owner's Battle Phase; `State._apply` calls them.
Rulings (see rules/tanuki_panic.md): the winner of ATK > ATK deals the difference to the
defending player; ATK < DEF hurts the attacking player by the difference; the combined-ATK check
runs once, at the end of the Battle Phase, and destroys a Defense Mode target whose total of
non-destroying attacks this turn is strictly greater than its DEF.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.games.tanuki_panic.actions import ATTACK, DEFENSE, FACEDOWN, TPAction
from tanuki_table.games.tanuki_panic.catalog import ATK, DEF, NAME

if TYPE_CHECKING:
    from tanuki_table.games.tanuki_panic.state import State


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


def destroy(state: State, seat: int, slot: int, why: str = "") -> None:
    """Send the card in `seat`'s `slot` to its owner's graveyard."""
    cell = state.fields[seat][slot]
    state.fields[seat][slot] = None
    state.graveyard[seat].append(cell["id"])
    if seat != state.active:
        state.combined[slot] = 0
    state.note(f"{_p(seat)}'s {NAME[cell['id']]} is destroyed{why} and goes to the Graveyard.")


def damage(state: State, seat: int, amount: int) -> None:
    """Take `amount` from `seat`'s Energy (never below 0); at 0 that seat loses at once."""
    if amount <= 0:
        return
    state.energy[seat] = max(0, state.energy[seat] - amount)
    state.note(f"{_p(seat)} takes {amount} damage (Energy {state.energy[seat]}).")
    if state.energy[seat] == 0:
        state.finish(1 - seat, f"{_p(seat)}'s Energy reached 0")


def resolve_attack(state: State, action: TPAction) -> None:
    """Carry out one declared attack (the Attack Outcomes table)."""
    me = state.active
    opp = 1 - me
    a_slot = action.attacker_slot
    attacker = state.fields[me][a_slot]
    attacker["attacked"] = state.turn
    aid = attacker["id"]
    a = ATK[aid]
    if action.direct:
        state.note(f"{_p(me)}'s {NAME[aid]} (ATK {a}) attacks {_p(opp)} directly.")
        damage(state, opp, a)
        return
    t_slot = action.target_slot
    target = state.fields[opp][t_slot]
    tid = target["id"]
    if target["pos"] == FACEDOWN:
        state.note(f"{_p(me)}'s {NAME[aid]} (ATK {a}) attacks a face-down card.")
        target["pos"] = DEFENSE
        state.note(f"The face-down card is flipped face-up: {NAME[tid]} (ATK {ATK[tid]} / DEF {DEF[tid]}), in Defense Mode.")
    else:
        state.note(f"{_p(me)}'s {NAME[aid]} (ATK {a}) attacks {_p(opp)}'s {NAME[tid]}.")
    if target["pos"] == ATTACK:
        d = ATK[tid]
        if a > d:
            destroy(state, opp, t_slot, f" ({a} ATK beats {d} ATK)")
            damage(state, opp, a - d)
        elif a < d:
            destroy(state, me, a_slot, f" ({a} ATK loses to {d} ATK)")
        else:
            destroy(state, opp, t_slot, f" (equal ATK {a})")
            destroy(state, me, a_slot, f" (equal ATK {a})")
        return
    d = DEF[tid]
    if a >= d:
        destroy(state, opp, t_slot, f" ({a} ATK against {d} DEF)")
        return
    state.combined[t_slot] += a
    state.note(
        f"{NAME[tid]} holds ({a} ATK against {d} DEF); combined ATK against it this turn: {state.combined[t_slot]}."
    )
    damage(state, me, d - a)


def end_battle(state: State) -> None:
    """End of the Battle Phase: the combined-ATK rule, then clear the running totals."""
    opp = 1 - state.active
    for slot, total in enumerate(state.combined):
        cell = state.fields[opp][slot]
        if total and cell is not None and cell["pos"] != ATTACK and total > DEF[cell["id"]]:
            destroy(state, opp, slot, f" by the combined attacks ({total} ATK exceeds {DEF[cell['id']]} DEF)")
    state.combined = [0] * len(state.combined)
