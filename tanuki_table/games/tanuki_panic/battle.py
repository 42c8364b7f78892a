"""Battle resolution: the seed's Attack Outcomes table, face-down flips and the combined-ATK rule
(checked once, at the end of the Battle Phase); rulings in rules/tanuki_panic.md."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATTACK, DEFENSE, FACEDOWN, TPAction

if TYPE_CHECKING:
    from .state import State


def destroy(state: State, seat: int, slot: int, how: str, a: int, d: int) -> None:
    """Send the card in `seat`'s `slot` to its owner's graveyard (`how`, `a`, `d`: why, for the log)."""
    cell = state.fields[seat][slot]
    assert cell is not None
    state.fields[seat][slot] = None
    state.graveyard[seat].append(cell.card)
    state.quiet = 0
    if seat != state.active:
        state.combined[slot] = 0
    state.emit("destroyed", seat, cell.card, slot + 1, how, a, d)


def damage(state: State, seat: int, amount: int) -> None:
    """Take `amount` from `seat`'s Energy (never below 0); at 0 that seat loses at once."""
    if amount <= 0:
        return
    state.energy[seat] = max(0, state.energy[seat] - amount)
    state.quiet = 0
    state.emit("damage", seat, amount, state.energy[seat])
    if state.energy[seat] == 0:
        state.finish(1 - seat, f"Player {seat + 1}'s Energy reached 0", "energy")


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
    if action.direct:
        state.emit("attack_direct", me, opp, aid, a_slot + 1, a)
        damage(state, opp, a)
        return
    t_slot = action.target_slot
    assert t_slot is not None
    target = state.fields[opp][t_slot]
    assert target is not None
    tid = target.card
    was_down = target.pos == FACEDOWN
    if was_down:
        state.emit("attack_down", me, opp, t_slot + 1, aid, a_slot + 1, a)
        target.pos = DEFENSE
        state.emit("flip", opp, tid, cat.atk(tid), cat.defense(tid))
    else:
        state.emit("attack", me, opp, tid, t_slot + 1, aid, a_slot + 1, a)
    if target.pos == ATTACK:
        d = cat.atk(tid)
        if a > d:
            destroy(state, opp, t_slot, "beats", a, d)
            damage(state, opp, a - d)
        elif a < d:
            destroy(state, me, a_slot, "loses", a, d)
        else:
            destroy(state, opp, t_slot, "equal", a, d)
            destroy(state, me, a_slot, "equal", a, d)
        return
    d = cat.defense(tid)
    if a > d or (a == d and not was_down):
        destroy(state, opp, t_slot, "def", a, d)
        return
    state.combined[t_slot] += a
    if a == d:  # ruling 16: a card that was face down falls only to an ATK that exceeds its DEF
        state.emit("holds_down", opp, tid, a, state.combined[t_slot])
        return
    state.emit("holds", opp, tid, a, d, state.combined[t_slot])
    damage(state, me, d - a)


def end_battle(state: State) -> None:
    """End of the Battle Phase: the combined-ATK rule, then clear the running totals."""
    opp = 1 - state.active
    for slot, total in enumerate(state.combined):
        cell = state.fields[opp][slot]
        if total and cell is not None and cell.pos != ATTACK:
            d = state.cat.defense(cell.card)
            if total > d:
                destroy(state, opp, slot, "combined", total, d)
    state.combined = [0] * len(state.combined)
