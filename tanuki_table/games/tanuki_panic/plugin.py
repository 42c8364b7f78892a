"""The Tanuki Panic plug-in: everything the app may ask of this game (its parts load on first use)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from tanuki_table.core.i18n import N_
from tanuki_table.core.plugin import CardView, DeckRules, GameRules, PackRules, Parts, Pile, Place, SearchSettings

if TYPE_CHECKING:
    from .cards import TPCatalogue
    from .state import State
    from .observation import TPObservation


class TPDecks(DeckRules):
    """Premade decks and deck legality (standard: 40+ cards, at most 3 copies; else 5+ cards)."""

    max_cards = 200

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        return dict(game.catalogue.premade())

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        return list(game.catalogue.deck_problems(list(deck), variant))

    def takes_decks(self, variant: str) -> bool:
        # the booster game deals each seat a pack (a chosen deck of 5+ cards is still legal there)
        return variant != "booster"


class TPPacks(PackRules):
    """Booster packs from the rarity table in `booster.yaml`."""

    variant = "booster"

    def open(self, game: GameRules, rng: random.Random, seat: int = 0) -> list[str]:
        return game.part(".setup:open_pack")(game.catalogue, rng, seat)


class TanukiPanic(GameRules["TPCatalogue", "State", "TPObservation"]):
    """Tanuki Panic TCG."""

    decks = TPDecks()
    packs = TPPacks()
    parts = Parts(labels=".labels:action_text", phase_names=".words:phase", field_names=".words:card_field",
                  evaluate=".views:evaluate")

    search = SearchSettings(depth=60, seconds={"hard": 0.65})
    """60-move rollouts: a whole turn and more (the shared 24 often stop inside the seat's own turn)."""

    def card_view(self, card_id: str, obs: TPObservation | None = None) -> CardView:
        return self.part(".views:card_view")(self, card_id, obs)

    def public_piles(self, obs: TPObservation) -> list[Pile]:
        return [Pile(name=Place(N_("Your Graveyard"), N_("{seat}'s Graveyard"), seat), owner=seat, cards=tuple(cards))
                for seat, cards in enumerate(obs.graveyard)]

    def table_cards(self, obs: TPObservation) -> list[tuple[str, str]]:
        """Every face-up (or own) monster, by seat and slot."""
        return [(Place(N_("Your field · slot {slot}"), N_("{seat}'s field · slot {slot}"), seat, slot=slot + 1), cell.card)
                for seat, row in enumerate(obs.field) for slot, cell in enumerate(row)
                if cell is not None and cell.card is not None]
