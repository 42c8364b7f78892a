"""`GameRules`, the one typed object a game declares, and the optional capabilities it may offer
(docs/engine-contract.md).

Imported at start-up (the picker reads the registry): no pydantic, no YAML, no Textual here."""

from __future__ import annotations

import functools
import importlib
import random
from abc import ABC, abstractmethod
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Mapping, NamedTuple, Protocol, Sequence, TypeVar

from tanuki_table.core.capabilities import GameCapabilities, ObservationT, SearchSettings, StateT
from tanuki_table.core.gameinfo import GameInfo
from tanuki_table.core.i18n import current_language, gettext

if TYPE_CHECKING:
    from tanuki_table.bots import Bot
    from tanuki_table.core.engine import Action, GameState, Observation
    from tanuki_table.ui.widgets.board import BoardBase

__all__ = ["Parts", "CardModel", "Catalogue", "CardView", "DeckRules", "GameRules", "PackRules", "Pile",
           "Place", "SearchSettings", "Stat"]


class CardModel(Protocol):
    """What every game's card model has (pydantic models with at least these fields)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class Catalogue(Protocol):
    """A game's validated card data: the app needs only `cards`."""

    @property
    def cards(self) -> Sequence[CardModel]: ...


BotFactory = Callable[..., "Bot"]


class Stat(NamedTuple):
    """One labelled number of a card: `Stat("ATK", 150, base=100, note="+50 Olimar")`."""

    label: str
    value: int | str
    base: int | str | None = None
    note: str = ""

    def text(self) -> str:
        """E.g. "ATK 150 (+50 Olimar)" or "DEF 700"."""
        if self.base is not None and self.base != self.value and self.note:
            return f"{self.label} {self.value} ({self.note})"
        return f"{self.label} {self.value}"


class CardView(NamedTuple):
    """A card as one viewer may read it, for the card inspector, the browser and the CLI."""

    id: str
    name: str
    kind: str = ""
    stats: tuple[Stat, ...] = ()
    text: tuple[str, ...] = ()
    flavour: str = ""
    face_down: bool = False
    """A face-down card: only `name` (e.g. "Face-down card") is set."""


class Place(str):
    """Where a card lies: the English string with "Player N" for its seat, plus the messages
    `mine` ("Your field · slot {slot}") and `theirs` ("{seat}'s field · slot {slot}") that `words` says
    it with on screen."""

    seat: int | None
    mine: str
    theirs: str
    fields: dict[str, object]

    def __new__(cls, mine: str, theirs: str = "", seat: int | None = None, **fields: object) -> Place:
        english = theirs.format(seat=f"Player {seat + 1}", **fields) if seat is not None else mine.format(**fields)
        place = super().__new__(cls, english)
        place.mine, place.theirs, place.seat, place.fields = mine, theirs, seat, fields
        return place

    def __getnewargs_ex__(self) -> tuple[tuple[str, str, int | None], dict[str, object]]:
        return (self.mine, self.theirs, self.seat), self.fields

    def words(self, names: Sequence[str] = ()) -> str:
        """The place in the app's language, its seat by its shown name in `names`."""
        from tanuki_table.core.grammar import YOU  # deferred: only screens word a place

        if self.seat is not None:
            seat = self.seat
            name = names[seat] if 0 <= seat < len(names) else gettext("Player {number}").format(number=seat + 1)
            if name != YOU:
                return gettext(self.theirs).format(seat=name, **self.fields)
        return gettext(self.mine).format(**self.fields)


class Pile(NamedTuple):
    """A pile anyone may look through (a graveyard, a trash, a discard pile)."""

    name: str
    """A `Place`, or plain English worded with `grammar.named_seats`."""
    owner: int | None
    cards: tuple[str, ...] = ()
    """Card ids, bottom first."""


class DeckRules(ABC):
    """Capability: players may bring decks (premade or built)."""

    @abstractmethod
    def premade(self, game: GameRules) -> dict[str, list[str]]:
        """Premade deck name -> card ids."""

    @abstractmethod
    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        """Why `deck` cannot be played in `variant` (None: the default); empty when it can."""

    def takes_decks(self, variant: str) -> bool:
        """Whether `variant` is played with chosen decks (False e.g. for a booster variant)."""
        return True

    choice: ClassVar[str] = "deck"
    """What a seat chooses: "deck", or "animal" (Animale Tattica)."""
    distinct: ClassVar[bool] = False
    """Whether no two seats may choose the same premade deck."""

    def named(self, game: GameRules, name: str) -> str | None:
        """The premade deck a typed name means (any case, accents optional), or None."""
        from tanuki_table.cards.folding import fold

        wanted = fold(name.strip())
        return next((key for key in self.premade(game) if fold(key) == wanted), None)

    max_cards: ClassVar[int] = 200


class PackRules(ABC):
    """Capability: booster packs."""

    variant: ClassVar[str | None] = None
    """The variant whose decks are dealt from packs, if any."""

    @abstractmethod
    def open(self, game: GameRules, rng: random.Random, seat: int = 0) -> list[str]:
        """One pack, in reveal order (commonest first, rarest last)."""


class Parts(NamedTuple):
    """Where a game's parts live: `"module:name"` paths relative to the game's package, imported
    on first use by `GameRules.part` (docs/engine-contract.md lists what each must be)."""

    cards: str = ".cards:load_catalogue"
    check: str = ".cards:validate_file"
    start: str = ".setup:new_game"
    state: str = ".state:State"
    board: str = ".board:Board"
    bots: Mapping[str, str] = MappingProxyType({"simple": ".bot:SimpleBot"})
    labels: str | None = None
    """`action_text(catalogue, action)`: an action's label in the app's language (None: as written)."""
    phase_names: str | None = None
    """`name(phase)`: a phase id in a language other than English (None: the id with spaces)."""
    field_names: str | None = None
    """`name(field, value)`: a card field's value in a language other than English (None: as written)."""
    evaluate: str | None = None
    """`evaluate(state, seat)`: a heuristic win chance of `seat` in [0, 1] (None: 0.5, no opinion)."""


