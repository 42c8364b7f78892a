"""The one typed object a game declares: `GameRules`, and the optional capabilities it may offer.

A game's package (`tanuki_table/games/<id>/`) has a `plugin.py` defining a subclass of
`GameRules`, and its `__init__.py` creates the one instance, writing the id once:

    from .plugin import Tacocat
    GAME = Tacocat(id="tacocat", title=..., blurb=..., description=..., variants=(...),
                   package=__name__)

`get_game(id)` returns that instance. Everything the app, the bots, `sim` and the tests may ask of
a game goes through it: the cheap metadata (`GameInfo`), the card catalogue read from
`card_data/<id>/` or from the plug-in package's own folder (`GameInfo.card_data`; `catalogue`,
`cards()`, `card()`), `new_game`, `state_from_json`, `validate_file`, the bots, the board
widget, and the optional capabilities below. A capability a
game does not have is `None` (decks, packs) or an empty answer (public piles), and the picker, the
CLI and the deck builder offer only what a game has. Nothing looks a game's functions up by name.

This module is imported at start-up (the picker reads the registry), so it imports no pydantic,
no YAML and no Textual; plug-ins import their rules modules inside methods for the same reason.
"""

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

if TYPE_CHECKING:
    from tanuki_table.bots import Bot
    from tanuki_table.core.engine import Action, GameState, Observation
    from tanuki_table.ui.widgets.board import BoardBase

__all__ = [
    "Parts",
    "CardModel",
    "Catalogue",
    "CardView",
    "DeckRules",
    "GameRules",
    "PackRules",
    "Pile",
    "Place",
    "SearchSettings",
    "Stat",
]


