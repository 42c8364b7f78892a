"""Pydantic models of the Pikmin TCG card files (cards.yaml, decks.yaml, rules.yaml), their
loaders and the catalogue the plug-in keeps and hands to every state and bot."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.cards.data import load_file, load_list, validate_one
from tanuki_table.errors import CardDataError

from .effects import AttackType, EffectList
from .rules import CardInfo

if TYPE_CHECKING:
    from tanuki_table.core.plugin import GameRules

    from .actions import PikminAction
    from .observation import FieldCard


class Card(BaseModel):
    """One Pikmin TCG card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)
    name: str = Field(min_length=1, max_length=40)
    """The name players read (the 5-copy rule counts names)."""
    kind: Literal["leader", "pikmin", "creature", "treasure"]
    """What the card depicts (display only; `leader` decides)."""
    leader: bool = False
    """A leader card: one may be chosen as the original leader."""
    atk: int = Field(ge=0, le=2000)
    """Damage counters its attack places (0: it cannot attack)."""
    hp: int = Field(ge=1, le=5000)
    """It is defeated when its counters reach this."""
    attack_type: AttackType
    leaves: int = Field(ge=0, le=15)
    effects: EffectList
    flavour: str = Field(default="", max_length=300)
    set_code: str = Field(default="PKM1", pattern=r"^[A-Z0-9]{4}$")
    number: int = Field(default=1, ge=1, le=999)
    origin: Literal["ours", "fanon"] = "ours"
    """`ours`: our own design; `fanon`: the ability comes from the Pikmin Fanon wiki."""

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if self.leader != (self.kind == "leader"):
            raise ValueError("leader must be true exactly when kind is leader")
        targets = {str(getattr(e, "target", getattr(e, "card", ""))) for e in self.effects
                   if getattr(e, "trigger", None) == "once_each_turn"}
        if len({t for t in targets if t.startswith("chosen")}) > 1:
            raise ValueError("a card's once-each-turn effects may choose only one kind of target")
        return self


class Deck(BaseModel):
    """A premade deck: card id -> copies, in the order the deck is stacked."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    name: str = Field(min_length=1, max_length=40)
    description: str = ""
    cards: dict[str, Annotated[int, Field(ge=1, le=200)]] = Field(min_length=1)
    """Card id -> number of copies."""

    def card_list(self) -> list[str]:
        """The deck as a list of ids, top card first."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


class RuleData(BaseModel):
    """The rule numbers of `rules.yaml` (see rules/pikmin.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deck_min: int = Field(ge=1, le=200)
    deck_max: int = Field(ge=1, le=200)
    max_copies: int = Field(ge=1, le=200)
    leaf_limit: int = Field(ge=1, le=200)
    """Most leaf symbols one player's field may hold (the leader counts)."""
    opening_hand: int = Field(ge=0, le=20)
    first_turn_attack: bool
    """Whether the first player has an Attack phase on turn 1."""
    quiet_turn_limit: int = Field(ge=1, le=1000)
    """With both decks empty, this many turns in a row with no damage to a leader are a draw."""
    turn_limit: int = Field(ge=1, le=10_000)
    """The game is a draw when this turn ends."""

    @model_validator(mode="after")
    def _ordered(self) -> RuleData:
        if self.deck_min > self.deck_max:
            raise ValueError("deck_min is above deck_max")
        return self


