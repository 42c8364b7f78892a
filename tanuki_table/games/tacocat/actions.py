"""Tacocat's actions and how the legal ones are listed.

Every action is built once through a module-level `ActionCache`, so the same move is the same
object. Labels state the ranks played as numbers and no other number ("Attack with a set of 5 5",
"Defend with 9", "Exchange 3 7 11").

Exchanges are keyed by ranks, not card ids: only ranks matter in play, and a 9-card hand would
otherwise give up to 512 id-subsets per decision. Giving away "a 5" gives away the first 5 in
hand order. Every other action names the physical card(s) it plays.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Callable, Sequence

from tanuki_table.engine import Action, ActionCache


class TacocatAction(Action):
    """One Tacocat move."""

    card: str | None = None
    """The one card played (duel, single attack, defend, sacrifice)."""
    group: tuple[str, ...] = ()
    """The cards of a Jumbo attack, lowest rank first. (Not named `cards`: a field of that
    name was once the base class's method; kept as `group`.)"""
    ranks: tuple[int, ...] = ()
    """The ranks this action plays or gives away, ascending."""
    jumbo: str = ""
    """"set" or "sequence" for a Jumbo attack, else empty."""

    def card_ids(self) -> tuple[str, ...]:
        """The card ids this action plays (none for an exchange, which is keyed by ranks)."""
        return (self.card,) if self.card is not None else self.group


CACHE = ActionCache()
"""Every Tacocat action ever built, by key."""

_EXCHANGE_LISTS: dict[tuple, list[TacocatAction]] = {}
"""Exchange choices by (hand ranks, cap): hands repeat, so the enumeration is reused."""
_EXCHANGE_LISTS_MAX = 50_000


def _nums(ranks: Sequence[int]) -> str:
    return " ".join(map(str, ranks))


def pass_action() -> TacocatAction:
    """Exchange nothing."""
    return CACHE.get(("pass",), lambda: TacocatAction(kind="pass", label="Exchange nothing"))


_EXCHANGES: dict[tuple[int, ...], TacocatAction] = {}


def exchange_action(ranks: tuple[int, ...]) -> TacocatAction:
    """Give away cards of these ranks (and draw as many)."""
    action = _EXCHANGES.get(ranks)
    if action is None:
        action = _EXCHANGES[ranks] = CACHE.get(
            ("exchange", ranks),
            lambda: TacocatAction(kind="exchange", label=f"Exchange {_nums(ranks)}", ranks=ranks),
        )
    return action


_SINGLES: dict[str, dict[str, TacocatAction]] = {"duel": {}, "attack": {}, "defend": {}, "sacrifice": {}}
"""One-card actions by kind and card id (a plain dict lookup on the hot path)."""


def _single(kind: str, verb: str, card: str, rank: int) -> TacocatAction:
    store = _SINGLES[kind]
    action = store.get(card)
    if action is None:
        action = store[card] = CACHE.get(
            (kind, card),
            lambda: TacocatAction(kind=kind, label=f"{verb} {rank}", card=card, ranks=(rank,)),
        )
    return action


def duel_action(card: str, rank: int) -> TacocatAction:
    """Put this card face down for the duel."""
    return _single("duel", "Duel with", card, rank)


def attack_action(card: str, rank: int) -> TacocatAction:
    """Attack with one card."""
    return _single("attack", "Attack with", card, rank)


def defend_action(card: str, rank: int) -> TacocatAction:
    """Answer the current attack card with an equal or higher card."""
    return _single("defend", "Defend with", card, rank)


def sacrifice_action(card: str, rank: int) -> TacocatAction:
    """Give up your lowest card face up."""
    return _single("sacrifice", "Sacrifice", card, rank)


def jumbo_action(kind: str, cards: tuple[str, ...], ranks: tuple[int, ...]) -> TacocatAction:
    """A Jumbo attack: kind "set" or "sequence"."""
    return CACHE.get(
        ("jumbo", cards),
        lambda: TacocatAction(
            kind="attack", label=f"Attack with a {kind} of {_nums(ranks)}", group=cards, ranks=ranks, jumbo=kind
        ),
    )


def exchange_choices(hand_ranks: tuple[int, ...], cap: int) -> list[TacocatAction]:
    """`pass` and every multiset of ranks (size 1..cap) that can be given away from this hand."""
    key = (hand_ranks, cap)
    found = _EXCHANGE_LISTS.get(key)
    if found is not None:
        return found
    counts: dict[int, int] = {}
    for r in hand_ranks:
        counts[r] = counts.get(r, 0) + 1
    subsets: list[tuple[int, ...]] = [()]
    for r, m in counts.items():
        grown = list(subsets)
        layer = subsets
        for _ in range(m):
            layer = [s + (r,) for s in layer if len(s) < cap]
            if not layer:
                break
            grown.extend(layer)
        subsets = grown
    subsets.sort(key=len)
    get = _EXCHANGES.get
    result = [pass_action()] + [get(s) or exchange_action(s) for s in subsets[1:]]
    if len(_EXCHANGE_LISTS) > _EXCHANGE_LISTS_MAX:
        _EXCHANGE_LISTS.clear()
    _EXCHANGE_LISTS[key] = result
    return result


def attack_choices(hand: list[str], rank_of: Callable[[str], int] | dict[str, int]) -> list[TacocatAction]:
    """Single attacks, sets and sequences; a Jumbo must leave the attacker at least one card.

    `hand` is sorted by rank. Sequences use distinct consecutive ranks and never wrap (12 is not
    followed by 1).
    """
    rank = rank_of.__getitem__ if isinstance(rank_of, dict) else rank_of
    singles = _SINGLES["attack"]
    result = [singles.get(c) or attack_action(c, rank(c)) for c in hand]
    limit = len(hand) - 1
    if limit < 2:
        return result
    by_rank: dict[int, list[str]] = {}
    for c in hand:
        by_rank.setdefault(rank(c), []).append(c)
    for r, ids in by_rank.items():
        for k in range(2, min(len(ids), limit) + 1):
            for combo in combinations(ids, k):
                result.append(jumbo_action("set", combo, (r,) * k))
    if limit < 3:
        return result
    distinct = list(by_rank)
    n = len(distinct)
    start = 0
    while start < n:
        end = start
        while end + 1 < n and distinct[end + 1] == distinct[end] + 1:
            end += 1
        for i in range(start, end - 1):
            for j in range(i + 2, min(end, i + limit - 1) + 1):
                run = distinct[i : j + 1]
                ranks = tuple(run)
                for combo in product(*(by_rank[r] for r in run)):
                    result.append(jumbo_action("sequence", combo, ranks))
        start = end + 1
    return result
