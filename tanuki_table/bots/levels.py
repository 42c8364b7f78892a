"""Bot levels: `easy` (the game's `simple` bot), `normal` (`flat.py`) and `hard` (`plan.py`), the two
searches only for games that can sample hidden cards, capped by iterations and wall time; a game
adjusts them with its `GameRules.search`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tanuki_table.bots.base import Bot
from tanuki_table.bots.flat import FlatMCBot
from tanuki_table.bots.infoset import SearchUnavailable, can_sample
from tanuki_table.bots.plan import PlanBot
from tanuki_table.games import get_game

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Budget:
    """How much a search level may think per move."""

    iterations: int
    seconds: float
    depth: int


BUDGETS: dict[str, Budget] = {
    "normal": Budget(iterations=80, seconds=0.3, depth=24),
    "hard": Budget(iterations=1000, seconds=0.75, depth=24),
}

MARGIN = 0.02
"""A search departs from its policy's move only when another scores better by more than this."""


def level_names(game_id: str, own: dict[str, Any]) -> list[str]:
    names = ["easy"] if "simple" in own else []
    if can_sample(game_id):
        names += ["normal", "hard"]
    return names


def make_level(name: str, game_id: str, seed: int | None, own: dict[str, Any]) -> Bot | None:
    """A level's bot, or None when `name` is no level of this game (`SearchUnavailable` for a search
    level on a game without `sample_hidden`)."""
    if name == "easy" and "simple" in own:
        return named(own["simple"](seed=seed, game_id=game_id), "easy")
    if name not in BUDGETS:
        return None
    if not can_sample(game_id):
        raise SearchUnavailable(
            f"no {name!r} bot for {game_id}: its state has no sample_hidden(player, rng) yet, so a search "
            f"bot would see hidden cards; available: easy, simple, random"
        )
    search = PlanBot if name == "hard" else FlatMCBot
    return search(seed, game_id, **settings(game_id, name))


def settings(game_id: str, name: str) -> dict[str, Any]:
    """The search bot arguments of level `name`: its `Budget` with the game's `SearchSettings` over it."""
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
    """`bot` under the name it is asked for by."""
    bot.name = name
    return bot
