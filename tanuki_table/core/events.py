"""Events: what happened in a game, as data (no prose, no pydantic, no Textual).

An engine says who did what to which cards, and what is secret to whom:

    self.emit("summon", seat, card, "attack", slot)          # everyone may know it all
    self.emit("draw", seat, hidden=(card,))                   # only `seat` may know which card

An `Event` is a named tuple `(word, seat, args, hidden)`: `word` names what happened in the game's
own small vocabulary ("summon", "attack", "destroyed", "damage", "draw", a phase, a result), `seat`
is the actor (None: the game itself), `args` the cards, numbers and seats involved, and `hidden`
the values only `seat` may know (None when nothing is secret). Each game's `Story` (its
`games/<id>/story.py`) gives every word a sentence (`Say`) and says which words are phase lines
and which are results; `tanuki_table.core.narration` renders an event for one reader with the grammar
of `tanuki_table.core.grammar`. Events are cheap: making one costs what a tuple costs, and nothing is
rendered until someone reads it (bots, `sim` and searches never do).

`Event.text`, `.secret` and `.for_viewer` are the older string view of the log, kept for callers
that read lines: `.text` is the public sentence with seats named "Player N".
"""

from __future__ import annotations

from collections import namedtuple
from typing import TYPE_CHECKING, Any, Callable, ClassVar, NamedTuple, Sequence, Union

if TYPE_CHECKING:
    from tanuki_table.core.gameinfo import GameInfo
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.telling import Values

__all__ = ["LINES", "PHASE", "RESULT", "Event", "Reader", "Say", "Story", "dump", "load", "story_of"]

PHASE = "phase"
"""`Event.kind` of a line saying a phase or step begins or ends."""
Template = Union[str, Callable[["Values"], str]]
"""A sentence with `{field}` places, or a function of the formatting values that returns one."""
RESULT = "result"
"""`Event.kind` of a result the player should read before play goes on (a reveal, a trick, duel
or round result, a game end)."""


class Say:
    """How one word of a game's vocabulary is told: a sentence template for everyone and, when
    the word carries a secret, a fuller one for those who may see it.

    Templates are `str.format` strings over `actor` (the event's seat) and the word's fields
    (`fields`, then the secret ones in `hidden`), each `name` or `name:type` with type `seat`,
    `card`, `cards`, `nums` (numbers in a row: "4 8"), `term` (a value the story's `terms` name),
    `title` ("fire" -> "Fire"), one of the story's own `types`, or none (a plain value). A seat
    is formatted as its name ("you" for the reader),
    `{winner:wins}` as a verb agreeing with that seat, `{owner:'s}` as its possessive; a number
    `{n:card}` as "no cards" / "1 card" / "3 cards"; a card as its name. A template may also be a
    function of the formatting values (`narration.Values`) that returns the template to use.
    """

    __slots__ = ("public", "secret", "kind", "fields", "types")

    def __init__(self, public: Template, *, fields: str = "", secret: Template | None = None, hidden: str = "",
                 kind: str | None = None) -> None:
        self.public = public
        """The sentence everyone may read."""
        self.secret = secret
        """The sentence for those who may see the hidden values (None: the word has no secret)."""
        self.kind = kind
        """PHASE, RESULT or None (then the event's kind is its word)."""
        names, types = [], {}
        for spec in (fields + " " + hidden).split():
            name, _, kind_of = spec.partition(":")
            names.append(name)
            types[name] = kind_of
        self.fields: tuple[str, ...] = tuple(names)
        """Field names: the public values in `Event.args` order, then the hidden ones."""
        self.types: dict[str, str] = types
        """Field name -> its type (see the class docstring; "" for a plain value)."""


_STORIES: dict[str, Story] = {}


