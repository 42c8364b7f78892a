"""A registered game's metadata and the checks every `new_game` makes; cheap to import."""

from __future__ import annotations

import importlib
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from tanuki_table.core.i18n import N_
from tanuki_table.errors import SaveError, SetupError

if TYPE_CHECKING:
    from tanuki_table.core.engine import GameState
    from tanuki_table.core.plugin import CardModel

FORMAT_VERSION = 1


class GameInfo:
    """A registered game: cheap metadata, with its rules module imported on first use."""

    card_data: ClassVar[str | None] = None
    """The card data folder relative to the package folder; None: the shared `card_data/<id>/`."""
    rulebook: ClassVar[str | None] = None
    """The rules page relative to the package folder; None: the shared `rules/<id>.md`."""

    def __init__(self, id: str, title: str, blurb: str, description: str, variants: Sequence[str],
                 min_players: int = 2, max_players: int = 2, package: str | None = None,
                 first_player_rule: str | None = None, variant_titles: dict[str, str] | None = None,
                 variant_descriptions: dict[str, str] | None = None, order: int = 100) -> None:
        self.id = id
        self.title = title
        self.blurb = blurb
        """One line for the picker."""
        self.description = description
        self.variants = list(variants)
        """Variant names; the first is the default."""
        self.min_players = min_players
        self.max_players = max_players
        self.package = package or f"tanuki_table.games.{id}"
        self.first_player_rule: str = first_player_rule or str(getattr(type(self), "first_player_rule", N_("decided by a coin flip")))
        """Who starts when the setup leaves it to the game's rule, in words."""
        self.variant_titles = dict(variant_titles or {})
        self.variant_descriptions = dict(variant_descriptions or {})
        self.order = order
        """Place in the menu (lower first; then by id)."""

    def variant_title(self, variant: str) -> str:
        """A variant as people call it: "Tie to arrow" for `tie_to_arrow`."""
        return self.variant_titles.get(variant) or variant.replace("_", " ").capitalize()

    def variant_description(self, variant: str) -> str:
        """What `variant` is, in one line (empty when the game says nothing of it)."""
        return self.variant_descriptions.get(variant, "")

    def __repr__(self) -> str:
        return f"<GameInfo {self.id}>"

    def own_file(self, relative: str) -> Path:
        """A file or folder inside the game's package folder."""
        module = importlib.import_module(self.package)
        return Path(str(module.__file__)).parent / relative

    @cached_property
    def card_folder(self) -> Path:
        """Where the card files are (see `card_data`)."""
        if self.card_data is not None:
            return self.own_file(self.card_data)
        from tanuki_table.cards.data import card_data_dir

        return card_data_dir(self.id)

    @property
    def rules_file(self) -> Path:
        """The rules page in markdown (see `rulebook`)."""
        if self.rulebook is not None:
            return self.own_file(self.rulebook)
        from tanuki_table.cards.data import rules_path

        return rules_path(self.id)

    def rules_file_in(self, language: str) -> Path:
        """The rules page in `language` (`tacocat.pl.md` beside `tacocat.md`), else the English one."""
        english = self.rules_file
        if language and language != "en":
            translated = english.with_name(f"{english.stem}.{language}{english.suffix}")
            if translated.is_file():
                return translated
        return english

    _cards: list[CardModel] | None = None
    """Card definitions given directly (test doubles); `GameRules` reads its own from card files."""

    def cards(self) -> list[CardModel]:
        if self._cards is None:
            raise NotImplementedError(f"{self.id} is not a GameRules plug-in: it has no card files")
        return list(self._cards)

    def new_game(self, players: int = 2, seed: int | None = None, variant: str | None = None,
                 decks: list[list[str]] | None = None, shuffle: bool = True,
                 first_player: int | None = None) -> GameState:
        """Start a game; bad arguments raise `SetupError` naming the problem."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            span = f"{self.min_players}" if self.min_players == self.max_players else f"{self.min_players}-{self.max_players}"
            raise SetupError(f"{self.title} is for {span} players, not {players!r}")
        variant = self.variants[0] if variant is None else variant
        if variant not in self.variants:
            raise SetupError(f"unknown variant {variant!r} for {self.id}; known: {', '.join(self.variants)}")
        if first_player is not None and (not isinstance(first_player, int) or not 0 <= first_player < players):
            raise SetupError(f"first_player must be a seat from 0 to {players - 1}, not {first_player!r}")
        if decks is not None:
            if not isinstance(decks, (list, tuple)) or not all(isinstance(d, (list, tuple)) for d in decks):
                raise SetupError("decks must be a list of lists of card ids")
            known = {c.id for c in self.cards()}
            for seat, deck in enumerate(decks):
                unknown = sorted({str(c) for c in deck if c not in known})
                if unknown:
                    raise SetupError(f"deck {seat + 1}: unknown card id(s): {', '.join(unknown)}")
        return self.start(players, seed, variant, decks, shuffle, first_player)

    def start(self, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
              shuffle: bool, first_player: int | None) -> GameState:
        """Start a game with checked arguments (`GameRules` implements it)."""
        raise NotImplementedError

    def restore(self, data: dict[str, Any]) -> GameState:
        """Rebuild a state from `to_dict()` output (`GameRules` implements it)."""
        raise NotImplementedError

    def state_from_json(self, text: str) -> GameState:
        """Rebuild a state saved with `to_json()`; a bad text raises `SaveError`."""
        import json

        from tanuki_table.core.events import load

        try:
            data = json.loads(text)
            if data.get("game") != self.id:
                raise SaveError(f"this save is for {data.get('game')!r}, not {self.id!r}")
            if data.get("format") != FORMAT_VERSION:
                raise SaveError(f"save format {data.get('format')!r} is not {FORMAT_VERSION}")
            state = self.restore(data["state"])
            version, internal, gauss = data["rng"]
            state.rng.setstate((version, tuple(internal), gauss))
            state.seed = data.get("seed")
            story = getattr(state, "story", None)
            state.log = [load(event, story) for event in data["log"]]
            return state
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            raise SaveError(f"not a readable {self.id} save: {exc}") from exc
