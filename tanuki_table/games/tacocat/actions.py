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

from itertools import compress
from operator import itemgetter, not_
from typing import Callable, Sequence

from tanuki_table.core.engine import Action
from tanuki_table.core.trusted import maker


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

_EXCHANGE_LISTS: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
"""Exchange choices by (hand ranks, cap), as their indices in `_NODES`: hands repeat (in a
search above all), so the enumeration is reused. Not the lists themselves: the garbage collector
would walk every action of every kept list at each collection, where a tuple of numbers is
left out of its walks after the first."""
_EXCHANGE_LISTS_MAX = 50_000
_EXCHANGE_SEEN: set[tuple[tuple[int, ...], int]] = set()
"""The keys asked for once: a list is kept when it is asked for a second time (most hands of a
game are met once; a search meets its own hand again and again)."""
_SINGLES: dict[str, dict[str, TacocatAction]] = {"duel": {}, "attack": {}, "defend": {}, "sacrifice": {}}
"""One-card actions by kind and card id."""
_VERBS = {"duel": "Duel with", "attack": "Attack with", "defend": "Defend with", "sacrifice": "Sacrifice"}
_JUMBOS: dict[tuple[str, ...], TacocatAction] = {}
_PASS = TacocatAction(kind="pass", label="Exchange nothing")
_new_exchange = maker(TacocatAction, "kind", "label", "ranks")
"""`TacocatAction(kind=..., label=..., ranks=...)` without validating it again."""
_new_jumbo = maker(TacocatAction, "kind", "label", "group", "ranks", "jumbo")

# Exchanges are the nodes of a trie of rank sequences, kept as indices: a hand of 9 cards has up
# to 511 of them, and a layer of a new hand's choices is found in one `itemgetter` call over a
# list of indices (in C), not a dict lookup each; an engine-only `sim` meets thousands of hands
# and tens of thousands of exchanges.
_NODES: list[TacocatAction] = [_PASS]
"""Every exchange made so far, by index (0 is `_PASS`); each keeps its index for good."""
_LABELS: list[str] = ["Exchange"]
"""Each exchange's label by index ("Exchange" for `_PASS`: the stem of its kids' labels)."""
_RANKS: list[tuple[int, ...]] = [()]
"""Each exchange's ranks by index."""
_KIDS: dict[int, list[int]] = {}
"""Rank -> for each index of `_NODES` (the list may be shorter: the rest are 0), the index of
that exchange with this rank added, or 0 when it is not made yet."""
_SHAPES: dict[tuple[tuple[int, ...], int], tuple[list[list[list[bool]] | None], Callable[[list], tuple]]] = {}
"""(copies of each rank in hand order, cap or 0 when the hand is the cap) -> for each rank, the
masks that keep the multisets below the cap (None: no cap), and the order of the choices by size."""


def _nums(ranks: Sequence[int]) -> str:
    return " ".join(map(str, ranks))


def pass_action() -> TacocatAction:
    """Exchange nothing."""
    return _PASS


def exchange_action(ranks: tuple[int, ...]) -> TacocatAction:
    """Give away cards of these ranks, at least one (and draw as many)."""
    node = 0
    for r in ranks:
        kids = _kids(r)
        node = kids[node] or _kid(node, r, kids)
    return _NODES[node]


def _kids(rank: int) -> list[int]:
    """`_KIDS[rank]`, as long as `_NODES`."""
    kids = _KIDS.get(rank)
    if kids is None:
        kids = _KIDS[rank] = []
    if len(kids) < len(_NODES):
        kids += [0] * (len(_NODES) - len(kids) + _HEADROOM)
    return kids


_HEADROOM = 4096
"""Zeros added past the end of `_NODES` whenever a `_KIDS` list is lengthened: a zero reads
"not made yet", so the padding changes nothing but how often a list is grown."""


def _kid(parent: int, rank: int, kids: list[int]) -> int:
    """A new exchange: `parent`'s ranks and then `rank` (`kids` is `_kids(rank)`); its index."""
    return _made((parent,), (0,), rank, kids)[0]


def _made(layer: Sequence[int], found: Sequence[int], rank: int, kids: list[int]) -> list[int]:
    """`found` (the kids by `rank` of the exchanges `layer`, 0 where not made yet) with every
    missing one made: its label and ranks are its parent's and this rank (read from `_LABELS`
    and `_RANKS`, not from the parent action)."""
    out = list(found)
    nodes, make, labels, ranks = _NODES, _new_exchange, _LABELS, _RANKS
    tail, one = f" {rank}", (rank,)
    start = len(nodes)
    for j in compress(range(len(found)), map(not_, found)):  # (only the missing ones)
        parent = layer[j]
        out[j] = kids[parent] = len(nodes)
        label = labels[parent] + tail
        more = ranks[parent] + one
        labels.append(label)
        ranks.append(more)
        nodes.append(make("exchange", label, more))
    if len(kids) < len(nodes):  # (as long as `_NODES` again: the next copy of this rank is added to these)
        kids += [0] * (len(nodes) - len(kids) + _HEADROOM)
    return out


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
        action = _JUMBOS[cards] = _new_jumbo("attack", f"Attack with a {kind} of {_nums(ranks)}", cards, ranks, kind)
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
    """`pass` and every multiset of ranks (size 1..cap) that can be given away from this hand:
    by size, then by how many of the highest rank, then of the next lower, ... (the order of
    growing them rank by rank, lowest first, each rank's copies added to every smaller multiset)."""
    return list(exchanges(hand_ranks, cap))


