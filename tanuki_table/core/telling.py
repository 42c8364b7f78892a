"""The one renderer: `tell(event, reader)` words one event for one reader.

In English the story's `Say` templates are used, agreeing verbs through `grammar`; in another
language the story's `told` function picks a whole translated message for the reader, and a word
without one is told in English."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from tanuki_table.core import grammar
from tanuki_table.core.i18n import current_language, gettext

if TYPE_CHECKING:
    from tanuki_table.core.events import Event, Reader, Say, Story

__all__ = ["SeatRef", "Values", "by_seat", "by_two_seats", "subject", "tell", "with_secret"]


class SeatRef:
    """A seat in a sentence: its name or "you"; `{x:wins}` agrees a verb, `{x:'s}` is the possessive,
    `{x:their}` the possessive pronoun."""

    __slots__ = ("seat", "reader", "translated")

    def __init__(self, seat: int | None, reader: Reader, translated: bool = False) -> None:
        self.seat, self.reader, self.translated = seat, reader, translated

    def __format__(self, spec: str) -> str:
        seat = self.seat
        if self.translated:  # a translated message: the name, or the language's word for "you"
            if seat is None:
                return grammar.nobody_word()
            return grammar.you_word() if self.reader.is_you(seat) else self.reader.name(seat)
        if seat is None:
            return "nobody" if not spec else ("nobody's" if spec == "'s" else spec)
        you = self.reader.is_you(seat)
        if spec == "'s":
            return grammar.possessive(self.reader.name(seat), you)
        if spec == "their":
            return "your" if you else "their"
        if spec:
            return grammar.agree(spec, you)
        return "you" if you else self.reader.name(seat)


class Number:
    """A number: `{n}` digits, `{n:card}` "no cards" / "1 card", `{n:th}` "3rd", `{n:+d}` signed."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self.n)
        if spec == "th":
            return grammar.ordinal(self.n)
        if spec.startswith(("+", "-", ",", "0")):  # a number format ("+d": signed)
            return format(self.n, spec)
        return grammar.count(self.n, spec)


class Values:
    """The formatting values of one event for one reader (`str.format_map` reads it)."""

    __slots__ = ("event", "reader", "say", "values", "story", "sees", "translated")

    def __init__(self, event: Event, reader: Reader, say: Say, sees: bool) -> None:
        self.event, self.reader, self.say = event, reader, say
        self.story: Story = event.story  # type: ignore[assignment]
        self.values = event.args + event.hidden if sees and event.hidden is not None else event.args
        self.sees = sees
        """Whether the reader reads the secret sentence."""
        self.translated = False
        """Whether the sentence is a translated message."""

    def raw(self, name: str) -> Any:
        """A field's value as the engine gave it (for template functions)."""
        if name == "actor":
            return self.event.seat
        return self.values[self.say.fields.index(name)]

    def seat(self, seat: int, verb: str = "") -> str:
        """A seat's name (or "you"), or `verb` agreeing with it, with braces escaped."""
        text = format(SeatRef(seat, self.reader), verb)
        return text.replace("{", "{{").replace("}", "}}")

    def you(self, name: str = "actor") -> bool:
        """Whether the seat in field `name` is the reader, addressed as "you"."""
        return self.reader.is_you(self.raw(name))

    def __getitem__(self, name: str) -> Any:
        if name == "actor":
            return SeatRef(self.event.seat, self.reader, self.translated)
        value = self.raw(name)
        kind = self.say.types.get(name, "")
        if kind == "seat":
            return SeatRef(value, self.reader, self.translated)
        if kind == "card":
            return self.story.card_name(value)
        if kind == "cards":
            names = [self.story.card_name(c) for c in value]
            return grammar.listed(names) if self.translated else grammar.join(names)
        if kind == "nums":
            return " ".join(map(str, value))
        if kind == "title":
            return str(value).title()
        if kind in self.story.types:
            return self.story.types[kind](value, self.story)
        if kind == "term":
            term = self.story.terms.get(value, str(value).replace("_", " "))
            return gettext(term) if self.translated else term  # a term is marked with `N_`
        if isinstance(value, int) and not isinstance(value, bool):
            return Number(value)
        return value


def tell(event: Event, reader: Reader, elide: bool = False) -> str:
    """`event` as one sentence for `reader` (`elide`: without a leading subject already named)."""
    story = event.story
    if story is None or story.plain:
        hidden = event.hidden
        text = str(hidden[0] if hidden and reader.sees(event) else event.args[0] if event.args else event.word)
        if not reader.names:
            return text
        return _PLAYER.sub(lambda m: reader.name(int(m.group(1)) - 1), text)  # each "Player N" by its name
    template, values = _template(event, reader)
    if elide and template.startswith("{actor} "):
        return template[len("{actor} "):].format_map(values)
    capital = grammar.first_capital if values.translated else grammar.capitalise
    text = capital(template.format_map(values))
    return text if story.prefix is None else story.prefix(values) + text


_PLAYER = re.compile(r"\bPlayer ([1-9])\b")


def _template(event: Event, reader: Reader) -> tuple[str, Values]:
    """The template `reader` reads `event` with, and its values."""
    say = event.story.say(event.word)  # type: ignore[union-attr]  # a typed event has its story
    sees = event.hidden is not None and say.secret is not None and reader.sees(event)
    values = Values(event, reader, say, sees)
    told = event.story.told.get(event.word) if event.story.told else None  # type: ignore[union-attr]
    if told is not None and current_language() != "en":
        values.translated = True
        return told(values), values
    template = say.secret if sees and say.secret is not None else say.public
    return (template(values) if callable(template) else template), values


def subject(event: Event, reader: Reader) -> int | None:
    """The seat `event`'s sentence starts with, when it starts with its actor ("{actor} ...")."""
    story = event.story
    if story is None or story.plain:
        return None
    return event.seat if _template(event, reader)[0].startswith("{actor} ") else None


def elided(clause: str, who: int | None, reader: Reader) -> str:
    """`clause` without its subject `who` (to compare a clause with the one the summary shortened)."""
    if who is None:
        return clause
    name = "You" if reader.is_you(who) else reader.name(who)
    return clause[len(name) + 1:] if clause.startswith(name + " ") else clause


# --- a story's `told` words, from messages marked with `N_` -------------------------------------
def by_seat(mine: str, theirs: str, who: str = "actor") -> Callable[[Values], str]:
    """One message for the reader as the seat in field `who`, one for a named seat."""
    return lambda v: gettext(mine if v.you(who) else theirs)


def with_secret(public: tuple[str, str], secret: tuple[str, str]) -> Callable[[Values], str]:
    """A word with a secret: (reader, named seat) for everyone, then for those who may see it."""
    return lambda v: gettext((secret if v.sees else public)[0 if v.you() else 1])


def by_two_seats(mine: str, yours: str, neither: str, who: str = "actor", whom: str = "rival") -> Callable[[Values], str]:
    """A word about two seats: the reader is `who`, the reader is `whom`, or neither."""
    return lambda v: gettext(mine if v.you(who) else yours if v.you(whom) else neither)
