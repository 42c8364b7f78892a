"""Goofspiel's board: the prize on offer, the scores, who has bid, and the last bids revealed.

The only module of the game that imports Textual. It draws from the observation it is given
(what the viewing seat may know), never from the state: the rival's face-down bid shows only as
"has bid". Card names go into `rich.text.Text` as plain text, never as markup.

    Prize: 7 of Diamonds (7 points)    12 prizes face down
    You: 9 points   Bot (simple): 4 points
    Bids: You: bid the 8 of Spades; Bot (simple): has bid (face down)
    Last bids: You: Ace of Spades; Bot (simple): King of Hearts
"""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.core.engine import Observation
from tanuki_table.ui.widgets.board import BoardBase

from .state import GoofspielObservation


class Board(BoardBase):
    """The table as one seat sees it."""

    def compose(self) -> ComposeResult:
        yield Static(id="goofspiel-table")

    def show(self, obs: Observation) -> None:
        super().show(obs)
        self.query_one("#goofspiel-table", Static).update(self.table(cast(GoofspielObservation, obs)))

    def table(self, obs: GoofspielObservation) -> Text:
        """The lines of the table."""
        name, value = self.info.card, lambda card: self.info.card(card).value
        text = Text()
        if obs.prize is not None:
            text.append("Prize: ", style="bold")
            text.append(f"{name(obs.prize).name} ({value(obs.prize)} points)", style="bold yellow")
            text.append(f"    {obs.prizes_left} prizes face down\n")
        scores = "   ".join(f"{self.names[seat]}: {points} points" for seat, points in enumerate(obs.scores))
        text.append(scores + "\n")
        said = []
        for seat, made in enumerate(obs.bid_made):
            if seat == obs.player and obs.my_bid is not None:
                said.append(f"{self.names[seat]}: bid the {name(obs.my_bid).name}")
            else:
                said.append(f"{self.names[seat]}: {'has bid (face down)' if made else 'to bid'}")
        text.append("Bids: " + "; ".join(said) + "\n")
        if obs.last_bids:
            shown = "; ".join(f"{self.names[seat]}: {name(card).name}" for seat, card in enumerate(obs.last_bids))
            text.append(f"Last bids: {shown}")
        return text

    def card_text(self, card_id: str) -> str:
        """A card in hand: "Queen of Spades (12)"."""
        card = self.info.card(card_id)
        return f"{card.name} ({card.value})"

    def status_text(self, obs: Observation) -> str:
        """"Prize 3 of 13, 5 to 2"."""
        goof = cast(GoofspielObservation, obs)
        total = len(self.info.catalogue.prizes)
        number = total - goof.prizes_left if goof.prize is not None else total
        return f"Prize {number} of {total}, {goof.scores[0]} to {goof.scores[1]}"
