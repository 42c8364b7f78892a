"""Which legal actions a list offers: choose cards, not subsets.

A move that takes two or more cards from the hand (Tacocat's exchange and Jumbo attacks, Animale
Tattica's armies) is not listed subset by subset (a Tacocat exchange would be up to 466 rows):
the player selects the cards and the list offers the moves those exact cards make
(`for_selection`); plain mode takes the same by words, "exchange 4 6 6" (`by_words`). Every other
move is always listed (`listed`). Which hand cards a move takes, and when two hand cards are the
same choice, are the game's to say (`GameRules.hand_cards`, `GameRules.choice_key`).

No Textual here: the game screen and plain mode both use it.
"""

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
    """The moves that take exactly the selected hand cards (any card the game counts as the same
    choice will do: two copies of a card, or in Tacocat two cards of one rank)."""
    if not selected:
        return []
    key = info.choice_key
    want = Counter(key(c) for c in selected)
    return [a for a in legal if (cards := info.hand_cards(a, obs)) and Counter(key(c) for c in cards) == want]


_FILLER = {"a", "an", "the", "of", "with", "set", "sequence", "and", "to", "in"}


def _words(text: str) -> list[str]:
    """The words of a move as typed or labelled: lowercase, `·` between cards read as a space,
    what is in brackets and filler words ("with a set of") left out."""
    text = re.sub(r"\([^)]*\)", " ", text.lower()).replace("·", " ")
    return [w for w in re.split(r"[\s,]+", text) if w and w not in _FILLER]


def by_words(legal: Sequence[Action], typed: str) -> list[Action]:
    """The moves a typed line names: its first word is the move ("exchange", "attack", "play"),
    the rest the cards in any order ("exchange 6 4 6" is "Exchange 4 6 6"; "attack 5 5" is
    "Attack with a set of 5 5"; "play 3 3 king" is "Play 3·3·King (...)"). Empty when the line
    names no move; several when it names moves that differ only in what is in brackets."""
    words = _words(typed)
    if len(words) < 2:
        return []
    verb, cards = words[0], Counter(words[1:])
    found = []
    for action in legal:
        label = _words(action.label)
        if label and label[0] == verb and Counter(label[1:]) == cards:
            found.append(action)
    return found
