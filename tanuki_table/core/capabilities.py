"""The optional capabilities a game plug-in declares (`GameRules` inherits them), each with a
default that means "not offered", so the bots, `sim`, the ladder and `balance` ask the types and
never look a capability up by name.

The state's own capabilities (`sample_hidden` with `can_sample_hidden`, `end_reason`,
`turn_number`) are declared on `GameState` in `engine.py`; the observation's `turn` on
`Observation`.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Mapping, NamedTuple, TypeVar

if TYPE_CHECKING:
    from tanuki_table.core.engine import Event, GameState, Observation

__all__ = ["GameCapabilities", "ObservationT", "SearchSettings", "StateT"]

StateT = TypeVar("StateT", bound="GameState")
"""A game's own state class (`GameRules[..., TacocatState, ...]`)."""
ObservationT = TypeVar("ObservationT", bound="Observation")
"""A game's own observation class: a plug-in reads its fields by name, never probes for them."""


class SearchSettings(NamedTuple):
    """How the search levels (`normal`, `hard`; see `bots/levels.py`) play this game, where the
    shared budgets do not suit it. Every field left at its default takes the level's own value.

    A named tuple (like `Parts`, `Stat`, `CardView` and `Pile`), not a frozen dataclass: every
    plug-in builds one at start-up, where a dataclass costs more."""

    depth: int | None = None
    """Rollout moves before the heuristic evaluation (None: the level's `Budget.depth`)."""
    turns: int | None = None
    """Rollouts end as this many turns after the decision's begin (`FlatMCBot.turns`) rather than
    after `depth` moves; needs the state's `turn_number()`."""
    seconds: Mapping[str, float] = MappingProxyType({})
    """Wall-time cap per level name where it is below the level's `Budget.seconds`."""
    iterations: Mapping[str, int] = MappingProxyType({})
    """Rollout budget per level name where the level's `Budget.iterations` does not suit the game
    (e.g. a smaller `normal` where the shared one leaves `hard` too little room above it)."""
    margin: float | None = None
    """How much better than the rollout policy's move another must score to be played (None: the
    shared `levels.MARGIN`)."""
    plan: Mapping[str, Any] = MappingProxyType({})
    """`PlanBot` settings of `hard` (`same_turn`, `rival`, `plies`, ...; empty: its defaults)."""


class GameCapabilities(Generic[StateT, ObservationT]):
    """What a game may offer beyond the engine contract; the defaults offer nothing. Generic over
    the game's own state and observation classes."""

    search: ClassVar[SearchSettings] = SearchSettings()
    """The game's search settings (default: the levels' own)."""

    def evaluate(self, state: StateT, seat: int) -> float:
        """An estimated win chance of `seat` in `state`, in [0, 1], where a search stops its
        rollout (it is only ever handed sampled worlds). Default: 0.5, no opinion (the search then
        learns only from finished rollouts)."""
        return 0.5

    def prize(self, card_id: str) -> bool:
        """Whether this card is won, revealed or set aside by the rules rather than played by a
        move (a prize, a token, a card that only scores): `balance` then never flags it as "never
        played" and marks it as a prize in its card table. Default: every card is played by moves."""
        return False

    def elsewhere(self, obs: ObservationT, event: Event) -> bool:
        """Whether `event` (a log `Event`) happened away from the seat whose observation is `obs`:
        at another table of a tournament. Its results then never stop that seat's play in a box
        (they stay in the log). Default: a game has one table, every event is at it."""
        return False

    def matchup(self, state: StateT) -> tuple[str, ...] | None:
        """What each seat chose to play as, when the game has such a choice outside decks (Animale
        Tattica's animals), for `balance`'s matchup table. Default: None."""
        return None
