"""The card search language of the browser and of `tanuki-table cards --search`: the meaning of the
terms `query_syntax` parses, on `catalogue.CardRecord`s (see `HELP`). Field names come from the
loaded games' card models; a bad query raises `QueryError` and nothing else. A `/regex/` runs on
the `regex` package, whose time limit ends a slow search with `SearchTooSlow`."""

from __future__ import annotations

import difflib
import operator
import re
import time
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, TypeGuard

from tanuki_table.cards.catalogue import (  # noqa: F401 - load_catalogue, make_record: the CLI, deck builder and booster screen import them from here
    Catalogue,
    CardRecord,
    fold,
    load_catalogue,
    make_record,
)
from tanuki_table.cards.query_syntax import COMPARATORS, And, Node, Not, Or, QueryError, Term, parse  # noqa: F401
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_

ALIASES = {"attr": "attribute", "g": "game", "t": "type", "r": "rarity", "o": "text", "oracle": "text"}
"""Short names players know from other card apps (used only when the field exists)."""
SPECIAL_IS = {"effect": "has rules text", "vanilla": "no rules text", "owned": "in your collection"}
"""`is:` keywords every game has."""
_WORD = re.compile(r"[0-9a-z]+")
# TRANSLATORS: the card search's help page; the search words (or, type:, atk, is:effect, sort:...) stay as they are
HELP = N_("""\
Search: terms are ANDed; case, accents and scripts fold (lodz finds Łódź).

  oni kappa            both words, in the name or text
  oni or kappa         either ( | works too )
  (oni or kappa) -rare parentheses group; - negates a term or a group
  "mount oe"           a phrase as written
  !"Oni King"  !Kappa  exactly that name
  /^ka/  name:/ji$/    a regular expression on names and text, or on one field
  type:attack          a field contains the value (any field of the cards; a prefix of the
                       field name works: attr:fire)
  type=attack          the whole value equals
  atk>=800 hp<300 rank!=12   compare numbers   ( >= <= > < = != )
  rarity>=uncommon     compare in the game's own order (common < uncommon < rare)
  is:effect is:vanilla is:owned is:leader is:attack ...
                       keywords: has rules text, has none, in your collection, and every
                       yes/no field and fixed value of the games' cards
  sort:rarity sort:-atk order:desc
                       order of the results (rarity in rarity order)

A search that cannot be read says where and why under the search box and keeps the last results.
""")
"""The search help shown by `?`/F1 in the browser (the README has the same)."""
Predicate = Callable[[CardRecord], bool]


# --- values --------------------------------------------------------------------------------------
def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _values(value: object) -> tuple[object, ...]:
    if value is None:
        return ()
    return value if isinstance(value, tuple) else (value,)


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _word_match(needle: str, value: object) -> bool:
    if isinstance(value, bool):
        return needle in ("yes", "true") if value else needle in ("no", "false")
    text = fold(str(value))
    return text == needle or any(w.startswith(needle) for w in _WORD.findall(text))


_COMPARE: dict[str, Callable[[Any, Any], bool]] = {"<": operator.lt, "<=": operator.le, ">": operator.gt,
                                                   ">=": operator.ge, "=": operator.eq, "!=": operator.ne}


SEARCH_SECONDS = 2.0
"""A search that takes longer than this gives up (`SearchTooSlow`)."""


class SearchTooSlow(QueryError):
    """The search ran past `SEARCH_SECONDS` (a /regex/ that backtracks) and gave up."""

    def __init__(self) -> None:
        super().__init__(f"Gave up: this search took longer than {SEARCH_SECONDS:g} s "
                         "(a /regex/ that tries too many ways, such as (.*)*; simplify it)", 0)


class _Regex:
    """A compiled /regex/ whose every search stops at the query's deadline."""

    def __init__(self, text: str, at: int) -> None:
        import regex  # deferred: only queries with a /regex/ need it

        try:  # `re` checks the syntax first: its messages point at the very character at fault
            with warnings.catch_warnings():  # its FutureWarnings ("possible nested set") are not the user's errors
                warnings.simplefilter("ignore")
                re.compile(text, re.IGNORECASE)
            self.pattern = regex.compile(text, regex.IGNORECASE | regex.VERSION0)
        except (re.error, regex.error) as exc:
            raise QueryError(f"Bad /regex/: {exc.msg}", at + 1 + (exc.pos or 0)) from None
        except (ValueError, OverflowError, RecursionError) as exc:  # e.g. a repeat count too big
            raise QueryError(f"Bad /regex/: {str(exc)[:80]}", at + 1) from None
        self.deadline = 0.0
        """When the search this pattern runs in must end (`time.monotonic`); set by `Query.filter`."""

    def search(self, text: str) -> bool:
        left = self.deadline - time.monotonic() if self.deadline else SEARCH_SECONDS
        if left <= 0:
            raise SearchTooSlow()
        try:
            return self.pattern.search(text, timeout=left, concurrent=True) is not None
        except TimeoutError:
            raise SearchTooSlow() from None


