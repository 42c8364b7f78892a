"""The Pikmin TCG plug-in: everything the app may ask of the game (its parts load on first use)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.core.plugin import CardView, DeckRules, GameRules, Parts, Pile, SearchSettings

if TYPE_CHECKING:
    from .cards import PikminCatalogue
    from .state import State
    from .observation import PikminObservation


class PikminDecks(DeckRules):
    """Constructed decks: 40 to 60 cards, at most 5 of a name, at least one leader."""

    max_cards = 60

    def premade(self, game: GameRules[PikminCatalogue, Any, Any]) -> dict[str, list[str]]:
        return game.catalogue.premade()

    def problems(self, game: GameRules[PikminCatalogue, Any, Any], deck: Sequence[str],
                 variant: str | None = None) -> list[str]:
        return game.catalogue.deck_problems(list(deck))


class Pikmin(GameRules["PikminCatalogue", "State", "PikminObservation"]):
    """Pikmin TCG (rules and rulings in rules/pikmin.md)."""

    decks = PikminDecks()
    parts = Parts(labels=".labels:action_text", phase_names=".words:phase", field_names=".words:card_field",
                  evaluate=".views:evaluate")
    search = SearchSettings(depth=60, turns=4, seconds={"normal": 0.12, "hard": 0.6}, margin=0.05,
                            iterations={"normal": 40})
    """Rollouts end at the seat's fourth turn (a move does not end the turn); a game has many
    decisions per seat, hence the lower time caps; a smaller margin let free moves chase noise."""

    def card_view(self, card_id: str, obs: PikminObservation | None = None) -> CardView:
        return self.part(".views:card_view")(self.catalogue, card_id, obs)

    def public_piles(self, obs: PikminObservation) -> list[Pile]:
        return self.part(".views:public_piles")(obs)

    def table_cards(self, obs: PikminObservation) -> list[tuple[str, str]]:
        return self.part(".views:table_cards")(obs)
