"""Plays: which sets of cards form a single or an army, whether a play is aligned, and labels.
The plays a hand can make are memoised on its catalogue, so two catalogues never mix."""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Literal, NamedTuple, Union

from tanuki_table.core.i18n import _, ngettext

from .cards import Catalogue

PlayNumber = Union[int, Literal["king"]]
"""A play's number: 2..12, or "king" for a single King."""

KING: Literal["king"] = "king"

_MEMO_LIMIT = 200_000
"""Memo entries kept per catalogue before the memo starts over."""


class Play(NamedTuple):
    """One play: `cards` the sorted card ids (copies repeated), `number` the army's number (2..12)
    or `"king"` for a single King, `size` the number of cards it counts as (Twins count as two)
    and `total` = number x count (None for a single King)."""

    cards: tuple[str, ...]
    number: PlayNumber
    size: int
    total: int | None


def hand_plays(hand: list[str], cat: Catalogue) -> list[Play]:
    """Every distinct play that can be made from `hand` (cached by the sorted hand)."""
    key = tuple(sorted(hand))
    memo = cat.hand_memo
    found = memo.get(key)
    if found is None:
        if len(memo) > _MEMO_LIMIT:
            memo.clear()
        found = memo[key] = _enumerate(key, cat)
    return found


def _enumerate(hand: tuple[str, ...], cat: Catalogue) -> list[Play]:
    counts = Counter(hand)
    limit, worth, is_king, numbers = cat.limit, cat.worth, cat.is_king, cat.numbers
    king_list: list[tuple[str, int]] = []
    by_number: dict[int, list[tuple[str, int, int]]] = {}
    for c, n in counts.items():
        most = min(n, limit[c] or n)
        if is_king[c]:
            king_list.append((c, most))
        else:
            for number in numbers[c]:
                by_number.setdefault(number, []).append((c, most, worth[c]))
    kings = tuple(king_list)
    plays: list[Play] = [Play((c,), KING, 1, None) for c, _most in kings]
    for number in cat.rules.numbers:
        units = by_number.get(number)
        if units:
            plays.extend(_number_plays(number, tuple(units), kings, cat))
    return plays


def _number_plays(
    number: int, units: tuple[tuple[str, int, int], ...], kings: tuple[tuple[str, int], ...], cat: Catalogue
) -> list[Play]:
    """The armies and singles of one number from these cards (memoised: hands share them)."""
    key = (number, units, kings)
    memo = cat.number_memo
    found: list[Play] | None = memo.get(key)
    if found is not None:
        return found
    found = []
    ranges = [range(m + 1) for _card, m, _worth in units] + [range(m + 1) for _king, m in kings]
    for combo in product(*ranges):
        main = combo[: len(units)]
        if not any(main):
            continue  # Kings only join an army: they never form one on their own
        cards: list[str] = []
        count = 0
        for (card, _most, worth), n in zip(units, main):
            cards.extend([card] * n)
            count += worth * n
        for (card, _most), n in zip(kings, combo[len(units):]):
            cards.extend([card] * n)
            count += n
        found.append(Play(tuple(sorted(cards)), number, count, number * count))
    if len(memo) > _MEMO_LIMIT:
        memo.clear()
    memo[key] = found
    return found


def aligned(play: Play, field: Play | None) -> bool:
    """Whether `play` may follow the current play `field` ([A] higher, or [B] surrounding)."""
    if field is None:
        return True
    _cards, f_number, f_count, f_total = field
    if f_number == KING:
        return False  # a single King: no single is higher and it has no total to surround
    _cards, number, count, total = play
    if count == f_count:
        return number == KING or number > f_number
    return count > f_count and total == f_total


def aligned_plays(hand: list[str], field: Play | None, cat: Catalogue) -> list[Play]:
    """The plays from `hand` that may follow `field` (all plays when the field is empty)."""
    plays = hand_plays(hand, cat)
    return plays if field is None else [p for p in plays if aligned(p, field)]


def values_text(play: Play, cat: Catalogue, king: str = "King") -> str:
    """The values played: "6·King", "2·2·2" (Twins count twice), "King" (`king`: the word for one)."""
    cards, number = play.cards, play.number
    if number == KING:
        return king
    values: list[str] = []
    kings = 0
    for card in cards:
        if cat.is_king[card]:
            kings += 1
        else:
            values.extend([str(number)] * cat.worth[card])
    return "·".join(values + [king] * kings)


def play_label(play: Play, cat: Catalogue) -> str:
    """ "Play 6·King (2 cards, total 12)"; spirit names only inside the brackets."""
    cards, number, count, total = play
    parts = [f"{count} card" + ("s" if count != 1 else ""), "no total" if total is None else f"total {total}"]
    spirits = [cat.name[c] for c in cards if cat.spirit[c]]
    if spirits:
        parts.append("with " + " + ".join(spirits))
    return f"Play {values_text(play, cat)} ({', '.join(parts)})"


def field_text(play: Play | None) -> str:
    """ "3 cards · total 12", "single King", or "empty"."""
    if play is None:
        return "empty"
    _cards, number, count, total = play
    if number == KING:
        return "1 card · single King"
    return f"{count} card{'s' if count != 1 else ''} · total {total}"


def why_not(cards: list[str], field: Play | None, cat: Catalogue) -> str:
    """Why the selected cards are not a legal play now ("" when they are one)."""
    if not cards:
        return _("select cards to play")
    plays = [p for p in hand_plays(cards, cat) if len(p[0]) == len(cards)]
    if not plays:
        if any(cards.count(c) > (cat.limit[c] or len(cards)) for c in set(cards)):
            return _("not an army: never two Cat Kings or two Bear 12s together")
        return _("not an army: all cards must share one number (a King joins any number)")
    if field is None or any(aligned(p, field) for p in plays):
        return ""
    _cards, f_number, f_count, f_total = field
    if f_number == KING:
        return _("not aligned: nothing answers a single King; you must retreat")
    return ngettext("not aligned: needs {count} card above {number} or more than {count} card totalling {total}",
                    "not aligned: needs {count} cards above {number} or more than {count} cards totalling {total}",
                    f_count).format(count=f_count, number=f_number, total=f_total)