def _regex(text: str, at: int, ctx: _Context) -> _Regex:
    compiled = _Regex(text, at)
    ctx.regexes.append(compiled)
    return compiled


# --- the context: field names, orders and keywords of the cards searched -------------------------
class _Context:
    def __init__(self, known: list[str], catalogue: Catalogue | None) -> None:
        self.known = known
        self.catalogue = catalogue
        self.orders: dict[str, list[tuple[object, ...]]] = {}
        self.regexes: list[_Regex] = []
        self.flags: set[str] = set()
        self.keywords: set[str] = set(SPECIAL_IS)
        seen: set[str] = set()
        for record in catalogue.records if catalogue else ():
            if record.game in seen:  # one game's cards share a model: its first card says it all
                continue
            seen.add(record.game)
            for key, values in record.choices.items():
                if values not in self.orders.setdefault(key, []):
                    self.orders[key].append(values)
                self.keywords.update(fold(str(v)) for v in values)
            self.flags.update(k for k, v in record.fields.items() if isinstance(v, bool))
        self.keywords |= self.flags

    def resolve(self, name: str, at: int) -> str:
        """The field a typed name means: exact, alias, or a unique prefix; else `QueryError`."""
        known = self.known
        if name in known:
            return name
        alias = ALIASES.get(name)
        if alias in known:
            return alias
        starts = [k for k in known if k.startswith(name)]
        if len(starts) == 1:
            return starts[0]
        if starts:
            raise QueryError(f"'{name}' could be {' or '.join(starts)}: type more of the field name", at)
        hint = _did_you_mean(name, known)
        raise QueryError(f"Unknown field '{name}'.{hint} Fields: {', '.join(sorted(known))}, is", at)


def _did_you_mean(word: str, known: list[str]) -> str:
    close = difflib.get_close_matches(word, known, n=3)
    return f" Did you mean {' or '.join(close)}?" if close else ""


# --- compiling the tree into predicates ------------------------------------------------------------
def _compile(node: Node, ctx: _Context) -> Predicate:
    if isinstance(node, Not):
        inner = _compile(node.child, ctx)
        return lambda r: not inner(r)
    if isinstance(node, And):
        parts = [_compile(c, ctx) for c in node.children]
        return lambda r: all(p(r) for p in parts)
    if isinstance(node, Or):
        parts = [_compile(c, ctx) for c in node.children]
        return lambda r: any(p(r) for p in parts)
    return _term(node, ctx)


def _term(term: Term, ctx: _Context) -> Predicate:
    if term.kind in ("word", "phrase"):
        needle = fold(term.value)
        return lambda r: needle in r.haystack
    if term.kind == "exact":
        wanted = fold(term.value).strip()
        return lambda r: wanted in (fold(r.name), fold(card_name(r.game, r.name)))
    if term.kind == "regex":
        pattern = _regex(term.value, term.position, ctx)
        return lambda r: bool(pattern.search(r.name) or pattern.search(str(r.fields.get("text", "")))
                              or pattern.search(fold(r.name)) or pattern.search(card_name(r.game, r.name)))
    assert term.field is not None
    if term.field == "is":
        return _is(term, ctx)
    key = ctx.resolve(term.field, term.position)
    if term.value_kind == "regex":
        pattern = _regex(term.value, term.value_position, ctx)
        return lambda r: any(pattern.search(str(v)) for v in _values(r.fields.get(key)))
    return _field(term, key, ctx)


def _is(term: Term, ctx: _Context) -> Predicate:
    word = fold(term.value)
    if word not in ctx.keywords:
        hint = _did_you_mean(word, sorted(ctx.keywords))
        raise QueryError(f"Unknown keyword is:{term.value}.{hint} Known: {', '.join(sorted(ctx.keywords))}",
                         term.value_position)
    if word == "effect":
        return lambda r: bool(r.rules)
    if word == "vanilla":
        return lambda r: not r.rules
    if word == "owned":
        catalogue = ctx.catalogue
        owned = (catalogue.owned if catalogue.owned is not None else catalogue.load_owned()) if catalogue else {}
        return lambda r: owned.get((r.game, r.id), 0) > 0
    flag = word in ctx.flags
    return lambda r: ((flag and r.fields.get(word) is True)
                      or any(fold(str(v)) == word for key in r.choices for v in _values(r.fields.get(key))))


