"""Tacocat's card data: the 38 palindrome cards and the seven-space board, as pydantic models.

`deck.yaml` holds the cards (id, palindrome name, rank 1-12); `board.yaml` the goals and the seven
spaces (hand size and arrow). Both are validated on load; a broken file raises `CardDataError`
naming the file, the card or space, and the field.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tanuki_table.data import card_data_dir, load_file, load_list, validate_one
from tanuki_table.errors import CardDataError

DECK_SIZE = 38
"""Cards in the deck."""
TRACK = 7
"""Spaces between the two goals."""
CENTRE = 3
"""Index of the centre space, where the Tacocat starts."""

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def letters(text: str) -> str:
    """The letters of `text`, lowercased (what a palindrome is judged on)."""
    return re.sub(r"[^a-z]", "", text.lower())


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
        core = letters(value)
        if not core or core != core[::-1]:
            raise ValueError(f"{value!r} is not a palindrome")
        return value


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
    """The goals and the seven spaces, listed from Player 1's goal towards Player 2's."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    notes: str = ""
    """Where the numbers come from (ours, unverified)."""
    goals: tuple[str, str]
    """Names of Player 1's and Player 2's goals."""
    spaces: tuple[Space, ...] = Field(min_length=TRACK, max_length=TRACK)
    """The seven spaces."""

    @field_validator("spaces")
    @classmethod
    def _centre(cls, spaces: tuple[Space, ...]) -> tuple[Space, ...]:
        for index, space in enumerate(spaces):
            if index == CENTRE and (space.number != 7 or space.arrow != "both"):
                raise ValueError("the centre space must be number 7 with two arrows ('both')")
            if index != CENTRE and space.arrow == "both":
                raise ValueError(f"space {index + 1}: only the centre space has two arrows")
        return spaces

    def arrow_seats(self, index: int) -> tuple[int, ...]:
        """The seats the arrows of space `index` point at."""
        arrow = self.spaces[index].arrow
        return (0, 1) if arrow == "both" else ((0,) if arrow == "yay" else (1,))


def _folder(folder: Path | None) -> Path:
    return Path(folder) if folder is not None else card_data_dir("tacocat")


def _check_deck(path: Path, cards: list[Card]) -> None:
    if len(cards) != DECK_SIZE:
        raise CardDataError(f"{path}: the deck must have {DECK_SIZE} cards, found {len(cards)}")


def read_deck(path: Path) -> list[Card]:
    """Load and check `deck.yaml`."""
    cards = load_list(path, Card)
    _check_deck(path, cards)
    return cards


def read_board(path: Path) -> Board:
    """Load and check `board.yaml`."""
    return validate_one(path, load_file(path), Board)


def load_cards(folder: Path | None = None) -> list[Card]:
    """The 38 cards of `deck.yaml`."""
    return read_deck(_folder(folder) / "deck.yaml")


@lru_cache(maxsize=4)
def _board_cached(path: str) -> Board:
    return read_board(Path(path))


def load_board(folder: Path | None = None) -> Board:
    """The board of `board.yaml` (cached per file)."""
    return _board_cached(str(_folder(folder) / "board.yaml"))


def validate_file(path: Path) -> None:
    """Validate one file of `card_data/tacocat/` by its name; `CardDataError` lists the problems."""
    path = Path(path)
    stem = path.stem
    if stem in ("deck", "cards"):
        read_deck(path)
    elif stem == "board":
        read_board(path)
    else:
        raise CardDataError(f"{path}: unknown Tacocat file (expected deck.yaml or board.yaml)")