class CardModel(Protocol):
    """What every game's card model has (pydantic models with at least these fields)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class Catalogue(Protocol):
    """A game's validated card data: the cards, plus whatever rule data its files hold.

    Each game defines its own catalogue class (typed fields for decks, boosters, zone sizes...);
    the app needs only `cards`.
    """

    @property
    def cards(self) -> Sequence[CardModel]: ...


BotFactory = Callable[..., "Bot"]
"""Builds a bot: `factory(seed=..., game_id=...)`."""


class Stat(NamedTuple):
    """One labelled number of a card: `Stat("ATK", 150, base=100, note="+50 Olimar")`.

    `Stat`, `CardView` and `Pile` are named tuples, not frozen dataclasses: every plug-in imports
    them at start-up, where named tuples cost far less."""

    label: str
    value: int | str
    base: int | str | None = None
    """The printed value when a modifier changes it (None: unmodified)."""
    note: str = ""
    """Where the modifier comes from, e.g. "+50 Olimar"."""

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
    """Type line: "Monster · Fire · Rare", "Attack · Wind · Forceful"."""
    stats: tuple[Stat, ...] = ()
    text: tuple[str, ...] = ()
    """Rules text in words (generated from the effect data where cards have effects)."""
    flavour: str = ""
    face_down: bool = False
    """A face-down card the viewer may not read: only `name` (e.g. "Face-down card") is set."""


class Place(str):
    """Where a card lies, as the card inspector names it (`GameRules.table_cards`, a public
    `Pile`'s name), whole in every language (issue 51).

    The string itself is the place in English with "Player N" for its seat ("Player 2's field ·
    slot 1"): what tests, the inspector's starting row and `grammar.named_seats` read. `words`
    says it as a screen shows it, from whole messages marked with `N_` where the place is made:
    `theirs` with the seat's shown name ("{seat}'s field · slot {slot}"), or `mine` when that seat
    is the reader's own (its name is `grammar.YOU`: "Your field · slot {slot}"). A place of no
    seat is `mine` alone ("Your hand", "Discard pile"). The other fields fill both messages.

        Place(N_("Your field · slot {slot}"), N_("{seat}'s field · slot {slot}"), seat=1, slot=2)
    """

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
        """The place in the app's language, its seat by its shown name (`names`, the reader's as
        `grammar.YOU`; "Player N" in the app's language when `names` has none for it)."""
        from tanuki_table.core.grammar import YOU  # deferred: only screens word a place
        from tanuki_table.core.i18n import gettext

        if self.seat is None:
            return gettext(self.mine).format(**self.fields)
        name = names[self.seat] if 0 <= self.seat < len(names) else gettext("Player {number}").format(number=self.seat + 1)
        if name == YOU:
            return gettext(self.mine).format(**self.fields)
        return gettext(self.theirs).format(seat=name, **self.fields)


class Pile(NamedTuple):
    """A pile anyone may look through (a graveyard, a trash, a discard pile)."""

    name: str
    """Its name: a `Place` (worded in the app's language with the seats' names), or plain English
    that the inspector words with `grammar.named_seats`."""
    owner: int | None
    """The seat it belongs to, or None for a shared pile."""
    cards: tuple[str, ...] = ()
    """Card ids, bottom first (the last one is on top)."""


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
    """What a seat chooses with this capability, in words: "deck", or "animal" (Animale Tattica,
    whose premade decks are the animals' armies; `play --animal` names one)."""
    distinct: ClassVar[bool] = False
    """Whether no two seats may choose the same premade deck (each seat a different animal)."""

    def named(self, game: GameRules, name: str) -> str | None:
        """The premade deck a typed name means (any case, accents optional), or None."""
        from tanuki_table.cards.folding import fold

        wanted = fold(name.strip())
        return next((key for key in self.premade(game) if fold(key) == wanted), None)

    max_cards: ClassVar[int] = 200
    """The most cards a deck file or the deck builder may hold for this game."""


class PackRules(ABC):
    """Capability: booster packs."""

    variant: ClassVar[str | None] = None
    """The variant whose decks are dealt from packs, if any."""

    @abstractmethod
    def open(self, game: GameRules, rng: random.Random, seat: int = 0) -> list[str]:
        """One pack, in reveal order (commonest first, rarest last)."""


class Parts(NamedTuple):
    """Where a game's parts live: `"module:name"` paths relative to the game's package.

    The plug-in declares them (`parts = Parts(start=".setup:new_game")`); `GameRules` imports each
    on first use, in `part()`, the one place where start-up is kept light: the registry and the
    picker import every plug-in, and none of them may pull in pydantic, YAML, the rules or Textual.
    """

    cards: str = ".cards:load_catalogue"
    """`load(folder) -> catalogue`: read and validate the card files (raises `CardDataError`)."""
    check: str = ".cards:validate_file"
    """`check(path, game) -> None`: validate one card file (raises `CardDataError`)."""
    start: str = ".setup:new_game"
    """`start(game, players, seed, variant, decks, shuffle, first_player) -> state`, with checked
    arguments (docs/engine-contract.md)."""
    state: str = ".state:State"
    """The `GameState` class; its `from_dict(game, data)` restores a save."""
    board: str = ".board:Board"
    """The Textual widget that draws the table (the only part that imports Textual)."""
    bots: Mapping[str, str] = MappingProxyType({"simple": ".bot:SimpleBot"})
    """Bot name -> bot class, built as `cls(seed, game_id, catalogue=game.catalogue)`."""


CatalogueT = TypeVar("CatalogueT", bound=Catalogue)
"""A game's own catalogue class (`GameRules[TPCatalogue]`): `game.catalogue` has its type."""


class GameRules(GameInfo, GameCapabilities[StateT, ObservationT], ABC, Generic[CatalogueT, StateT, ObservationT]):
    """A game plug-in: metadata, everything the app may ask of it, its `GameCapabilities`.
    Generic over the game's catalogue, state and observation classes
    (`GameRules["TacocatCatalogue", "State", "TacocatObservation"]`), so a plug-in reads its own
    observation's fields by name."""

    decks: ClassVar[DeckRules | None] = None
    """Deck building and premade decks, or None."""
    packs: ClassVar[PackRules | None] = None
    """Booster packs, or None."""
    parts: ClassVar[Parts] = Parts()
    """Where the rules, the cards, the board and the bots live (imported on first use)."""

    def part(self, path: str) -> Any:
        """The object at `path` (`".module:name"`, relative to this game's package), imported on
        first use: the plug-in itself stays cheap to import."""
        module, _, name = path.partition(":")
        return getattr(importlib.import_module(module, self.package), name)

    # --- cards -----------------------------------------------------------------------------------
    def load_catalogue(self, folder: Path) -> CatalogueT:
        """Read and validate the card files in `folder` (raises `CardDataError`)."""
        catalogue: CatalogueT = self.part(self.parts.cards)(folder)
        return catalogue

    def validate_file(self, path: Path) -> None:
        """Check one card file of this game (raises `CardDataError` listing every problem)."""
        self.part(self.parts.check)(path, self)

    @cached_property
    def catalogue(self) -> CatalogueT:
        """This game's validated card data, read once per plug-in instance on first use."""
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
    def start(
        self,
        players: int,
        seed: int | None,
        variant: str,
        decks: list[list[str]] | None,
        shuffle: bool,
        first_player: int | None,
    ) -> StateT:
        """Start a game with checked arguments (`new_game` checks them first)."""
        state: StateT = self.part(self.parts.start)(self, players, seed, variant, decks, shuffle, first_player)
        return state

    def restore(self, data: dict[str, Any]) -> StateT:
        """Rebuild a state from its `to_dict()` output (rng and log are restored by the caller)."""
        state: StateT = self.part(self.parts.state).from_dict(self, data)
        return state

    def bots(self) -> Mapping[str, BotFactory]:
        """This game's own bots by name (at least `simple`); `random` is shared."""
        return {name: functools.partial(self.part(path), catalogue=self.catalogue)
                for name, path in self.parts.bots.items()}

    def board(self) -> type[BoardBase]:
        """The Textual widget that draws this game's table (imported on first use)."""
        return self.part(self.parts.board)

    # --- optional: reading cards at the table ------------------------------------------------------
    def card_view(self, card_id: str, obs: ObservationT | None = None) -> CardView:
        """The card as the inspector shows it; with `obs`, with the modifiers in play for
        `obs.player`'s view ("Player N" in its text becomes the seat's name on screen:
        `grammar.named_seats`). The default lists the card model's plain fields."""
        card = self.card(card_id)
        stats = []
        for name, value in card.model_dump().items():
            if name in ("id", "name", "text", "flavour", "flavor") or isinstance(value, (list, dict)):
                continue
            if value is not None and value != "":
                stats.append(Stat(name.replace("_", " ").upper() if isinstance(value, int) else name, value))
        text = getattr(card, "text", "") or ""
        return CardView(id=card.id, name=card.name, stats=tuple(stats), text=(text,) if text else ())

    def public_piles(self, obs: ObservationT) -> list[Pile]:
        """The piles anyone may look through, as `obs.player` sees them (default: none)."""
        return []

    def table_cards(self, obs: ObservationT) -> list[tuple[str, str]] | None:
        """(where, card id) for each card on the table `obs.player` may read, one row per card
        (two copies are two rows), the hand and the public piles left out. `where` is a `Place`
        (said in the app's language with the seats' names), or plain English in which "Player N"
        becomes the seat's name. None (the default): the inspector finds them in `obs` itself."""
        return None

    # --- optional: words in the app's language -----------------------------------------------------
    def action_text(self, action: Action) -> str:
        """An action's label as a player reads it, in the app's language (issue 51). Labels stay
        English in the actions (fixed formats that tests, traces and plain mode's typed moves read;
        an action is often built once and shared), so a game translates here, where a screen draws
        the label. The default: the label itself."""
        return action.label

    def field_text(self, field: str, value: str) -> str:
        """A card field's value (a card file's word: "common", "fire", "character") as the deck
        builder's chart shows it in the app's language. The default, and English: as written."""
        return value

    def phase_text(self, phase: str) -> str:
        """A phase id (an observation's `phase`: "main_1", "attack_counter") as a player reads it in
        the app's language: plain mode's "Phase: ...", the hot-seat handover's title. English (and
        this default) gives the id with spaces ("main 1"); a game translates from its own words."""
        return phase.replace("_", " ")

    # --- optional: moves that take several cards from the hand ------------------------------------
    def hand_cards(self, action: Action, obs: ObservationT) -> tuple[str, ...]:
        """The cards of `obs.player`'s hand that `action` takes (a move taking two or more is
        offered for the cards the player selects, not listed subset by subset: `choices`). The
        default: the action's `card_ids()` that are in the hand."""
        hand = list(obs.hand)
        taken = []
        for card in action.card_ids():
            if card in hand:
                hand.remove(card)
                taken.append(card)
        return tuple(taken)

    def choice_key(self, card_id: str) -> str:
        """What makes two hand cards the same choice when matching a selection to a move (the
        default: the card's name; a game where only ranks matter gives the rank)."""
        return str(self.card(card_id).name)