class Story:
    """A game's words: each word's `Say`, and its own `Event` class that knows the story.

    A story belongs to its game's package (`Story(__package__, ...)` in `games/<id>/story.py`), so
    a copied game folder has a story of its own, and card names come from that package's `GAME`."""

    plain: bool = False
    """The story of plain prose lines (`LINES`), which have no words of their own."""

    def __init__(self, package: str | None, words: dict[str, Say], terms: dict[str, str] | None = None,
                 types: dict[str, Callable[[Any, Story], str]] | None = None,
                 prefix: Callable[[Values], str] | None = None, important: Sequence[str] = (),
                 told: dict[str, Callable[[Values], str]] | None = None) -> None:
        package = package or ""
        self.package = package
        """The game's package, e.g. "tanuki_table.games.tmnt"."""
        self.words = words
        self.terms = terms or {}
        """Values of `term` fields -> the game's words for them ("attack" -> "Attack Mode")."""
        self.types = types or {}
        """The game's own field types: type name -> function(value, story) giving the words."""
        self.kinds = {word: say.kind or word for word, say in words.items()}
        self.important = frozenset(important)
        """The result words that end a trick, a round or the game (the ones that pause play by
        default: the setting "pause on results")."""
        """word -> the event's kind: PHASE, RESULT or the word itself."""
        self.prefix = prefix
        """Optional: the start of every sentence from the formatting values (e.g. "Table 2: ")."""
        self.told = told or {}
        """word -> a function of the formatting values giving the translated message (gettext) for
        that reader, in a language other than English (see `tanuki_table.core.telling`); a word
        not here is told in English."""
        title = package.rpartition(".")[2].title().replace("_", "")
        self.Event: type[Event] = type(f"{title}Event", (Event,), {"__slots__": (), "story": self, "__module__": __name__})
        """The event type of this game (an `Event` whose `story` is this one)."""
        self._names: dict[str, str] = {}
        self._names_from: object = None
        self._plugin: GameRules | None = None
        self._looked = False
        """The card index the cached names were read from (a catalogue swapped in resets them)."""
        if package:
            _STORIES[package] = self

    @property
    def game(self) -> GameRules | None:
        """The game's plug-in (its package's `GAME`; None when the package has none)."""
        import importlib  # deferred: only card names and catalogues need the game itself

        try:
            return getattr(importlib.import_module(self.package), "GAME", None)
        except ImportError:
            return None

    def card_name(self, card: str) -> str:
        """A card's name (its id when this game has no such card)."""
        if not self._looked:
            self._plugin, self._looked = self.game, True
        game = self._plugin
        index = None if game is None else game.__dict__.get("_card_index")
        if index is not self._names_from:  # another catalogue (a test's, a copied folder's)
            self._names, self._names_from = {}, index
        name = self._names.get(card)
        if name is None:
            name = self._names[card] = _card_name(game, card)
        # in the app's language where the catalogue has it (the cache keeps the card file's name)
        from tanuki_table.cards.words import card_name  # deferred: as the game itself, only for names

        return card_name(self.package.rpartition(".")[2], name)

    def say(self, word: str) -> Say:
        """How `word` is told (a word the story lacks is told as the word itself)."""
        say = self.words.get(word)
        return say if say is not None else Say(word.replace("_", " ") + ".")


def _card_name(game: GameRules | None, card: str) -> str:
    from tanuki_table.errors import TanukiError  # deferred: keeps this module light

    if game is None:
        return card
    try:
        return str(game.card(card).name)
    except (KeyError, LookupError, ValueError, AttributeError, TanukiError):
        return card


def story_of(game: GameInfo) -> Story | None:
    """The story of a game (its plug-in, or anything with its `package`; None: its engine writes
    prose, not events)."""
    import importlib  # deferred: the games import this module

    package = game.package
    if package not in _STORIES:
        try:
            importlib.import_module(f"{package}.story")
        except ImportError:
            return None
    return _STORIES.get(package)


class Reader(NamedTuple):
    """Who reads the story: a seat (their own secrets shown, "you" if `you`), a spectator (`seat`
    None: public parts only), or everyone after the game (`everything`: every secret, each with
    its seat's name, and "you" for `seat` if `you`: the one person who played against bots)."""

    names: tuple[str, ...] = ()
    """Each seat's display name (never "You"; a seat beyond them is "Player N")."""
    seat: int | None = None
    """The seat whose secrets this reader may read."""
    you: bool = False
    """Whether `seat` is addressed as "you" (the one person playing against bots)."""
    everything: bool = False
    """After the game: every secret (each seat by its name, but `seat` "you" if `you`)."""

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def is_you(self, seat: int | None) -> bool:
        return self.you and seat is not None and seat == self.seat

    def sees(self, event: Event) -> bool:
        """Whether this reader may read `event`'s hidden values."""
        return self.everything or (self.seat is not None and event.seat == self.seat)


