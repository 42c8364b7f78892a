"""Tanuki Panic card data: pydantic models and loaders for `card_data/tanuki_panic/`.

Four files, each validated by its own model (`extra="forbid"`, frozen):

- `cards.yaml`   the card catalogue (id, name, ATK, DEF, rarity, flavour);
- `decks.yaml`   premade decks (card id -> copies);
- `booster.yaml` the booster rarity table (pack size, slots by rarity);
- `rules.yaml`   rule constants (zone size, hand limit, opening hand, deck limits, Energy table).

`validate_file(path)` checks one of them by its file name and raises `CardDataError` listing
every problem with file, card and field.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.data import card_data_dir, load_file, load_list, validate_one
from tanuki_table.errors import CardDataError

GAME_ID = "tanuki_panic"

Rarity = Literal["common", "uncommon", "rare"]
"""The rarities of the set (our own scheme; the seed names none)."""

_ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"


class Card(BaseModel):
    """One Tanuki Panic card: no costs, types or effects, just two numbers."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    id: str = Field(pattern=_ID_PATTERN, max_length=60)
    """Stable id, lowercase ascii with hyphens (e.g. `kumiai-ki`)."""
    name: str = Field(min_length=1, max_length=40)
    """The printed name, with macrons (e.g. `Kumiai-Ki`, `Shuten-dōji`)."""
    atk: int = Field(ge=0, le=99_999)
    """Attack: used when attacking, and when attacked in Attack Mode."""
    defense: int = Field(alias="def", ge=0, le=99_999)
    """Defense (`def` in the files): used when attacked in Defense Mode."""
    rarity: Rarity = "common"
    """Booster rarity."""
    flavour: str = Field(default="", max_length=400)
    """Flavour text (no rules meaning)."""

    @property
    def def_(self) -> int:
        """The DEF value (alias of `defense`)."""
        return self.defense


class Deck(BaseModel):
    """A premade deck."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=_ID_PATTERN, max_length=60)
    """Stable id of the deck."""
    name: str = Field(min_length=1, max_length=60)
    """The name a player reads."""
    description: str = ""
    """One line about how it plays."""
    cards: dict[str, int] = Field(min_length=1)
    """Card id -> number of copies."""

    @model_validator(mode="after")
    def _positive_counts(self) -> Deck:
        bad = [cid for cid, n in self.cards.items() if n < 1]
        if bad:
            raise ValueError(f"copies must be at least 1 (check {', '.join(bad)})")
        return self

    def card_list(self) -> list[str]:
        """The deck as a flat list of card ids, in file order."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


class BoosterTable(BaseModel):
    """What one booster pack holds: `slots` cards of each rarity, `pack_size` in all."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    pack_size: int = Field(ge=5, le=40)
    """Cards per pack (the booster game needs at least 5 for the opening hand)."""
    slots: dict[Rarity, int]
    """Rarity -> cards of that rarity per pack."""

    @model_validator(mode="after")
    def _slots_fill_pack(self) -> BoosterTable:
        if any(n < 0 for n in self.slots.values()):
            raise ValueError("slot counts cannot be negative")
        if sum(self.slots.values()) != self.pack_size:
            raise ValueError(f"slots add up to {sum(self.slots.values())}, not pack_size {self.pack_size}")
        return self


class EnergyStep(BaseModel):
    """Decks of at least `min_cards` cards start with `energy` (up to the next step)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    min_cards: int = Field(ge=1)
    energy: int = Field(ge=1)


