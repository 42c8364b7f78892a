"""Goofspiel's card data: the card model, the file's shape, and reading `card_data/cards.yaml`.

The file names each seat's suit (`hands`), the prize suit (`prizes`) and the 39 cards. Reading it
checks every card with pydantic; a broken file raises `CardDataError` naming the file, the card
and the field (the shared helpers of `tanuki_table.cards.data` do the safe YAML reading).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.cards.data import load_file, validate_list, validate_one
from tanuki_table.errors import CardDataError

SUIT_SIZE = 13
"""Cards of each suit: Ace to King."""


class Card(BaseModel):
    """One card: its suit and value (Ace 1 ... King 13)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    """Stable id, lowercase with hyphens: `spades-a`, `diamonds-10`."""
    name: str = Field(min_length=1)
    """What people read: "Ace of Spades"."""
    suit: str
    """The suit, which says whose card it is (see `CardFile.hands` and `prizes`)."""
    value: int = Field(ge=1, le=SUIT_SIZE)
    """A bid's strength and a prize's points."""


class CardFile(BaseModel):
    """The whole `cards.yaml`: which suit is whose, and the cards (checked one by one)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    hands: tuple[str, str]
    """The suit of Player 1's hand, then Player 2's."""
    prizes: str
    """The suit of the prize deck."""
    cards: object = None


class Catalogue:
    """Everything a game reads from the card file, built once and shared by every state."""

    def __init__(self, cards: list[Card], hands: tuple[str, str], prizes: str) -> None:
        self.cards = cards
        """Every card, in file order."""
        self.by_id = {card.id: card for card in cards}
        self.hands = [[c.id for c in cards if c.suit == suit] for suit in hands]
        """Each seat's starting hand, lowest first."""
        self.prizes = [c.id for c in cards if c.suit == prizes]
        """The prize cards, lowest first (shuffled at the start of a game)."""

    def value(self, card_id: str) -> int:
        """A card's value: 1 (Ace) to 13 (King)."""
        return self.by_id[card_id].value


def read_file(path: Path) -> Catalogue:
    """Read and check one card file: three suits of 13 cards."""
    head = validate_one(path, load_file(path), CardFile)
    cards = validate_list(path, head.cards, Card)
    catalogue = Catalogue(cards, head.hands, head.prizes)
    for suit, ids in zip((*head.hands, head.prizes), (*catalogue.hands, catalogue.prizes)):
        if len(ids) != SUIT_SIZE:
            raise CardDataError(f"{path}: the suit {suit!r} must have {SUIT_SIZE} cards, not {len(ids)}")
    return catalogue


def load_catalogue(folder: Path) -> Catalogue:
    """The game's card data (`Parts.cards`): `cards.yaml` in `folder`."""
    return read_file(Path(folder) / "cards.yaml")


def validate_file(path: Path, game: object = None) -> None:
    """Check one card file (`Parts.check`, used by `tanuki-table validate`)."""
    read_file(Path(path))
