"""Tacocat's actions and the legal moves of a hand.

Only ranks matter in play, so two cards of one rank make the same move: every list offers one
action per distinct effect, playing the first copy(ies) in hand order (hands are kept sorted by
rank, then catalogue position). Labels state the ranks played as numbers and no other number
("Attack with a set of 5 5", "Defend with 9", "Exchange 3 7 11"), so within one list every label
is distinct.

Each list is computed from the hand (its card ids and their ranks) and cached under it: hands
repeat, in a search above all. Each action is made once (cached by what it plays), so `apply`
finds it in the legal list by identity.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from tanuki_table.core.engine import Action

__all__ = ["TacocatAction", "attacks", "defences", "duels", "exchanges", "pass_action"]


class TacocatAction(Action):
    """One Tacocat move."""

    card: str | None = None
    """The one card played (duel, single attack, defend, sacrifice)."""
    group: tuple[str, ...] = ()
    """The cards of a Jumbo attack, lowest rank first."""
    ranks: tuple[int, ...] = ()
    """The ranks this action plays or gives away, ascending."""
    jumbo: str = ""
    """"set" or "sequence" for a Jumbo attack, else empty."""

    def card_ids(self) -> tuple[str, ...]:
        """The card ids this action plays (none for an exchange, which is keyed by ranks)."""
        return (self.card,) if self.card is not None else self.group


Hand = tuple[str, ...]
Ranks = tuple[int, ...]
Groups = list[tuple[int, list[str]]]
"""A hand grouped by rank: (rank, card ids of that rank in hand order), ranks ascending."""

_VERBS = {"duel": "Duel with", "attack": "Attack with", "defend": "Defend with", "sacrifice": "Sacrifice"}
_PASS = TacocatAction(kind="pass", label="Exchange nothing")
_CACHE = 1 << 16
"""How many lists of each kind are kept."""


def _nums(ranks: Ranks) -> str:
    return " ".join(map(str, ranks))


def _groups(hand: Hand, ranks: Ranks) -> Groups:
    """`hand` (sorted by rank) grouped by rank."""
    groups: Groups = []
    last = None
    for card, r in zip(hand, ranks):
        if r == last:
            groups[-1][1].append(card)
        else:
            groups.append((r, [card]))
            last = r
    return groups


def _firsts(hand: Hand, ranks: Ranks) -> list[tuple[int, str]]:
    """Each rank held, with its first card in `hand` (sorted by rank)."""
    found = []
    last = None
    for card, r in zip(hand, ranks):
        if r != last:
            found.append((r, card))
            last = r
    return found


def pass_action() -> TacocatAction:
    """Exchange nothing."""
    return _PASS


_SINGLES: dict[str, dict[str, TacocatAction]] = {kind: {} for kind in _VERBS}
_JUMBOS: dict[Hand, TacocatAction] = {}
_EXCHANGES: dict[Ranks, TacocatAction] = {}
"""The actions made so far: one-card ones by kind and card, Jumbos by cards, exchanges by ranks
highest first (a card's rank is checked: another catalogue may rank it otherwise)."""


def single(kind: str, card: str, rank: int) -> TacocatAction:
    """A one-card action: kind "duel", "attack", "defend" or "sacrifice"."""
    action = _SINGLES[kind].get(card)
    if action is None or action.ranks[0] != rank:
        action = _SINGLES[kind][card] = TacocatAction(kind=kind, label=f"{_VERBS[kind]} {rank}", card=card,
                                                      ranks=(rank,))
    return action


def jumbo(kind: str, cards: Hand, ranks: Ranks) -> TacocatAction:
    """A Jumbo attack: kind "set" or "sequence"."""
    action = _JUMBOS.get(cards)
    if action is None or action.ranks != ranks:
        action = _JUMBOS[cards] = TacocatAction(kind="attack", label=f"Attack with a {kind} of {_nums(ranks)}",
                                                group=cards, ranks=ranks, jumbo=kind)
    return action


def exchange(high_first: Ranks) -> TacocatAction:
    """Give away cards of these ranks (given highest first), at least one (and draw as many)."""
    action = _EXCHANGES.get(high_first)
    if action is None:
        ranks = high_first[::-1]
        action = _EXCHANGES[high_first] = TacocatAction(kind="exchange", label=f"Exchange {_nums(ranks)}", ranks=ranks)
    return action


def duels(hand: Hand, ranks: Ranks) -> list[TacocatAction]:
    """A duel with each rank held (its first copy)."""
    return [single("duel", card, r) for r, card in _firsts(hand, ranks)]


def defences(hand: Hand, ranks: Ranks, need: int) -> list[TacocatAction]:
    """A defence with each rank held of at least `need`, then sacrificing the lowest card."""
    found = [single("defend", card, r) for r, card in _firsts(hand, ranks) if r >= need]
    found.append(single("sacrifice", hand[0], ranks[0]))
    return found


@lru_cache(maxsize=_CACHE)
def attacks(hand: Hand, ranks: Ranks) -> tuple[TacocatAction, ...]:
    """Single attacks (one per rank), then sets (lowest rank first, smaller first), then
    sequences of distinct consecutive ranks (never wrapping: 12 is not followed by 1). A Jumbo
    must leave the attacker at least one card."""
    groups = _groups(hand, ranks)
    found = [single("attack", cards[0], r) for r, cards in groups]
    limit = len(hand) - 1
    for r, cards in groups:
        for k in range(2, min(len(cards), limit) + 1):
            found.append(jumbo("set", tuple(cards[:k]), (r,) * k))
    start = 0
    while start < len(groups):  # each run of consecutive ranks, from `start` to `end`
        end = start
        while end + 1 < len(groups) and groups[end + 1][0] == groups[end][0] + 1:
            end += 1
        for i in range(start, end - 1):
            for j in range(i + 2, min(end, i + limit - 1) + 1):
                run = groups[i:j + 1]
                found.append(jumbo("sequence", tuple(cards[0] for _, cards in run), tuple(r for r, _ in run)))
        start = end + 1
    return tuple(found)


@lru_cache(maxsize=_CACHE)
def exchanges(ranks: Ranks, cap: int) -> tuple[TacocatAction, ...]:
    """`pass` and every multiset of ranks (size 1..cap) that can be given away from this hand:
    by size, then by how many of the highest rank, then of the next lower, ..."""
    high_first = ranks[::-1]
    found: list[TacocatAction] = [_PASS]
    for size in range(1, min(cap, len(ranks)) + 1):
        # of the hand's ranks highest first, `combinations` gives the multisets with the most of
        # the highest rank first (each as often as it can be picked: dict.fromkeys keeps one)
        chosen = list(dict.fromkeys(combinations(high_first, size)))
        chosen.reverse()
        known = list(map(_EXCHANGES.get, chosen))
        found += known if all(known) else map(exchange, chosen)  # type: ignore[arg-type]  # (all made)
    return tuple(found)
