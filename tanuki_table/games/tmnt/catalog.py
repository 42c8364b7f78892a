"""Loading and checking the TMNT card files, premade decks and deck legality.

`card_data/tmnt/decks.yaml` holds the premade decks; every other YAML file there holds cards.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from tanuki_table.data import card_data_dir, load_list
from tanuki_table.errors import CardDataError

from .cards import Card, Deck

DECK_SIZE = 40
"""A deck has exactly this many cards."""
MAX_COPIES = 3
"""At most this many copies of one card (by name) in a deck."""
DECKS_FILE = "decks.yaml"
"""The file of premade decks; the others hold cards."""


def _folder(folder: Path | None) -> Path:
    return Path(folder) if folder is not None else card_data_dir("tmnt")


def _card_files(folder: Path) -> list[Path]:
    order = {"characters": 0, "attacks": 1, "events_items": 2}  # browser order: fighters first
    files = [p for p in folder.iterdir() if p.suffix in (".yaml", ".yml", ".json") and not p.name.startswith("decks")]
    return sorted(files, key=lambda p: (order.get(p.stem, 9), p.name))


def load_cards(folder: Path | None = None) -> list[Card]:
    """Every card of every card file in the folder; ids must be unique across files."""
    cards: list[Card] = []
    where: dict[str, Path] = {}
    problems: list[str] = []
    for path in _card_files(_folder(folder)):
        for card in load_list(path, Card):
            if card.id in where:
                problems.append(f"{path}: card {card.id!r}: field id: duplicate id (also in {where[card.id].name})")
            where[card.id] = path
            cards.append(card)
    if problems:
        raise CardDataError(problems[0], problems)
    return cards


def load_decks(folder: Path | None = None, known: dict[str, Card] | None = None) -> list[Deck]:
    """The premade decks, checked for legality against the cards."""
    folder = _folder(folder)
    path = folder / DECKS_FILE
    decks = load_list(path, Deck, key="decks", what="deck")
    if known is None:
        known = {c.id: c for c in load_cards(folder)}
    problems: list[str] = []
    for deck in decks:
        ids = [cid for cid, n in deck.cards.items() for _ in range(max(n, 0))]
        for reason in deck_problems(ids, known=known):
            problems.append(f"{path}: deck {deck.id!r}: field cards: {reason}")
    if problems:
        raise CardDataError(problems[0], problems)
    return decks


def validate_file(path: Path) -> None:
    """Validate one file of card_data/tmnt by its name (decks.yaml, or a card file)."""
    path = Path(path)
    if path.name.startswith("decks"):
        load_decks(path.parent)
    else:
        load_list(path, Card)


def deck_problems(deck: list[str], variant: str | None = None, known: dict[str, Card] | None = None) -> list[str]:
    """Why a deck is not legal, in plain English (empty = legal)."""
    if known is None:
        from . import GAME

        known = {c.id: c for c in GAME.cards()}
    problems: list[str] = []
    if len(deck) != DECK_SIZE:
        problems.append(f"a deck has exactly {DECK_SIZE} cards, this one has {len(deck)}")
    unknown = sorted({c for c in deck if c not in known})
    if unknown:
        problems.append(f"unknown card id(s): {', '.join(unknown)}")
    names = Counter(known[c].name for c in deck if c in known)
    for name, n in sorted(names.items()):
        if n > MAX_COPIES:
            problems.append(f"at most {MAX_COPIES} copies of {name}, this deck has {n}")
    return problems


@lru_cache(maxsize=1)
def premade_deck_lists() -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(id, name, card ids) of each premade deck, in file order."""
    return tuple(
        (d.id, d.name, tuple(cid for cid, n in d.cards.items() for _ in range(n))) for d in load_decks()
    )


def premade_decks() -> dict[str, list[str]]:
    """Deck name -> card ids, for the deck builder and new games without decks."""
    return {name: list(ids) for _id, name, ids in premade_deck_lists()}


class Info(NamedTuple):
    """A card's rule-relevant facts as plain values (fast to read in the engine's hot path)."""

    name: str
    type: str
    subtype: str | None
    attribute: str
    power: int
    effects: tuple


@lru_cache(maxsize=1)
def card_info() -> dict[str, Info]:
    """Card id -> Info, for every card."""
    from . import GAME

    return {c.id: Info(c.name, c.type, c.subtype, c.attribute, c.power, tuple(c.effects)) for c in GAME.cards()}


def short_text(card_id: str) -> str:
    """e.g. "Leonardo 3 WIND", "Shell Cell (item)", "Booby Trap (flip event)"."""
    info = card_info()[card_id]
    if info.type in ("character", "attack"):
        attr = "" if info.attribute == "none" else f" {info.attribute.upper()}"
        tag = "" if info.subtype in (None, "normal") else f" {info.subtype.replace('_', ' ')}"
        return f"{info.name} {info.power}{attr}{tag}"
    if info.type == "event":
        return f"{info.name} ({info.subtype.replace('_', ' & ')} event)"
    return f"{info.name} (item)"


def file_problems(path: Path) -> list[str]:
    """Every problem in one file (for tests); empty when it is fine."""
    try:
        validate_file(path)
    except CardDataError as exc:
        return exc.problems
    return []

