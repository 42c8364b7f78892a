"""Events: what happened in a game, as data (no prose, no pydantic, no Textual).

An `Event` is a named tuple `(word, seat, args, hidden)`: what happened in the game's vocabulary,
the actor (None: the game), the public values and the values only `seat` may know (or None).
Each game's `Story` says every word as a sentence; nothing is rendered until someone reads it."""

from __future__ import annotations

import importlib
from collections import namedtuple
from contextlib import suppress
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, ClassVar, NamedTuple, Sequence, Union

from tanuki_table.errors import TanukiError

if TYPE_CHECKING:
    from tanuki_table.core.gameinfo import GameInfo
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.telling import Values

__all__ = ["LINES", "PHASE", "RESULT", "Event", "Reader", "Say", "Story", "dump", "load", "story_of"]

PHASE = "phase"
"""`Event.kind` of a line saying a phase or step begins or ends."""
Template = Union[str, Callable[["Values"], str]]
RESULT = "result"
"""`Event.kind` of a result the player should read before play goes on."""


class Say:
    """How one word is told: a template for everyone and, when the word has a secret, one for those
    who may see it. Fields are `name` or `name:type` (`seat`, `card`, `cards`, `nums`, `term`,
    `title`, a story type, or none); a template may also be a function of the `Values`."""

    __slots__ = ("public", "secret", "kind", "fields", "types")

    def __init__(self, public: Template, *, fields: str = "", secret: Template | None = None, hidden: str = "",
                 kind: str | None = None) -> None:
        self.public = public
        self.secret = secret
        self.kind = kind
        """PHASE, RESULT or None (then the event's kind is its word)."""
        specs = [spec.partition(":") for spec in (fields + " " + hidden).split()]
        self.fields: tuple[str, ...] = tuple(name for name, _, _ in specs)
        """Field names: the public values in `Event.args` order, then the hidden ones."""
        self.types: dict[str, str] = {name: kind_of for name, _, kind_of in specs}
        """Field name -> its type ("" for a plain value)."""


_STORIES: dict[str, Story] = {}


class Story:
    """A game's words: each word's `Say`, and its own `Event` class that knows the story."""

    plain: bool = False

    def __init__(self, package: str | None, words: dict[str, Say], terms: dict[str, str] | None = None,
                 types: dict[str, Callable[[Any, Story], str]] | None = None,
                 prefix: Callable[[Values], str] | None = None, important: Sequence[str] = (),
                 told: dict[str, Callable[[Values], str]] | None = None) -> None:
        self.package = package = package or ""
        self.words = words
        self.terms = terms or {}
        """Values of `term` fields -> the game's words for them ("attack" -> "Attack Mode")."""
        self.types = types or {}
        """The game's own field types: type name -> function(value, story) giving the words."""
        self.kinds = {word: say.kind or word for word, say in words.items()}
        self.important = frozenset(important)
        """The result words that end a trick, a round or the game (they pause play by default)."""
        self.prefix = prefix
        """Optional: the start of every sentence (e.g. "Table 2: ")."""
        self.told = told or {}
        """word -> a function giving the translated message for a reader (see `telling`)."""
        title = package.rpartition(".")[2].title().replace("_", "")
        self.Event: type[Event] = type(f"{title}Event", (Event,), {"__slots__": (), "story": self, "__module__": __name__})
        if package:
            _STORIES[package] = self

    @cached_property
    def game(self) -> GameRules | None:
        """The game's plug-in (its package's `GAME`), or None."""
        try:
            return getattr(importlib.import_module(self.package), "GAME", None)
        except ImportError:
            return None

    def card_name(self, card: str) -> str:
        """A card's name in the app's language (its id when this game has no such card)."""
        from tanuki_table.cards.words import card_name  # deferred: as the game itself, only for names

        name = card
        if self.game is not None:
            with suppress(KeyError, LookupError, ValueError, AttributeError, TanukiError):
                name = str(self.game.card(card).name)
        return card_name(self.package.rpartition(".")[2], name)

    def say(self, word: str) -> Say:
        """How `word` is told (a word the story lacks is told as the word itself)."""
        say = self.words.get(word)
        return say if say is not None else Say(word.replace("_", " ") + ".")


def story_of(game: GameInfo) -> Story | None:
    """The story of a game, or None when its engine writes prose."""
    package = game.package
    if package not in _STORIES:
        try:
            importlib.import_module(f"{package}.story")
        except ImportError:
            return None
    return _STORIES.get(package)