CatalogueT = TypeVar("CatalogueT", bound=Catalogue)


class GameRules(GameInfo, GameCapabilities[StateT, ObservationT], ABC, Generic[CatalogueT, StateT, ObservationT]):
    """A game plug-in, generic over its catalogue, state and observation classes."""

    decks: ClassVar[DeckRules | None] = None
    packs: ClassVar[PackRules | None] = None
    parts: ClassVar[Parts] = Parts()

    def part(self, path: str) -> Any:
        """The object at `path` (`".module:name"`), imported on first use."""
        module, _, name = path.partition(":")
        return getattr(importlib.import_module(module, self.package), name)

    # --- cards -----------------------------------------------------------------------------------
    def load_catalogue(self, folder: Path) -> CatalogueT:
        """Read and validate the card files in `folder` (raises `CardDataError`)."""
        return self.part(self.parts.cards)(folder)

    def validate_file(self, path: Path) -> None:
        """Check one card file of this game (raises `CardDataError` listing every problem)."""
        self.part(self.parts.check)(path, self)

    @cached_property
    def catalogue(self) -> CatalogueT:
        """This game's validated card data, read on first use."""
        return self.load_catalogue(self.card_folder)

    def cards(self) -> list[Any]:
        """This game's card definitions."""
        return list(self.catalogue.cards)

    @cached_property
    def _card_index(self) -> dict[str, Any]:
        return {card.id: card for card in self.catalogue.cards}

    def card(self, card_id: str) -> Any:
        """One card definition by id (KeyError if unknown)."""
        return self._card_index[card_id]

    # --- play ------------------------------------------------------------------------------------
    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> StateT:
        """Start a game with checked arguments (`new_game` checks them first)."""
        return self.part(self.parts.start)(self, players, seed, variant, decks, shuffle, first_player)

    def restore(self, data: dict[str, Any]) -> StateT:
        """Rebuild a state from its `to_dict()` output (rng and log are restored by the caller)."""
        return self.part(self.parts.state).from_dict(self, data)

    def bots(self) -> Mapping[str, BotFactory]:
        """This game's own bots by name (at least `simple`)."""
        return {name: functools.partial(self.part(path), catalogue=self.catalogue)
                for name, path in self.parts.bots.items()}

    def board(self) -> type[BoardBase]:
        """The Textual widget that draws this game's table."""
        return self.part(self.parts.board)

    # --- optional: reading cards at the table ------------------------------------------------------
    def card_view(self, card_id: str, obs: ObservationT | None = None) -> CardView:
        """The card as the inspector shows it, with the modifiers in play for `obs.player` if given.
        The default lists the card model's plain fields."""
        card = self.card(card_id)
        stats = tuple(Stat(name.replace("_", " ").upper() if isinstance(value, int) else name, value)
                      for name, value in card.model_dump().items()
                      if name not in ("id", "name", "text", "flavour", "flavor")
                      and not isinstance(value, (list, dict)) and value is not None and value != "")
        text = getattr(card, "text", "") or ""
        return CardView(id=card.id, name=card.name, stats=stats, text=(text,) if text else ())

    def public_piles(self, obs: ObservationT) -> list[Pile]:
        """The piles anyone may look through, as `obs.player` sees them (default: none)."""
        return []

    def table_cards(self, obs: ObservationT) -> list[tuple[str, str]] | None:
        """(where, card id) per card on the table `obs.player` may read, hand and public piles left
        out; `where` is a `Place` or English with "Player N". None: the inspector reads `obs` itself."""
        return None

    # --- optional: a search bot's estimate ----------------------------------------------------------
    def evaluate(self, state: StateT, seat: int) -> float:
        """An estimated win chance of `seat` in `state` in [0, 1], where a search stops its rollout:
        `parts.evaluate`'s (default: 0.5, no opinion)."""
        if self.parts.evaluate is None:
            return super().evaluate(state, seat)
        return self.part(self.parts.evaluate)(state, seat)

    # --- optional: words in the app's language -----------------------------------------------------
    def action_text(self, action: Action) -> str:
        """An action's label in the app's language, by `parts.labels` (labels stay English in the
        actions; English, and the default: the label as written)."""
        if self.parts.labels is None or current_language() == "en":
            return action.label
        return self.part(self.parts.labels)(self.catalogue, action)

    def field_text(self, field: str, value: str) -> str:
        """A card field's value ("common", "fire") in the app's language, by `parts.field_names`
        (English, and the default: as written)."""
        if self.parts.field_names is None or current_language() == "en":
            return value
        return self.part(self.parts.field_names)(field, value)

    def phase_text(self, phase: str) -> str:
        """A phase id ("main_1") as a player reads it, by `parts.phase_names` (English, and the
        default: "main 1")."""
        if self.parts.phase_names is None or current_language() == "en":
            return phase.replace("_", " ")
        return self.part(self.parts.phase_names)(phase)

    # --- optional: moves that take several cards from the hand ------------------------------------
    def hand_cards(self, action: Action, obs: ObservationT) -> tuple[str, ...]:
        """The cards of `obs.player`'s hand that `action` takes (default: its `card_ids()` in the hand)."""
        hand = list(obs.hand)
        taken = []
        for card in action.card_ids():
            if card in hand:
                hand.remove(card)
                taken.append(card)
        return tuple(taken)

    def choice_key(self, card_id: str) -> str:
        """What makes two hand cards the same choice (default: the card's name)."""
        return str(self.card(card_id).name)