def _field(term: Term, key: str, ctx: _Context) -> Predicate:
    needle = fold(term.value)
    number = _number(term.value) if term.value_kind == "word" else None
    if term.op == ":":
        if number is not None:
            return lambda r: any((_is_number(v) and v == number) or _word_match(needle, v) for v in _values(r.fields.get(key)))
        if term.value_kind == "phrase" or " " in needle:
            return lambda r: any(needle in fold(str(v)) for v in _values(r.fields.get(key)))
        return lambda r: any(_word_match(needle, v) for v in _values(r.fields.get(key)))
    compare = _COMPARE[term.op]
    if number is not None:
        if term.op == "!=":
            return lambda r: any(_is_number(v) for v in _values(r.fields.get(key))) and not any(
                _is_number(v) and v == number for v in _values(r.fields.get(key)))
        return lambda r: any(_is_number(v) and compare(v, number) for v in _values(r.fields.get(key)))
    orders = ctx.orders.get(key, [])
    if orders and term.op not in ("=", "!="):
        if not any(needle in (fold(str(v)) for v in order) for order in orders):
            values = ", ".join(dict.fromkeys(str(v) for order in orders for v in order))
            raise QueryError(f"'{term.value}' is not a {key}: use one of {values}", term.value_position)

        def ordered(r: CardRecord) -> bool:
            order = [fold(str(v)) for v in r.choices.get(key, ())]
            if needle not in order:
                return False
            return any(compare(order.index(fold(str(v))), order.index(needle))
                       for v in _values(r.fields.get(key)) if fold(str(v)) in order)
        return ordered
    if term.op not in ("=", "!="):
        raise QueryError(f"{term.op} compares numbers or ordered values (like rarity): {term.value!r} is not a "
                         f"number and {key} has no order", term.value_position)
    if term.op == "=":
        return lambda r: any(fold(str(v)) == needle for v in _values(r.fields.get(key)))
    return lambda r: key in r.fields and not any(fold(str(v)) == needle for v in _values(r.fields.get(key)))


# --- the public API --------------------------------------------------------------------------------
@dataclass
class Query:
    """A compiled query: one filter and an optional sort."""

    text: str
    """The query as typed."""
    test: Predicate | None = None
    """The filter (None: every card)."""
    sort: str | None = None
    """The field to sort by (from `sort:`/`order:`), or None."""
    descending: bool = False
    """Whether the largest (or rarest) come first."""
    regexes: list[_Regex] = field(default_factory=list)
    """The query's /regex/ terms (a query with one may be slow: the browser runs it in a thread)."""

    def matches(self, record: CardRecord) -> bool:
        """Whether a card passes the filter."""
        return self.test is None or self.test(record)

    def filter(self, records: Iterable[CardRecord], seconds: float | None = None) -> list[CardRecord]:
        """The matching cards, sorted when the query says so; `SearchTooSlow` past `seconds`
        (default `SEARCH_SECONDS`)."""
        deadline = time.monotonic() + (SEARCH_SECONDS if seconds is None else seconds)
        for pattern in self.regexes:
            pattern.deadline = deadline
        found = []
        for record in records:
            if self.matches(record):
                found.append(record)
            if self.regexes and time.monotonic() > deadline:
                raise SearchTooSlow()
        if self.sort:
            found = sort_records(found, self.sort, self.descending)
        return found


def compile_query(text: str, known: list[str] | None = None, catalogue: Catalogue | None = None) -> Query:
    """Parse and check `text`; raises `QueryError` (never anything else) when it is bad. `catalogue`
    gives field names, orders and `is:` keywords; `known` (field names) overrides its names."""
    try:
        parsed = parse(text)
        ctx = _Context(known if known is not None else (catalogue.field_names() if catalogue else []), catalogue)
        query = Query(text)
        if parsed.tree is not None:
            query.test = _compile(parsed.tree, ctx)
            query.regexes = list(ctx.regexes)
        for directive in sorted(parsed.sorts, key=lambda d: d.field is None):  # sort:FIELD, then order:asc/desc
            if directive.field is not None:
                query.sort = ctx.resolve(directive.field, directive.position)
            query.descending = directive.descending
        return query
    except QueryError:
        raise
    except (RecursionError, ValueError, TypeError, IndexError) as exc:  # pragma: no cover - a safety net
        raise QueryError(f"Cannot read this query ({type(exc).__name__})", 0) from None


def search(catalogue: Catalogue, text: str) -> list[CardRecord]:
    """The cards of `catalogue` matching `text` (raises `QueryError` for a bad query)."""
    return compile_query(text, catalogue.field_names(), catalogue).filter(catalogue.records)


def sort_key(record: CardRecord, key: str) -> tuple[int, float | str]:
    """Sort key for one field: numbers by value, ordered fields in the game's order, text folded,
    missing values last."""
    value = record.info.title if key == "game" else record.fields.get(key)
    if isinstance(value, tuple):
        value = value[0] if value else None
    if value is None or value == "":
        return (2, 0)
    if _is_number(value):
        return (0, value)
    order = record.choices.get(key)
    if order and value in order:
        return (0, order.index(value))
    return (1, fold(str(value)))


def sort_records(records: list[CardRecord], key: str, descending: bool = False) -> list[CardRecord]:
    """Records ordered by one field; cards without it stay last either way."""
    keyed = [(sort_key(r, key), r) for r in records]
    present = [(k, r) for k, r in keyed if k[0] < 2]
    present.sort(key=lambda kr: kr[0], reverse=descending)
    return [r for _, r in present] + [r for k, r in keyed if k[0] == 2]
