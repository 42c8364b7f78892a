"""The bot base classes: `Bot` (what every bot is), `RandomBot`, and the game's own bots by name.

Every other bots module imports these from here, never from the package (`tanuki_table.bots`
re-exports them), so the package's modules import one way: `__init__` -> `levels` -> `plan` ->
`flat` -> `search` -> `base`.
"""

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
    """True for bots that search sampled worlds: callers should use `choose_from`."""
    last_iterations = 0
    """Search iterations (rollouts) of the last decision; 0 for bots that do not search."""

    def __init__(self, seed: int | None = None, game_id: str = "") -> None:
        self.rng = random.Random(seed)
        self.game_id = game_id

    why = ""
    """In words, the rule a rule-based bot's last move followed ("places its strongest attacker in
    the front row"), set by its `decide`; "Why?" shows it."""

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """Return one of `legal_actions`. A rule-based bot writes `decide` and this keeps its move
        and `why` for `explain`; a bot that overrides `choose` explains itself."""
        self.why = ""
        action = self.decide(observation, legal_actions)
        self._last_choice: tuple[str, bool] | None = (action.label, len(legal_actions) == 1)
        return action

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        """A rule-based bot's move, setting `why` to the rule it followed."""
        raise NotImplementedError

    def choose_in(self, world: GameState, player: int, legal_actions: Sequence[Action]) -> Action:
        """The move this bot makes as `player` in `world`: exactly `choose(world.observation(player),
        legal_actions)`. A search calls it on its sampled worlds at every rollout move (never on the
        true game); a game's bot may answer it faster by reading in `world` only what `player`'s
        observation shows, as long as it picks the very same move (and draws the same numbers from
        `self.rng`): each game's tests compare the two on many positions."""
        return self.choose(world.observation(player) if self.uses_observation else None, legal_actions)

    def choose_from(self, info: InfoSet) -> Action:
        """Choose from an information set (what a search bot needs); plain bots read only its
        observation and legal actions."""
        observation = info.observation if self.uses_observation else None
        return self.choose(observation, info.legal_actions)

    def explain(self) -> Explanation:
        """Why the last move: (label, visits, win rate) per candidate; a rule-based bot gives one
        line (visits 0, win rate None) naming the rule that fired."""
        last = getattr(self, "_last_choice", None)
        if last is None:
            return []
        label, only = last
        if only:
            rule = N_("the only legal move")
        else:
            rule = self.why or N_("the first of its fixed rules that fits this position")
        return [(f"{label}: {rule}", 0, None)]


class NeedsInfoSet(TypeError, NotImplementedError):
    """A search bot was asked to `choose` from an observation: it needs `choose_from(InfoSet(...))`."""


PICKED_AT_RANDOM = N_("picked at random")
"""The random bot's reason for any move (its "Why?")."""


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
        return [] if last is None else [(f"{last}: {PICKED_AT_RANDOM}", 0, None)]


def game_bots(game_id: str) -> dict[str, Any]:
    """The game's own bot factories by name (`factory(seed=..., game_id=...)`)."""
    try:
        return dict(get_game(game_id).bots())
    except (KeyError, ModuleNotFoundError):
        return {}
