"""The bot base classes: `Bot`, `RandomBot`, and the game's own bots by name."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.core.engine import Action, GameState, Observation
from tanuki_table.core.i18n import N_
from tanuki_table.games import get_game

if TYPE_CHECKING:
    from tanuki_table.bots.infoset import InfoSet

__all__ = ["Bot", "Explanation", "NeedsInfoSet", "RandomBot", "game_bots"]

Explanation = list[tuple[str, int, "float | None"]]
"""`Bot.explain()`: (label, visits, estimated win rate) per candidate, best first."""


class Bot:
    """A player that picks one of the legal actions."""

    name = "bot"
    uses_observation = True
    """False for bots that never read the observation (lets `sim` skip building it)."""
    uses_infoset = False
    """True for bots that search sampled worlds: callers use `choose_from`."""
    last_iterations = 0
    """Search iterations of the last decision (0 for bots that do not search)."""

    def __init__(self, seed: int | None = None, game_id: str = "") -> None:
        self.rng = random.Random(seed)
        self.game_id = game_id

    why = ""
    """The rule a rule-based bot's last move followed, set by its `decide`."""

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """One of `legal_actions`: a rule-based bot's `decide`, kept for `explain`."""
        self.why = ""
        action = self.decide(observation, legal_actions)
        self._last_choice: tuple[str, bool] | None = (action.label, len(legal_actions) == 1)
        return action

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """A rule-based bot's move, setting `why` to the rule it followed."""
        raise NotImplementedError

    def choose_in(self, world: GameState, player: int, legal_actions: Sequence[Action]) -> Action:
        """`choose(world.observation(player), legal_actions)`, which a search calls in its sampled
        worlds; a game's bot may answer it faster but must pick the very same move."""
        return self.choose(world.observation(player) if self.uses_observation else None, legal_actions)

    def choose_from(self, info: InfoSet) -> Action:
        """Choose from an information set (plain bots read only its observation and legal actions)."""
        observation = info.observation if self.uses_observation else None
        return self.choose(observation, info.legal_actions)

    def explain(self) -> Explanation:
        """Why the last move: (label, visits, win rate) per candidate; a rule-based bot names its rule."""
        last = getattr(self, "_last_choice", None)
        if last is None:
            return []
        label, only = last
        rule = N_("the only legal move") if only else self.why or N_("the first of its fixed rules that fits this position")
        return [(f"{label}: {rule}", 0, None)]


class NeedsInfoSet(TypeError, NotImplementedError):
    """A search bot was asked to `choose` from an observation: it needs `choose_from(InfoSet(...))`."""


PICKED_AT_RANDOM = N_("picked at random")


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"
    uses_observation = False

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        action = legal_actions[self.rng.randrange(len(legal_actions))]
        self.why = PICKED_AT_RANDOM  # `explain` says so even of the only legal move
        self._last_choice = (action.label, False)
        return action


def game_bots(game_id: str) -> dict[str, Any]:
    """The game's own bot factories by name."""
    try:
        return dict(get_game(game_id).bots())
    except (KeyError, ModuleNotFoundError):
        return {}
