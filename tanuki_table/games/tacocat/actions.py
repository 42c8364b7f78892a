"""Tacocat's actions and how the legal ones are listed.

Only ranks matter in play, so two cards of one rank make the same move: every list offers one
action per distinct effect, playing the first copy(ies) in hand order (hands are kept sorted by
rank, then catalogue position). Labels state the ranks played as numbers and no other number
("Attack with a set of 5 5", "Defend with 9", "Exchange 3 7 11"), so within one list every label
is distinct.

Actions are built once and reused (`apply` checks identity first). The stores are keyed by card
id and re-checked against the rank, so they hold no card data of their own: a catalogue with
other ranks simply builds other actions.
"""

from __future__ import annotations

from typing import Sequence

from tanuki_table.core.engine import Action


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


Groups = list[tuple[int, list[str]]]
"""A hand grouped by rank: (rank, card ids of that rank in hand order), ranks ascending."""

_EXCHANGE_LISTS: dict[tuple[tuple[int, ...], int], list[TacocatAction]] = {}
"""Exchange choices by (hand ranks, cap): hands repeat, so the enumeration is reused."""
_EXCHANGE_LISTS_MAX = 50_000
_EXCHANGES: dict[tuple[int, ...], TacocatAction] = {}
_SINGLES: dict[str, dict[str, TacocatAction]] = {"duel": {}, "attack": {}, "defend": {}, "sacrifice": {}}
"""One-card actions by kind and card id."""
_VERBS = {"duel": "Duel with", "attack": "Attack with", "defend": "Defend with", "sacrifice": "Sacrifice"}
_JUMBOS: dict[tuple[str, ...], TacocatAction] = {}
_PASS = TacocatAction(kind="pass", label="Exchange nothing")


def _nums(ranks: Sequence[int]) -> str:
    return " ".join(map(str, ranks))


def pass_action() -> TacocatAction:
    """Exchange nothing."""
    return _PASS


def exchange_action(ranks: tuple[int, ...]) -> TacocatAction:
    """Give away cards of these ranks (and draw as many)."""
    action = _EXCHANGES.get(ranks)
    if action is None:
        action = _EXCHANGES[ranks] = TacocatAction(kind="exchange", label=f"Exchange {_nums(ranks)}", ranks=ranks)
    return action


def single(kind: str, card: str, rank: int) -> TacocatAction:
    """A one-card action: kind "duel", "attack", "defend" or "sacrifice"."""
    store = _SINGLES[kind]
    action = store.get(card)
    if action is None or action.ranks[0] != rank:
        action = store[card] = TacocatAction(kind=kind, label=f"{_VERBS[kind]} {rank}", card=card, ranks=(rank,))
    return action


def jumbo_action(kind: str, cards: tuple[str, ...], ranks: tuple[int, ...]) -> TacocatAction:
    """A Jumbo attack: kind "set" or "sequence"."""
    action = _JUMBOS.get(cards)
    if action is None or action.ranks != ranks:
        action = _JUMBOS[cards] = TacocatAction(
            kind="attack", label=f"Attack with a {kind} of {_nums(ranks)}", group=cards, ranks=ranks, jumbo=kind
        )
    return action


def group(hand: list[str], rank: dict[str, int]) -> Groups:
    """`hand` (sorted by rank) grouped by rank."""
    groups: Groups = []
    last = -1
    for card in hand:
        r = rank[card]
        if r != last:
            groups.append((r, [card]))
            last = r
        else:
            groups[-1][1].append(card)
    return groups


def one_per_rank(kind: str, groups: Groups, at_least: int = 0) -> list[TacocatAction]:
    """One action of `kind` per distinct rank of at least `at_least`, playing its first copy."""
    return [single(kind, ids[0], r) for r, ids in groups if r >= at_least]


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
    result = [_PASS] + [get(s) or exchange_action(s) for s in subsets[1:]]
    if len(_EXCHANGE_LISTS) > _EXCHANGE_LISTS_MAX:
        _EXCHANGE_LISTS.clear()
    _EXCHANGE_LISTS[key] = result
    return result


def attack_choices(groups: Groups, size: int) -> list[TacocatAction]:
    """Single attacks, sets and sequences from a hand of `size` cards grouped by rank.

    A Jumbo must leave the attacker at least one card. Sequences use distinct consecutive ranks
    and never wrap (12 is not followed by 1).
    """
    result = one_per_rank("attack", groups)
    limit = size - 1
    if limit < 2:
        return result
    for r, ids in groups:
        for k in range(2, min(len(ids), limit) + 1):
            result.append(jumbo_action("set", tuple(ids[:k]), (r,) * k))
    if limit < 3:
        return result
    n = len(groups)
    start = 0
    while start < n:
        end = start
        while end + 1 < n and groups[end + 1][0] == groups[end][0] + 1:
            end += 1
        for i in range(start, end - 1):
            for j in range(i + 2, min(end, i + limit - 1) + 1):
                run = groups[i : j + 1]
                result.append(
                    jumbo_action("sequence", tuple(ids[0] for _, ids in run), tuple(r for r, _ in run))
                )
        start = end + 1
    return result
