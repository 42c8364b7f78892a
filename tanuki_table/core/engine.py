"""The engine contract every game implements (docs/engine-contract.md)."""

from __future__ import annotations

import copy
import json
import random
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Self, Sequence, TypeVar

from pydantic import BaseModel, ConfigDict

from tanuki_table.errors import IllegalActionError
from tanuki_table.core.dealing import copy_generator, copy_value
from tanuki_table.core.events import PHASE, RESULT, Event, Story, dump, line
from tanuki_table.core.gameinfo import FORMAT_VERSION, GameInfo
from tanuki_table.core.jsontypes import JSONObject

__all__ = ["observe", "PHASE", "RESULT", "Action", "ActionCache", "Event", "FORMAT_VERSION", "GameInfo", "GameState", "Observation"]

class Action(BaseModel):
    """One legal move: an immutable value with a verb and a label; games subclass it and build
    each action once (`ActionCache`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    """A short verb. `pass`, `end_turn` and `discard` mean the same in every game."""
    label: str

    def card_ids(self) -> tuple[str, ...]:
        """Card ids this action involves (default: none)."""
        return ()


class ActionCache:
    """Memoises action construction: the same key gives the very same object, which keeps
    `apply`'s identity check the fast path."""

    __slots__ = ("_store",)

    def __init__(self) -> None:
        self._store: dict[tuple, Action] = {}

    def get(self, key: tuple, build: Callable[[], Action]) -> Action:
        action = self._store.get(key)
        if action is None:
            action = self._store[key] = build()
        return action


class Observation(BaseModel):
    """What one seat may know now. Games subclass it with their own fields."""

    model_config = ConfigDict(frozen=True)

    game: str
    player: int
    current_player: int | None
    is_over: bool
    winner: int | None
    phase: str
    hand: list[str]
    hand_sizes: list[int]
    turn: int | None = None
    """The turn number, or None for a game that counts no turns."""


O = TypeVar("O", bound=Observation)


def observe(cls: type[O], state: GameState, player: int, *, phase: str, hand: list[str],
            hand_sizes: list[int], **fields: object) -> O:
    """A `cls` observation for `player`: the shared fields taken from `state`, plus `phase`, `hand`,
    `hand_sizes` and the game's own `fields`."""
    values = {"game": state.info.id, "player": player, "current_player": state.current_player,
              "is_over": state.is_over, "winner": state.winner, "phase": phase, "hand": hand,
              "hand_sizes": hand_sizes, "turn": None, **fields}
    return cls.model_validate(values)


