"""Text folding for search and deck files, and the declared value orders of card fields."""

from __future__ import annotations

import typing
import unicodedata
from enum import Enum

try:
    from anyascii import anyascii as _to_ascii
except ImportError:  # pragma: no cover - a dependency; without it only accents fold
    def _to_ascii(string: str) -> str:
        decomposed = unicodedata.normalize("NFKD", string)
        return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold(text: str) -> str:
    """Lowercase ASCII, so `doji` finds `dōji`, `lodz` finds `Łódź` and `ga` finds `ガ`: NFKC (so
    voiced kana keep their marks), then anyascii's transliteration, then case folding."""
    if text.isascii():
        return text.lower()
    return _to_ascii(unicodedata.normalize("NFKC", text)).casefold()


def choices_of(model: type) -> dict[str, tuple[object, ...]]:
    """Field -> its allowed values in declared order, for fields typed as a `Literal` or `Enum`
    (how a game's rarity order reaches search and sorts); mixed or open types are left out."""

    def leaves(tp: object) -> list[object] | None:
        origin = typing.get_origin(tp)
        if origin is typing.Literal:
            return list(typing.get_args(tp))
        if isinstance(tp, type) and issubclass(tp, Enum):
            return [m.value for m in tp]
        if tp is type(None):
            return []
        if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
            out: list[object] = []
            for arg in typing.get_args(tp):
                inner = leaves(arg)
                if inner is None:
                    return None
                out.extend(inner)
            return out
        if origin is typing.Annotated:
            return leaves(typing.get_args(tp)[0])
        return None

    found: dict[str, tuple[object, ...]] = {}
    for name, info in getattr(model, "model_fields", {}).items():
        values = leaves(info.annotation)
        if values and all(isinstance(v, str) for v in values):
            key = name.rstrip("_") or name
            found[key] = tuple(dict.fromkeys(values))
            if info.alias and info.alias != key:
                found[info.alias] = found[key]
    return found
