"""The grammar of the card search language: a small recursive-descent parser into a syntax tree.

```
query    := or_expr? END
or_expr  := and_expr ( "or" and_expr )*          -- `or` in any case, also `|`
and_expr := unary ( "and"? unary )*              -- implicit AND
unary    := ( "-" | "not" ) unary | atom          -- `-` negates any term or group
atom     := "(" or_expr ")" | term
term     := "!" ( PHRASE | WORD )                 -- exact name: !"Oni King", !Kappa
          | REGEX                                 -- /^ka/ on names and text
          | PHRASE                                -- "mount oe"
          | FIELD OP value                        -- type:attack, atk>=800, rarity>=rare, is:owned
          | WORD                                  -- a word of the name or text
value    := PHRASE | REGEX | WORD
OP       := ":" | "=" | "!=" | "<" | "<=" | ">" | ">="   (`=>` and `=<` are read as `>=` and `<=`)
FIELD    := [A-Za-z_][A-Za-z0-9_]*
PHRASE   := '"' any text but '"' '"'
REGEX    := "/" any text, `\\/` for a slash "/"
WORD     := characters up to a space or a parenthesis
```

`sort:FIELD` / `order:FIELD` (`sort:-FIELD` or `-sort:FIELD` for descending, `order:asc|desc`) are
directives for the whole query. Every syntax problem raises `QueryError` with its position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from tanuki_table.errors import TanukiError

MAX_QUERY = 1000
"""Longer queries are refused (a search box, not a program)."""
MAX_DEPTH = 40
"""Parentheses and negations nest at most this deep."""
COMPARATORS = ("<=", ">=", "!=", "<", ">", "=")
_FIELD = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(<=|>=|=>|=<|!=|:|<|>|=)")
_SYNONYMS = {"=>": ">=", "=<": "<="}
_STOP = set(" \t\r\n()")
_REGEX = re.compile(r"/((?:\\.|[^\\/])*)/", re.DOTALL)
"""A /regex/: `\\` escapes the character after it (`\\/` is a slash)."""


class QueryError(TanukiError, ValueError):
    """A query that cannot be understood; the message says what is wrong, for the person typing."""

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        """What is wrong."""
        self.position = position
        """0-based index of the character at fault in the query, when known."""

    def where(self, text: str) -> str:
        """One line: the message and the spot in `text` it is about (`▸` marks it)."""
        if self.position is None:
            return self.message
        pos = max(0, min(self.position, len(text)))
        return f"{self.message} (at character {pos + 1}: {text[:pos]}▸{text[pos:]})"


@dataclass(frozen=True)
class Term:
    """One search term: a word, phrase, exact name, regex or field test."""

    kind: str
    """`word`, `phrase`, `exact`, `regex` or `field`."""
    value: str
    """The value as typed, without quotes or slashes."""
    position: int
    """Where the term starts in the query."""
    field: str | None = None
    """The field as typed, lowercased (only for `field`)."""
    op: str = ""
    """`:` or one of `COMPARATORS` (only for `field`)."""
    value_kind: str = "word"
    """How the value was written: `word`, `phrase` or `regex`."""
    value_position: int = 0
    """Where the value starts."""


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Union[Term, Not, And, Or]


@dataclass(frozen=True)
class Sort:
    """A `sort:`/`order:` directive."""

    field: str | None
    descending: bool
    position: int


@dataclass(frozen=True)
class Parsed:
    """A parsed query: the filter tree (None: every card) and the sort directives."""

    tree: Node | None
    sorts: tuple[Sort, ...]


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.depth = 0
        self.sorts: list[Sort] = []

    # --- characters ---
    def _skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def _peek(self) -> str:
        self._skip()
        return self.text[self.i] if self.i < len(self.text) else ""

    def _bare(self) -> str:
        start = self.i
        while self.i < len(self.text) and self.text[self.i] not in _STOP:
            self.i += 1
        return self.text[start:self.i]

    def _keyword(self, *words: str) -> bool:
        """Whether the next bare word is one of `words` (consumed if so)."""
        self._skip()
        start = self.i
        if self._bare().casefold() in words:
            return True
        self.i = start
        return False

    def _phrase(self) -> str:
        start = self.i
        close = self.text.find('"', start + 1)
        if close < 0:
            raise QueryError('Unclosed quote: add a closing "', start)
        self.i = close + 1
        return self.text[start + 1:close]

    def _regex(self) -> str:
        start = self.i
        match = _REGEX.match(self.text, start)
        if match is None:
            raise QueryError("Unclosed /regex/: add a closing /", start)
        self.i = match.end()
        if not match.group(1):
            raise QueryError("An empty /regex/ matches nothing in particular: write a pattern between the slashes", start)
        return match.group(1).replace("\\/", "/")

    # --- grammar ---
    def parse(self) -> Parsed:
        if len(self.text) > MAX_QUERY:
            raise QueryError(f"The query is too long ({len(self.text)} characters; {MAX_QUERY} at most)", MAX_QUERY)
        tree = None if self._peek() == "" else self._or()
        if self._peek() == ")":
            raise QueryError("')' without a matching '('", self.i)
        if self._peek():
            raise QueryError("Unexpected text", self.i)  # pragma: no cover - _or reads everything else
        return Parsed(tree, tuple(self.sorts))

    def _or(self) -> Node | None:
        start = self.i
        parts = [self._and()]
        while self._peek() == "|" or self._keyword("or"):
            at = self.i
            if self._peek() == "|":
                self.i += 1
            if self._peek() in ("", ")") or self._at_or():
                raise QueryError("'or' needs a term on both sides, e.g. oni or kappa", at)
            parts.append(self._and())
        if len(parts) == 1:
            return parts[0]
        if any(p is None for p in parts):
            raise QueryError("sort:/order: applies to the whole query: put it outside 'or'", start)
        return Or(tuple(p for p in parts if p is not None))

    def _at_or(self) -> bool:
        start = self.i
        found = self._keyword("or")
        self.i = start
        return found or self._peek() == "|"

    def _deeper(self, start: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise QueryError(f"Too deeply nested ({MAX_DEPTH} levels at most)", start)

    def _and(self) -> Node | None:
        if self._at_or():
            raise QueryError("'or' needs a term on both sides, e.g. oni or kappa", self.i)
        parts: list[Node | None] = []
        while self._peek() not in ("", ")", "|") and not self._at_or():
            if self._keyword("and"):
                if self._peek() in ("", ")", "|") or self._at_or():
                    raise QueryError("'and' needs a term after it", self.i)
                continue
            parts.append(self._unary())
        real = [p for p in parts if p is not None]
        if not real:
            return None
        return real[0] if len(real) == 1 else And(tuple(real))

    def _unary(self) -> Node | None:
        self._skip()
        start = self.i
        negated = False
        if self.text.startswith("-", self.i):
            self.i += 1
            if self.i >= len(self.text) or self.text[self.i].isspace() or self.text[self.i] == ")":
                raise QueryError("A lone '-' negates nothing: write it before a word or group, e.g. -oni", start)
            negated = True
        elif self._keyword("not"):
            if self._peek() in ("", ")"):
                raise QueryError("'not' needs a term after it", start)
            negated = True
        if not negated:
            return self._atom()
        self._deeper(start)
        before = len(self.sorts)
        child = self._unary()
        self.depth -= 1
        if child is None:  # -sort:atk: the other direction
            self.sorts[before:] = [Sort(s.field, not s.descending, s.position) for s in self.sorts[before:]]
            return None
        return Not(child)

    def _atom(self) -> Node | None:
        self._skip()
        start = self.i
        char = self.text[self.i]
        if char == "(":
            self._deeper(start)
            self.i += 1
            if self._peek() == ")":
                raise QueryError("Empty parentheses: put a search inside them or remove them", start)
            inner = self._or()
            if self._peek() != ")":
                raise QueryError("'(' is never closed: add a ')'", start)
            self.i += 1
            self.depth -= 1
            return inner
        if char == "!":
            self.i += 1
            if self.text.startswith('"', self.i):
                return Term("exact", self._phrase(), start)
            name = self._bare()
            if not name:
                raise QueryError("'!' needs a card name after it, e.g. !\"Oni King\" or !Kappa", start)
            return Term("exact", name, start)
        if char == '"':
            return Term("phrase", self._phrase(), start)
        if char == "/":
            return Term("regex", self._regex(), start)
        match = _FIELD.match(self.text, self.i)
        if match:
            return self._field(match, start)
        word = self._bare()
        if word[:1] in ("<", ">", "=", ":") or word.startswith("!="):
            op = next((c for c in COMPARATORS + (":",) if word.startswith(c)), word[:1])
            raise QueryError(f"'{op}' needs a field name before it, e.g. atk{op}800", start)
        if '"' in word:
            raise QueryError('A quote inside a word: put the whole phrase in quotes, e.g. "mount oe"', start + word.index('"'))
        return Term("word", word, start)

    def _field(self, match: re.Match[str], start: int) -> Node | None:
        name, op = match.group(1).lower(), _SYNONYMS.get(match.group(2), match.group(2))
        self.i = match.end()
        value_at = self.i
        if op == ":" and not self.text.startswith(('"', "/"), self.i):  # atk:>=800 means atk>=800
            inner = next((c for c in COMPARATORS if self.text.startswith(c, self.i)), None)
            if inner:
                op = inner
                self.i += len(inner)
                value_at = self.i
        if self.text.startswith('"', self.i):
            value, kind = self._phrase(), "phrase"
        elif self.text.startswith("/", self.i) and op in (":", "="):
            value, kind = self._regex(), "regex"
        else:
            value, kind = self._bare(), "word"
        if name in ("sort", "order"):
            self._sort(name, op, value, start)
            return None
        if not value and kind == "word":
            example = "fire" if op == ":" else "800"
            raise QueryError(f"'{name}{op}' needs a value after '{op}', e.g. {name}{op}{example}", value_at)
        return Term("field", value, start, name, op, kind, value_at)

    def _sort(self, name: str, op: str, value: str, start: int) -> None:
        if op != ":":
            raise QueryError(f"Write {name}:FIELD, e.g. sort:atk or sort:-atk", start)
        low = value.lower()
        if name == "order" and low in ("asc", "desc", "ascending", "descending"):
            self.sorts.append(Sort(None, low.startswith("desc"), start))
            return
        field = low.lstrip("-")
        if not field:
            raise QueryError(f"'{name}:' needs a field to sort by, e.g. sort:atk or sort:-atk", start)
        self.sorts.append(Sort(field, low.startswith("-"), start))


def parse(text: str) -> Parsed:
    """Parse a query; raises `QueryError` (with a position) when it is not well formed."""
    try:
        return _Parser(text).parse()
    except RecursionError:  # pragma: no cover - MAX_DEPTH keeps well clear of it
        raise QueryError("Too deeply nested", 0) from None
