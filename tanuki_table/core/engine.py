"""The engine contract every game implements (docs/engine-contract.md).

A game is a `GameRules` plug-in (cheap: id, title, players, variants; importing it reads no file)
whose `Parts` name its start function and its `GameState` subclass, imported on first use. The
state class implements `_legal_actions`, `_apply`, `observation` and the `current_player` /
`is_over` / `winner` properties, and lists what it saves in `SAVED`. Everything else (the legality
check in `apply`, the cached legal list, JSON, clone, the log) lives here once.
"""

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
    """One legal move: an immutable value with a verb and a label a person can read.

    Games subclass it with their own typed fields. Build actions once and reuse them (see
    `ActionCache`): pydantic models are cheap to compare but not free to construct.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    """A short verb. `pass`, `end_turn` and `discard` mean the same in every game."""
    label: str
    """What a person reads in the action list and the log."""

    def card_ids(self) -> tuple[str, ...]:
        """Card ids this action involves (the UI uses it for select-a-card-then-act). Each game's
        action class says which of its fields name cards; an action naming none gives ()."""
        return ()


class ActionCache:
    """Memoises action construction: the same key gives the very same object.

    `apply` first checks identity against the cached legal list, so reused objects keep the
    hot path fast.
    """

    __slots__ = ("_store",)

    def __init__(self) -> None:
        self._store: dict[tuple, Action] = {}

    def get(self, key: tuple, build: Callable[[], Action]) -> Action:
        """Return the action stored under `key`, calling `build()` the first time."""
        action = self._store.get(key)
        if action is None:
            action = self._store[key] = build()
        return action


class Observation(BaseModel):
    """What one seat may know now. Games subclass it with their own fields."""

    model_config = ConfigDict(frozen=True)

    game: str
    """The game id."""
    player: int
    """The seat this observation is for."""
    current_player: int | None
    """Whose decision it is, or None once the game is over."""
    is_over: bool
    """Whether the game has ended."""
    winner: int | None
    """The winning seat once over (None while running, or for a draw)."""
    phase: str
    """The current phase or step, as a lowercase name."""
    hand: list[str]
    """This seat's own card ids, in hand order."""
    hand_sizes: list[int]
    """How many cards each seat holds."""
    turn: int | None = None
    """The turn number, for a game that counts turns (None for one that does not): saves list it,
    and a search that plans whole turns reads it."""


O = TypeVar("O", bound=Observation)


def observe(cls: type[O], state: GameState, player: int, *, phase: str, hand: list[str],
            hand_sizes: list[int], **fields: object) -> O:
    """A `cls` observation for `player`: the shared fields (game, player, whose decision, over,
    winner) taken from `state`, `phase`, `hand` and `hand_sizes` given, then the game's own
    `fields`, which must name every other field of `cls` (`turn` may be left out: None)."""
    values = {"game": state.info.id, "player": player, "current_player": state.current_player,
              "is_over": state.is_over, "winner": state.winner, "phase": phase, "hand": hand,
              "hand_sizes": hand_sizes, "turn": None, **fields}
    return cls.model_validate(values)


