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
with a message for the person typing it. Nothing here imports Textual.
"""

from __future__ import annotations

import difflib
import hashlib
import importlib.util
import json
import re
import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from tanuki_table.errors import CardDataError, TanukiError

if TYPE_CHECKING:  # pydantic and the effect models load only when cards are read from files
    from pydantic import BaseModel

    from tanuki_table.effects import Effect
    from tanuki_table.gameinfo import GameInfo

COMPARATORS = ("<=", ">=", "!=", "<", ">", "=")
"""The comparison operators, longest first (the tokenizer tries them in this order)."""
ALIASES = {"attr": "attribute", "g": "game", "t": "type", "r": "rarity", "o": "text", "oracle": "text"}
"""Short names players know from other card apps (used only when the field exists)."""
TEXT_FIELDS = ("text", "flavour", "flavor", "description", "rules_text")
"""Fields read as prose: plain words search them."""

_TERM = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)(:|<=|>=|!=|<|>|=)(.*)$", re.S)
_WORD = re.compile(r"[0-9a-z]+")


class QueryError(TanukiError, ValueError):
    """A query that cannot be understood; the message says what is wrong, for the person typing."""


def fold(text: str) -> str:
    """Lowercase without accents, so `doji` finds `dōji`."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


# --- cards as searchable records ---------------------------------------------------------------
def _scalar(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    return value


def effects_of(card: Any) -> list[Effect]:
    """Every effect model on a card, from whichever fields hold them."""
    from tanuki_table.effects import Effect

    found: list[Effect] = []
    for name in type(card).model_fields:
        value = getattr(card, name, None)
        if isinstance(value, (list, tuple)):
            found.extend(v for v in value if isinstance(v, Effect))
        elif isinstance(value, Effect):
            found.append(value)
    return found


def rules_text(card: Any) -> str:
    """What the card does in plain English, generated from its effect data."""
    own = getattr(card, "rules_text", None)
    if isinstance(own, str) and own:
        return own
    from tanuki_table.effects import describe_all

    effects = effects_of(card)
    return describe_all(effects) if effects else ""


def card_fields(card: BaseModel) -> dict[str, Any]:
    """A card's fields as searchable values: scalars, tuples of scalars, effect text as a string.

    Keys are the model's field names without a trailing underscore, plus their aliases
    (`def` for a field called `defense` with alias `def`).
    """
    from pydantic import BaseModel

    from tanuki_table.effects import Effect, describe_all

    values: dict[str, Any] = {}
    for name, info in type(card).model_fields.items():
        value = getattr(card, name, None)
        if isinstance(value, (list, tuple)):
            if any(isinstance(v, Effect) for v in value):
                value = describe_all([v for v in value if isinstance(v, Effect)])
            else:
                value = tuple(_scalar(v) for v in value if not isinstance(v, BaseModel))
        elif isinstance(value, Effect):
            value = value.describe()
        elif isinstance(value, BaseModel):
            continue
        value = _scalar(value)
        key = name.rstrip("_") or name
        values[key] = value
        if info.alias and info.alias != key:
            values[info.alias] = value
    return values


@dataclass(eq=False)
class CardRecord:
    """One card of one game, ready to search, sort and show without touching its model again."""

    info: GameInfo
    """The game."""
    id: str
    """The card id."""
    name: str
    """The printed name."""
    fields: dict[str, Any]
    """Searchable values by field name (see `card_fields`), plus `game` and `text`."""
    keys: tuple[str, ...] = ()
    """The card model's field names in model order (an alias where it is shorter)."""
    rules: str = ""
    """What the card does, in plain English from its effect data."""
    prose: tuple[str, ...] = ()
    """Flavour or rules text written on the card, other than `rules`."""
    haystack: str = ""
    """Folded name and text, for plain words."""

    @property
    def game(self) -> str:
        """The game id."""
        return self.info.id

    @property
    def card(self) -> Any:
        """The card model (loads the game's engine if it is not loaded yet)."""
        return self.info.card(self.id)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready values for the catalogue cache."""
        fields = {k: list(v) if isinstance(v, tuple) else v for k, v in self.fields.items() if k != "game"}
        return {"id": self.id, "name": self.name, "fields": fields, "keys": list(self.keys),
                "rules": self.rules, "prose": list(self.prose)}

    @classmethod
    def from_json(cls, info: GameInfo, data: dict[str, Any]) -> CardRecord:
        """Rebuild a record written by `to_json`."""
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in data["fields"].items()}
        fields["game"] = (info.id, info.title)
        return cls(info, data["id"], data["name"], fields, tuple(data["keys"]), data["rules"], tuple(data["prose"]),
                   fold(f"{data['name']} {fields.get('text', '')}"))


def _model_keys(card: BaseModel) -> tuple[str, ...]:
    keys = []
    for name, info in type(card).model_fields.items():
        key = name.rstrip("_") or name
        keys.append(info.alias if info.alias and len(info.alias) < len(key) else key)
    return tuple(keys)


def make_record(info: GameInfo, card: BaseModel) -> CardRecord:
    """Build the searchable record of one card."""
    values = card_fields(card)
    rules = rules_text(card)
    written = [str(getattr(card, k)) for k in TEXT_FIELDS if isinstance(getattr(card, k, None), str)]
    prose = tuple(t.strip() for t in dict.fromkeys(written) if t and t != rules)
    text = " ".join(p for p in (rules, *prose) if p)
    values["game"] = (info.id, info.title)
    values["text"] = text
    name = str(getattr(card, "name", ""))
    return CardRecord(info, str(getattr(card, "id")), name, values, _model_keys(card), rules, prose,
                      fold(f"{name} {text}"))


@dataclass
class Catalogue:
    """Every card of the games whose engines load, plus why the others did not."""

    records: list[CardRecord] = field(default_factory=list)
    """All cards, game by game in registry order."""
    missing: dict[str, str] = field(default_factory=dict)
    """Game id -> why its cards are not here (no engine yet, broken card file)."""

    def field_names(self) -> list[str]:
        """Every searchable field name, in first-seen order."""
        names: dict[str, None] = {"game": None, "name": None, "text": None}
        for record in self.records:
            names.update(dict.fromkeys(record.fields))
        return list(names)


def _load_game(info: GameInfo) -> list[CardRecord]:
    return [make_record(info, card) for card in info.cards()]


def load_catalogue(games: Iterable[GameInfo] | None = None, cache: bool = False) -> Catalogue:
    """Load the cards of every registered game (or of `games`), skipping games not ready yet.

    A game whose engine module does not exist yet, or whose card files are broken, is left out and
    named in `missing`; loading it again later (a new catalogue) picks it up once it works.
    With `cache`, records come from the catalogue cache when the game's card files and code are
    unchanged since it was written (see `CatalogueCache`), so no engine is imported.
    """
    if games is None:
        from tanuki_table.games import all_games

        games = all_games()
    catalogue = Catalogue()
    store = CatalogueCache() if cache else None
    for info in games:
        try:
            if store is not None:
                records = store.records(info)
            else:
                records = _load_game(info)
        except ModuleNotFoundError:
            catalogue.missing[info.id] = "no rules engine yet"
            continue
        except (CardDataError, ImportError, AttributeError, SyntaxError) as exc:
            catalogue.missing[info.id] = f"cards not loadable: {exc}"
            continue
        catalogue.records.extend(records)
    if store is not None:
        store.save()
    return catalogue


CACHE_VERSION = 1
"""Bump when `CardRecord.to_json` changes shape."""


class CatalogueCache:
    """Card records of every game as JSON in the user's cache folder, one entry per game.

    An entry is used only while its fingerprint matches: the sizes and modification times of the
    game's card files and of its package's Python files. So a changed card file or model, a new
    engine, or a new game all load afresh. The cache holds plain values (no pickles): a damaged
    cache file is ignored and rewritten.
    """

    def __init__(self) -> None:
        from platformdirs import user_cache_dir

        self.path = Path(user_cache_dir("tanuki-table", appauthor=False)) / "catalogue.json"
        """The cache file."""
        self.entries: dict[str, Any] = {}
        self.changed = False
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("version") == CACHE_VERSION and isinstance(data.get("games"), dict):
                self.entries = data["games"]
        except (OSError, ValueError):
            pass

    @staticmethod
    def fingerprint(info: GameInfo) -> str | None:
        """What the entry of `info` depends on; None when the game has no engine module."""
        spec = importlib.util.find_spec(info.package)
        if spec is None or not spec.submodule_search_locations:
            return None
        package = Path(list(spec.submodule_search_locations)[0])
        if not (package / "engine.py").is_file() and importlib.util.find_spec(f"{info.package}.engine") is None:
            return None
        files = sorted(package.rglob("*.py")) + [Path(__file__), Path(__file__).with_name("effects.py")]
        try:
            from tanuki_table.data import card_data_dir

            data = card_data_dir(info.id)
            files += sorted(p for p in data.rglob("*") if p.is_file()) if data.is_dir() else []
        except FileNotFoundError:
            pass
        parts = [f"{CACHE_VERSION}|{info.id}|{info.title}"]
        for path in files:
            stat = path.stat()
            parts.append(f"{path}|{stat.st_mtime_ns}|{stat.st_size}")
        return hashlib.sha1("\n".join(parts).encode()).hexdigest()

    def records(self, info: GameInfo) -> list[CardRecord]:
        """The records of one game, from the cache when it is fresh, else loaded (and stored)."""
        stamp = self.fingerprint(info)
        if stamp is None:
            raise ModuleNotFoundError(f"{info.package}.engine")
        entry = self.entries.get(info.id)
        if isinstance(entry, dict) and entry.get("fingerprint") == stamp:
            try:
                return [CardRecord.from_json(info, item) for item in entry["records"]]
            except (KeyError, TypeError, ValueError):
                pass
        records = _load_game(info)
        self.entries[info.id] = {"fingerprint": stamp, "records": [r.to_json() for r in records]}
        self.changed = True
        return records

    def save(self) -> None:
        """Write the cache if anything changed (atomically; a failure only costs speed)."""
        if not self.changed:
            return
        from tanuki_table.decks import write_atomic

        try:
            write_atomic(self.path, json.dumps({"version": CACHE_VERSION, "games": self.entries}))
        except TanukiError:
            pass


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
