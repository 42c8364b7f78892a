"""Goofspiel in its own words: every event the state emits (`self.emit(word, seat, ...)`), as a
sentence. The renderer does the grammar ("You bid", "Bot (simple) bids", "you take"). Each field
is typed once, in `fields` or `hidden`: `prize:card` shows the card's name, `first:seat` a seat's
name; `{points:point}` reads "1 point" or "13 points". `hidden` fields are the bidder's secret:
only the bidder reads the `secret` sentence; everyone else reads the public one.
"""

from __future__ import annotations

from tanuki_table.core.events import PHASE, RESULT, Say, Story

__all__ = ["STORY"]

_BIDS = "{first} {first:bids} the {a}, {second} the {b}"
_SHOWN = "first:seat a:card second:seat b:card prize:card"

STORY = Story(__package__, {
    "start": Say("Each player takes a suit; the prizes are shuffled face down.", kind=PHASE),
    "prize": Say("The prize: the {prize} ({points:point}).", fields="prize:card points", kind=PHASE),
    "bid": Say("{actor} {actor:bids} face down.", hidden="card:card",
               secret="{actor} {actor:bids} the {card} face down."),
    "taken": Say(_BIDS + ": {actor} {actor:takes} the {prize} ({points:point}).", fields=_SHOWN + " points",
                 kind=RESULT),
    "tie": Say(_BIDS + ": a tie, nobody takes the {prize}.", fields=_SHOWN, kind=RESULT),
    "won": Say("Game over, {a} to {b}: {actor} {actor:wins}!", fields="a b", kind=RESULT),
    "drawn": Say("Game over, {a} to {b}: a draw.", fields="a b", kind=RESULT),
}, important=("taken", "tie", "won", "drawn"))
"""The words, and the results that end a round or the game (play pauses on them by default)."""
