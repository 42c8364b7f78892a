"""Helpers for the TMNT rules tests: stacked decks and acting through legal_actions()."""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from tanuki_table.games import get_game

GAME = get_game("tmnt")

FILLER = [
    "foot-soldier", "dragon-thug", "foot-ninja", "leatherhead", "casey-jones", "hun", "bishop",
    "foot-elite", "shredder", "raphael", "leonardo", "sewer-scramble", "whirlwind-slash",
    "bamboo-strike", "flaming-fist", "boulder-toss", "dragon-kick", "vine-snare", "cyclone-blade",
    "inferno-strike", "avalanche-drop", "turtle-power",
]
"""Effect-free cards used to pad a stacked deck to 40 (top of the padding first)."""


def stacked(top: Iterable[str], size: int | None = 40) -> list[str]:
    """A legal deck: `top` first (hand 5, block 4, then the deck), padded with effect-free cards."""
    deck = list(top)
    counts = Counter(deck)
    for card in FILLER * 3:
        if size is not None and len(deck) >= size:
            break
        if counts[card] < 3:
            deck.append(card)
            counts[card] += 1
    return deck


def new(hand0, block0, hand1, block1, deck0=(), deck1=(), first=0, size0=40, size1=40):
    """A game with both decks stacked (shuffle off); seat `first` plays first."""
    d0 = stacked([*hand0, *block0, *deck0], size0)
    d1 = stacked([*hand1, *block1, *deck1], size1)
    return GAME.new_game(decks=[d0, d1], shuffle=False, first_player=first)


def find(state, kind: str, card: str | None = None):
    """The legal action of this kind (and card); AssertionError when there is none."""
    for action in state.legal_actions():
        if action.kind == kind and (card is None or action.card == card):
            return action
    raise AssertionError(f"no legal {kind} {card or ''}; legal: {[a.label for a in state.legal_actions()]}")


def do(state, kind: str, card: str | None = None):
    """Apply the legal action of this kind (and card)."""
    action = find(state, kind, card)
    state.apply(action)
    return action


def kinds(state) -> set[str]:
    """The kinds of action legal now."""
    return {a.kind for a in state.legal_actions()}


def cards_of(state, kind: str) -> set[str]:
    """Card ids of the legal actions of one kind."""
    return {a.card for a in state.legal_actions() if a.kind == kind}


def pass_until(state, test, limit: int = 200) -> None:
    """Take the first legal action (pass where it exists) until `test(state)` holds."""
    for _ in range(limit):
        if test(state):
            return
        legal = state.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        state.apply(passing[0] if passing else legal[0])
    raise AssertionError("condition never reached")


def total_cards(state, seat: int) -> int:
    """Every card a seat owns, wherever it is."""
    return (len(state.deck[seat]) + len(state.hand[seat]) + sum(c is not None for c in state.block[seat])
            + len(state.attack_zone[seat]) + len(state.items[seat]) + len(state.trash[seat]))
