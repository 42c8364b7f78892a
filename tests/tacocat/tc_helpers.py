"""Scenario helpers for the Tacocat tests: stacked decks, a chosen space, play by label."""

from __future__ import annotations

from tanuki_table.games import get_game
from tanuki_table.games.tacocat.rounds import new_round
from tanuki_table.games.tacocat.state import State

GAME = get_game("tacocat")


def ids_of(*ranks: int, used: set[str] | None = None) -> list[str]:
    """Card ids with these ranks (catalogue order, each card once)."""
    used = set() if used is None else used
    out = []
    for r in ranks:
        card = next(c for c in GAME.cards() if c.rank == r and c.id not in used)
        used.add(card.id)
        out.append(card.id)
    return out


def order(p0: list[int], p1: list[int], rest: list[int] | None = None) -> list[str]:
    """A full 38-card order: Player 1's block, Player 2's block, then `rest`, then the others."""
    used: set[str] = set()
    first = ids_of(*p0, used=used) + ids_of(*p1, used=used) + ids_of(*(rest or []), used=used)
    return first + [c.id for c in GAME.cards() if c.id not in used]


def game(
    p0: list[int],
    p1: list[int],
    *,
    space: int = 3,
    covered: tuple[int, ...] = (),
    variant: str | None = None,
    first_player: int | None = None,
    rest: list[int] | None = None,
) -> State:
    """A game whose current round deals `p0` and `p1` (ranks) with the Tacocat on `space`."""
    state = GAME.new_game(seed=1, decks=[order(p0, p1, rest)], shuffle=False, variant=variant, first_player=first_player)
    if space != 3 or covered:
        state.cat = space
        state.covered = [i in covered for i in range(7)]
        state.round = 0
        new_round(state)
        state._legal = None
    assert [GAME.card(c).rank for c in state.hands[0]] == sorted(p0)
    assert [GAME.card(c).rank for c in state.hands[1]] == sorted(p1)
    return state


def ranks(state: State, seat: int) -> list[int]:
    """The ranks in a seat's hand."""
    return [GAME.card(c).rank for c in state.observation(seat).hand]


def labels(state: State) -> list[str]:
    """Labels of the legal actions."""
    return [a.label for a in state.legal_actions()]


def play(state: State, *steps: str) -> None:
    """Apply actions by label, in order (the first legal action with that label)."""
    for label in steps:
        legal = state.legal_actions()
        found = [a for a in legal if a.label == label]
        assert found, f"{label!r} is not legal; legal: {[a.label for a in legal][:20]}"
        state.apply(found[0])
