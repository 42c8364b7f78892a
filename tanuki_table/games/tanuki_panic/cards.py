"""Tanuki Panic card data: the pydantic models of a `card_data/<id>/` folder's four files
(cards.yaml, decks.yaml, booster.yaml, rules.yaml), their reading and the catalogue."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.cards.data import load_file, load_list, validate_one
from tanuki_table.errors import CardDataError

if TYPE_CHECKING:
    from tanuki_table.core.plugin import GameRules

Rarity = Literal["common", "uncommon", "rare"]
"""The rarities of the set (our own scheme; the seed names none)."""

_ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
M = TypeVar("M", bound=BaseModel)


class Card(BaseModel):
    """One Tanuki Panic card: no costs, types or effects, just two numbers."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    id: str = Field(pattern=_ID_PATTERN, max_length=60)
    name: str = Field(min_length=1, max_length=40)
    """The printed name, with macrons (e.g. `Shuten-dōji`)."""
    atk: int = Field(ge=0, le=99_999)
    """Used when attacking, and when attacked in Attack Mode."""
    defense: int = Field(alias="def", ge=0, le=99_999)
    """`def` in the files: used when attacked in Defense Mode."""
    rarity: Rarity = "common"
    flavour: str = Field(default="", max_length=400)


class Deck(BaseModel):
    """A premade deck."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=_ID_PATTERN, max_length=60)
    name: str = Field(min_length=1, max_length=60)
    description: str = ""
    cards: dict[str, Annotated[int, Field(ge=1)]] = Field(min_length=1)
    """Card id -> number of copies."""

    def card_list(self) -> list[str]:
        """The deck as a flat list of card ids, in file order."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


class BoosterTable(BaseModel):
    """What one booster pack holds: `slots` cards of each rarity, `pack_size` in all."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    pack_size: int = Field(ge=5, le=40)
    """Cards per pack (the booster game needs at least 5 for the opening hand)."""
    slots: dict[Rarity, Annotated[int, Field(ge=0)]]
    """Rarity -> cards of that rarity per pack."""

    @model_validator(mode="after")
    def _slots_fill_pack(self) -> BoosterTable:
        if sum(self.slots.values()) != self.pack_size:
            raise ValueError(f"slots add up to {sum(self.slots.values())}, not pack_size {self.pack_size}")
        return self


class EnergyStep(BaseModel):
    """Decks of at least `min_cards` cards start with `energy` (up to the next step)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    min_cards: int = Field(ge=1)
    energy: int = Field(ge=1)


class HouseRules(BaseModel):
    """A named variant of our own: which seed variant it plays as, and the rules it changes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    plays_as: Literal["standard", "casual", "booster"] = "standard"
    """Decks, deck rules and Energy as in this seed variant."""
    first_player_draws: bool | None = None
    stalemate_result: Literal["draw", "energy"] | None = None


class RulesConfig(BaseModel):
    """The rule constants: the seed's numbers and our rulings that are data."""

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
    first_player_draws: bool = True
    """Whether the first player draws in the Draw Phase of turn 1."""
    empty_deck: Literal["lose", "skip"] = "lose"
    """What happens to a player who must draw from an empty deck (ruling 10)."""
    stalemate_turns: int = Field(default=0, ge=0)
    """Once both decks are empty: after this many turns in a row in which no Energy changed and no
    card was destroyed, the game ends (0: never; ruling 15)."""
    stalemate_result: Literal["draw", "energy"] = "draw"
    """How such a game ends: a draw, or the player with more Energy wins."""
    house_rules: dict[str, HouseRules] = Field(default_factory=dict)
    """Named variants that change rules of the seed (ours), e.g. `balanced`."""

    def plays_as(self, variant: str | None) -> str:
        """The seed variant whose decks and Energy a house-rules variant uses (else `variant`)."""
        house = self.house_rules.get(variant or "")
        return house.plays_as if house is not None else (variant or "standard")

    def energy_for(self, deck_size: int) -> int:
        """Starting Energy for a deck of `deck_size` cards (the seed's table)."""
        steps = sorted(self.energy_table, key=lambda s: s.min_cards)[::-1]
        return next((s.energy for s in steps if deck_size >= s.min_cards), self.energy_table[0].energy)


