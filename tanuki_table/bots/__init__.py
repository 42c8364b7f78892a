"""Bots: they see only an observation and the legal actions, so they cannot cheat.

`random` is shared by every game; each game's plug-in names its own (`GameRules.bots()`, at least
`simple`). On top of those come the levels (see `levels.py`): `easy` (the game's
`simple` bot), `normal` and `hard` (the flat Monte Carlo search over sampled worlds of `flat.py`,
for games whose state offers `sample_hidden`).

A search bot needs more than one observation: it samples whole worlds consistent with what its
seat has seen. The caller then passes an `InfoSet` (see `infoset.py`) to `choose_from`; every
bot accepts it, and plain bots just read its observation and legal actions.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.core.engine import Action, Observation

if TYPE_CHECKING:
    from tanuki_table.bots.infoset import InfoSet

Explanation = list[tuple[str, int, "float | None"]]
"""`Bot.explain()`: (label, visits, estimated win rate) per candidate, best first."""


class Bot:
    """A player that picks one of the legal actions."""

    name = "bot"
    uses_observation = True
    """False for bots that never read the observation (lets `sim` skip building it)."""
    uses_infoset = False
    """True for bots that search sampled worlds: callers should use `choose_from`."""

    def __init__(self, seed: int | None = None, game_id: str = "") -> None:
        self.rng = random.Random(seed)
        self.game_id = game_id

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Return one of `legal_actions`."""
        raise NotImplementedError

    def choose_from(self, info: InfoSet) -> Action:
        """Choose from an information set (what a search bot needs); plain bots read only its
        observation and legal actions."""
        observation = info.observation if self.uses_observation else None
        return self.choose(observation, info.legal_actions)

    def explain(self) -> Explanation:
        """Why the last move: (label, visits, win rate) per candidate; plain bots give one line
        (visits 0, win rate None) naming the rule that fired when the bot records it."""
        return []


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"
    uses_observation = False

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        action = legal_actions[self.rng.randrange(len(legal_actions))]
        self._last = action.label
        return action

    def explain(self) -> Explanation:
        last = getattr(self, "_last", None)
        return [] if last is None else [(f"{last}: picked at random", 0, None)]


def bot_names(game_id: str) -> list[str]:
    """The bots available for a game: `random`, the game's own bots, then the levels it supports."""
    from tanuki_table.bots.levels import level_names  # deferred: keeps start-up light

    own = _game_bots(game_id)
    return ["random", *own, *(n for n in level_names(game_id, own) if n not in own)]


def _game_bots(game_id: str) -> dict[str, Any]:
    """The game's own bot factories by name (`factory(seed=..., game_id=...)`)."""
    from tanuki_table.games import get_game  # deferred: keeps start-up light

    try:
        return dict(get_game(game_id).bots())
    except (KeyError, ModuleNotFoundError):
        return {}


def make_bot(name: str, game_id: str, seed: int | None = None) -> Bot:
    """A bot by name for a game; ValueError names the available bots."""
    if name == "random":
        return RandomBot(seed, game_id)
    bots = _game_bots(game_id)
    if name in bots:
        from tanuki_table.bots.levels import recording  # deferred: keeps start-up light

        return recording(bots[name](seed=seed, game_id=game_id), name)
    from tanuki_table.bots.levels import make_level  # deferred: keeps start-up light

    bot = make_level(name, game_id, seed, bots)
    if bot is None:
        raise ValueError(f"unknown bot {name!r} for {game_id}; available: {', '.join(bot_names(game_id))}")
    return bot
