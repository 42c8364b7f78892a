"""Every card of every game as a searchable record of plain values, and the JSON cache that loads
them without importing an engine, pydantic or a YAML reader while the game is unchanged."""

from __future__ import annotations

import hashlib
import importlib.util
import json
from contextlib import suppress
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from tanuki_table.cards.folding import choices_of, fold
from tanuki_table.cards.words import card_name, card_text
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.errors import CardDataError, TanukiError
from tanuki_table.games import all_games
from tanuki_table.persistence.folders import cache_dir

if TYPE_CHECKING:  # pydantic and the effect models load only when cards are read from files
    from pydantic import BaseModel

    from tanuki_table.core.effects import Effect
    from tanuki_table.core.plugin import GameRules as GameInfo

TEXT_FIELDS = ("text", "flavour", "flavor", "description", "rules_text")
"""Fields read as prose: plain words search them."""


# --- cards as searchable records ---------------------------------------------------------------
def rules_text(card: BaseModel) -> str:
    """What the card does in plain English, generated from its effect data (in whichever fields)."""
    own = getattr(card, "rules_text", None)
    if isinstance(own, str) and own:
        return own
    from tanuki_table.core.effects import Effect, describe_all

    effects: list[Effect] = []
    for name in type(card).model_fields:
        value = getattr(card, name, None)
        effects += [v for v in (value if isinstance(value, (list, tuple)) else [value]) if isinstance(v, Effect)]
    return describe_all(effects) if effects else ""


def card_fields(card: BaseModel) -> dict[str, object]:
    """A card's fields as searchable values: scalars, tuples of scalars, effect text as a string;
    keyed by field name without a trailing underscore, and by alias."""
    from pydantic import BaseModel

    from tanuki_table.core.effects import Effect, describe_all

    values: dict[str, object] = {}
    for name, info in type(card).model_fields.items():
        value = getattr(card, name, None)
        if isinstance(value, (list, tuple)):
            if any(isinstance(v, Effect) for v in value):
                value = describe_all([v for v in value if isinstance(v, Effect)])
            else:
                value = tuple(v.value if isinstance(v, Enum) else v for v in value if not isinstance(v, BaseModel))
        elif isinstance(value, Effect):
            value = value.describe()
        elif isinstance(value, BaseModel):
            continue
        value = value.value if isinstance(value, Enum) else value
        key = name.rstrip("_") or name
        values[key] = value
        if info.alias and info.alias != key:
            values[info.alias] = value
    return values


@dataclass(eq=False)
class CardRecord:
    """One card of one game, ready to search, sort and show without touching its model again."""

    info: GameInfo
    id: str
    name: str
    """The printed name."""
    fields: dict[str, object]
    """Searchable values by field name (see `card_fields`), plus `game` and `text`."""
    keys: tuple[str, ...] = ()
    """The card model's field names in model order (an alias where it is shorter)."""
    rules: str = ""
    """What the card does, in plain English from its effect data."""
    prose: tuple[str, ...] = ()
    """Flavour or rules text written on the card, other than `rules`."""
    haystack: str = ""
    """Folded name and text, for plain words."""
    choices: dict[str, tuple[object, ...]] = field(default_factory=dict)
    """Field -> its values in the game's declared order (see `choices_of`); shared by a game's cards."""

    @property
    def game(self) -> str:
        """The game id."""
        return self.info.id

    @property
    def card(self) -> Any:
        """The card model (loads the game's engine if it is not loaded yet)."""
        return self.info.card(self.id)

    def to_json(self) -> JSONObject:
        """JSON-ready values for the catalogue cache."""
        fields = {k: list(v) if isinstance(v, tuple) else v for k, v in self.fields.items() if k != "game"}
        return {"id": self.id, "name": self.name, "fields": fields, "keys": list(self.keys),
                "rules": self.rules, "prose": list(self.prose)}

    @classmethod
    def from_json(cls, info: GameInfo, data: dict[str, Any], choices: dict[str, tuple[object, ...]] | None = None) -> CardRecord:
        """Rebuild a record written by `to_json`."""
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in data["fields"].items()}
        fields["game"] = (info.id, info.title)
        return cls(info, data["id"], data["name"], fields, tuple(data["keys"]), data["rules"], tuple(data["prose"]),
                   _haystack(info.id, data["name"], str(fields.get("text", "")), data["prose"]),
                   choices if choices is not None else {})


def make_record(info: GameInfo, card: BaseModel, choices: dict[str, tuple[object, ...]] | None = None) -> CardRecord:
    """Build the searchable record of one card."""
    values = card_fields(card)
    rules = rules_text(card)
    written = [str(getattr(card, k)) for k in TEXT_FIELDS if isinstance(getattr(card, k, None), str)]
    prose = tuple(t.strip() for t in dict.fromkeys(written) if t and t != rules)
    text = " ".join(p for p in (rules, *prose) if p)
    values["game"] = (info.id, info.title)
    values["text"] = text
    name = str(getattr(card, "name", ""))
    keys = tuple(min(filter(None, (field.rstrip("_") or field, about.alias)), key=len)  # the alias if shorter
                 for field, about in type(card).model_fields.items())
    return CardRecord(info, str(getattr(card, "id")), name, values, keys, rules, prose,
                      _haystack(info.id, name, text, prose), choices if choices is not None else choices_of(type(card)))


