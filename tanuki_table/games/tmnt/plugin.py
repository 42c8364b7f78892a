"""The TMNT TCG plug-in: everything the app may ask of this game (see tanuki_table/core/plugin.py).

Imported at start-up, so it imports no pydantic, YAML or Textual: its parts live where `Parts`
expects them and the base class imports each on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tanuki_table.core.i18n import N_
from tanuki_table.core.plugin import CardView, DeckRules, GameRules, Parts, Pile, Place, SearchSettings

if TYPE_CHECKING:

    from .cards import TmntCatalogue
    from .state import State
    from .observation import TmntObservation


class TmntDecks(DeckRules):
    """Premade decks and the deck rules (exact size, copy limit by name)."""

    max_cards = 60

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        return game.catalogue.premade()

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        return game.catalogue.deck_problems(list(deck))


class Tmnt(GameRules["TmntCatalogue", "State", "TmntObservation"]):
    """TMNT TCG: two seats, decks of our own design, the deck is your life."""

    decks = TmntDecks()
    parts = Parts(labels=".labels:action_text", phase_names=".words:phase_text", field_names=".words:card_field",
                  evaluate=".views:evaluate")

    search = SearchSettings(depth=24)
    """24-move rollouts scored as well as 60 and cost less; `hard`'s tree keeps the seat's own moves
    to the turn's end (with the rival's face-down cards in the tree it scored worse)."""

    def card_view(self, card_id: str, obs: TmntObservation | None = None) -> CardView:
        return self.part(".views:card_view")(self.catalogue, card_id, obs)

    def public_piles(self, obs: TmntObservation) -> list[Pile]:
                # TRANSLATORS: the reader's own Trash, in the card inspector
        return [Pile(name=Place(N_("Trash · You"), N_("Trash · {seat}"), seat), owner=seat, cards=tuple(cards))
                for seat, cards in enumerate(obs.trash)]

    def table_cards(self, obs: TmntObservation) -> list[tuple[str, str]]:
        """The Block Zones slot by slot (the cards you may read), the Item and Attack Zones."""
        rows: list[tuple[str, str]] = [
            (Place(N_("Your Block Zone {slot}"), N_("{seat}'s Block Zone {slot}"), seat, slot=slot + 1), view.id)
            for seat, zone in enumerate(obs.block) for slot, view in enumerate(zone)
            if view is not None and view.id is not None]
        zones = ((obs.items, N_("Your Item Zone"), N_("{seat}'s Item Zone")),
                 (obs.attack_zone, N_("Your Attack Zone"), N_("{seat}'s Attack Zone")))
        for zone, mine, theirs in zones:
            rows += [(Place(mine, theirs, seat), c) for seat, cards in enumerate(zone) for c in cards]
        return rows
