"""The evaluation a search uses at its depth cap: the game's `GameRules.evaluate`, unless a
benchmark registered another."""

from __future__ import annotations

from typing import Any, Callable

Evaluator = Callable[[Any, int], float]

_REGISTRY: dict[str, Evaluator] = {}


def register_evaluator(game_id: str, fn: Evaluator) -> None:
    """Use `fn(world, seat) -> win chance of seat` for `game_id`."""
    _REGISTRY[game_id] = fn


def evaluator_for(game_id: str) -> Evaluator:
    if game_id in _REGISTRY:
        return _REGISTRY[game_id]
    from tanuki_table.games import get_game  # the registry is needed only once a search bot is made

    return get_game(game_id).evaluate