class HouseRules(BaseModel):
    """A named variant of our own: the rule numbers it changes (None: as the seed)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    first_turn_attack: bool | None = None


class _RuleFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    notes: str = ""
    rules: RuleData
    house_rules: dict[str, HouseRules] = {}


CACHE_KEPT = 15_000
"""The most entries a cache of a catalogue keeps past the start of a game or a turn (see `trim`)."""
FIELD_ROWS_PER_ACTION = 10
"""A row holds up to 10 actions: the rows kept count against the same bound."""


class PikminCatalogue:
    """Every card, premade deck and rule number of one card_data folder, plus what the engine
    compiles from them once: `infos` (card id -> `CardInfo`) and the action cache."""

    def __init__(self, cards: list[Card], decks: list[Deck], rules: RuleData,
                 house_rules: dict[str, HouseRules] | None = None) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        self.decks: tuple[Deck, ...] = tuple(decks)
        self.rules = rules
        self.by_variant: dict[str, RuleData] = {
            name: rules.model_copy(update=house.model_dump(exclude_none=True))
            for name, house in (house_rules or {}).items()
        }
        self.by_id: dict[str, Card] = {c.id: c for c in cards}
        self.infos: dict[str, CardInfo] = {c.id: CardInfo(c) for c in cards}
        self.views: dict[tuple[object, ...], FieldCard] = {}
        """Field-card views of observations, built once per distinct look (they are frozen)."""
        self.actions: dict[tuple[object, ...], PikminAction] = {}
        """Actions built once per catalogue and reused (the same move is the same object)."""
        self.rows: dict[tuple[object, ...], list[PikminAction | None]] = {}
        """The plays, placements and moves of one card (from one space), by destination space."""

    def trim(self) -> None:
        """Empty the caches that outgrew `CACHE_KEPT` entries (as each game and each turn starts):
        they grow with every move searched; `apply` accepts an equal action, so no game changes."""
        if len(self.actions) > CACHE_KEPT:
            self.actions.clear()
        if len(self.rows) > CACHE_KEPT // FIELD_ROWS_PER_ACTION:
            self.rows.clear()
        if len(self.views) > CACHE_KEPT:
            self.views.clear()

    def rules_for(self, variant: str) -> RuleData:
        """The rule numbers as `variant` plays them."""
        return self.by_variant.get(variant, self.rules)

    def premade(self) -> dict[str, list[str]]:
        """Deck name -> card ids, top first."""
        return {d.name: d.card_list() for d in self.decks}

    def deck_problems(self, deck: list[str]) -> list[str]:
        """Why `deck` is not legal (empty list: it is legal)."""
        return deck_problems_for(deck, self.by_id, self.rules)


def deck_problems_for(deck: list[str], cards: dict[str, Card], rules: RuleData) -> list[str]:
    """Why `deck` is not legal with these cards and rules (empty list: it is legal)."""
    problems: list[str] = []
    unknown = sorted({str(c) for c in deck if c not in cards})
    if unknown:
        return [f"unknown card id(s): {', '.join(unknown)}"]
    if not rules.deck_min <= len(deck) <= rules.deck_max:
        problems.append(f"a deck holds {rules.deck_min} to {rules.deck_max} cards, not {len(deck)}")
    names = Counter(cards[c].name for c in deck)
    for name, n in sorted(names.items()):
        if n > rules.max_copies:
            problems.append(f"at most {rules.max_copies} copies of {name}, not {n}")
    if not any(cards[c].leader for c in deck):
        problems.append("a deck needs at least one leader card")
    return problems


def _load_rules(path: Path) -> _RuleFile:
    return validate_one(Path(path), load_file(Path(path)), _RuleFile)


def load_deck_file(path: Path, cards: dict[str, Card], rules: RuleData) -> list[Deck]:
    """Load a deck file and check every deck is legal with `cards` and `rules`."""
    path = Path(path)
    decks = load_list(path, Deck, key="decks", what="deck")
    problems = [f"{path}: deck {d.id!r}: field cards: {p}" for d in decks for p in deck_problems_for(d.card_list(), cards, rules)]
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def load_catalogue(folder: Path) -> PikminCatalogue:
    """Every card, premade deck and rule number of a card_data folder, validated."""
    folder = Path(folder)
    cards = load_list(folder / "cards.yaml", Card)
    rule_file = _load_rules(folder / "rules.yaml")
    decks_file = folder / "decks.yaml"
    index = {c.id: c for c in cards}
    decks = load_deck_file(decks_file, index, rule_file.rules) if decks_file.exists() else []
    return PikminCatalogue(cards, decks, rule_file.rules, rule_file.house_rules)


def validate_file(path: Path, game: GameRules) -> None:
    """Validate one Pikmin data file, chosen by its file name; a deck file is checked against the
    cards and rules beside it, else those of `game`'s own card_data folder."""
    path = Path(path)
    folder = game.card_folder
    stem = path.stem
    if stem.startswith("cards"):
        load_list(path, Card)
    elif stem.startswith("rules"):
        _load_rules(path)
    elif stem.startswith("decks"):
        home = path.parent if (path.parent / "cards.yaml").exists() else folder
        cards = load_list(home / "cards.yaml", Card)
        rules_file = home / "rules.yaml" if (home / "rules.yaml").exists() else folder / "rules.yaml"
        load_deck_file(path, {c.id: c for c in cards}, _load_rules(rules_file).rules)
    else:
        load_file(path)
        raise CardDataError(f"{path}: not a Pikmin TCG data file (expected cards.yaml, decks.yaml or rules.yaml)")


__all__ = ["Card", "Deck", "PikminCatalogue", "RuleData", "deck_problems_for", "load_catalogue", "validate_file"]
