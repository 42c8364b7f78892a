"""Find the shipped `card_data/` and `rules/` folders (`tanuki_table/_data/` in a wheel), and load
card files safely: a size cap, strict UTF-8, and a pass over the YAML event stream that refuses
aliases, merge keys, tags, deep nesting and huge documents before anything is built."""

from __future__ import annotations

import errno
import json
import os
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, TypeVar

from tanuki_table.errors import CardDataError, TanukiError
from tanuki_table.core.text import clean, is_printable
from tanuki_table.persistence.storage import read_bounded

if TYPE_CHECKING:  # PyYAML and pydantic load when a file is read, not when a folder is looked up
    import yaml
    from pydantic import BaseModel


@cache
def _safe_loader() -> type:
    """PyYAML's safe loader resolving plain scalars the YAML 1.2 way: `yes`/`no` stay text (only
    `true`/`false` are booleans) and `1:20` is text, not the base-60 number 80."""
    base: Any = _event_loader()
    numbers = ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
    resolvers = {first: [(tag, regexp) for tag, regexp in pairs if tag not in numbers]
                 for first, pairs in base.yaml_implicit_resolvers.items()}
    loader: Any = type("StrictSafeLoader", (base,), {"yaml_implicit_resolvers": resolvers})

    loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
    loader.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^[-+]?(?:0|[1-9][0-9_]*)$"), list("-+0123456789"))
    loader.add_implicit_resolver(
        "tag:yaml.org,2002:float",
        re.compile(r"^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+"
                   r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
        list("-+0123456789."),
    )
    return loader


@cache
def _event_loader() -> type:
    """PyYAML's C safe loader (the pure-Python one where libyaml is missing)."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


MAX_FILE_BYTES = 2_000_000
"""Card files above this size are refused before parsing (ours are a few kilobytes)."""

MAX_NODES = 200_000
"""Upper bound on values in one parsed file; guards validation time."""

MAX_DEPTH = 32
"""Deepest nesting allowed (ours go 6 deep); deeper documents are refused before composing."""

MAX_LIST_ITEMS = 1_000
"""Longest list inside an entry (a card's effects, a deck's cards); top-level lists may be longer."""

MAX_COUNT = 1_000
"""Largest copy count in a `cards: {id: count}` mapping (a deck), checked before any expansion."""

_PACKAGE = Path(__file__).resolve().parents[1]

M = TypeVar("M", bound="BaseModel")


def _root_with(name: str) -> Path:
    for base in (_PACKAGE / "_data", _PACKAGE.parent):
        if (base / name).is_dir():
            return base / name
    raise FileNotFoundError(f"cannot find the {name}/ folder beside {_PACKAGE}")


EXTRA_CARD_DATA = "TANUKI_TABLE_CARD_DATA"
"""Environment variable: another folder laid out like `card_data/`, searched first for a game's sub-folder."""


def card_data_dir(game_id: str | None = None) -> Path:
    """The shipped `card_data/` folder, or one game's sub-folder of it."""
    extra = os.environ.get(EXTRA_CARD_DATA)
    if game_id and extra and (Path(extra) / game_id).is_dir():
        return Path(extra) / game_id
    root = _root_with("card_data")
    return root / game_id if game_id else root


def rules_path(game_id: str) -> Path:
    """The rulebook `rules/<game_id>.md`."""
    return _root_with("rules") / f"{game_id}.md"


def _prescan(text: str, path: Path) -> None:
    """Walk the YAML event stream (no objects built; the parser keeps its own stack, unlike the
    recursive composer) and refuse tags, aliases, merge keys, duplicate keys, deep nesting, overlong
    lists inside an entry and huge documents."""
    import yaml

    # One frame per open collection: [is_mapping, items, expecting_key, last_key, entry_id, keys]
    frames: list[list[Any]] = []
    events = 0
    try:
        for event in yaml.parse(text, Loader=_event_loader()):
            events += 1
            if events > MAX_NODES:
                raise CardDataError(f"{path}: too many values (more than {MAX_NODES:,}); refusing to load it")
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                raise CardDataError(f"{path}: line {_line(event)}: YAML anchors and aliases are not allowed in card files")
            tag = getattr(event, "tag", None)
            if tag and tag not in _PLAIN_TAGS and not (tag == "!" and isinstance(event, yaml.ScalarEvent)):
                raise CardDataError(f"{path}: line {_line(event)}: the YAML tag {tag[:80]!r} is not allowed in card files")
            if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                frames.pop()
                continue
            if not isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                continue
            if frames:  # one more item (or key, or value) in the enclosing collection
                frame = frames[-1]
                if frame[0]:
                    if frame[2] and isinstance(event, yaml.ScalarEvent):
                        if event.value == "<<" and not event.style and not event.tag:  # plain, untagged: a merge
                            raise CardDataError(
                                f"{path}: line {_line(event)}: YAML merge keys (<<) are not allowed in card files "
                                "(they hide conflicting keys); write the keys out")
                        frame[3] = event.value
                        if event.value in frame[5]:
                            where = "at the top level" if len(frames) == 1 else "in one mapping"
                            raise CardDataError(
                                f"{path}: line {_line(event)}: duplicate key {clean(event.value[:60])!r} {where} "
                                "(YAML would silently keep only the last one)"
                            )
                        frame[5].add(event.value)
                    elif frame[2]:
                        frame[3] = None
                    elif frame[3] == "id" and isinstance(event, yaml.ScalarEvent):
                        frame[4] = event.value
                    frame[2] = not frame[2]
                else:
                    frame[1] += 1
                    if frame[1] > MAX_LIST_ITEMS and len(frames) > 2:
                        owner = next((f[4] for f in reversed(frames) if f[4]), None)
                        key = next((f[3] for f in reversed(frames) if f[0] and f[3]), None)
                        named = f"{owner[:60]!r}: " if owner else ""
                        field = f"field {key[:60]}: " if key else ""
                        raise CardDataError(
                            f"{path}: {named}{field}more than {MAX_LIST_ITEMS:,} items in one list "
                            f"(line {_line(event)}); refusing to load it"
                        )
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                frames.append([isinstance(event, yaml.MappingStartEvent), 0, True, None, None, set()])
                if len(frames) > MAX_DEPTH:
                    raise CardDataError(f"{path}: line {_line(event)}: nested more than {MAX_DEPTH} levels deep")
    except yaml.YAMLError as exc:
        raise _yaml_error(path, exc) from exc


_PLAIN_TAGS = {f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")}
"""Explicit tags a card file may use: only the plain JSON-like types (no python/*, no binary)."""


def _line(event: object) -> int:
    mark = getattr(event, "start_mark", None)
    return mark.line + 1 if mark is not None else 0


def _yaml_error(path: Path, exc: yaml.YAMLError) -> CardDataError:
    mark = getattr(exc, "problem_mark", None)
    where = f" line {mark.line + 1}" if mark is not None else ""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if "nesting depth" in problem:  # PyYAML 6.0.4+ has its own depth guard; say it our way
        return CardDataError(f"{path}:{where}: nested more than {MAX_DEPTH} levels deep")
    return CardDataError(f"{path}:{where}: bad YAML: {problem}")


def _check_tree(value: object, path: Path) -> None:
    """Refuse oversized trees, overlong lists inside an entry (naming the entry), unprintable text
    and out-of-range copy counts (no sub-tree is shared: `_prescan` refused aliases, JSON has none)."""
    stack: list[tuple[object, int, str, str]] = [(value, 0, "", "")]
    count = 0
    while stack:
        item, depth, where, owner = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise CardDataError(f"{path}: too many values (more than {MAX_NODES:,}); refusing to load it")
        if depth > MAX_DEPTH:
            raise CardDataError(f"{path}: nested more than {MAX_DEPTH} levels deep")
        if not isinstance(item, (dict, list)):
            continue
        if isinstance(item, dict):
            ident = item.get("id")
            if isinstance(ident, str) and depth > 0:
                owner = f"{clean(ident[:60])!r}: "
            for k, v in item.items():
                here = f"{where}.{k}" if where else str(k)
                _check_text(k, path, owner, here, key=True)
                if isinstance(v, str):
                    _check_text(v, path, owner, here, key=k in ("id", "name"))
                elif k == "cards" and isinstance(v, dict):
                    _check_counts(v, path, owner, here)
                stack.append((v, depth + 1, here, owner))
            continue
        if len(item) > MAX_LIST_ITEMS and depth > 1:
            raise CardDataError(
                f"{path}: {owner}field {where or '(top)'}: {len(item):,} items is too many "
                f"(limit {MAX_LIST_ITEMS:,}); refusing to load it"
            )
        for i, v in enumerate(item):
            if isinstance(v, str):
                _check_text(v, path, owner, f"{where}[{i}]", key=False)
            stack.append((v, depth + 1, f"{where}[{i}]", owner))


def _check_text(value: object, path: Path, owner: str, where: str, key: bool) -> None:
    """Refuse a control or bidi character in card text (in a name or key, newline and tab too)."""
    if not isinstance(value, str):
        return
    text = value if key else value.replace("\n", "").replace("\t", "")
    if not is_printable(text):
        bad = next(c for c in text if not is_printable(c))
        raise CardDataError(
            f"{path}: {owner}field {clean(where)[:80]}: a control or bidi character (U+{ord(bad):04X}) "
            "is not allowed in card files"
        )


def _check_counts(cards: dict[object, object], path: Path, owner: str, where: str) -> None:
    """Refuse a deck's copy count (`cards: {id: count}`) outside 0 to `MAX_COUNT`."""
    for card_id, count in cards.items():
        if isinstance(count, bool) or not isinstance(count, int):
            continue  # the game's model says what else is wrong
        if not 0 <= count <= MAX_COUNT:
            raise CardDataError(
                f"{path}: {owner}field {clean(where)[:80]}.{clean(str(card_id))[:60]}: {count:,} copies is "
                f"out of range (0 to {MAX_COUNT:,}); refusing to load it"
            )


def read_utf8(path: Path, limit: int, what: str, error: type[TanukiError] = CardDataError) -> str:
    """The text of a regular UTF-8 file (no FIFO, device or folder) of at most `limit` bytes, of
    which no more is read; else `error` saying why (`what`: "card file", "deck file")."""
    try:
        return read_bounded(path, limit).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (bad byte at offset {exc.start})") from exc
    except OSError as exc:
        if exc.errno == errno.EFBIG:
            raise error(f"{path}: too big for a {what} (limit {limit:,} bytes)") from exc
        raise error(f"{path}: cannot read it ({exc.strerror or exc})") from exc
    except ValueError as exc:  # a NUL in the path
        raise error(f"{path}: cannot be a file name ({exc})") from exc


def load_file(path: Path) -> object:
    """Parse one YAML or JSON file into plain Python values, or raise `CardDataError`."""
    import yaml

    path = Path(path)
    text = read_utf8(path, MAX_FILE_BYTES, "card file")
    try:
        if path.suffix == ".json":
            data = json.loads(text)
        else:
            _prescan(text, path)
            data = yaml.load(text, Loader=_safe_loader())  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        raise _yaml_error(path, exc) from exc
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{path}: line {exc.lineno}: bad JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise CardDataError(f"{path}: nested too deeply") from exc
    except ValueError as exc:  # e.g. a YAML integer with too many digits to convert
        raise CardDataError(f"{path}: bad value: {str(exc).splitlines()[0][:120]}") from exc
    _check_tree(data, path)
    return data


def _strict(model: type[M], raw: object) -> M:
    """Validate raw file data as `model` strictly, as JSON (`true` is not 1, `"3"` is not 3;
    enums still read their values)."""
    try:
        text = json.dumps(raw)
    except (TypeError, ValueError):  # a value JSON cannot hold (a YAML date): the lax path says why
        return model.model_validate(raw)
    return model.model_validate_json(text, strict=True)


def _field_path(loc: Iterable[object]) -> str:
    return ".".join(str(part) for part in loc) or "(whole card)"


def validate_list(path: Path, items: object, model: type[M], what: str = "card") -> list[M]:
    """Validate a list of raw dicts as `model`; every problem (duplicate ids too) names file, card
    and field, and all are collected before raising."""
    if not isinstance(items, list):
        raise CardDataError(f"{path}: expected a list of {what}s, found {type(items).__name__}")
    from pydantic import ValidationError

    problems: list[str] = []
    result: list[M] = []
    seen: set[str] = set()
    for index, raw in enumerate(items):
        ident = raw.get("id") if isinstance(raw, dict) else None
        name = f"{what} {ident!r}" if isinstance(ident, str) else f"{what} #{index + 1}"
        try:
            item = _strict(model, raw)
        except ValidationError as exc:
            for err in exc.errors():
                problems.append(f"{path}: {name}: field {_field_path(err['loc'])}: {err['msg']}")
            continue
        item_id = getattr(item, "id", None)
        if item_id is not None:
            if item_id in seen:
                problems.append(f"{path}: {name}: field id: duplicate id {item_id!r}")
                continue
            seen.add(item_id)
        result.append(item)
    if problems:
        raise CardDataError(problems[0] if len(problems) == 1 else f"{problems[0]} (and {len(problems) - 1} more)", problems)
    return result


def validate_one(path: Path, raw: object, model: type[M]) -> M:
    """Validate one whole file (a deck list, a board, a rarity table) as `model`."""
    from pydantic import ValidationError

    try:
        return _strict(model, raw)
    except ValidationError as exc:
        problems = [f"{path}: field {_field_path(e['loc'])}: {e['msg']}" for e in exc.errors()]
        raise CardDataError(problems[0], problems) from None


def load_list(path: Path, model: type[M], key: str = "cards", what: str = "card") -> list[M]:
    """Load a file whose top level is `{key: [...]}` (or a bare list) as a list of `model`."""
    data = load_file(path)
    if isinstance(data, dict):
        unknown = set(data) - {key, "notes", "source"}
        if unknown:
            raise CardDataError(f"{path}: unknown top-level field(s): {', '.join(sorted(map(str, unknown)))}")
        data = data.get(key)
    return validate_list(path, data, model, what)