class Event(namedtuple("Event", ("word", "seat", "args", "hidden"))):
    """One thing that happened (see the module docstring): `word` (what happened, in the game's
    vocabulary), `seat` (the actor, None for the game itself), `args` (the public values, in the
    order of the word's fields) and `hidden` (the values only `seat` may know, or None).

    The older form `Event(text, seat, secret, kind)` of engines that write prose still builds a
    plain line (see `line`)."""

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
        """PHASE, RESULT, or what happened (the word: "summon", "draw", ...)."""
        story = self.story
        if story is None:
            return None
        return story.kinds.get(self.word, self.word)

    @property
    def important(self) -> bool:
        """Whether this result ends a trick, a round or the game (its story says so)."""
        story = self.story
        return story is not None and self.word in story.important

    def seen_by(self, seat: int | None) -> Event:
        """This event as `seat` may know it, as data: the hidden values removed unless they are
        `seat`'s own (`None`: a spectator). What a networked table would send that seat."""
        if self.hidden is None or (seat is not None and seat == self.seat):
            return self
        return self._replace(hidden=None)

    @property
    def text(self) -> str:
        """The public sentence, seats named "Player N"."""
        return _tell(self, Reader())

    @property
    def secret(self) -> str | None:
        """The sentence as its own seat reads it ("You draw Kappa."), or None when nothing is secret."""
        if self.hidden is None:
            return None
        return _tell(self, Reader(seat=self.seat, you=True))

    def for_viewer(self, viewer: int | None) -> str:
        """The line as `viewer` may read it, others named "Player N" (`None`: every secret, as
        after the game)."""
        if self.hidden is not None:
            if viewer is None:
                return _tell(self, Reader(everything=True))
            if viewer == self.seat:
                return self.secret or ""
        return self.text

    def __reduce__(self) -> tuple[object, ...]:
        story = self.story
        return (_rebuild, (story.package if story is not None else None, tuple(self)))


def _rebuild(package: str | None, values: tuple) -> Event:
    story = _STORIES.get(package or "")
    return (story.Event if story is not None else Event)(*values)


def _tell(event: Event, reader: Reader) -> str:
    from tanuki_table.core.telling import tell  # deferred: engines never render, so never load grammar

    return tell(event, reader)


# --- older engines' plain lines -------------------------------------------------------------------
LINES = Story("", {})
LINES.plain = True
"""The story of plain lines (`GameState.note` of engines that write prose): the word is the old
kind ("line", PHASE or RESULT), `args` the public text and `hidden` the secret one."""
LINES.kinds = {"line": None}  # type: ignore[dict-item]  # a plain line has no kind


def line(text: str, seat: int | None = None, secret: str | None = None, kind: str | None = None) -> Event:
    """A plain line (for engines that still write prose)."""
    return LINES.Event(kind or "line", seat, (text,), None if secret is None else (secret,))


# --- saving ---------------------------------------------------------------------------------------
def dump(event: Event) -> list[object]:
    """An event as JSON-ready values: [word, seat, args, hidden]."""
    return [event.word, event.seat, list(event.args), None if event.hidden is None else list(event.hidden)]


def _tuples(value: object) -> object:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def load(item: Sequence[Any], story: Story | None) -> Event:
    """An event from `dump` output; an older save's line `[text, seat, secret(, kind)]` becomes a
    plain line."""
    if len(item) >= 3 and isinstance(item[2], list) and isinstance(item[0], str):
        hidden = item[3] if len(item) > 3 else None
        typed = story is not None and item[0] in story.words
        kind = story.Event if typed else LINES.Event  # type: ignore[union-attr]
        return kind(item[0], item[1], _tuples(item[2]), None if hidden is None else _tuples(hidden))
    text, seat, secret, *rest = list(item) + [None] * (3 - len(item))
    return line(str(text), seat, secret, rest[0] if rest else None)
