"""Tacocat's actions and the legal moves of a hand.

Only ranks matter, so each list offers one action per distinct effect, playing the first copies in
hand order (hands are sorted by rank). Labels state only the ranks played ("Attack with a set of
5 5", "Exchange 3 7 11"), so they are distinct. The attacks and exchanges are cached by hand; each
action is made once, so `apply` finds it in the legal list by identity.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from itertools import groupby
from operator import itemgetter
from typing import Mapping, Sequence, cast

from tanuki_table.core.engine import Action
from tanuki_table.core.i18n import N_

__all__ = ["LABELS", "TacocatAction", "attacks", "defences", "duels", "exchanges", "pass_action", "take_ranks"]


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

LABELS = {
    "pass": N_("Exchange nothing"),
    # TRANSLATORS: a move: give away cards of these ranks ("Exchange 3 7 11") and draw as many
    "exchange": N_("Exchange {ranks}"),
    "set": N_("Attack with a set of {ranks}"),
    "sequence": N_("Attack with a sequence of {ranks}"),
    "attack": N_("Attack with {rank}"),
    "duel": N_("Duel with {rank}"),
    "defend": N_("Defend with {rank}"),
    "sacrifice": N_("Sacrifice {rank}"),
}
"""Each kind of move's label (a Jumbo attack's by its shape), as an action reads in English."""
_PASS = TacocatAction(kind="pass", label=LABELS["pass"])
_CACHE = 1024
"""How many lists of each kind are kept: enough for the hands a search meets again and again, few
enough that a full garbage collection stays short."""


def _nums(ranks: Ranks) -> str:
    return " ".join(map(str, ranks))


def _firsts(hand: Sequence[str], rank: Mapping[str, int]) -> list[tuple[int, str]]:
    """Each rank held, with its first card in `hand` (sorted by rank)."""
    return [(r, next(run)) for r, run in groupby(hand, key=rank.__getitem__)]


def take_ranks(hand: list[str], rank: Mapping[str, int], ranks: Sequence[int]) -> list[str]:
    """Take the first card of each of `ranks` out of `hand` (an exchange names ranks, not cards); a
    rank not in hand is skipped."""
    taken = []
    for wanted in ranks:
        card = next((c for c in hand if rank[c] == wanted), None)
        if card is not None:
            hand.remove(card)
            taken.append(card)
    return taken


def pass_action() -> TacocatAction:
    """Exchange nothing."""
    return _PASS


_SINGLES: dict[str, dict[str, TacocatAction]] = {kind: {} for kind in ("duel", "attack", "defend", "sacrifice")}
_JUMBOS: dict[Hand, TacocatAction] = {}
_EXCHANGES: dict[Ranks, TacocatAction] = {(): _PASS}
"""The actions made so far: one-card ones by kind and card, Jumbos by cards, exchanges by ranks
highest first (a card's rank is checked: another catalogue may rank it otherwise)."""


def single(kind: str, card: str, rank: int) -> TacocatAction:
    """A one-card action: kind "duel", "attack", "defend" or "sacrifice"."""
    action = _SINGLES[kind].get(card)
    if action is None or action.ranks[0] != rank:
        action = _SINGLES[kind][card] = TacocatAction(kind=kind, label=LABELS[kind].format(rank=rank), card=card,
                                                      ranks=(rank,))
    return action


def jumbo(kind: str, cards: Hand, ranks: Ranks) -> TacocatAction:
    """A Jumbo attack: kind "set" or "sequence"."""
    action = _JUMBOS.get(cards)
    if action is None or action.ranks != ranks:
        action = _JUMBOS[cards] = TacocatAction(kind="attack", label=LABELS[kind].format(ranks=_nums(ranks)),
                                                group=cards, ranks=ranks, jumbo=kind)
    return action


def exchange(high_first: Ranks) -> TacocatAction:
    """Give away cards of these ranks (given highest first), at least one (and draw as many)."""
    action = _EXCHANGES.get(high_first)
    if action is None:
        ranks = high_first[::-1]
        action = _EXCHANGES[high_first] = TacocatAction(kind="exchange", label=LABELS["exchange"].format(ranks=_nums(ranks)),
                                                        ranks=ranks)
    return action


def duels(hand: Sequence[str], rank: Mapping[str, int]) -> list[TacocatAction]:
    """A duel with each rank held (its first copy)."""
    return [single("duel", card, r) for r, card in _firsts(hand, rank)]


def defences(hand: Sequence[str], rank: Mapping[str, int], need: int) -> list[TacocatAction]:
    """A defence with each rank held of at least `need`, then sacrificing the lowest card."""
    found = [single("defend", card, r) for r, card in _firsts(hand, rank) if r >= need]
    found.append(single("sacrifice", hand[0], rank[hand[0]]))
    return found


@lru_cache(maxsize=_CACHE)
def attacks(hand: Hand, ranks: Ranks) -> tuple[TacocatAction, ...]:
    """Single attacks (one per rank), then sets (lowest rank first, smaller first), then
    sequences of distinct consecutive ranks (never wrapping: 12 is not followed by 1). A Jumbo
    must leave the attacker at least one card."""
    # the hand grouped by rank: (rank, its card ids in hand order), ranks ascending
    groups = [(r, [card for card, _ in run]) for r, run in groupby(zip(hand, ranks), key=itemgetter(1))]
    found = [single("attack", cards[0], r) for r, cards in groups]
    limit = len(hand) - 1
    for r, cards in groups:
        for k in range(2, min(len(cards), limit) + 1):
            found.append(jumbo("set", tuple(cards[:k]), (r,) * k))
    for _, numbered in groupby(enumerate(groups), key=lambda item: item[1][0] - item[0]):  # consecutive ranks
        run = [group for _, group in numbered]
        for i in range(len(run) - 2):
            for j in range(i + 2, min(len(run) - 1, i + limit - 1) + 1):
                found.append(jumbo("sequence", tuple(cards[0] for _, cards in run[i:j + 1]),
                                   tuple(r for r, _ in run[i:j + 1])))
    return tuple(found)


@lru_cache(maxsize=_CACHE)
def exchanges(ranks: Ranks, cap: int) -> tuple[TacocatAction, ...]:
    """`pass` and every multiset of ranks (size 1..cap) that can be given away from this hand
    (`ranks` ascending): by size, then by how many of the highest rank, then of the next lower, ..."""
    # Each multiset as a tuple highest rank first, grown from the lowest rank up: a rank's copies
    # go in front of every choice of lower ranks, so the list stays in ascending order (fewest of
    # the highest rank first); a stable sort by size then gives the order above.
    chosen: list[Ranks] = [()]
    for r, copies in groupby(ranks):
        heads = [(r,) * k for k in range(1, len(list(copies)) + 1)]
        chosen += [head + rest for head in heads for rest in chosen]
    chosen.sort(key=len)
    if cap < len(ranks):
        del chosen[bisect_right(chosen, cap, key=len):]
    found = list(map(_EXCHANGES.get, chosen))
    if all(found):
        return tuple(cast("list[TacocatAction]", found))
    return tuple([action or exchange(high_first) for action, high_first in zip(found, chosen)])  # some are new
