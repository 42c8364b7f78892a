"""Pydantic models of the TMNT TCG card files and the one catalogue object built from them.

`card_data/<id>/` holds the card files (`characters.yaml`, `attacks.yaml`, `events_items.yaml`),
the premade decks (`decks.yaml`) and the rule numbers (`rules.yaml`: deck size, copy limit, hand
size, Block Zone slots, added-attack limit). `load_catalogue(folder)` reads and checks them all
into a `TmntCatalogue`, which the plug-in keeps and every state, bot and board reads.

When an effect happens is decided by the card, not by the effect (rules/tmnt.md, "Effects"):
a character's effects are Flip effects, an attack card's are Play effects, an event's follow its
subtype (Play, Flip or both), and an item's are lasting.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, NamedTuple, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.cards.data import load_file, load_list, validate_one
from tanuki_table.core.effects import describe_all
from tanuki_table.core.engine import ActionCache
from tanuki_table.errors import CardDataError

from .effects import ATTRIBUTES, STATIC_VERBS, Attribute, Effect, TmntEffects

CardType = Literal["character", "attack", "event", "item"]
ATTACK_SUBTYPES = ("normal", "forceful", "counter", "forceful_counter")
EVENT_SUBTYPES = ("play", "flip", "play_flip")
Subtype = Literal["normal", "forceful", "counter", "forceful_counter", "play", "flip", "play_flip"]
DECKS_FILE = "decks.yaml"
RULES_FILE = "rules.yaml"
CARD_FILE_ORDER = {"characters": 0, "attacks": 1, "events_items": 2}
"""Browser order of the card files: fighters first."""


class Card(BaseModel):
    """One card definition (all cards are our own design: no real card list is known)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)
    """Stable lowercase id."""
    name: str = Field(min_length=1, max_length=40)
    type: CardType
    subtype: Optional[Subtype] = None
    """Attacks: normal, forceful, counter, forceful_counter. Events: play, flip, play_flip. Else None."""
    attribute: Attribute = "none"
    """wind, nature, fire or mountain (every character and attack card has one); events and items
    may have none."""
    power: int = Field(default=0, ge=0, le=9)
    """Damage value (characters and attack cards)."""
    faction: Optional[Literal["turtles", "allies", "foot", "villains"]] = None
    """Which side a character belongs to (flavour; no rule reads it)."""
    effects: TmntEffects
    """What the card does, in the closed vocabulary of `effects.py`."""
    text: str = Field(default="", max_length=300)

    @model_validator(mode="after")
    def _check_type(self) -> "Card":
        verbs = {e.verb for e in self.effects}
        if self.type == "attack":
            if self.subtype not in ATTACK_SUBTYPES:
                raise ValueError(f"an attack card needs subtype one of {', '.join(ATTACK_SUBTYPES)}")
        elif self.type == "event":
            if self.subtype not in EVENT_SUBTYPES:
                raise ValueError(f"an event card needs subtype one of {', '.join(EVENT_SUBTYPES)}")
            if not self.effects:
                raise ValueError("an event card needs at least one effect")
        elif self.subtype is not None:
            raise ValueError(f"a {self.type} card has no subtype")
        if self.type in ("character", "attack") and self.attribute not in ATTRIBUTES:
            raise ValueError(f"a {self.type} card needs an attribute: one of {', '.join(ATTRIBUTES)}")
        if self.type == "item":
            if not self.effects or verbs - STATIC_VERBS:
                raise ValueError("an item needs lasting effects only (power_up, armor)")
        elif verbs & STATIC_VERBS:
            raise ValueError(f"lasting effects ({', '.join(sorted(verbs & STATIC_VERBS))}) are for items only")
        if self.type in ("event", "item") and self.power:
            raise ValueError(f"a {self.type} card has no power")
        return self

    @property
    def timing(self) -> str:
        """When the effects happen: "Flip", "Play", "Play & Flip" or "Lasting"."""
        if self.type == "event":
            return {"play": "Play", "flip": "Flip", "play_flip": "Play & Flip"}[self.subtype or "play"]
        return {"character": "Flip", "attack": "Play"}.get(self.type, "Lasting")

    @property
    def rules_text(self) -> str:
        """The card's effects as plain English with their timing."""
        if not self.effects:
            return ""
        when = "" if self.type == "item" else f"{self.timing}: "
        return when + describe_all(list(self.effects))


class Deck(BaseModel):
    """A premade deck: card id -> copies."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    """Stable deck id."""
    name: str = Field(min_length=1, max_length=60)
    """The deck's name, as the deck builder shows it."""
    description: str = ""
    """One line about how it plays."""
    cards: dict[str, int]
    """Card id -> number of copies."""

    def ids(self) -> list[str]:
        """The deck as a list of card ids."""
        return [cid for cid, n in self.cards.items() for _ in range(max(n, 0))]


