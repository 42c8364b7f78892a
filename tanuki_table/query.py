"""The card search language of the browser and of `tanuki-table cards --search`.

What players of other card apps expect, kept small:

- plain words match a card's name and text: `oni`, `draw`
- quoted phrases match as written: `"mount ōe"`
- `field:value` filters on any field of the card models (`game:tmnt`, `type:attack`, `attr:fire`,
  `rarity:rare`); a one-word value matches a whole value or the start of one of its words
  (`rarity:common` does not match "uncommon"), a quoted value matches anywhere in it
- comparisons on numbers: `atk>=800`, `hp<300`, `leaves<=3`, `power=3`, `rank!=12`
  (`field=word` / `field!=word` compare whole values)
- `-` before any term negates it: `-oni`, `-type:event`
- `sort:field` (or `sort:-field` for descending) orders the results

Field names are found in the card models of the games loaded, so a new game's fields work without
changes here; any unique prefix works too (`attr` is `attribute`). A bad query raises `QueryError`
with a message for the person typing it. The cards searched are `catalogue.CardRecord`s. Nothing
here imports Textual.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from tanuki_table.catalogue import (  # noqa: F401 - load_catalogue, make_record: the CLI, deck builder and booster screen import them from here
    Catalogue,
    CardRecord,
    fold,
    load_catalogue,
    make_record,
)
from tanuki_table.errors import TanukiError

COMPARATORS = ("<=", ">=", "!=", "<", ">", "=")
"""The comparison operators, longest first (the tokenizer tries them in this order)."""
ALIASES = {"attr": "attribute", "g": "game", "t": "type", "r": "rarity", "o": "text", "oracle": "text"}
"""Short names players know from other card apps (used only when the field exists)."""
_TERM = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)(:|<=|>=|!=|<|>|=)(.*)$", re.S)
_WORD = re.compile(r"[0-9a-z]+")


class QueryError(TanukiError, ValueError):
    """A query that cannot be understood; the message says what is wrong, for the person typing."""


# --- parsing -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Term:
    """One parsed term of a query."""

    field: str | None
    """The field name as typed (None for a plain word or phrase)."""
    op: str
    """`:` (matches), one of `COMPARATORS`, or `` for a plain word."""
    value: str
    """The value as typed, without quotes."""
    quoted: bool = False
    """Whether the value was a quoted phrase."""
    negated: bool = False
    """Whether the term had a leading `-`."""

    def __str__(self) -> str:
        value = f'"{self.value}"' if self.quoted else self.value
        return ("-" if self.negated else "") + (f"{self.field}{self.op}" if self.field else "") + value


def _read_token(text: str, start: int) -> tuple[str, bool, int]:
    """The raw token from `start` (quotes removed), whether a quote was in it, and the end index."""
    out: list[str] = []
    quoted = False
    i = start
    while i < len(text) and not text[i].isspace():
        if text[i] == '"':
            close = text.find('"', i + 1)
            if close < 0:
                raise QueryError(f"Unclosed quote: {text[i:]!s} (add a closing \")")
            out.append(text[i + 1 : close])
            quoted = True
            i = close + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out), quoted, i


def tokenize(text: str) -> list[Term]:
    """Split a query into terms; raises `QueryError` for a syntax problem."""
    terms: list[Term] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        negated = False
        if text[i] == "-":
            negated = True
            i += 1
            if i >= len(text) or text[i].isspace():
                raise QueryError("A lone '-' negates nothing: write it before a word, e.g. -oni")
        raw_start = i
        raw, quoted, i = _read_token(text, i)
        head = text[raw_start:i]
        if quoted and head.startswith('"'):  # a quoted phrase: no field
            terms.append(Term(None, "", raw, True, negated))
            continue
        match = _TERM.match(raw)
        if match is None:
            if raw[:1] in "<>=!:" and len(raw) > 0:
                op = next((c for c in COMPARATORS + (":",) if raw.startswith(c)), raw[:1])
                raise QueryError(f"'{raw}': '{op}' needs a field name before it, e.g. atk{op}800")
            terms.append(Term(None, "", raw, quoted, negated))
            continue
        name, op, value = match.group(1), match.group(2), match.group(3)
        if op == ":":  # `atk:>=800` means `atk>=800`
            inner = next((c for c in COMPARATORS if value.startswith(c)), None)
            if inner and not quoted:
                op, value = inner, value[len(inner) :]
        if not value and not quoted and name.lower() in ("sort", "order"):
            raise QueryError(f"'{raw}' needs a field to sort by, e.g. sort:atk or sort:-atk")
        if not value and not quoted:
            raise QueryError(f"'{raw}' needs a value after '{op}', e.g. {name}{op}" + ("800" if op != ":" else "fire"))
        terms.append(Term(name.lower(), op, value, quoted, negated))
    return terms


# --- matching ------------------------------------------------------------------------------------
def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _values(value: Any) -> tuple[Any, ...]:
    if value is None:
        return ()
    return value if isinstance(value, tuple) else (value,)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _word_match(needle: str, value: Any) -> bool:
    if isinstance(value, bool):
        return needle in ("yes", "true") if value else needle in ("no", "false")
    text = fold(str(value))
    return text == needle or any(w.startswith(needle) for w in _WORD.findall(text))


_COMPARE: dict[str, Callable[[float, float], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "=": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}

Predicate = Callable[[CardRecord], bool]


def _predicate(term: Term, key: str) -> Predicate:
    """The test of one field term (the field already resolved to `key`)."""
    needle = fold(term.value)
    number = _number(term.value)
    if term.op == ":":
        if number is not None and not term.quoted:
            def test(r: CardRecord) -> bool:
                return any((_is_number(v) and v == number) or _word_match(needle, v) for v in _values(r.fields.get(key)))
        elif term.quoted or " " in needle:
            def test(r: CardRecord) -> bool:
                return any(needle in fold(str(v)) for v in _values(r.fields.get(key)))
        else:
            def test(r: CardRecord) -> bool:
                return any(_word_match(needle, v) for v in _values(r.fields.get(key)))
        return test
    compare = _COMPARE[term.op]
    if number is None:
        if term.op not in ("=", "!="):
            raise QueryError(f"'{term}': {term.op} compares numbers, and {term.value!r} is not a number")
        if term.op == "=":
            return lambda r: any(fold(str(v)) == needle for v in _values(r.fields.get(key)))
        return lambda r: key in r.fields and not any(fold(str(v)) == needle for v in _values(r.fields.get(key)))
    if term.op == "!=":
        return lambda r: any(_is_number(v) for v in _values(r.fields.get(key))) and not any(
            _is_number(v) and v == number for v in _values(r.fields.get(key)))
    return lambda r: any(_is_number(v) and compare(v, number) for v in _values(r.fields.get(key)))


def resolve_field(name: str, known: list[str]) -> str:
    """The field a typed name means: exact, alias, or a unique prefix; else `QueryError`."""
    if name in known:
        return name
    alias = ALIASES.get(name)
    if alias in known:
        return alias  # type: ignore[return-value]
    starts = [k for k in known if k.startswith(name)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        raise QueryError(f"'{name}' could be {' or '.join(starts)}: type more of the field name")
    close = difflib.get_close_matches(name, known, n=3)
    hint = f" Did you mean {' or '.join(close)}?" if close else ""
    return _unknown(name, known, hint)


def _unknown(name: str, known: list[str], hint: str) -> str:
    raise QueryError(f"Unknown field '{name}'.{hint} Fields: {', '.join(sorted(known))}")


@dataclass
class Query:
    """A compiled query: filters (all must hold) and an optional sort."""

    text: str
    """The query as typed."""
    tests: list[Predicate] = field(default_factory=list)
    """Every term's test; a card matches when all pass."""
    sort: str | None = None
    """The field to sort by (from `sort:`), or None."""
    descending: bool = False
    """Whether `sort:-field` asked for the largest first."""

    def matches(self, record: CardRecord) -> bool:
        """Whether a card passes every term."""
        return all(test(record) for test in self.tests)

    def filter(self, records: Iterable[CardRecord]) -> list[CardRecord]:
        """The matching cards, sorted when the query says so."""
        found = [r for r in records if self.matches(r)]
        if self.sort:
            found = sort_records(found, self.sort, self.descending)
        return found