def _haystack(game: str, name: str, text: str, prose: Iterable[str]) -> str:
    """What plain words search, folded: the name and text, and as the app's language words them
    ("kot" finds a card a Polish player reads as "Kot")."""
    shown = [card_name(game, name), *(card_text(game, p) for p in prose)]
    return fold(" ".join(dict.fromkeys([name, text, *shown])))


@dataclass
class Catalogue:
    """Every card of the games whose engines load, plus why the others did not."""

    records: list[CardRecord] = field(default_factory=list)
    """All cards, game by game in registry order."""
    missing: dict[str, str] = field(default_factory=dict)
    """Game id -> why its cards are not here (no engine yet, broken card file)."""
    owned: dict[tuple[str, str], int] | None = None
    """(game id, card id) -> copies in the player's collection; None until `load_owned` is called."""

    def load_owned(self) -> dict[tuple[str, str], int]:
        """Read the collection of every game in the catalogue (`is:owned`, the Owned column)."""
        from tanuki_table.cards.collection import owned_counts

        self.owned = owned_counts(sorted({r.game for r in self.records}))
        return self.owned

    def field_names(self) -> list[str]:
        """Every searchable field name, in first-seen order."""
        names: dict[str, None] = {"game": None, "name": None, "text": None}
        for record in self.records:
            names.update(dict.fromkeys(record.fields))
        return list(names)


def _load_game(info: GameInfo) -> list[CardRecord]:
    cards = info.cards()
    choices = choices_of(type(cards[0])) if cards else {}
    return [make_record(info, card, choices) for card in cards]


def load_catalogue(games: Iterable[GameInfo] | None = None, cache: bool = False) -> Catalogue:
    """Load the cards of every registered game (or of `games`); a game without an engine or with
    broken card files is named in `missing`. With `cache`, records come from `CatalogueCache`."""
    if games is None:
        games = all_games()
    catalogue = Catalogue()
    store = CatalogueCache() if cache else None
    for info in games:
        try:
            records = store.records(info) if store is not None else _load_game(info)
        except ModuleNotFoundError:
            catalogue.missing[info.id] = "no rules engine yet"
        except (CardDataError, ImportError, AttributeError, SyntaxError) as exc:
            catalogue.missing[info.id] = f"cards not loadable: {exc}"
        else:
            catalogue.records.extend(records)
    if store is not None:
        store.save()
    return catalogue


CACHE_VERSION = 2
"""Bump when `CardRecord.to_json` changes shape."""


class CatalogueCache:
    """Card records of every game as JSON in the cache folder, one entry per game, used only while
    its fingerprint (sizes and times of the game's card and Python files) matches; a damaged cache
    file is ignored and rewritten."""

    def __init__(self) -> None:
        self.path = cache_dir() / "catalogue.json"
        """The cache file."""
        self.entries: dict[str, Any] = {}
        self.changed = False
        with suppress(OSError, ValueError):
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("version") == CACHE_VERSION and isinstance(data.get("games"), dict):
                self.entries = data["games"]

    @staticmethod
    def fingerprint(info: GameInfo) -> str | None:
        """What the entry of `info` depends on: its package's modules and its card files; None when
        its package cannot be found."""
        spec = importlib.util.find_spec(info.package)
        if spec is None or not spec.submodule_search_locations:
            return None
        package = Path(list(spec.submodule_search_locations)[0])
        files = sorted(package.rglob("*.py")) + [Path(__file__), Path(__file__).parents[1] / "core" / "effects.py"]
        with suppress(FileNotFoundError):
            data = info.card_folder
            files += sorted(p for p in data.rglob("*") if p.is_file()) if data.is_dir() else []
        parts = [f"{CACHE_VERSION}|{info.id}|{info.title}"]
        for path in files:
            stat = path.stat()
            parts.append(f"{path}|{stat.st_mtime_ns}|{stat.st_size}")
        return hashlib.sha1("\n".join(parts).encode()).hexdigest()

    def records(self, info: GameInfo) -> list[CardRecord]:
        """The records of one game, from the cache when it is fresh, else loaded (and stored)."""
        stamp = self.fingerprint(info)
        if stamp is None:
            raise ModuleNotFoundError(info.package)
        entry = self.entries.get(info.id)
        if isinstance(entry, dict) and entry.get("fingerprint") == stamp:
            with suppress(KeyError, TypeError, ValueError, AttributeError):
                choices = {k: tuple(v) for k, v in entry["choices"].items()}
                return [CardRecord.from_json(info, item, choices) for item in entry["records"]]
        records = _load_game(info)
        as_lists = {k: list(v) for k, v in (records[0].choices if records else {}).items()}
        self.entries[info.id] = {"fingerprint": stamp, "records": [r.to_json() for r in records], "choices": as_lists}
        self.changed = True
        return records

    def save(self) -> None:
        """Write the cache if anything changed (atomically; a failure only costs speed)."""
        if not self.changed:
            return
        from tanuki_table.cards.decks import write_atomic

        with suppress(TanukiError):
            write_atomic(self.path, json.dumps({"version": CACHE_VERSION, "games": self.entries}))
