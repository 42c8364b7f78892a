"""Bot levels: `easy` (the game's `simple` bot), `normal` (the flat Monte Carlo search of `flat.py`,
a one-step improvement of `simple`) and `hard` (`plan.py`: the same root, with a tree over the
moves that follow it, so it looks past one move).

`normal` and `hard` exist only for games whose state can sample hidden cards
(`GameState.can_sample_hidden`): a search without it would see the rival's cards. Both are capped
by iterations AND wall time so that `hard` answers within a second per move on a 2-core machine.
A game adjusts them with its declared `GameRules.search` (`SearchSettings`: rollout depth, turns,
time caps, margin, `hard`'s plan settings); the shared values are here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tanuki_table.bots.base import Bot, Explanation
from tanuki_table.games import get_game

LEVELS = ("easy", "normal", "hard")
"""From weakest to strongest."""


@dataclass(frozen=True)
class Budget:
    """How much a search level may think per move."""

    iterations: int
    """Rollouts (`FlatMCBot`: one per candidate move per sampled world)."""
    seconds: float
    depth: int
    """Rollout moves before the heuristic evaluation."""


BUDGETS: dict[str, Budget] = {
    "normal": Budget(iterations=80, seconds=0.3, depth=24),
    "hard": Budget(iterations=1000, seconds=0.75, depth=24),
}
"""`hard`'s rollouts: enough that on an idle machine its wall-time cap, not the count, ends a
search; under load it does fewer."""

MARGIN = 0.02
"""A search level departs from its rollout policy's move only when another move's mean over the
same sampled worlds is better by more than this (filters evaluation noise)."""


def search_supported(game_id: str) -> bool:
    """Whether `normal` and `hard` can be built for this game (it has `sample_hidden`)."""
    from tanuki_table.bots.infoset import can_sample

    return can_sample(game_id)


def level_names(game_id: str, own: dict[str, Any]) -> list[str]:
    """The levels this game offers, weakest first."""
    names = ["easy"] if "simple" in own else []
    if search_supported(game_id):
        names += ["normal", "hard"]
    return names


def make_level(name: str, game_id: str, seed: int | None, own: dict[str, Any]) -> Bot | None:
    """A level's bot, or None when `name` is no level of this game (the caller then names the
    bots that exist). A search level on a game without `sample_hidden` raises `SearchUnavailable`."""
    if name == "easy" and "simple" in own:
        return named(own["simple"](seed=seed, game_id=game_id), "easy")
    budget = BUDGETS.get(name)
    if budget is None:
        return None
    if not search_supported(game_id):
        from tanuki_table.bots.infoset import SearchUnavailable

        raise SearchUnavailable(
            f"no {name!r} bot for {game_id}: its state has no sample_hidden(player, rng) yet, so a search "
            f"bot would see hidden cards; available: easy, simple, random"
        )
    from tanuki_table.bots.flat import FlatMCBot
    from tanuki_table.bots.plan import PlanBot

    if name == "hard":
        return PlanBot(seed, game_id, **settings(game_id, name))
    return FlatMCBot(seed, game_id, **settings(game_id, name))


def settings(game_id: str, name: str) -> dict[str, Any]:
    """The search bot arguments of level `name` in a game: the level's `Budget` with the game's
    declared `SearchSettings` over it (and, for `hard`, the game's `PlanBot` settings)."""
    budget = BUDGETS[name]
    own = get_game(game_id).search
    found: dict[str, Any] = dict(
        iterations=own.iterations.get(name, budget.iterations), seconds=own.seconds.get(name, budget.seconds),
        depth=budget.depth if own.depth is None else own.depth,
        margin=MARGIN if own.margin is None else own.margin, name=name, turns=own.turns)
    if name == "hard":
        found.update(own.plan)
    return found


def named(bot: Bot, name: str) -> Bot:
    """`bot` (a game's rule-based bot) under the name it is asked for by ("easy", "simple")."""
    bot.name = name
    return bot
