"""Animale Tattica card data: pydantic models of `cards.yaml` and `formations.yaml`, and the
fast lookup tables (`Catalogue`) the engine and the bot read.

Everything a card does is data: its number(s) (`rank`), how many cards it counts as (`worth`),
how many copies may go in one army (`army_limit`, the Cat King and Bear 12 exceptions) and its
effect (`revive`). The engine interprets these fields; no card id is special in code.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.data import card_data_dir, load_list
from tanuki_table.errors import CardDataError, SetupError

GAME_ID = "animale_tattica"
NUMBERS: tuple[int, ...] = (2, 3, 4, 6, 8, 12)
"""The numbers that exist (the seed's list; a German catalogue's "5" is taken as a typo)."""
ANIMALS: tuple[str, ...] = ("dog", "cat", "penguin", "bear")
"""The four animals, in catalogue order."""
DECK_SIZE = 16
"""Cards per animal."""

Number = Literal[2, 3, 4, 6, 8, 12]
Rank = Union[Number, Literal["king"], list[Number]]


class Card(BaseModel):
    """One card of the catalogue (its copies share the id)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    """Stable id, e.g. `cat-king`, `spirit-twins`."""
    name: str = Field(min_length=1, max_length=40)
    """What players read: "Cat King", "Dog 6", "Twins"."""
    animal: Literal["dog", "cat", "penguin", "bear", "spirit"]
    """The animal whose deck holds it, or `spirit`."""
    rank: Rank
    """2, 3, 4, 6, 8, 12 or "king"; for a spirit the number(s) it counts as (Shape-changing: [3, 4, 6])."""
    count: int = Field(ge=1, le=16)
    """How many copies exist."""
    worth: int = Field(default=1, ge=1, le=4)
    """How many cards it counts as in a play (Twins: 2)."""
    army_limit: int | None = Field(default=None, ge=1)
    """At most this many copies in one army (Cat King, Bear 12: 1)."""
    effect: Literal["revive"] | None = None
    """A special effect when played (Revival)."""
    text: str = ""
    """Rules text shown in the card browser."""
    source: Literal["seed", "ours"] = "seed"
    """`ours` marks numbers of our own design (the animal mixes)."""

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers this card may count as (empty for a King, which joins any number)."""
        if self.rank == "king":
            return ()
        return tuple(self.rank) if isinstance(self.rank, list) else (self.rank,)


class Formation(BaseModel):
    """An animal's formation card: its style, shown to all (the mix comes from cards.yaml)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    animal: Literal["dog", "cat", "penguin", "bear"]
    """Which animal."""
    name: str = Field(min_length=1, max_length=40)
    """E.g. "Dog formation"."""
    style: str = Field(min_length=1, max_length=30)
    """A word or two: "Surrounding"."""
    text: str = ""
    """One line about how the deck plays."""

    @property
    def id(self) -> str:
        """Formations are addressed by their animal."""
        return self.animal


def catalogue_problems(path: Path, cards: list[Card]) -> list[str]:
    """Checks across cards: every animal has 16 cards over the seven ranks, one id per rank, the
    seed's constraints hold (Cat >= 2 Kings, Bear >= 2 twelves), and there are 12 spirit cards."""
    problems: list[str] = []
    for animal in ANIMALS:
        mine = [c for c in cards if c.animal == animal]
        total = sum(c.count for c in mine)
        if total != DECK_SIZE:
            problems.append(f"{path}: animal {animal!r}: field count: its cards add up to {total}, not {DECK_SIZE}")
        ranks = [c.rank for c in mine]
        for card in mine:
            if isinstance(card.rank, list):
                problems.append(f"{path}: card {card.id!r}: field rank: an animal card has one rank, not a list")
            elif ranks.count(card.rank) > 1:
                problems.append(f"{path}: card {card.id!r}: field rank: {animal} has two cards of rank {card.rank!r}")
            if card.worth != 1 or card.effect:
                problems.append(f"{path}: card {card.id!r}: field worth/effect: only spirit cards may have these")
        kings = sum(c.count for c in mine if c.rank == "king")
        if animal == "cat" and kings < 2:
            problems.append(f"{path}: card 'cat-king': field count: the cat needs at least 2 Kings (seed)")
        twelves = sum(c.count for c in mine if c.rank == 12)
        if animal == "bear" and twelves < 2:
            problems.append(f"{path}: card 'bear-12': field count: the bear needs at least 2 twelves (seed)")
    spirits = [c for c in cards if c.animal == "spirit"]
    if sum(c.count for c in spirits) != 12:
        problems.append(f"{path}: spirit cards: field count: they add up to {sum(c.count for c in spirits)}, not 12")
    for card in spirits:
        if card.rank == "king":
            problems.append(f"{path}: card {card.id!r}: field rank: a spirit counts as a number, not a King")
    return problems


