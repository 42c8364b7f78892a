"""Find the shipped `card_data/` and `rules/` folders, and load card files safely.

A source checkout keeps both folders at the repository root; a wheel carries them inside the
package as `tanuki_table/_data/` (hatchling's force-include). We look beside the package first.

YAML is read with PyYAML's C safe loader when it is there (the pure-Python safe loader
otherwise); never with a loader that builds Python objects. Hostile files are refused in bounded
time and memory: a size cap before parsing, strict UTF-8, and no anchors or aliases (card files
never need them, and they are what an alias bomb is made of).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from tanuki_table.errors import CardDataError

try:  # the C loader is several times faster; fall back quietly where libyaml is missing
    _SafeLoader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _SafeLoader = yaml.SafeLoader

MAX_FILE_BYTES = 2_000_000
"""Card files above this size are refused before parsing (ours are a few kilobytes)."""

MAX_NODES = 200_000
"""Upper bound on values in one parsed file; guards validation time."""

_PACKAGE = Path(__file__).resolve().parent

M = TypeVar("M", bound=BaseModel)


def _root_with(name: str) -> Path:
    for base in (_PACKAGE / "_data", _PACKAGE.parent):
        if (base / name).is_dir():
            return base / name
    raise FileNotFoundError(f"cannot find the {name}/ folder beside {_PACKAGE}")


def card_data_dir(game_id: str | None = None) -> Path:
    """The shipped `card_data/` folder, or one game's sub-folder of it."""
    root = _root_with("card_data")
    return root / game_id if game_id else root


def rules_path(game_id: str) -> Path:
    """The rulebook `rules/<game_id>.md`."""
    return _root_with("rules") / f"{game_id}.md"


def _check_tree(value: Any, path: Path) -> None:
    """Refuse shared sub-trees (YAML aliases) and oversized trees without expanding them."""
    seen: set[int] = set()
    stack = [value]
    count = 0
    while stack:
        item = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise CardDataError(f"{path}: too many values (more than {MAX_NODES:,}); refusing to load it")
        if isinstance(item, (dict, list)):
            if id(item) in seen:
                raise CardDataError(f"{path}: YAML anchors and aliases are not allowed in card files")
            seen.add(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)


def load_file(path: Path) -> Any:
    """Parse one YAML or JSON file into plain Python values, or raise `CardDataError`."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read it ({exc.strerror})") from exc
    if size > MAX_FILE_BYTES:
        raise CardDataError(f"{path}: {size:,} bytes is too big for a card file (limit {MAX_FILE_BYTES:,})")
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CardDataError(f"{path}: not UTF-8 text (bad byte at offset {exc.start})") from exc
    try:
        if path.suffix == ".json":
            data = json.loads(text)
        else:
            data = yaml.load(text, Loader=_SafeLoader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise CardDataError(f"{path}:{where}: bad YAML: {problem}") from exc
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{path}: line {exc.lineno}: bad JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise CardDataError(f"{path}: nested too deeply") from exc
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
