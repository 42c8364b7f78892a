"""A game ended by a concession: the position as it stood, over, with the rival as the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tanuki_table.core.engine import RESULT, Action, GameInfo, GameState, Observation
from tanuki_table.errors import IllegalActionError
from tanuki_table.core.events import Say, Story
from tanuki_table.core.jsontypes import JSONObject

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY", "ConcededState", "rival_of"]


def _conceded(v: Values) -> str:
    return "{actor} conceded." + ("" if v.raw("winner") is None else " {winner} {winner:wins}.")


STORY = Story(__name__, {"conceded": Say(_conceded, fields="winner:seat", kind=RESULT)}, important=("conceded",))
"""The words of the app's own events."""


def rival_of(state: GameState, seat: int) -> int | None:
    """Who wins when `seat` concedes: the other seat, or with more seats the one with the fewest cards
    in hand (the next in seat order on a tie)."""
    seats = list(state.observation_seats())
    others = [s for s in seats[seat + 1:] + seats[:seat] if s != seat]
    if len(others) <= 1:
        return others[0] if others else None
    sizes = state.observation(seat).hand_sizes
    return min(others, key=lambda s: sizes[s] if s < len(sizes) else 0)


class ConcededState(GameState):
    """A conceded game over the engine's untouched state `inner`; its log ends with "conceded"."""

    def __init__(self, inner: GameState, seat: int, winner: int | None) -> None:
        super().__init__(inner.info, inner.seed, inner.rng)
        self.inner = inner
        self.conceded = seat
        self._winner = winner
        self.log = list(inner.log) + [STORY.Event("conceded", seat, (winner,))]

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet (a copy being built): no recursion
            raise AttributeError(name)
        return getattr(self.inner, name)

    @property
    def current_player(self) -> int | None:
        return None

    @property
    def is_over(self) -> bool:
        return True

    def how_ended(self) -> str:
        """Always "conceded"."""
        return "conceded"

    def _legal_actions(self) -> list[Action]:
        return []

    def _apply(self, action: Action) -> None:
        raise IllegalActionError("the game is over: it was conceded")

    def observation(self, player: int) -> Observation:
        """The engine's observation, over, with the rival as the winner."""
        obs = self.inner.observation(player)
        return obs.model_copy(update={"is_over": True, "current_player": None, "winner": self._winner})

    def observation_seats(self) -> range:
        return self.inner.observation_seats()

    def to_dict(self) -> JSONObject:
        return self.inner.to_dict()

    def to_json(self) -> str:
        return self.inner.to_json()

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> GameState:
        raise NotImplementedError("a conceded game is rebuilt from its save: actions, then the concession")

    def clone(self) -> ConcededState:
        return ConcededState(self.inner.clone(), self.conceded, self._winner)
