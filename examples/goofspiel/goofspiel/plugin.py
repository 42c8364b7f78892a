"""The Goofspiel plug-in: what the app, the bots, `sim` and the tests may ask of the game.

The registry imports this at start-up, so it stays cheap: `parts` names the modules that hold the
rules, the cards, the board and the bots, and `GameRules` imports each on first use. `card_data`
and `rulebook` say that the card files and the rules page live inside this package, so the
folder works as it is, installed as its own package or copied under `tanuki_table/games/`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.plugin import CardView, GameRules, Stat

if TYPE_CHECKING:
    from tanuki_table.core.engine import Observation

    from .cards import Catalogue
    from .state import State


class Goofspiel(GameRules):
    """Two players, one common prize deck, no deck building, no packs."""

    first_player_rule = "Player 1 bids first; bids stay face down until both are in"
    """Who starts, in words, for the setup dialog."""

    catalogue: Catalogue
    card_data = "card_data"
    rulebook = "rules.md"

    def card_view(self, card_id: str, obs: Observation | None = None) -> CardView:
        """A card for the inspector: its name and value."""
        card = self.catalogue.by_id[card_id]
        use = "Worth its value in points when you win it." if card_id in self.catalogue.prizes else \
            "Bid it for a prize: the higher bid takes the prize."
        return CardView(id=card.id, name=card.name, kind=f"{card.suit.capitalize()} · {card.value}",
                        stats=(Stat("Value", card.value),), text=(use,))

    def evaluate(self, state: State, seat: int) -> float:
        """For the search bots (`normal`, `hard`), where a rollout stops early: `seat`'s chance to
        win in [0, 1], guessed from the points lead (all 91 prize points: the lead is decisive)."""
        if state.is_over:
            return 0.5 if state.winner is None else float(state.winner == seat)
        lead = state.scores[seat] - state.scores[1 - seat]
        return 0.5 + lead / 182
