"""Tacocat's card data: `deck.yaml` (the palindrome cards, rank 1-12) and `board.yaml` (goals,
spaces, start) as pydantic models, read into the `TacocatCatalogue` a game is played with.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tanuki_table.cards.data import load_file, validate_list, validate_one
from tanuki_table.errors import CardDataError

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class Card(BaseModel):
    """One card: a palindrome with a rank. Only the rank matters in play."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    """Stable id, lowercase ascii with hyphens; one per physical card."""
    name: str = Field(min_length=1)
    """The palindrome printed on the card."""
    rank: int = Field(ge=1, le=12)
    """The card's number, 1 to 12."""

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError("must be lowercase letters, digits and hyphens, e.g. 'star-rats'")
        return value

    @field_validator("name")
    @classmethod
    def _palindrome(cls, value: str) -> str:
        core = re.sub(r"[^a-z]", "", value.lower())  # a palindrome is judged on its letters
        if not core or core != core[::-1]:
            raise ValueError(f"{value!r} is not a palindrome")
        return value


class DeckHead(BaseModel):
    """The top of `deck.yaml`: everything but the card list."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    """Where the ranks come from (ours, unverified)."""
    size: int = Field(ge=2, le=200)
    """How many cards the deck holds (38)."""
    cards: object = None
    """The cards, validated one by one as `Card`."""


class Space(BaseModel):
    """One space of the track."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    letter: str = Field(min_length=1, max_length=1)
    """The letter of T-A-C-O-C-A-T printed on the space."""
    number: int = Field(ge=4, le=9)
    """How many cards each player is dealt while the Tacocat stands here."""
    arrow: Literal["yay", "wow", "both"]
    """Whom the arrow points at: "yay" Player 1, "wow" Player 2, "both" two arrows."""


class Board(BaseModel):
    """The goals and the spaces, listed from Player 1's goal towards Player 2's."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    """Where the numbers come from (ours, unverified)."""
    goals: tuple[str, str]
    """Names of Player 1's and Player 2's goals."""
    spaces: tuple[Space, ...] = Field(min_length=3, max_length=15)
    """The spaces between the goals (seven)."""
    start: int = Field(ge=0)
    """Index of the space the Tacocat starts on (the centre, the only one with two arrows)."""

    @field_validator("spaces")
    @classmethod
    def _one_double_arrow(cls, spaces: tuple[Space, ...]) -> tuple[Space, ...]:
        doubles = [i + 1 for i, space in enumerate(spaces) if space.arrow == "both"]
        if len(doubles) != 1:
            raise ValueError(f"exactly one space (the start) has two arrows ('both'), not spaces {doubles}")
        return spaces

    @model_validator(mode="after")
    def _start_on_double_arrow(self) -> Board:
        if self.start >= len(self.spaces) or self.spaces[self.start].arrow != "both":
            raise ValueError(f"start {self.start} must be the index (0-based) of the space with two arrows")
        return self


class TacocatCatalogue:
    """Everything a Tacocat game reads from its card files, shared (never copied) by every state."""

    __slots__ = ("cards", "board", "deck_size", "rank", "by_id", "hand_key")

    def __init__(self, cards: tuple[Card, ...], board: Board, deck_size: int) -> None:
        self.cards = cards
        """The deck, in file order."""
        self.board = board
        self.deck_size = deck_size
        """Cards in the deck (the whole deck is dealt from every round)."""
        self.rank: dict[str, int] = {c.id: c.rank for c in cards}
        self.by_id: dict[str, Card] = {c.id: c for c in cards}
        self.hand_key: dict[str, int] = {c.id: c.rank * 1000 + i for i, c in enumerate(cards)}
        """Sort key of a hand: by rank, then catalogue position."""

    @property
    def start(self) -> int:
        """Index of the space the Tacocat starts on."""
        return self.board.start


def read_deck(path: Path) -> tuple[DeckHead, list[Card]]:
    """Load and check `deck.yaml`: the size it states and its cards."""
    raw = load_file(path)
    head = validate_one(path, raw, DeckHead)
    cards = validate_list(path, head.cards, Card, "card")
    if len(cards) != head.size:
        raise CardDataError(f"{path}: the deck must have {head.size} cards (its 'size'), found {len(cards)}")
    return head, cards


def read_board(path: Path) -> Board:
    """Load and check `board.yaml`."""
    return validate_one(path, load_file(path), Board)


def load_catalogue(folder: Path) -> TacocatCatalogue:
    """The deck and the board of `folder`, checked against each other."""
    deck_path = Path(folder) / "deck.yaml"
    head, cards = read_deck(deck_path)
    board = read_board(Path(folder) / "board.yaml")
    most = max(space.number for space in board.spaces)
    if 4 * most > head.size:
        # two hands of the largest deal, each exchanged in full, must fit in the deck
        raise CardDataError(
            f"{Path(folder) / 'board.yaml'}: a space deals {most} cards each, but the deck of {head.size} "
            f"cannot cover two such hands and two full exchanges ({4 * most} cards)"
        )
    return TacocatCatalogue(tuple(cards), board, head.size)


def validate_file(path: Path, game: object = None) -> None:
    """Validate one Tacocat card file by its name; `CardDataError` lists the problems."""
    path = Path(path)
    stem = path.stem
    if stem in ("deck", "cards"):
        read_deck(path)
    elif stem == "board":
        read_board(path)
    else:
        raise CardDataError(f"{path}: unknown Tacocat file (expected deck.yaml or board.yaml)")
