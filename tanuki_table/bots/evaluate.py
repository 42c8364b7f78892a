"""Heuristic evaluation at the search's depth cap: an estimated win chance for one seat.

The search evaluates its own sampled worlds (never the true game) with the game plug-in's declared
`GameRules.evaluate(state, seat) -> float` in [0, 1] (all five games write one; the default is 0.5,
no opinion: the search then learns only from finished rollouts). A benchmark may put another in
its place with `register_evaluator(game_id, fn)`.
"""

from __future__ import annotations

from typing import Any, Callable

Evaluator = Callable[[Any, int], float]
"""`fn(world, seat)`: the win chance of `seat` in a sampled world."""

_REGISTRY: dict[str, Evaluator] = {}


def register_evaluator(game_id: str, fn: Evaluator) -> None:
    """Use `fn(world, seat) -> win chance of seat` for `game_id`."""
    _REGISTRY[game_id] = fn


def evaluator_for(game_id: str) -> Evaluator:
    """The evaluator used for `game_id` (see the module docs for the lookup order)."""
    if game_id in _REGISTRY:
        return _REGISTRY[game_id]
    from tanuki_table.games import get_game  # the registry is needed only once a search bot is made

    return get_game(game_id).evaluate
