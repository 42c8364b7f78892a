"""English grammar for the stories, on the `inflect` library (cached), and the few words other
languages' whole messages still need from the catalogue ("you", lists, sentences in a row)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from tanuki_table.core.i18n import pgettext

if TYPE_CHECKING:
    import inflect

__all__ = ["YOU", "a", "agree", "capitalise", "count", "first_capital", "join", "listed", "named_seats",
           "nobody_word", "number", "ordinal", "plural", "possessive", "says", "sentences", "whose", "you_word"]

YOU = "You"
"""How a screen shows its reader's own seat among the seat names."""


@lru_cache(maxsize=1)
def _engine() -> inflect.engine:
    """inflect's engine, imported on first use with typeguard's `@typechecked` as the no-op it is
    under `python -O` (it re-parses inflect's source on import and checks every call)."""
    try:
        import typeguard  # deferred: only needed to import inflect quickly, on first render
    except ImportError:  # pragma: no cover - inflect releases without typeguard
        typeguard = None  # type: ignore[assignment]
    real = getattr(typeguard, "typechecked", None)
    if typeguard is not None:
        typeguard.typechecked = lambda target=None, **_: target if target is not None else (lambda f: f)  # type: ignore[assignment]
    try:
        import inflect  # deferred: the engines and `sim` never render, so never pay for it
    finally:
        if typeguard is not None:
            typeguard.typechecked = real  # type: ignore[assignment]
    return inflect.engine()


@lru_cache(maxsize=512)
def agree(verb: str, you: bool) -> str:
    """The verb (as it goes with "he": "wins", "takes back") as it agrees with "you" if `you`."""
    if not you or not verb:
        return verb
    first, _, rest = verb.partition(" ")
    base = _engine().plural_verb(first)
    return f"{base} {rest}" if rest else base


@lru_cache(maxsize=512)
def count(n: int, noun: str) -> str:
    """ "no cards", "1 card", "2 cards" (the noun given in the singular)."""
    return str(_engine().no(noun, n))


@lru_cache(maxsize=512)
def plural(noun: str, n: int) -> str:
    """The noun (given in the singular) as it goes with `n`."""
    return str(_engine().plural_noun(noun, n))


def number(n: int, noun: str, verb: str = "") -> str:
    """ "0 cards", "1 card": digits always; with `verb`, the verb agreeing ("2 moves use")."""
    told = f"{n} {plural(noun, n)}"
    return f"{told} {_engine().plural_verb(verb, n)}" if verb else told


@lru_cache(maxsize=512)
def a(phrase: str) -> str:
    """ "a card", "an attack"."""
    return str(_engine().a(phrase))


@lru_cache(maxsize=256)
def ordinal(n: int) -> str:
    """ "1st", "2nd", "3rd"."""
    return str(_engine().ordinal(str(n)))


def join(words: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" (no serial comma)."""
    items = [str(w) for w in words]
    if len(items) < 3:
        return " and ".join(items)
    return str(_engine().join(items, final_sep=""))


def possessive(name: str, you: bool) -> str:
    """ "your" for the reader, else "Bot (easy)'s"."""
    return "your" if you else f"{name}'s"


def whose(name: str, start: bool = False) -> str:
    """The possessive of a seat as a screen shows it: "your" / "Your" for `YOU`, else "Name's"."""
    if name == YOU:
        return "Your" if start else "your"
    return possessive(name, False)


def says(name: str, verb: str) -> str:
    """A seat with a verb that agrees: "You win", "Bot (easy) wins"."""
    return f"{name} {agree(verb, name == YOU)}"


def named_seats(text: str, names: Sequence[str]) -> str:
    """`text` with each "Player N" by its shown name in `names` ("Your field · slot 2"), in one pass."""
    def named(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        if not 0 <= seat < len(names):
            return match.group(0)
        name = names[seat]
        if not match.group(2):
            return name
        return whose(name, start=match.start() == 0 or text[:match.start()].rstrip().endswith("."))

    return _PLAYER_N.sub(named, text)


_PLAYER_N = re.compile(r"\bPlayer (\d+)('s)?")


def capitalise(text: str) -> str:
    """Each sentence of `text` starting with a capital; the rest untouched."""
    return _SENTENCE.sub(lambda m: m.group(1) + m.group(2).upper(), text)


_SENTENCE = re.compile(r"((?:^|[.!?] )[\"'“‘(]*)([a-z])")


# --- languages other than English (the story's translated messages) ----------------------------
def you_word() -> str:
    """The reader's seat where it is not the subject of a translated sentence ("ty", "あなた")."""
    # TRANSLATORS: the reader's own seat in the story where a sentence names it (not as its subject)
    return pgettext("story: the reader", "you")


def nobody_word() -> str:
    """No seat, in a translated sentence."""
    return pgettext("story: no seat", "nobody")


def listed(words: Sequence[str]) -> str:
    """Words as a list in the app's language: "A, B i C"; "A、B、C" in Japanese."""
    items = [str(w) for w in words]
    if len(items) < 2:
        return "".join(items)
    # TRANSLATORS: between the items of a list but the last two ("A, B and C": the comma)
    head = pgettext("list", ", ").join(items[:-1])
    # TRANSLATORS: the last two items of a list: {items} is all but the last one, {last} the last one
    return pgettext("list", "{items} and {last}").format(items=head, last=items[-1])


def sentences(*parts: str) -> str:
    """Translated sentences in a row: a space between them (none in Japanese)."""
    text = ""
    for part in filter(None, parts):
        # TRANSLATORS: two sentences in a row (a space between them in Polish; none in Japanese)
        text = pgettext("between sentences", "{first} {second}").format(first=text, second=part) if text else part
    return text


def first_capital(text: str) -> str:
    """`text` with its first letter a capital (any alphabet); the rest as written."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text
