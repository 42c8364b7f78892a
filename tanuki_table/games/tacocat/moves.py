"""Tacocat's legal moves, listed straight from the state: the hot path of every search.

One pass over the hand (kept sorted by rank) gives one action per distinct rank, its first copy
in hand order; the one-card actions come from a table built once per catalogue (`actions.singles`),
so listing them builds nothing. The order and the actions are the ones `actions.one_per_rank`,
`actions.attack_choices` and `actions.exchange_choices` give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from . import actions as A
from .actions import TacocatAction

if TYPE_CHECKING:
    from .state import State

__all__ = ["moves"]


def moves(state: State) -> Sequence[TacocatAction]:
    """The legal actions of the seat to move (never empty while the game runs; a tuple for an
    exchange: see `actions.exchanges`)."""
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
        return _attacks(hand, rank, state.singles["attack"], state.jumbos)
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
    return A.exchanges(tuple(map(rank.__getitem__, hand)), cap)


def _attacks(hand: list[str], rank: dict[str, int], singles: dict[str, TacocatAction],
             jumbos: dict[tuple[str, ...], TacocatAction]) -> list[TacocatAction]:
    """`actions.attack_choices` of this hand: its single attacks from the table, then its Jumbos
    (`jumbos`: this catalogue's, by cards; a new one is made by `actions.jumbo_action`)."""
    limit = len(hand) - 1  # a Jumbo leaves the attacker a card
    firsts: list[str] = []  # the first card of each rank held
    ranks: list[int] = []
    starts: list[int] = []  # where each rank's cards start in the hand
    last = -1
    for i, card in enumerate(hand):
        r = rank[card]
        if r != last:
            last = r
            firsts.append(card)
            ranks.append(r)
            starts.append(i)
    result = [singles[card] for card in firsts]
    if limit < 2:
        return result
    if len(firsts) < len(hand):  # a rank held twice or more: sets
        starts.append(len(hand))
        for g, r in enumerate(ranks):
            start = starts[g]
            for k in range(2, min(starts[g + 1] - start, limit) + 1):
                cards = tuple(hand[start:start + k])
                result.append(jumbos.get(cards) or _jumbo(jumbos, "set", cards, (r,) * k))
    if limit < 3 or len(ranks) < 3:
        return result
    key = (tuple(ranks), limit)
    runs = _RUNS.get(key)
    if runs is None:
        runs = _RUNS[key] = _runs(ranks, limit)
    for i, j in runs:
        cards = tuple(firsts[i:j])
        result.append(jumbos.get(cards) or _jumbo(jumbos, "sequence", cards, tuple(ranks[i:j])))
    return result


_RUNS: dict[tuple[tuple[int, ...], int], list[tuple[int, int]]] = {}
"""(distinct ranks held, most cards a Jumbo may have) -> the sequences, as slices (i, j) of the
ranks, in the order `actions.jumbo_choices` lists them (at most 12 ranks: a few thousand keys)."""


def _runs(ranks: list[int], limit: int) -> list[tuple[int, int]]:
    """The sequences of 3 to `limit` consecutive ranks among `ranks` (ascending, distinct)."""
    out = []
    n = len(ranks)
    start = 0
    while start < n:
        end = start
        while end + 1 < n and ranks[end + 1] == ranks[end] + 1:
            end += 1
        for i in range(start, end - 1):
            for j in range(i + 3, min(end, i + limit - 1) + 2):
                out.append((i, j))
        start = end + 1
    return out


def _jumbo(jumbos: dict[tuple[str, ...], TacocatAction], kind: str, cards: tuple[str, ...],
           ranks: tuple[int, ...]) -> TacocatAction:
    action = jumbos[cards] = A.jumbo_action(kind, cards, ranks)
    return action
