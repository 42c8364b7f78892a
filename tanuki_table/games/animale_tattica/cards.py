"""Animale Tattica card data: pydantic models of `cards.yaml`, `formations.yaml` and `rules.yaml`,
and the `Catalogue` built from them (the one object the engine, the bot and the board read).

Everything a card does is data: its number(s) (`rank`), how many cards it counts as (`worth`),
how many copies may go in one army (`army_limit`, the Cat King and Bear 12 exceptions) and its
effect (`revive`). The rule numbers (the numbers that exist, the animals, deck and hand sizes,
spirit cards dealt, cards drawn on a retreat) are in `rules.yaml`. No card id is special in code.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.cards.data import load_file, load_list, validate_one
from tanuki_table.errors import CardDataError, SetupError

if TYPE_CHECKING:
    from .actions import ATAction
    from .legal import PlayIndex
    from .plays import Play

Number = Literal[2, 3, 4, 6, 8, 12]
Rank = Union[Number, Literal["king"], list[Number]]
AnimalName = Literal["dog", "cat", "penguin", "bear"]

RANDOM = "random"
"""Not a card: the premade "deck" name a setup may use for a seat whose animal is drawn at random
(`decks` then holds an empty list for that seat)."""


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

    animal: AnimalName
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


class RuleData(BaseModel):
    """The rule numbers of `rules.yaml`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    numbers: tuple[Number, ...] = Field(min_length=1)
    """The numbers that exist, lowest first."""
    animals: tuple[AnimalName, ...] = Field(min_length=2, max_length=4)
    """The animals, in catalogue order."""
    deck_size: int = Field(ge=2, le=40)
    """Cards per animal."""
    hand_size: int = Field(ge=1, le=40)
    """Animal cards dealt to hand; the rest form the seat's face-down deck."""
    spirits_dealt: int = Field(ge=1, le=6)
    """Spirit cards dealt to each seat, of which one is kept."""
    spirit_cards: int = Field(ge=4, le=40)
    """How many spirit cards exist."""
    retreat_draw: int = Field(ge=0, le=6)
    """Animal cards drawn on a retreat."""


class _RulesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    notes: str = ""
    rules: RuleData


def catalogue_problems(path: Path, cards: list[Card], rules: RuleData) -> list[str]:
    """Checks across cards: every animal has its cards over the seven ranks, one id per rank, the
    seed's constraints hold (Cat >= 2 Kings, Bear >= 2 twelves), and the spirit cards add up."""
    problems: list[str] = []
    for animal in rules.animals:
        mine = [c for c in cards if c.animal == animal]
        total = sum(c.count for c in mine)
        if total != rules.deck_size:
            problems.append(f"{path}: animal {animal!r}: field count: its cards add up to {total}, not {rules.deck_size}")
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
    if sum(c.count for c in spirits) != rules.spirit_cards:
        problems.append(f"{path}: spirit cards: field count: they add up to {sum(c.count for c in spirits)}, not {rules.spirit_cards}")
    problems += [f"{path}: card {card.id!r}: field rank: a spirit counts as a number, not a King"
                 for card in spirits if card.rank == "king"]
    problems += [f"{path}: card {card.id!r}: field rank: not one of the numbers in rules.yaml"
                 for card in cards if any(n not in rules.numbers for n in card.numbers)]
    return problems


def _raise(problems: list[str]) -> None:
    if problems:
        raise CardDataError(problems[0] if len(problems) == 1 else f"{problems[0]} (and {len(problems) - 1} more)", problems)


def read_rules(path: Path) -> RuleData:
    """`rules.yaml`."""
    return validate_one(path, load_file(path), _RulesFile).rules


def read_cards(path: Path, rules: RuleData) -> list[Card]:
    """`cards.yaml`, checked against the rule numbers."""
    cards = load_list(path, Card)
    _raise(catalogue_problems(path, cards, rules))
    return cards


def read_formations(path: Path, rules: RuleData) -> list[Formation]:
    """`formations.yaml`: one formation card per animal."""
    formations = load_list(path, Formation, key="formations", what="formation")
    seen = [f.animal for f in formations]  # (one each: `load_list` refuses a duplicate `id`, the animal)
    _raise([f"{path}: formation {a!r}: field animal: missing" for a in rules.animals if a not in seen])
    return formations


def validate_file(path: Path, game: object = None) -> None:
    """Validate one file of a card folder by its name (cards and formations are checked against
    the `rules.yaml` beside them); raise `CardDataError` listing problems."""
    path = Path(path)
    if path.stem == "rules":
        read_rules(path)
        return
    if path.stem not in ("cards", "formations"):
        raise CardDataError(f"{path}: unknown Animale Tattica file (expected cards.yaml, formations.yaml or rules.yaml)")
    rules_file = path.with_name("rules" + path.suffix)
    if not rules_file.exists():
        raise CardDataError(f"{path}: needs the rules.yaml beside it ({rules_file} is missing)")
    (read_cards if path.stem == "cards" else read_formations)(path, read_rules(rules_file))