class GameState(ABC):
    """One game in progress. Exactly one mutator: `apply`."""

    story: ClassVar[Story | None] = None

    over: bool
    """Whether the game has ended, for a game that keeps it in this attribute (`is_over`'s default)."""
    _winner: int | None
    """The winning seat or None, for a game that keeps it in this attribute (`winner`'s default)."""

    def __init__(self, info: GameInfo, seed: int | None, rng: random.Random | None = None) -> None:
        self.info = info
        self.seed = seed
        self._rng = rng or random.Random(seed)
        self._rng_shared = False
        """Whether a clone may still draw from `_rng` (see `rng`)."""
        self.log: list[Event] = []
        self._legal: Sequence[Action] | None = None

    @property
    def rng(self) -> random.Random:
        """The only source of randomness. A clone shares it with its original until either reads
        it: that one takes a copy first, so both draw what the original would have."""
        if self._rng_shared:
            self._rng = copy_generator(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_shared = value, False

    # --- what each game writes -------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Whose decision it is, or None once the game is over."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (default: the attribute `over`)."""
        return self.over

    @property
    def winner(self) -> int | None:
        """The winning seat, or None (running, or a draw) (default: the attribute `_winner`)."""
        return self._winner

    @abstractmethod
    def _legal_actions(self) -> Sequence[Action]:
        """The legal actions (never empty while the game runs), as a list or a tuple."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action and every automatic step after it."""

    @abstractmethod
    def observation(self, player: int) -> Observation:
        """Exactly what `player` may know now."""

    # --- optional capabilities: declared here, so nothing probes for them ------------------------
    can_sample_hidden: ClassVar[bool] = False
    """True when the game implements `sample_hidden`."""

    def sample_hidden(self, player: int, rng: random.Random) -> GameState:
        """A new state whose `observation(player)` equals this one's, every card hidden from
        `player` redealt with `rng` from its sorted pool (see `core.dealing`)."""
        raise NotImplementedError(f"{self.info.id} cannot sample hidden cards (can_sample_hidden is False)")

    @property
    def end_reason(self) -> str:
        """How the game ended ("energy", "deck-out", ...): "unfinished" while it runs, else `how_ended()`."""
        return self.how_ended() if self.is_over else "unfinished"

    def how_ended(self) -> str:
        """How a game that is over ended, for `end_reason` (default: "win" or "draw")."""
        return "draw" if self.winner is None else "win"

    def turn_number(self) -> int | None:
        """The turn count (as the observations' `turn`), or None."""
        return None

    # --- saving: declared once -------------------------------------------------------------------
    SAVED: ClassVar[tuple[str, ...]] = ()
    """The attributes that make up the game's state, each a JSON value."""

    def to_dict(self) -> JSONObject:
        """The game-specific state as JSON-ready values (rng and log are handled here)."""
        data = {name: getattr(self, name) for name in self.SAVED}
        self.save_more(data)
        return data

    def save_more(self, data: JSONObject) -> None:
        """Add to `data` what `SAVED` cannot hold as it is (default: nothing)."""

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> GameState:
        """Rebuild a state from `to_dict()` output (an older save may lack newer attributes)."""
        state = cls.blank(info, data)
        for name in cls.SAVED:
            if name in data:
                setattr(state, name, data[name])
        state.load_more(data)
        return state

    @classmethod
    def blank(cls, info: GameInfo, data: dict[str, Any]) -> GameState:
        """A state to restore `data` into (default: `cls(info, None)`)."""
        return cls(info, None)

    def load_more(self, data: dict[str, Any]) -> None:
        """Restore what `save_more` added (default: nothing)."""

    # --- shared machinery --------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.observation_seats())

    def observation_seats(self) -> range:
        """The seats of this game."""
        return range(getattr(self, "players", 2))

    def legal_actions(self) -> list[Action]:
        """The legal actions now, a fresh list each call (cached until the next `apply`)."""
        if self.is_over:
            return []
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)

    def apply(self, action: Action) -> None:
        """Apply `action`, one of `legal_actions()`; else `IllegalActionError`, the state unchanged."""
        if self.is_over:
            raise IllegalActionError("the game is over; no action is legal")
        if self._legal is None:
            self._legal = self._legal_actions()
        legal = self._legal
        for candidate in legal:
            if candidate is action:
                break
        else:
            if action not in legal:
                label = getattr(action, "label", repr(action))
                options = "; ".join(a.label for a in legal[:8]) + (" ..." if len(legal) > 8 else "")
                raise IllegalActionError(f"{label!r} is not legal now. Legal: {options}")
        self._legal = None
        self._apply(action)

    def emit(self, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None:
        """Log an event: `word` from the story, its actor `seat`, public `args` and the values only
        `seat` may know (`hidden`)."""
        self.log.append(self.story.Event._make((word, seat, args, hidden)))  # type: ignore[union-attr]

    def note(self, text: str, seat: int | None = None, secret: str | None = None, kind: str | None = None) -> None:
        """Log a plain line (`kind`: `PHASE`, `RESULT` or None; `secret`: what only `seat` may read)."""
        self.log.append(line(text, seat, secret, kind))

    def log_for(self, viewer: int | None) -> list[str]:
        """The log as `viewer` may read it (see `Event.for_viewer`)."""
        return [event.for_viewer(viewer) for event in self.log]

    COPIED: ClassVar[tuple[str, ...]] = ()
    """Attributes besides `SAVED` that change in place, which `clone` copies too."""

    def clone(self) -> Self:
        """An independent copy: `SAVED`, `COPIED` and the log copied, the rest shared, the
        generator shared until one draws. A state that declares neither is deep-copied."""
        if not self.SAVED and not self.COPIED:
            return copy.deepcopy(self, {id(self.info): self.info})
        data = self.__dict__.copy()
        for names in (self.SAVED, self.COPIED):
            for name in names:
                data[name] = copy_value(data[name])
        data["log"] = self.log[:]
        self._rng_shared = data["_rng_shared"] = True
        new = object.__new__(type(self))
        new.__dict__ = data
        return new

    def to_json(self) -> str:
        """The whole state as JSON; `info.state_from_json` rebuilds it exactly."""
        version, internal, gauss = self.rng.getstate()
        data = {"format": FORMAT_VERSION, "game": self.info.id, "seed": self.seed,
                "rng": [version, list(internal), gauss], "log": [dump(event) for event in self.log],
                "state": self.to_dict()}
        return json.dumps(data, separators=(",", ":"))
