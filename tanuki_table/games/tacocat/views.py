"""A quick evaluation of a Tacocat position, for a search bot's depth cap."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def rounds_to_goal(covered: list[bool], cat: int, seat: int) -> int:
    """How many round wins `seat` still needs: the open spaces between the Tacocat and its goal,
    plus the step into the goal (covered spaces are skipped)."""
    between = (covered[:cat] if cat > 0 else []) if seat == 0 else covered[cat + 1:]
    return between.count(False) + 1


def evaluate(state: State, seat: int) -> float:
    """`seat`'s chance to win, estimated in [0, 1] from the round wins each player still needs."""
    if state.over:
        return 1.0 if state.won == seat else 0.0
    mine = rounds_to_goal(state.covered, state.cat, seat)
    theirs = rounds_to_goal(state.covered, state.cat, 1 - seat)
    return theirs / (mine + theirs)
