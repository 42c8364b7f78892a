"""Helpers for the Tanuki Panic tests: set up a duel from chosen hands, act by label."""

from __future__ import annotations

import re

from tanuki_table.games import get_game
from tanuki_table.games.tanuki_panic.state import Monster, State

GAME = get_game("tanuki_panic")
FILLER = "kodama"
"""The card that pads hands and decks (ATK 200 / DEF 900)."""


def duel(hand0=(), hand1=(), *, draws0=(), draws1=(), variant="casual", first=0, deck_pad=30) -> State:
    """A casual game, no shuffle: each seat's opening hand is `hand` (padded to 5 with Kodama),
    then it draws `draws` followed by Kodama."""
    decks = []
    for hand, draws in ((hand0, draws0), (hand1, draws1)):
        hand = list(hand) + [FILLER] * (5 - len(hand))
        decks.append(hand + list(draws) + [FILLER] * deck_pad)
    return GAME.new_game(seed=1, variant=variant, decks=decks, shuffle=False, first_player=first)


def place(state: State, seat: int, slot: int, card: str, pos: str = "attack", turn: int = 0) -> None:
    """Put a card straight onto the field (summoned on `turn`; 0 = before the game)."""
    state.fields[seat][slot] = Monster(card, pos, turn)
    state._legal = None


def short(label: str) -> str:
    """A label without slot numbers and outcome previews: "Kintarō attacks Igaguri"."""
    label = label.split(":")[0]
    label = re.sub(r" \(slot \d+\)", "", label)
    label = re.sub(r"the face-down card in slot \d+", "a face-down card", label)
    label = re.sub(r"attacks directly for \d+", "attacks directly", label)
    return re.sub(r"^Flip (.*) face-up into Attack Mode$", r"Change \1 to Attack Mode", label)


def labels(state: State) -> list[str]:
    """The legal actions' labels in short form (see `short`)."""
    return [short(a.label) for a in state.legal_actions()]


def full_labels(state: State) -> list[str]:
    return [a.label for a in state.legal_actions()]


def do(state: State, label: str) -> None:
    """Apply the (first) legal action with this label (full, or in short form)."""
    for action in state.legal_actions():
        if action.label == label or short(action.label) == label:
            state.apply(action)
            return
    raise AssertionError(f"{label!r} is not legal; legal: {full_labels(state)}")


def kinds(state: State) -> set[str]:
    return {a.kind for a in state.legal_actions()}
