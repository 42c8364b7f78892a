"""Goofspiel's rules: the action, the observation, the game state and how a game starts.

Each prize is one round: the prize card is turned face up, both players bid one card from their
hand face down, one after the other (the shared `simultaneous` helper keeps the first bid hidden
until the second is in), then both bids are revealed together and the higher bid takes the prize.
A tie takes nothing. After 13 prizes the higher score wins (rules.md).

The state is plain lists of card ids, so saving (`SAVED`), copying (`clone`) and sampling what a
seat cannot see (`sample_hidden`) need no code of their own beyond what is here.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, cast

from tanuki_table.core import simultaneous
from tanuki_table.core.engine import Action, GameState, Observation, observe

from .story import STORY

if TYPE_CHECKING:
    from .cards import Catalogue
    from .plugin import Goofspiel

__all__ = ["Bid", "GoofspielObservation", "State"]


class Bid(Action):
    """Bid one card of your hand for the prize (kind `bid`)."""

    card: str

    def card_ids(self) -> tuple[str, ...]:
        return (self.card,)


@cache
def bid(card: str, name: str) -> Bid:
    """The bid of `card`, built once (legal-action lists reuse the same objects)."""
    return Bid(kind="bid", label=f"Bid the {name}", card=card)


class GoofspielObservation(Observation):
    """What one seat may know: the prize, the scores, its own bid, and who has bid."""

    prize: str | None
    """The prize card being bid for (None once the game is over)."""
    prizes_left: int
    """Prize cards still face down."""
    scores: list[int]
    """Points taken by each seat."""
    taken: list[list[str]]
    """The prize cards each seat has taken, in order."""
    bid_made: list[bool]
    """Whether each seat has bid for this prize (the bid itself stays hidden)."""
    my_bid: str | None
    """This seat's own face-down bid, while it waits for the other."""
    last_bids: list[str]
    """The two bids revealed for the last prize, by seat (empty before the first)."""


class State(GameState):
    """One game of Goofspiel in progress."""

    info: Goofspiel
    story = STORY
    """The game's words: what `emit` writes to the log (story.py)."""

    SAVED = ("hands", "prizes", "prize", "bids", "scores", "taken", "last_bids", "first", "turn", "over")
    """Everything a save holds (all plain lists and values: `to_dict`/`from_dict` come free)."""

    def __init__(self, info: Goofspiel, seed: int | None) -> None:
        super().__init__(info, seed)
        self.hands: list[list[str]] = [[], []]
        """Each seat's cards, lowest first (a face-down bid stays in the hand until revealed)."""
        self.prizes: list[str] = []
        """The face-down prize deck, top card first."""
        self.prize: str | None = None
        """The prize on offer now."""
        self.bids: list[str | None] = simultaneous.empty(2)
        """The face-down bids for this prize (see `tanuki_table.core.simultaneous`)."""
        self.scores = [0, 0]
        self.taken: list[list[str]] = [[], []]
        self.last_bids: list[str] = []
        self.first = 0
        """The seat that bids first for every prize."""
        self.turn = 0
        """The seat whose bid is awaited."""
        self.over = False

    @property
    def catalogue(self) -> Catalogue:
        """The card data: the plug-in's, shared by every copy (`clone` copies the state, not it)."""
        return self.info.catalogue

    # --- the contract ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    # `is_over` comes from the base class: it reads `self.over`

    @property
    def winner(self) -> int | None:
        if not self.over or self.scores[0] == self.scores[1]:
            return None
        return 0 if self.scores[0] > self.scores[1] else 1

    def _legal_actions(self) -> list[Action]:
        name = self.catalogue.by_id
        return [bid(card, name[card].name) for card in self.hands[self.turn]]

    def _apply(self, action: Action) -> None:
        card = cast(Bid, action).card
        seat = self.turn
        simultaneous.choose(self.bids, seat, card)
        self.emit("bid", seat, hidden=(card,))
        if seat == self.first:
            self.turn = 1 - seat
        else:
            self._reveal()

    def observation(self, player: int) -> GoofspielObservation:
        return observe(
            GoofspielObservation, self, player, phase="bid",
            hand=list(self.hands[player]), hand_sizes=[len(h) for h in self.hands],
            prize=self.prize, prizes_left=len(self.prizes), scores=list(self.scores),
            taken=[list(t) for t in self.taken], bid_made=simultaneous.chosen(self.bids),
            my_bid=simultaneous.own(self.bids, player), last_bids=list(self.last_bids),
        )

    # --- the rules ------------------------------------------------------------------------------
    def _reveal(self) -> None:
        """Both bids shown together: the higher takes the prize; a tie takes nothing."""
        shown = cast("list[str]", simultaneous.reveal(self.bids))
        for seat, card in enumerate(shown):
            self.hands[seat].remove(card)
        self.last_bids = shown
        prize = cast(str, self.prize)
        value = self.catalogue.value
        high = [value(card) for card in shown]
        told = (0, shown[0], 1, shown[1], prize)  # the fields of `tie` and `taken` in story.py
        if high[0] == high[1]:
            self.emit("tie", None, *told)
        else:
            seat = 0 if high[0] > high[1] else 1
            self.scores[seat] += value(prize)
            self.taken[seat].append(prize)
            self.emit("taken", seat, *told, value(prize))
        self._next_prize()

    def _next_prize(self) -> None:
        """Turn the next prize face up, or end the game when there is none."""
        if not self.prizes:
            self.prize, self.over = None, True
            winner = self.winner
            self.emit("drawn" if winner is None else "won", winner, *self.scores)
            return
        self.prize = self.prizes.pop(0)
        self.turn = self.first
        self.emit("prize", None, self.prize, self.catalogue.value(self.prize))

    # --- what a search bot needs -------------------------------------------------------------------
    can_sample_hidden = True

    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A copy consistent with everything `player` has seen, the rest drawn anew with `rng`.

        Hidden from `player`: the order of the face-down prizes (reshuffled) and the other seat's
        bid when it is made but not yet revealed (drawn again from that seat's hand). Both hands
        are known (every card played was revealed), so they stay. The copy's own generator is
        reseeded from `rng`, so it never shares the true game's future.
        """
        world = cast(State, self.clone())
        world.prizes.sort()  # the true order must not show through: sort, then shuffle
        rng.shuffle(world.prizes)
        other = world.hands[1 - player]
        simultaneous.redraw(world.bids, player, lambda _old: other[rng.randrange(len(other))])
        world.rng = random.Random(rng.getrandbits(32))
        return world
