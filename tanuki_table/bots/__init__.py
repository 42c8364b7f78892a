"""Bots: they see only an observation and the legal actions, so they cannot cheat.

`random` is shared by every game; each game's plug-in names its own (`GameRules.bots()`, at least
`simple`). On top of those come the levels (see `levels.py`): `easy` (the game's `simple` bot),
`normal` (the flat Monte Carlo search over sampled worlds of `flat.py`) and `hard` (the plan
search of `plan.py`), for games whose state can sample hidden cards (`GameState.can_sample_hidden`).

The base classes live in `base.py`, the search bots' shared parts in `search.py`; this package
re-exports the public names and builds bots by name.

A search bot needs more than one observation: it samples whole worlds consistent with what its
seat has seen. The caller then passes an `InfoSet` (see `infoset.py`) to `choose_from`; every
bot accepts it, and plain bots just read its observation and legal actions.
"""

from __future__ import annotations

from tanuki_table.bots.base import Bot, Explanation, NeedsInfoSet, RandomBot, game_bots

__all__ = ["Bot", "Explanation", "NeedsInfoSet", "RandomBot", "bot_names", "make_bot"]

def bot_names(game_id: str) -> list[str]:
    """The bots available for a game: `random`, the game's own bots, then the levels it supports."""
    from tanuki_table.bots.levels import level_names

    own = game_bots(game_id)
    return ["random", *own, *(n for n in level_names(game_id, own) if n not in own)]


def make_bot(name: str, game_id: str, seed: int | None = None) -> Bot:
    """A bot by name for a game; ValueError names the available bots."""
    if name == "random":
        return RandomBot(seed, game_id)
    bots = game_bots(game_id)
    if name in bots:
        from tanuki_table.bots.levels import named

        return named(bots[name](seed=seed, game_id=game_id), name)
    from tanuki_table.bots.levels import make_level

    bot = make_level(name, game_id, seed, bots)
    if bot is None:
        raise ValueError(f"unknown bot {name!r} for {game_id}; available: {', '.join(bot_names(game_id))}")
    return bot
