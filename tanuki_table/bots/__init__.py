"""Bots: they see only an observation and the legal actions (a search bot an `InfoSet`), so they
cannot cheat. `random` is shared, each game names its own, and `levels.py` adds `easy`, `normal`
and `hard`."""

from __future__ import annotations

from tanuki_table.bots.base import Bot, Explanation, NeedsInfoSet, RandomBot, game_bots
from tanuki_table.bots.levels import level_names, make_level, named

__all__ = ["Bot", "Explanation", "NeedsInfoSet", "RandomBot", "bot_names", "make_bot"]

def bot_names(game_id: str) -> list[str]:
    """The bots of a game: `random`, the game's own bots, then its levels."""
    own = game_bots(game_id)
    return ["random", *own, *(n for n in level_names(game_id, own) if n not in own)]


def make_bot(name: str, game_id: str, seed: int | None = None) -> Bot:
    """A bot by name for a game; ValueError names the available bots."""
    if name == "random":
        return RandomBot(seed, game_id)
    bots = game_bots(game_id)
    if name in bots:
        return named(bots[name](seed=seed, game_id=game_id), name)
    bot = make_level(name, game_id, seed, bots)
    if bot is None:
        raise ValueError(f"unknown bot {name!r} for {game_id}; available: {', '.join(bot_names(game_id))}")
    return bot