def exchanges(hand_ranks: tuple[int, ...], cap: int) -> tuple[TacocatAction, ...]:
    """`exchange_choices` as a tuple (the engine's legal list, copied when handed out)."""
    key = (hand_ranks, cap)
    found = _EXCHANGE_LISTS.get(key)
    if found is not None:
        return itemgetter(*found)(_NODES)
    counts: dict[int, int] = {}
    for r in hand_ranks:
        counts[r] = counts.get(r, 0) + 1
    shape = (tuple(counts.values()), cap if cap < len(hand_ranks) else 0)
    known = _SHAPES.get(shape)
    masks, order = known if known is not None else _shape(*shape)
    grown = [0]  # indices into _NODES
    for (r, m), keep in zip(counts.items(), masks):
        kids = _KIDS.get(r)
        if kids is None or len(kids) < len(_NODES):
            kids = _kids(r)
        layer: Sequence[int] = grown  # (each layer is read in full before `grown` grows)
        for k in range(m):
            if keep is not None:
                layer = list(compress(layer, keep[k]))
                if not layer:
                    break
            more = itemgetter(*layer)(kids) if len(layer) > 1 else (kids[layer[0]],)
            if 0 in more:  # exchanges not made yet
                more = _made(layer, more, r, kids)
            grown += more
            layer = more
    ordered = order(grown)
    if len(ordered) < 2:
        return (_NODES[ordered[0]],)
    if key in _EXCHANGE_SEEN:  # (asked for once before: kept from now on)
        if len(_EXCHANGE_LISTS) > _EXCHANGE_LISTS_MAX:
            _EXCHANGE_LISTS.clear()
        _EXCHANGE_LISTS[key] = ordered
    else:
        if len(_EXCHANGE_SEEN) > _EXCHANGE_LISTS_MAX:
            _EXCHANGE_SEEN.clear()
        _EXCHANGE_SEEN.add(key)
    return itemgetter(*ordered)(_NODES)


_ONE_MORE = (1).__add__


def _shape(counts: tuple[int, ...], cap: int) -> tuple[list[list[list[bool]] | None], Callable[[list], tuple]]:
    """The masks and the order `exchange_choices` uses for this shape of hand (see `_SHAPES`)."""
    masks: list[list[list[bool]] | None] = []
    sizes = [0]
    for m in counts:
        keep: list[list[bool]] = []
        layer = sizes
        grown = sizes[:]
        for _ in range(m):
            if cap:
                keep.append([s < cap for s in layer])
                layer = [s + 1 for s in layer if s < cap]
            else:
                layer = list(map(_ONE_MORE, layer))
            if not layer:
                break
            grown += layer
        sizes = grown
        masks.append(keep if cap else None)
    ranked = sorted(range(len(sizes)), key=sizes.__getitem__)
    order = itemgetter(*ranked) if len(ranked) > 1 else (lambda seq: (seq[0],))
    _SHAPES[(counts, cap)] = (masks, order)
    return masks, order


def attack_choices(groups: Groups, size: int) -> list[TacocatAction]:
    """Single attacks, sets and sequences from a hand of `size` cards grouped by rank.

    A Jumbo must leave the attacker at least one card. Sequences use distinct consecutive ranks
    and never wrap (12 is not followed by 1).
    """
    return jumbo_choices(groups, size, one_per_rank("attack", groups))


def jumbo_choices(groups: Groups, size: int, result: list[TacocatAction]) -> list[TacocatAction]:
    """`result` (the single attacks) followed by the sets and sequences of `attack_choices`."""
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


_TABLES: dict[int, tuple[dict[str, int], dict[str, dict[str, TacocatAction]], dict[tuple[str, ...], TacocatAction]]] = {}
"""id of a catalogue's rank table -> (that table, kept so the id stays its own; its singles; its
Jumbos met so far, by cards)."""


def _table(rank: dict[str, int]) -> tuple[dict[str, int], dict[str, dict[str, TacocatAction]], dict[tuple[str, ...], TacocatAction]]:
    found = _TABLES.get(id(rank))
    if found is None or found[0] is not rank:
        table = {kind: {c: single(kind, c, r) for c, r in rank.items()} for kind in _VERBS}
        found = _TABLES[id(rank)] = (rank, table, {})
    return found


def singles(rank: dict[str, int]) -> dict[str, dict[str, TacocatAction]]:
    """Every one-card action of a catalogue, by kind then card id (the very objects `single` gives)."""
    return _table(rank)[1]


def jumbos(rank: dict[str, int]) -> dict[tuple[str, ...], TacocatAction]:
    """The Jumbo attacks of a catalogue met so far, by their cards (the objects `jumbo_action` gave)."""
    return _table(rank)[2]