@dataclass(frozen=True, eq=False)
class TPCatalogue:
    """Everything read from one `card_data/<id>/` folder: the cards, the premade decks, the
    booster table and the rule constants, with fast lookups the engine and the bot share."""

    cards: tuple[Card, ...]
    decks: tuple[Deck, ...]
    booster: BoosterTable
    rules: RulesConfig
    index: dict[str, Card] = field(init=False)
    actions: dict[tuple[object, ...], Any] = field(init=False, default_factory=dict)
    """This catalogue's actions by key, built once each, and the label parts they share."""
    by_variant: dict[str, RulesConfig] = field(init=False, default_factory=dict)
    """The rules as each variant plays them (house rules applied), built once each."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", {card.id: card for card in self.cards})

    def rules_for(self, variant: str) -> RulesConfig:
        """The rule constants as `variant` plays them."""
        rules = self.by_variant.get(variant)
        if rules is None:  # house rules applied
            house = self.rules.house_rules.get(variant)
            rules = self.by_variant[variant] = self.rules if house is None else self.rules.model_copy(
                update=house.model_dump(exclude_none=True, exclude={"plays_as"}))
        return rules

    def name(self, card_id: str) -> str:
        return self.index[card_id].name

    def atk(self, card_id: str) -> int:
        return self.index[card_id].atk

    def defense(self, card_id: str) -> int:
        return self.index[card_id].defense

    def premade(self) -> dict[str, list[str]]:
        """Premade deck name -> card ids, in file order."""
        return {deck.name: deck.card_list() for deck in self.decks}

    def deck_problems(self, deck: list[str], variant: str | None = None) -> list[str]:
        """Why `deck` cannot be played in `variant` (None: standard); empty when it can."""
        known = set(self.index)
        variant = self.rules.plays_as(variant)
        if variant == "standard":
            return standard_problems(deck, known, self.rules)
        problems = [f"unknown card id {cid!r}" for cid in sorted(set(deck) - known)]
        if len(deck) < self.rules.casual_min_deck:
            problems.append(f"a deck needs at least {self.rules.casual_min_deck} cards, this one has {len(deck)}")
        return problems


# --- reading ---------------------------------------------------------------------------------------
def _read_decks(path: Path, known: set[str]) -> list[Deck]:
    decks = load_list(path, Deck, key="decks", what="deck")
    problems = [
        f"{path}: deck {deck.id!r}: field cards.{cid}: unknown card id {cid!r}"
        for deck in decks for cid in deck.cards if cid not in known
    ]
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def _read(path: Path, model: type[M]) -> M:
    return validate_one(path, load_file(path), model)


def load_catalogue(folder: Path) -> TPCatalogue:
    """Read and validate the four files of `folder` (raises `CardDataError`)."""
    folder = Path(folder)
    cards = load_list(folder / "cards.yaml", Card)
    decks = _read_decks(folder / "decks.yaml", {c.id for c in cards})
    return TPCatalogue(tuple(cards), tuple(decks), _read(folder / "booster.yaml", BoosterTable),
                       _read(folder / "rules.yaml", RulesConfig))


def validate_file(path: Path, game: GameRules | None = None) -> None:
    """Validate one file of a Tanuki Panic card folder, chosen by its file name. A decks file is
    checked against the cards and rules beside it, else against those of `game` (the plug-in)."""
    path = Path(path)
    stem = path.stem
    if stem == "cards":
        load_list(path, Card)
    elif stem == "decks":
        sibling, rules_file = path.parent / "cards.yaml", path.parent / "rules.yaml"
        home = game.catalogue if game is not None and not (sibling.exists() and rules_file.exists()) else None
        known = {c.id for c in load_list(sibling, Card)} if sibling.exists() else set(home.index if home else ())
        decks = _read_decks(path, known)
        rules = _read(rules_file, RulesConfig) if rules_file.exists() else home.rules if home else None
        problems = [f"{path}: deck {deck.id!r}: field cards: {why}" for deck in decks if rules
                    for why in standard_problems(deck.card_list(), known, rules)]
        if problems:
            raise CardDataError(problems[0], problems)
    elif stem in ("booster", "rules"):
        _read(path, BoosterTable if stem == "booster" else RulesConfig)
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
