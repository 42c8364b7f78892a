"""The Tanuki Panic plug-in: everything the app may ask of this game (its parts load on first use)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Sequence

from tanuki_table.core.i18n import N_, current_language
from tanuki_table.core.plugin import CardView, DeckRules, GameRules, PackRules, Pile, Place, SearchSettings

if TYPE_CHECKING:
    from tanuki_table.core.engine import Action, Observation

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

    def field_text(self, field: str, value: str) -> str:
        """A card field's value in the app's language (the deck chart's "Pospolita"); English as written."""
        if current_language() == "en":
            return value
        from . import words  # deferred: only the deck builder's chart asks

        return words.rarity(value) if field == "rarity" else value

    def phase_text(self, phase: str) -> str:
        """The phase in the app's language ("メイン1"); English as the id with spaces."""
        if current_language() == "en":
            return super().phase_text(phase)
        from .words import phase as phase_name  # deferred: only screens and plain mode name a phase

        return phase_name(phase)

    def action_text(self, action: Action) -> str:
        """The label in the app's language (labels.py)."""
        from .labels import action_text  # deferred: only screens draw labels

        return action_text(self.catalogue, action)

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic chance in [0, 1] that `seat` wins (for a search bot's depth cap)."""
        share: float = self.part(".views:evaluate")(state, seat)
        if state.is_over or state.rules.empty_deck != "lose" or state.phase == "setup":
            return share
        # the deck-out clock: the first seat to start a turn with an empty deck loses (nearer weighs more)
        active = state.active
        fatal = [2 * len(state.decks[s]) + (1 if s != active else 2) for s in (0, 1)]
        near = min(fatal)
        clock_winner = 1 if fatal[0] < fatal[1] else 0
        weight = math.exp(-near / 8.0)
        return (1.0 - weight) * share + weight * (1.0 if clock_winner == seat else 0.0)