class RuleData(BaseModel):
    """The rule numbers (rules.yaml)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    deck_size: int = Field(ge=10, le=200)
    """A deck has exactly this many cards."""
    max_copies: int = Field(ge=1, le=10)
    """At most this many copies of one card (by name) in a deck."""
    hand_size: int = Field(ge=1, le=10)
    """The Adjust Phase sets the hand to exactly this many before its extra draws."""
    slots: int = Field(ge=1, le=6)
    """Block Zone slots per player."""
    max_added: int = Field(ge=1, le=6)
    """At most this many attack cards added to a character's attack."""
    forceful_from: int = Field(ge=1, le=6)
    """A Forceful attack may be added only as this card or later (3 = third)."""


class CardInfo(NamedTuple):
    """A card's rule-relevant facts as plain values (fast to read in the engine's hot path)."""

    name: str
    type: str
    subtype: str | None
    attribute: str
    power: int
    effects: tuple[Effect, ...]


@dataclass
class TmntCatalogue:
    """Everything the card files say: cards, premade decks and rule numbers."""

    cards: tuple[Card, ...]
    decks: tuple[Deck, ...]
    rules: RuleData
    info: dict[str, CardInfo] = field(init=False)
    actions: ActionCache = field(init=False, default_factory=ActionCache)
    """Actions built once per catalogue (their labels hold card names)."""

    def __post_init__(self) -> None:
        self.by_id = {c.id: c for c in self.cards}
        self.info = {c.id: CardInfo(c.name, c.type, c.subtype, c.attribute, c.power, tuple(c.effects))
                     for c in self.cards}

    def card(self, card_id: str) -> Card:
        """One card model by id (KeyError if there is none)."""
        return self.by_id[card_id]

    def premade(self) -> dict[str, list[str]]:
        """Deck name -> card ids, in file order."""
        return {d.name: d.ids() for d in self.decks}

    def deck_problems(self, deck: list[str]) -> list[str]:
        """Why a deck is not legal, in plain English (empty = legal)."""
        return deck_problems(deck, self.info, self.rules)


def deck_problems(deck: list[str], known: dict[str, CardInfo], rules: RuleData) -> list[str]:
    """Why a deck is not legal against the cards `known`, in plain English (empty = legal)."""
    problems: list[str] = []
    if len(deck) != rules.deck_size:
        problems.append(f"a deck has exactly {rules.deck_size} cards, this one has {len(deck)}")
    unknown = sorted({c for c in deck if c not in known})
    if unknown:
        problems.append(f"unknown card id(s): {', '.join(unknown)}")
    names = Counter(known[c].name for c in deck if c in known)
    problems += [f"at most {rules.max_copies} copies of {name}, this deck has {n}"
                 for name, n in sorted(names.items()) if n > rules.max_copies]
    return problems


def _card_files(folder: Path) -> list[Path]:
    files = [p for p in folder.iterdir() if p.suffix in (".yaml", ".yml", ".json")
             and not p.name.startswith(("decks", "rules"))]
    return sorted(files, key=lambda p: (CARD_FILE_ORDER.get(p.stem, 9), p.name))


def load_cards(folder: Path) -> list[Card]:
    """Every card of every card file in the folder; ids must be unique across files."""
    cards: list[Card] = []
    where: dict[str, Path] = {}
    problems: list[str] = []
    for path in _card_files(folder):
        for card in load_list(path, Card):
            if card.id in where:
                problems.append(f"{path}: card {card.id!r}: field id: duplicate id (also in {where[card.id].name})")
            where[card.id] = path
            cards.append(card)
    if problems:
        raise CardDataError(problems[0], problems)
    return cards


def load_rules(folder: Path) -> RuleData:
    """The rule numbers of rules.yaml."""
    path = folder / RULES_FILE
    return validate_one(path, load_file(path), RuleData)


def load_decks(folder: Path, cards: list[Card], rules: RuleData) -> list[Deck]:
    """The premade decks, checked for legality against the cards."""
    path = folder / DECKS_FILE
    decks = load_list(path, Deck, key="decks", what="deck")
    known = {c.id: CardInfo(c.name, c.type, c.subtype, c.attribute, c.power, ()) for c in cards}
    problems = [f"{path}: deck {deck.id!r}: field cards: {reason}"
                for deck in decks for reason in deck_problems(deck.ids(), known, rules)]
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def load_catalogue(folder: Path) -> TmntCatalogue:
    """Read and check every file of a TMNT card folder."""
    folder = Path(folder)
    cards = load_cards(folder)
    rules = load_rules(folder)
    return TmntCatalogue(tuple(cards), tuple(load_decks(folder, cards, rules)), rules)


def validate_file(path: Path, game: object = None) -> None:
    """Validate one file of a TMNT card folder by its name (decks.yaml, rules.yaml or cards)."""
    path = Path(path)
    if path.name.startswith("decks"):
        load_decks(path.parent, load_cards(path.parent), load_rules(path.parent))
    elif path.name.startswith("rules"):
        validate_one(path, load_file(path), RuleData)
    else:
        load_list(path, Card)
