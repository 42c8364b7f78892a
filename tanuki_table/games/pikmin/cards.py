"""Pydantic models of the Pikmin TCG card files, and the loaders that validate them.

`cards.yaml` lists every card; `decks.yaml` the premade decks. Every card except Red Pikmin's
fire resistance (from the Pikmin Fanon wiki) is our own design.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.data import card_data_dir, load_file, load_list, validate_list
from tanuki_table.errors import CardDataError

from .effects import AttackType, EffectList

GAME_ID = "pikmin"
DECK_MIN, DECK_MAX, MAX_COPIES = 40, 60, 5
"""Deck rules of the seed: 40 to 60 cards, at most 5 of one name, at least one leader."""


class Card(BaseModel):
    """One Pikmin TCG card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)
    """Stable id, lowercase ascii with hyphens."""
    name: str = Field(min_length=1, max_length=40)
    """The name players read (the 5-copy rule counts names)."""
    kind: Literal["leader", "pikmin", "creature", "treasure"]
    """What the card depicts (display only)."""
    leader: bool = False
    """A leader card: one may be chosen as the original leader."""
    atk: int = Field(ge=0, le=2000)
    """Damage counters its attack places (0: it cannot attack)."""
    hp: int = Field(ge=1, le=5000)
    """It is defeated when its counters reach this."""
    attack_type: AttackType
    """The type of damage its attacks deal."""
    leaves: int = Field(ge=0, le=15)
    """Leaf symbols: at most 15 on one player's field."""
    effects: EffectList
    """Its effects, in order."""
    flavour: str = Field(default="", max_length=300)
    """Flavour text (no effect on play)."""
    set_code: str = Field(default="PKM1", pattern=r"^[A-Z0-9]{4}$")
    """Four-letter booster set code (no effect on play)."""
    number: int = Field(default=1, ge=1, le=999)
    """Number within the set (no effect on play)."""
    origin: Literal["ours", "fanon"] = "ours"
    """`ours`: our own design; `fanon`: the ability comes from the Pikmin Fanon wiki."""

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if self.leader != (self.kind == "leader"):
            raise ValueError("leader must be true exactly when kind is leader")
        chosen = [
            e for e in self.effects
            if getattr(e, "trigger", None) == "once_each_turn"
            and str(getattr(e, "target", getattr(e, "card", ""))).startswith("chosen")
        ]
        if len({getattr(e, "target", getattr(e, "card", "")) for e in chosen}) > 1:
            raise ValueError("a card's once-each-turn effects may choose only one kind of target")
        return self


class Deck(BaseModel):
    """A premade deck: card id -> copies, in the order the deck is stacked."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    name: str = Field(min_length=1, max_length=40)
    description: str = ""
    cards: dict[str, Annotated[int, Field(ge=1, le=DECK_MAX)]] = Field(min_length=1)
    """Card id -> number of copies."""

    def card_list(self) -> list[str]:
        """The deck as a list of ids, top card first."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


def deck_problems_for(deck: list[str], cards: dict[str, Card]) -> list[str]:
    """Why `deck` is not legal (empty list: it is legal)."""
    problems: list[str] = []
    unknown = sorted({c for c in deck if c not in cards})
    if unknown:
        return [f"unknown card id(s): {', '.join(unknown)}"]
    if not DECK_MIN <= len(deck) <= DECK_MAX:
        problems.append(f"a deck holds {DECK_MIN} to {DECK_MAX} cards, not {len(deck)}")
    names = Counter(cards[c].name for c in deck)
    for name, n in sorted(names.items()):
        if n > MAX_COPIES:
            problems.append(f"at most {MAX_COPIES} copies of {name}, not {n}")
    if not any(cards[c].leader for c in deck):
        problems.append("a deck needs at least one leader card")
    return problems


def load_card_file(path: Path) -> list[Card]:
    """Load and validate one card file (`CardDataError` names file, card and field)."""
    return load_list(Path(path), Card)


def load_deck_file(path: Path, cards: dict[str, Card]) -> list[Deck]:
    """Load a deck file and check every deck is legal with `cards`."""
    path = Path(path)
    decks = load_list(path, Deck, key="decks", what="deck")
    problems = [f"{path}: deck {d.id!r}: field cards: {p}" for d in decks for p in deck_problems_for(d.card_list(), cards)]
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def load_folder(folder: Path | None = None) -> tuple[list[Card], list[Deck]]:
    """Every card and premade deck of a card_data folder (the shipped one by default)."""
    folder = Path(folder) if folder else card_data_dir(GAME_ID)
    cards = load_card_file(folder / "cards.yaml")
    index = {c.id: c for c in cards}
    decks = load_deck_file(folder / "decks.yaml", index) if (folder / "decks.yaml").exists() else []
    return cards, decks


def validate_file(path: Path) -> None:
    """Validate one file of a Pikmin card_data folder, chosen by its file name."""
    path = Path(path)
    stem = path.stem
    if stem.startswith("cards"):
        load_card_file(path)
    elif stem.startswith("decks"):
        sibling = path.with_name("cards.yaml")
        cards = load_card_file(sibling) if sibling.exists() else load_card_file(card_data_dir(GAME_ID) / "cards.yaml")
        load_deck_file(path, {c.id: c for c in cards})
    else:
        load_file(path)
        raise CardDataError(f"{path}: not a Pikmin TCG data file (expected cards.yaml or decks.yaml)")


__all__ = ["Card", "Deck", "deck_problems_for", "load_folder", "validate_file", "validate_list"]
