"""The optional capabilities a game plug-in declares (`GameRules` inherits them), each
defaulting to "not offered"."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Mapping, NamedTuple, TypeVar

if TYPE_CHECKING:
    from tanuki_table.core.engine import Event, GameState, Observation

__all__ = ["GameCapabilities", "ObservationT", "SearchSettings", "StateT"]

StateT = TypeVar("StateT", bound="GameState")
ObservationT = TypeVar("ObservationT", bound="Observation")


class SearchSettings(NamedTuple):
    """How the search levels (`bots/levels.py`) play this game; None or empty: the level's own value."""

    depth: int | None = None
    """Rollout moves before the heuristic evaluation."""
    turns: int | None = None
    """Rollouts end this many turns after the decision (needs `turn_number()`)."""
    seconds: Mapping[str, float] = MappingProxyType({})
    iterations: Mapping[str, int] = MappingProxyType({})
    margin: float | None = None
    """How much better than the policy's move another must score to be played."""
    plan: Mapping[str, Any] = MappingProxyType({})
    """`PlanBot` settings of `hard` (`same_turn`, `rival`, `plies`, ...)."""


class GameCapabilities(Generic[StateT, ObservationT]):
    """What a game may offer beyond the engine contract; the defaults offer nothing."""

    search: ClassVar[SearchSettings] = SearchSettings()

    def evaluate(self, state: StateT, seat: int) -> float:
        """An estimated win chance of `seat` in `state` in [0, 1], where a search stops its rollout
        (default: 0.5, no opinion)."""
        return 0.5

    def prize(self, card_id: str) -> bool:
        """Whether this card is won or set aside by the rules rather than played by a move (`balance`
        never flags it as "never played")."""
        return False

    def elsewhere(self, obs: ObservationT, event: Event) -> bool:
        """Whether `event` happened at another table of a tournament than `obs`'s seat (then its
        results never stop that seat's play)."""
        return False

    def matchup(self, state: StateT) -> tuple[str, ...] | None:
        """What each seat chose to play as outside decks (Animale Tattica's animals), or None."""
        return None
