"""Which legal actions a list offers: a move taking several hand cards is offered for the cards
selected (`for_selection`) or typed (`by_words`), not listed subset by subset."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.plugin import GameRules

__all__ = ["by_words", "combinations", "for_selection", "listed"]


def _is_combination(info: GameRules, action: Action, obs: Observation) -> bool:
    return len(info.hand_cards(action, obs)) >= 2


def listed(info: GameRules, legal: Sequence[Action], obs: Observation) -> list[Action]:
    """The moves listed with nothing selected: all but those taking several hand cards."""
    return [a for a in legal if not _is_combination(info, a, obs)]


def combinations(info: GameRules, legal: Sequence[Action], obs: Observation) -> int:
    """How many moves take several hand cards (offered once their cards are selected)."""
    return sum(1 for a in legal if _is_combination(info, a, obs))


def for_selection(info: GameRules, legal: Sequence[Action], obs: Observation, selected: Sequence[str]) -> list[Action]:
    """The moves that take exactly the selected hand cards (as `GameRules.choice_key` compares them)."""
    if not selected:
        return []
    key = info.choice_key
    want = Counter(key(c) for c in selected)
    return [a for a in legal if (cards := info.hand_cards(a, obs)) and Counter(key(c) for c in cards) == want]


_FILLER = {"a", "an", "the", "of", "with", "set", "sequence", "and", "to", "in"}


def _words(text: str) -> list[str]:
    """The words of a move: lowercase, `·` as a space, brackets and filler words left out."""
    text = re.sub(r"\([^)]*\)", " ", text.lower()).replace("·", " ")
    return [w for w in re.split(r"[\s,]+", text) if w and w not in _FILLER]


def by_words(legal: Sequence[Action], typed: str) -> list[Action]:
    """The moves a typed line names: the move's verb, then its cards in any order ("exchange 6 4 6")."""
    words = _words(typed)
    if len(words) < 2:
        return []
    verb, cards = words[0], Counter(words[1:])
    return [action for action in legal
            if (label := _words(action.label)) and label[0] == verb and Counter(label[1:]) == cards]