class GameState(ABC):
    """One game in progress. Exactly one mutator: `apply`."""

    story: ClassVar[Story | None] = None
    """The game's words (games/<id>/story.py): the vocabulary of `emit`."""

    def __init__(self, info: GameInfo, seed: int | None, rng: random.Random | None = None) -> None:
        self.info = info
        """The game this state belongs to."""
        self.seed = seed
        """The seed the game was started with."""
        self._rng = rng or random.Random(seed)
        self._rng_shared = False
        """Whether a clone may still draw from `_rng` (see `rng`)."""
        self.log: list[Event] = []
        """Everything that happened, in order."""
        self._legal: Sequence[Action] | None = None
        """The legal actions, listed on first need after each move."""

    @property
    def rng(self) -> random.Random:
        """The only source of randomness. A clone shares it with its original until either of
        them reads it: that one takes a copy first, so both draw what the original would have,
        and a copy that never draws never copies it."""
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
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @property
    @abstractmethod
    def winner(self) -> int | None:
        """The winning seat, or None (running, or a draw)."""

    @abstractmethod
    def _legal_actions(self) -> Sequence[Action]:
        """Compute the legal actions (never empty while the game runs), as a list or a tuple:
        `legal_actions` hands out a new list of them, so a game may return one it keeps."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action and every automatic step after it."""

    @abstractmethod
    def observation(self, player: int) -> Observation:
        """Exactly what `player` may know now."""

    # --- optional capabilities: declared here, so nothing probes for them ------------------------
    can_sample_hidden: ClassVar[bool] = False
    """True when the game implements `sample_hidden`: only then can a search bot play it fairly."""

    def sample_hidden(self, player: int, rng: random.Random) -> GameState:
        """A new state (never `self`) whose `observation(player)` equals this one's, with every
        card hidden from `player` redealt from the pool of cards it cannot see, drawn only with
        `rng`, each pool shuffled from its sorted order so stored order leaks nothing (the parts
        are in `core.dealing`: `world`, `shuffle`, `deal`). Default: not supported."""
        raise NotImplementedError(f"{self.info.id} cannot sample hidden cards (can_sample_hidden is False)")

    @property
    def end_reason(self) -> str:
        """How the game ended, one short word or two ("energy", "deck-out", "goal", ...): the game
        says what its rules ended on. Default: "unfinished", "win" or "draw"."""
        if not self.is_over:
            return "unfinished"
        return "draw" if self.winner is None else "win"

    def turn_number(self) -> int | None:
        """The turn count, for a game that counts turns (as its observations' `turn`), else None."""
        return None

    # --- saving: declared once -------------------------------------------------------------------
    SAVED: ClassVar[tuple[str, ...]] = ()
    """The attributes that make up the game's own state, each a JSON value (numbers, strings,
    lists, dicts, None). `to_dict` and `from_dict` save and restore them; anything else (objects,
    named tuples) a game adds in `save_more` and `load_more`."""

    def to_dict(self) -> JSONObject:
        """The game-specific state as JSON-ready values (rng and log are handled here)."""
        data = {name: getattr(self, name) for name in self.SAVED}
        self.save_more(data)
        return data

    def save_more(self, data: JSONObject) -> None:
        """Add to `data` what `SAVED` cannot hold as it is (default: nothing)."""

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> GameState:
        """Rebuild a state from `to_dict()` output (without rng and log): a `blank` state, then
        every `SAVED` attribute the data holds (older saves may lack newer ones), then `load_more`."""
        state = cls.blank(info, data)
        for name in cls.SAVED:
            if name in data:
                setattr(state, name, data[name])
        state.load_more(data)
        return state

    @classmethod
    def blank(cls, info: GameInfo, data: dict[str, Any]) -> GameState:
        """A state to restore `data` into (default: `cls(info, None)`; a game whose constructor
        takes more reads it from `data`)."""
        return cls(info, None)

    def load_more(self, data: dict[str, Any]) -> None:
        """Restore what `save_more` added (default: nothing)."""

    # --- shared machinery --------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """How many seats play this game."""
        return len(self.observation_seats())

    def observation_seats(self) -> range:
        """The seats of this game (games override `players` if they store it elsewhere)."""
        return range(getattr(self, "players", 2))

    def legal_actions(self) -> list[Action]:
        """The legal actions now, a fresh list each call (cached until the next `apply`)."""
        if self.is_over:
            return []
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)

    def apply(self, action: Action) -> None:
        """Apply `action`, which must be one of `legal_actions()`.

        Raises `IllegalActionError` with the legal choices named; the state is then unchanged.
        """
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
        """Add an event to the log: `word` from the game's story, its actor `seat` (None: the game
        itself), the public values `args` and the values only `seat` may know (`hidden`)."""
        self.log.append(self.story.Event._make((word, seat, args, hidden)))  # type: ignore[union-attr]

    def note(self, text: str, seat: int | None = None, secret: str | None = None, kind: str | None = None) -> None:
        """Add a plain line to the log, for engines that write prose rather than `emit` events
        (`kind`: `PHASE`, `RESULT` or None; `secret`: the line only `seat` may read)."""
        self.log.append(line(text, seat, secret, kind))

    def log_for(self, viewer: int | None) -> list[str]:
        """The log as `viewer` may read it (see `Event.for_viewer`)."""
        return [event.for_viewer(viewer) for event in self.log]

    COPIED: ClassVar[tuple[str, ...]] = ()
    """The attributes besides `SAVED` that change in place (objects with a `copy()` method, or
    containers of them), which `clone` copies too."""

    def clone(self) -> Self:
        """An independent copy: the `SAVED` and `COPIED` attributes and the log copied (see
        `dealing.copy_value`), everything else (the game, card data, cached actions) shared, the
        generator shared until one of the two draws. A state that declares neither is deep-copied
        (all but the game)."""
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
        return json.dumps(
            {
                "format": FORMAT_VERSION,
                "game": self.info.id,
                "seed": self.seed,
                "rng": [version, list(internal), gauss],
                "log": [dump(event) for event in self.log],
                "state": self.to_dict(),
            },
            separators=(",", ":"),
        )