class RulesConfig(BaseModel):
    """The seed's rule constants."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    zone_size: int = Field(ge=1, le=20)
    hand_limit: int = Field(ge=1)
    opening_hand: int = Field(ge=0)
    standard_min_deck: int = Field(ge=1)
    standard_max_copies: int = Field(ge=1)
    standard_energy: int = Field(ge=1)
    casual_min_deck: int = Field(ge=1)
    energy_table: list[EnergyStep] = Field(min_length=1)

    def energy_for(self, deck_size: int) -> int:
        """Starting Energy for a deck of `deck_size` cards (the seed's table)."""
        energy = self.energy_table[0].energy
        for step in sorted(self.energy_table, key=lambda s: s.min_cards):
            if deck_size >= step.min_cards:
                energy = step.energy
        return energy


# --- loading ---------------------------------------------------------------------------------
def _folder(folder: Path | None) -> Path:
    return Path(folder) if folder is not None else card_data_dir(GAME_ID)


def _read_cards(path: Path) -> list[Card]:
    return load_list(path, Card)


def _read_decks(path: Path, known: set[str] | None) -> list[Deck]:
    decks = load_list(path, Deck, key="decks", what="deck")
    problems: list[str] = []
    for deck in decks:
        if known is not None:
            for cid in deck.cards:
                if cid not in known:
                    problems.append(f"{path}: deck {deck.id!r}: field cards.{cid}: unknown card id {cid!r}")
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def _read_booster(path: Path) -> BoosterTable:
    return validate_one(path, load_file(path), BoosterTable)


def _read_rules(path: Path) -> RulesConfig:
    return validate_one(path, load_file(path), RulesConfig)


@lru_cache(maxsize=8)
def _cached_cards(folder: Path) -> tuple[Card, ...]:
    return tuple(_read_cards(folder / "cards.yaml"))


def load_cards(folder: Path | None = None) -> list[Card]:
    """The card catalogue, in file order."""
    return list(_cached_cards(_folder(folder)))


@lru_cache(maxsize=8)
def load_decks(folder: Path | None = None) -> tuple[Deck, ...]:
    """The premade decks, in file order."""
    folder = _folder(folder)
    return tuple(_read_decks(folder / "decks.yaml", {c.id for c in load_cards(folder)}))


@lru_cache(maxsize=8)
def load_booster(folder: Path | None = None) -> BoosterTable:
    """The booster rarity table."""
    return _read_booster(_folder(folder) / "booster.yaml")


@lru_cache(maxsize=8)
def load_rules(folder: Path | None = None) -> RulesConfig:
    """The rule constants."""
    return _read_rules(_folder(folder) / "rules.yaml")


def validate_file(path: Path) -> None:
    """Validate one file of a Tanuki Panic card_data folder, chosen by its file name."""
    path = Path(path)
    stem = path.stem
    if stem == "cards":
        _read_cards(path)
    elif stem == "decks":
        sibling = path.parent / "cards.yaml"
        known = {c.id for c in (_read_cards(sibling) if sibling.exists() else load_cards())}
        decks = _read_decks(path, known)
        rules_file = path.parent / "rules.yaml"
        rules = _read_rules(rules_file) if rules_file.exists() else load_rules()
        problems = []
        for deck in decks:
            for why in standard_problems(deck.card_list(), known, rules):
                problems.append(f"{path}: deck {deck.id!r}: field cards: {why}")
        if problems:
            raise CardDataError(problems[0], problems)
    elif stem == "booster":
        _read_booster(path)
    elif stem == "rules":
        _read_rules(path)
    else:
        raise CardDataError(f"{path}: not a Tanuki Panic file (expected cards, decks, booster or rules .yaml)")


def standard_problems(deck: list[str], known: set[str], rules: RulesConfig) -> list[str]:
    """Why `deck` is not a legal standard deck (empty when it is)."""
    problems = [f"unknown card id {cid!r}" for cid in sorted(set(deck) - known)]
    if len(deck) < rules.standard_min_deck:
        problems.append(f"a standard deck needs at least {rules.standard_min_deck} cards, this one has {len(deck)}")
    for cid, n in sorted(Counter(deck).items()):
        if n > rules.standard_max_copies:
            problems.append(f"at most {rules.standard_max_copies} copies of a card: {cid} has {n}")
    return problems
