"""Goofspiel's `simple` bot: bid about as high as the prize is worth.

Like every bot it reads only its observation and the legal actions (never the state).
"""

from __future__ import annotations

from typing import Sequence, cast

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, Observation

from .cards import Catalogue
from .state import Bid, GoofspielObservation


class SimpleBot(Bot):
    """Bids the card whose value is closest to the prize's (the lower one on a tie)."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: Catalogue) -> None:
        super().__init__(seed, game_id)
        self.value = catalogue.value
        """A card's value, from the catalogue the bot was built with."""

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        obs = cast(GoofspielObservation, observation)
        target = self.value(obs.prize) if obs.prize else 0
        return min(legal_actions, key=lambda a: (abs(self.value(cast(Bid, a).card) - target),
                                                 self.value(cast(Bid, a).card)))