def compile_query(text: str, known: list[str]) -> Query:
    """Parse and check `text` against the known field names; raises `QueryError` when it is bad."""
    query = Query(text)
    for term in tokenize(text):
        if term.field is None:
            needle = fold(term.value)
            test: Predicate = lambda r, n=needle: n in r.haystack  # noqa: E731
        elif term.field in ("sort", "order") and term.op == ":":
            descending = term.value.startswith("-")
            name = term.value.lstrip("-").lower()
            if not name:
                raise QueryError(f"'{term}' needs a field to sort by, e.g. sort:atk or sort:-atk")
            query.sort, query.descending = resolve_field(name, known), descending != term.negated
            continue
        else:
            test = _predicate(term, resolve_field(term.field, known))
        if term.negated:
            test = lambda r, t=test: not t(r)  # noqa: E731
        query.tests.append(test)
    return query


def search(catalogue: Catalogue, text: str) -> list[CardRecord]:
    """The cards of `catalogue` matching `text` (raises `QueryError` for a bad query)."""
    return compile_query(text, catalogue.field_names()).filter(catalogue.records)


def sort_key(record: CardRecord, key: str) -> tuple[int, Any]:
    """Sort key for one field: numbers by value, text folded, missing values last."""
    value = record.info.title if key == "game" else record.fields.get(key)
    if isinstance(value, tuple):
        value = value[0] if value else None
    if value is None or value == "":
        return (2, 0)
    if _is_number(value):
        return (0, value)
    return (1, fold(str(value)))


def sort_records(records: list[CardRecord], key: str, descending: bool = False) -> list[CardRecord]:
    """Records ordered by one field; cards without it stay last either way."""
    present = [r for r in records if sort_key(r, key)[0] < 2]
    absent = [r for r in records if sort_key(r, key)[0] == 2]
    present.sort(key=lambda r: sort_key(r, key), reverse=descending)
    return present + absent
