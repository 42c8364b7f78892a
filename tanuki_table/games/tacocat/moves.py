"""Tacocat's legal moves, listed straight from the state: the hot path of every search.

One pass over the hand (kept sorted by rank) gives one action per distinct rank, its first copy
in hand order; the one-card actions come from a table built once per catalogue (`actions.singles`),
so listing them builds nothing. The order and the actions are the ones `actions.one_per_rank`,
`actions.attack_choices` and `actions.exchange_choices` give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .actions import TacocatAction

if TYPE_CHECKING:
    from .state import State

__all__ = ["moves"]


def moves(state: State) -> list[TacocatAction]:
    """The legal actions of the seat to move (never empty while the game runs)."""
    seat = state.turn
    hand = state.hands[seat]
    rank = state.rank
    phase = state.phase
    if phase == "play_defend":
        table = state.singles
        need = rank[state.attack[len(state.answers)]]
        defend = table["defend"]
        out = []
        last = -1
        for card in hand:
            r = rank[card]
            if r != last:
                last = r
                if r >= need:
                    out.append(defend[card])
        out.append(table["sacrifice"][hand[0]])
        return out
    if phase == "play_attack":
        return _attacks(hand, rank, state.singles["attack"])
    if phase == "duel":
        duel = state.singles["duel"]
        out = []
        last = -1
        for card in hand:
            r = rank[card]
            if r != last:
                last = r
                out.append(duel[card])
        return out
    cap = len(hand) if (state.together or state.step == 0) else state.exchanged[state.choosers[0]] or 0
    if cap == 0:
        return [A.pass_action()]
    return A.exchange_choices(tuple(map(rank.__getitem__, hand)), cap)


def _attacks(hand: list[str], rank: dict[str, int], singles: dict[str, TacocatAction]) -> list[TacocatAction]:
    """`actions.attack_choices` of this hand: its single attacks from the table, then its Jumbos."""
    groups = A.group(hand, rank)
    result = [singles[ids[0]] for _, ids in groups]
    if len(hand) < 3:
        return result
    return A.jumbo_choices(groups, len(hand), result)