def _read_cards(path: Path) -> list[Card]:
    cards = load_list(path, Card)
    problems = catalogue_problems(path, cards)
    if problems:
        raise CardDataError(problems[0] if len(problems) == 1 else f"{problems[0]} (and {len(problems) - 1} more)", problems)
    return cards


def _read_formations(path: Path) -> list[Formation]:
    formations = load_list(path, Formation, key="formations", what="formation")
    seen = [f.animal for f in formations]
    problems = [f"{path}: formation {a!r}: field animal: listed twice" for a in ANIMALS if seen.count(a) > 1]
    problems += [f"{path}: formation {a!r}: field animal: missing" for a in ANIMALS if a not in seen]
    if problems:
        raise CardDataError(problems[0], problems)
    return formations


def validate_file(path: Path) -> None:
    """Validate one file of the card_data folder by its name; raise `CardDataError` listing problems."""
    path = Path(path)
    if path.stem == "cards":
        _read_cards(path)
    elif path.stem == "formations":
        _read_formations(path)
    else:
        raise CardDataError(f"{path}: unknown Animale Tattica file (expected cards.yaml or formations.yaml)")


def load_cards(folder: Path | None = None) -> list[Card]:
    """Every animal and spirit card, in catalogue order."""
    return _read_cards(Path(folder or card_data_dir(GAME_ID)) / "cards.yaml")


def load_formations(folder: Path | None = None) -> list[Formation]:
    """The four formation cards."""
    return _read_formations(Path(folder or card_data_dir(GAME_ID)) / "formations.yaml")


class Catalogue:
    """Plain lookup tables built once from the cards (the engine's hot path reads only these)."""

    def __init__(self, cards: list[Card]) -> None:
        self.cards = {c.id: c for c in cards}
        self.order = [c.id for c in cards]
        """Card ids in catalogue order."""
        self.animal = {c.id: c.animal for c in cards}
        self.is_king = {c.id: c.rank == "king" for c in cards}
        self.numbers = {c.id: c.numbers for c in cards}
        self.worth = {c.id: c.worth for c in cards}
        self.limit = {c.id: c.army_limit for c in cards}
        self.effect = {c.id: c.effect for c in cards}
        self.name = {c.id: c.name for c in cards}
        self.spirit = {c.id: c.animal == "spirit" for c in cards}
        self.decks: dict[str, list[str]] = {
            a: [c.id for c in cards if c.animal == a for _ in range(c.count)] for a in ANIMALS
        }
        """Each animal's 16 card ids in catalogue order (copies repeated)."""
        self.spirits: list[str] = [c.id for c in cards if c.animal == "spirit" for _ in range(c.count)]
        """The 12 spirit card ids in catalogue order."""
        self.mix: dict[str, list[tuple[str, int]]] = {
            a: [("King" if c.rank == "king" else str(c.rank), c.count) for c in cards if c.animal == a] for a in ANIMALS
        }
        """Each animal's mix as (rank text, copies), for the formation card."""

    def mix_text(self, animal: str) -> str:
        """The formation card's mix in one line: "2x3 3x2 4x3 6x3 8x2 12x2 Kx1"."""
        return " ".join(f"{'K' if r == 'King' else r}x{n}" for r, n in self.mix[animal])


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    """The catalogue of the shipped card files (loaded once)."""
    from tanuki_table.games.animale_tattica import GAME

    return Catalogue(list(GAME.cards()))


def check_decks(decks: list[list[str]], players: int) -> dict[str, list[str]]:
    """Each deck must be exactly one animal's 16 cards, a different animal per seat; returns
    animal -> card order. Raises `SetupError` naming the deck and the problem."""
    cat = default_catalogue()
    if len(decks) != players:
        raise SetupError(f"decks: {len(decks)} deck(s) given for {players} players; give one per seat")
    given: dict[str, list[str]] = {}
    for seat, deck in enumerate(decks):
        animals = {cat.animal[c] for c in deck}
        if len(animals) != 1 or "spirit" in animals:
            found = ", ".join(sorted(animals)) or "nothing"
            raise SetupError(f"deck {seat + 1}: a deck is one animal's {DECK_SIZE} cards, found cards of {found}")
        animal = animals.pop()
        if sorted(deck) != sorted(cat.decks[animal]):
            raise SetupError(
                f"deck {seat + 1}: not the {animal}'s {DECK_SIZE} cards ({cat.mix_text(animal)}); "
                f"got {len(deck)} cards"
            )
        if animal in given:
            raise SetupError(f"deck {seat + 1}: the {animal} is already played by another seat")
        given[animal] = list(deck)
    return given
