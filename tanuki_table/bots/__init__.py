"""Bots: they see only an observation and the legal actions, so they cannot cheat.

`random` is shared by every game; each game's `bot.py` defines `BOTS`, a dict of its own
(at least `simple`).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from tanuki_table.engine import Action, Observation


class Bot:
    """A player that picks one of the legal actions."""

    name = "bot"
    uses_observation = True
    """False for bots that never read the observation (lets `sim` skip building it)."""

    def __init__(self, seed: int | None = None, game_id: str = "") -> None:
        self.rng = random.Random(seed)
        self.game_id = game_id

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Return one of `legal_actions`."""
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"
    uses_observation = False

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self.rng.randrange(len(legal_actions))]


def bot_names(game_id: str) -> list[str]:
    """The bots available for a game."""
    return ["random", *_game_bots(game_id)]


def _game_bots(game_id: str) -> dict[str, Any]:
    from tanuki_table.games import get_game  # the registry imports this module's Bot first

    try:
        return dict(get_game(game_id).bots())
    except (KeyError, ModuleNotFoundError):
        return {}


def make_bot(name: str, game_id: str, seed: int | None = None) -> Bot:
    """A bot by name for a game; ValueError names the available bots."""
    if name == "random":
        return RandomBot(seed, game_id)
    bots = _game_bots(game_id)
    if name not in bots:
        raise ValueError(f"unknown bot {name!r} for {game_id}; available: {', '.join(bot_names(game_id))}")
    return bots[name](seed=seed, game_id=game_id)
