"""Find the shipped `card_data/` and `rules/` folders, and load card files safely.

A source checkout keeps both folders at the repository root; a wheel carries them inside the
package as `tanuki_table/_data/` (hatchling's force-include). We look beside the package first.

YAML is read with PyYAML's C safe loader when it is there (the pure-Python safe loader
otherwise); never with a loader that builds Python objects. Hostile files are refused in bounded
time and memory: a size cap before reading, strict UTF-8, then a pass over the YAML event stream
(no objects built) that refuses anchors and aliases (card files never need them, and they are
what an alias bomb is made of), deep nesting (composing it recurses) and huge node counts; after
loading, no list inside an entry may exceed `MAX_LIST_ITEMS` (a card with 10,000 effects).
"""

from __future__ import annotations

import json
from pathlib import Path
from functools import cache
from typing import TYPE_CHECKING, Any, Iterable, TypeVar

from tanuki_table.errors import CardDataError

if TYPE_CHECKING:  # PyYAML and pydantic load when a file is read, not when a folder is looked up
    import yaml
    from pydantic import BaseModel


@cache
def _safe_loader() -> type:
    """PyYAML's C safe loader, or its pure-Python one where libyaml is missing."""
    import yaml

    try:  # the C loader is several times faster; fall back quietly where libyaml is missing
        return yaml.CSafeLoader  # type: ignore[no-any-return]
    except AttributeError:  # pragma: no cover - depends on how PyYAML was built
        return yaml.SafeLoader

MAX_FILE_BYTES = 2_000_000
"""Card files above this size are refused before parsing (ours are a few kilobytes)."""

MAX_NODES = 200_000
"""Upper bound on values in one parsed file; guards validation time."""

MAX_DEPTH = 32
"""Deepest nesting allowed (ours go 6 deep); deeper documents are refused before composing."""

MAX_LIST_ITEMS = 1_000
"""Longest list inside an entry (a card's effects, a deck's cards); top-level lists may be longer."""

_PACKAGE = Path(__file__).resolve().parent

M = TypeVar("M", bound="BaseModel")


def _root_with(name: str) -> Path:
    for base in (_PACKAGE / "_data", _PACKAGE.parent):
        if (base / name).is_dir():
            return base / name
    raise FileNotFoundError(f"cannot find the {name}/ folder beside {_PACKAGE}")


EXTRA_CARD_DATA = "TANUKI_TABLE_CARD_DATA"
"""Environment variable: another folder laid out like `card_data/`, searched first for a game's
sub-folder (for a game added outside the source tree, and for the copied-game test)."""


def card_data_dir(game_id: str | None = None) -> Path:
    """The shipped `card_data/` folder, or one game's sub-folder of it."""
    import os

    extra = os.environ.get(EXTRA_CARD_DATA)
    if game_id and extra and (Path(extra) / game_id).is_dir():
        return Path(extra) / game_id
    root = _root_with("card_data")
    return root / game_id if game_id else root


def rules_path(game_id: str) -> Path:
    """The rulebook `rules/<game_id>.md`."""
    return _root_with("rules") / f"{game_id}.md"


def _prescan(text: str, path: Path) -> None:
    """Walk the YAML event stream (no objects built) and refuse what a card file never needs.

    libyaml's parser keeps its own stack, so this is safe on any input; composing a very deep
    document is not (the composer recurses, and the C one can crash the process), nor is
    expanding aliases. So tags, aliases, anchors, deep nesting, overlong lists inside an entry and
    huge documents are refused here, before anything is built.
    """
    import yaml

    # One frame per open collection: [is_mapping, items, expecting_key, last_key, entry_id]
    frames: list[list[Any]] = []
    events = 0
    try:
        for event in yaml.parse(text, Loader=_safe_loader()):
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
                        frame[3] = event.value
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
                frames.append([isinstance(event, yaml.MappingStartEvent), 0, True, None, None])
                if len(frames) > MAX_DEPTH:
                    raise CardDataError(f"{path}: line {_line(event)}: nested more than {MAX_DEPTH} levels deep")
    except yaml.YAMLError as exc:
        raise _yaml_error(path, exc) from exc


_PLAIN_TAGS = {f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")}
"""Explicit tags a card file may use: only the plain JSON-like types (no python/*, no binary)."""


def _line(event: Any) -> int:
    mark = getattr(event, "start_mark", None)
    return mark.line + 1 if mark is not None else 0


def _yaml_error(path: Path, exc: yaml.YAMLError) -> CardDataError:
    mark = getattr(exc, "problem_mark", None)
    where = f" line {mark.line + 1}" if mark is not None else ""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if "nesting depth" in problem:  # PyYAML 6.0.4+ has its own depth guard; say it our way
        return CardDataError(f"{path}:{where}: nested more than {MAX_DEPTH} levels deep")
    return CardDataError(f"{path}:{where}: bad YAML: {problem}")


def _check_tree(value: Any, path: Path) -> None:
    """Refuse shared sub-trees (aliases), oversized trees and overlong lists without expanding them.

    Lists at the top of a file (the cards themselves) may be long; a list inside an entry (a
    card's effects, a deck's cards) is capped at `MAX_LIST_ITEMS`, and the error names the entry.
    """
    seen: set[int] = set()
    stack: list[tuple[Any, int, str, str]] = [(value, 0, "", "")]
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
        if id(item) in seen:
            raise CardDataError(f"{path}: YAML anchors and aliases are not allowed in card files")
        seen.add(id(item))
        if isinstance(item, dict):
            ident = item.get("id")
            if isinstance(ident, str) and depth > 0:
                owner = f"{ident[:60]!r}: "
            stack.extend((v, depth + 1, f"{where}.{k}" if where else str(k), owner) for k, v in item.items())
            continue
        if len(item) > MAX_LIST_ITEMS and depth > 1:
            raise CardDataError(
                f"{path}: {owner}field {where or '(top)'}: {len(item):,} items is too many "
                f"(limit {MAX_LIST_ITEMS:,}); refusing to load it"
            )
        stack.extend((v, depth + 1, f"{where}[{i}]", owner) for i, v in enumerate(item))


def load_file(path: Path) -> Any:
    """Parse one YAML or JSON file into plain Python values, or raise `CardDataError`."""
    import yaml

    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read it ({exc.strerror})") from exc
    if size > MAX_FILE_BYTES:
        raise CardDataError(f"{path}: {size:,} bytes is too big for a card file (limit {MAX_FILE_BYTES:,})")
    try:
        with open(path, "rb") as handle:  # read no more than the cap, even if the file grew
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read it ({exc.strerror})") from exc
    if len(raw) > MAX_FILE_BYTES:
        raise CardDataError(f"{path}: too big for a card file (limit {MAX_FILE_BYTES:,} bytes)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CardDataError(f"{path}: not UTF-8 text (bad byte at offset {exc.start})") from exc
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


def _field_path(loc: Iterable[Any]) -> str:
    return ".".join(str(part) for part in loc) or "(whole card)"


def validate_list(path: Path, items: Any, model: type[M], what: str = "card") -> list[M]:
    """Validate a list of raw dicts as `model`, naming file, card and field in every problem.

    All problems are collected before raising, so `tanuki-table validate` can show them all.
    Duplicate ids are a problem too.
    """
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
            item = model.model_validate(raw)
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


def validate_one(path: Path, raw: Any, model: type[M]) -> M:
    """Validate one whole file (a deck list, a board, a rarity table) as `model`."""
    from pydantic import ValidationError

    try:
        return model.model_validate(raw)
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
