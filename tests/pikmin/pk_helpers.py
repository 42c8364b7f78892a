"""Helpers for the Pikmin TCG tests: legal decks, a quick setup, and picking actions by fields."""

from __future__ import annotations

from typing import Any

from tanuki_table.games import get_game
from tanuki_table.games.pikmin.rules import Slot

GAME = get_game("pikmin")
CAT = GAME.catalogue

VANILLA = [
    "purple-pikmin", "mushroom-pikmin", "red-bulborb", "dwarf-red-bulborb", "yellow-wollywog",
    "dwarf-bulbear", "shearwig", "sheargrub", "beady-long-legs", "pileated-snagret",
    "hydro-dweevil", "munge-dweevil", "skitter-leaf",
]
"""Cards with no effects, used to fill test decks."""


def deck(*top: str, leader: str = "olimar", size: int = 40) -> list[str]:
    """A legal deck: `leader` first, then `top` in order, then vanilla filler (top card first)."""
    cards = [leader, *top]
    counts: dict[str, int] = {}
    for c in cards:
        counts[GAME.card(c).name] = counts.get(GAME.card(c).name, 0) + 1
    pool = iter([c for c in VANILLA for _ in range(5)])
    while len(cards) < size:
        c = next(pool)
        name = GAME.card(c).name
        if counts.get(name, 0) < 5:
            counts[name] = counts.get(name, 0) + 1
            cards.append(c)
    return cards


def choose_leader(state: Any, card: str, space: int) -> None:
    """Choose an original leader, then its space."""
    do(state, "choose_leader", card=card)
    do(state, "place_leader", card=card, space=space)


def find(state: Any, kind: str, **fields: Any) -> Any:
    """The one legal action of `kind` whose fields match."""
    found = [a for a in state.legal_actions() if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items())]
    assert found, f"no legal {kind} {fields}; legal: {[a.label for a in state.legal_actions()][:20]}"
    return found[0]


def do(state: Any, kind: str, **fields: Any) -> Any:
    """Apply the legal action of `kind` matching `fields`."""
    action = find(state, kind, **fields)
    state.apply(action)
    return action


def start(decks: list[list[str]] | None = None, first: int = 0, leaders: tuple[str, str] = ("olimar", "louie"),
          spaces: tuple[int, int] = (7, 7), places: tuple[Any, Any] = (None, None), later: bool = True,
          variant: str | None = None) -> Any:
    """A game past setup: leaders chosen and placed, optional second cards placed as (card, space).

    `later`: the turn counter is moved on by 2 (to turn 3); False keeps turn 1."""
    decks = decks or [deck(leader=leaders[0]), deck(leader=leaders[1])]
    state = GAME.new_game(decks=decks, shuffle=False, first_player=first, variant=variant)
    for seat in (0, 1):
        choose_leader(state, leaders[seat], spaces[seat])
    for seat in (0, 1):
        if places[seat] is None:
            state.apply(next(a for a in state.legal_actions() if a.kind == "pass"))
        else:
            do(state, "place", card=places[seat][0], space=places[seat][1])
    if later:
        state.turn += 2
        state._legal = None
    return state


def put(state: Any, seat: int, space: int, card: str | None, counters: int = 0) -> None:
    """Put a card straight onto a field space (or empty it) to build a test position."""
    state.fields[seat][space] = None if card is None else Slot(card, counters)
    state._legal = None


def clear(state: Any, seat: int) -> None:
    """Empty a field except its original leader."""
    for i in range(10):
        if i != state.leader_pos[seat]:
            state.fields[seat][i] = None
    state._legal = None


def slot(state: Any, seat: int, space: int) -> tuple[str, int, int] | None:
    """(card, counters, ATK change) of a field space, or None when it is empty."""
    entry = state.fields[seat][space]
    return None if entry is None else (entry.card, entry.counters, entry.atk_change())


def seen(state: Any, viewer: int, seat: int, space: int) -> tuple[str, int] | None:
    """(card, counters) of a space as `viewer`'s observation shows it."""
    card = state.observation(viewer).field[seat][space]
    return None if card is None else (card.id, card.counters)