def load_catalogue(folder: Path) -> Catalogue:
    """Read and check the three files of a card folder."""
    folder = Path(folder)
    rules = read_rules(folder / "rules.yaml")
    return Catalogue(read_cards(folder / "cards.yaml", rules), read_formations(folder / "formations.yaml", rules), rules)


class Catalogue:
    """The validated card data and plain lookup tables built once from it (the engine's hot path
    reads only these). Memos of plays and actions live here, so two catalogues never mix."""

    def __init__(self, cards: list[Card], formations: list[Formation], rules: RuleData) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        """Every card definition, in catalogue order."""
        self.rules = rules
        self.formations: dict[str, Formation] = {f.animal: f for f in formations}
        self.by_id: dict[str, Card] = {c.id: c for c in cards}
        self.order: dict[str, int] = {c.id: i for i, c in enumerate(cards)}
        """Card id -> catalogue position (hand sorting, spirit deck order without shuffle)."""
        self.animal = {c.id: c.animal for c in cards}
        self.is_king = {c.id: c.rank == "king" for c in cards}
        self.numbers = {c.id: c.numbers for c in cards}
        self.worth = {c.id: c.worth for c in cards}
        self.limit = {c.id: c.army_limit for c in cards}
        self.effect = {c.id: c.effect for c in cards}
        self.name = {c.id: c.name for c in cards}
        self.spirit = {c.id: c.animal == "spirit" for c in cards}
        self.animals: tuple[str, ...] = tuple(rules.animals)
        self.decks: dict[str, list[str]] = {
            a: [c.id for c in cards if c.animal == a for _ in range(c.count)] for a in self.animals
        }
        """Each animal's card ids in catalogue order (copies repeated)."""
        self.spirits: list[str] = [c.id for c in cards if c.animal == "spirit" for _ in range(c.count)]
        """The spirit card ids in catalogue order."""
        # memos (pure functions of this catalogue's data; see plays.py and actions.py)
        self.hand_memo: dict[tuple[str, ...], list[Play]] = {}
        self.number_memo: dict[tuple[object, ...], list[Play]] = {}
        self.actions: dict[tuple[object, ...], ATAction] = {}
        """Actions built for this catalogue, by key (actions.py)."""
        self.play_index: PlayIndex | None = None  # legal.py's keys and memos, built on first use

    def mix_text(self, animal: str) -> str:
        """The formation card's mix in one line: "2x3 3x2 4x3 6x3 8x2 12x2 Kx1"."""
        return " ".join(f"{'K' if c.rank == 'king' else c.rank}x{c.count}" for c in self.cards if c.animal == animal)

    def army_name(self, animal: str) -> str:
        """The premade deck name of an animal: "Dog army"."""
        return f"{animal.capitalize()} army"

    def premade(self) -> dict[str, list[str]]:
        """Each animal's army as a premade deck: {"Dog army": [16 ids], ...}."""
        return {self.army_name(a): list(self.decks[a]) for a in self.animals}

    def deck_animal(self, deck: list[str]) -> str:
        """The animal whose army `deck` is exactly; raises `SetupError` otherwise."""
        animals = {self.animal.get(c, "?") for c in deck}
        size = self.rules.deck_size
        if len(animals) != 1 or "spirit" in animals or "?" in animals:
            found = ", ".join(sorted(animals)) or "nothing"
            raise SetupError(f"a deck is one animal's {size} cards, found cards of {found}")
        animal = animals.pop()
        if sorted(deck) != sorted(self.decks[animal]):
            raise SetupError(f"not the {animal}'s {size} cards ({self.mix_text(animal)}); got {len(deck)} cards")
        return animal

    def check_decks(self, decks: list[list[str]], players: int) -> list[str | None]:
        """Each seat's animal from its deck: exactly one animal's cards, a different animal per
        seat; an empty list = an animal drawn at random (None here). Raises `SetupError` naming the
        deck and the problem."""
        if len(decks) != players:
            raise SetupError(f"decks: {len(decks)} deck(s) given for {players} players; give one per seat")
        chosen: list[str | None] = []
        for seat, deck in enumerate(decks):
            if not deck:
                chosen.append(None)
                continue
            try:
                animal = self.deck_animal(list(deck))
            except SetupError as exc:
                raise SetupError(f"deck {seat + 1}: {exc}") from None
            if animal in chosen:
                raise SetupError(f"deck {seat + 1}: the {animal} is already played by another seat")
            chosen.append(animal)
        return chosen