class Reader(NamedTuple):
    """Who reads the story: a seat (its own secrets shown, "you" if `you`), a spectator (`seat` None),
    or everyone after the game (`everything`)."""

    names: tuple[str, ...] = ()
    """Each seat's display name (never "You"; a seat beyond them is "Player N")."""
    seat: int | None = None
    you: bool = False
    everything: bool = False

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def is_you(self, seat: int | None) -> bool:
        return self.you and seat is not None and seat == self.seat

    def sees(self, event: Event) -> bool:
        """Whether this reader may read `event`'s hidden values."""
        return self.everything or (self.seat is not None and event.seat == self.seat)


class Event(namedtuple("Event", ("word", "seat", "args", "hidden"))):
    """One thing that happened (see the module docstring). `Event(text, seat, secret, kind)`
    builds a plain line (see `line`)."""

    __slots__ = ()
    story: ClassVar[Story | None] = None
    word: str
    seat: int | None
    args: tuple
    hidden: tuple | None

    def __new__(cls, word: str, seat: int | None = None, args: Any = (), hidden: Any = None,
                kind: str | None = None) -> Event:
        if kind is not None or args.__class__ is str:  # Event(text, seat, secret, kind): a plain line
            return line(word, seat, args or None, kind)
        return super().__new__(cls, word, seat, args, hidden)

    @property
    def kind(self) -> str | None:
        """PHASE, RESULT, or the word."""
        return None if self.story is None else self.story.kinds.get(self.word, self.word)

    @property
    def important(self) -> bool:
        """Whether this result ends a trick, a round or the game."""
        return self.story is not None and self.word in self.story.important

    def seen_by(self, seat: int | None) -> Event:
        """This event with the hidden values removed unless they are `seat`'s own."""
        if self.hidden is None or (seat is not None and seat == self.seat):
            return self
        return self._replace(hidden=None)

    @property
    def text(self) -> str:
        """The public sentence, seats named "Player N"."""
        return _tell(self, Reader())

    @property
    def secret(self) -> str | None:
        """The sentence as its own seat reads it, or None when nothing is secret."""
        return None if self.hidden is None else _tell(self, Reader(seat=self.seat, you=True))

    def for_viewer(self, viewer: int | None) -> str:
        """The line as `viewer` may read it (`None`: every secret, as after the game)."""
        if self.hidden is not None:
            if viewer is None:
                return _tell(self, Reader(everything=True))
            if viewer == self.seat:
                return self.secret or ""
        return self.text

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (None if self.story is None else self.story.package, tuple(self)))


def _rebuild(package: str | None, values: tuple) -> Event:
    story = _STORIES.get(package or "")
    return (story.Event if story is not None else Event)(*values)


def _tell(event: Event, reader: Reader) -> str:
    from tanuki_table.core.telling import tell  # deferred: engines never render, so never load grammar

    return tell(event, reader)


# --- older engines' plain lines -------------------------------------------------------------------
LINES = Story("", {})
LINES.plain = True
"""The story of plain lines: the word is the kind ("line", PHASE or RESULT), `args` the
public text and `hidden` the secret one."""
LINES.kinds = {"line": None}  # type: ignore[dict-item]  # a plain line has no kind


def line(text: str, seat: int | None = None, secret: str | None = None, kind: str | None = None) -> Event:
    """A plain line (for engines that write prose)."""
    return LINES.Event(kind or "line", seat, (text,), None if secret is None else (secret,))


# --- saving ---------------------------------------------------------------------------------------
def dump(event: Event) -> list[object]:
    """An event as JSON-ready values: [word, seat, args, hidden]."""
    return [event.word, event.seat, list(event.args), None if event.hidden is None else list(event.hidden)]


def _tuples(value: object) -> object:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def load(item: Sequence[Any], story: Story | None) -> Event:
    """An event from `dump` output; an older save's `[text, seat, secret(, kind)]` is a plain line."""
    if len(item) >= 3 and isinstance(item[2], list) and isinstance(item[0], str):
        typed = story is not None and item[0] in story.words
        kind = story.Event if typed else LINES.Event  # type: ignore[union-attr]
        return kind(item[0], item[1], _tuples(item[2]), _tuples(item[3] if len(item) > 3 else None))
    text, seat, secret, *rest = list(item) + [None] * (3 - len(item))
    return line(str(text), seat, secret, rest[0] if rest else None)
