"""Tacocat Spelled Backwards: the game state (rules/tacocat.md); the round's steps are in rounds.py.

Plain lists of card ids; hands stay sorted by rank. Simultaneous choices (the exchange on the
two-arrow space, the duel) stay pending until both players have chosen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence, cast

from tanuki_table.core import simultaneous
from tanuki_table.core.dealing import deal, world
from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.jsontypes import JSONObject

from . import actions as A
from .actions import TacocatAction
from .observation import build_observation
from . import rounds
from .rounds import Trick
from .story import STORY

if TYPE_CHECKING:
    from .cards import TacocatCatalogue
    from .plugin import Tacocat

__all__ = ["State"]

_STEPS = {"defend": rounds.answer, "sacrifice": rounds.answer, "attack": rounds.attack, "duel": rounds.duel}
"""The round step each kind of move makes (a pass or an exchange: `rounds.exchange`)."""
_ARROWS = {"yay": (0,), "wow": (1,), "both": (0, 1)}
"""The seats a space's arrow(s) point at."""


class State(GameState):
    """One game of Tacocat in progress."""

    info: Tacocat
    story = STORY

    def __init__(self, info: Tacocat, seed: int | None, variant: str = "standard") -> None:
        super().__init__(info, seed)
        catalogue: TacocatCatalogue = info.catalogue
        self.catalogue = catalogue
        """The card data (shared, never copied)."""
        self.rank = catalogue.rank
        self.hand_key = catalogue.hand_key
        board = catalogue.board
        self.spaces: list[int] = [s.number for s in board.spaces]
        self.arrows: list[list[int]] = [list(_ARROWS[s.arrow]) for s in board.spaces]
        self.goals: list[str] = list(board.goals)
        self.players = 2
        self.variant = variant
        self.shuffle = True
        self.order: list[str] = []
        """The deck order given (rebuilt each round when not shuffling)."""
        self.first_seat = 0
        """Who chooses first when the choice is simultaneous (two arrows)."""
        self.hands: list[list[str]] = [[], []]
        self.draw: list[str] = []
        """Draw pile, top card first."""
        self.discard: list[str] = []
        """This round's face-up discard pile, oldest first."""
        self.cat = catalogue.start
        self.covered = [False] * len(self.spaces)
        self.round = 0
        self.phase = "exchange"
        self.turn = 0
        self.choosers = [0, 1]
        """Order of the two decisions of the exchange and the duel this round."""
        self.step = 0
        """0 or 1: which chooser's decision is next."""
        self.together = True
        """Whether this round's exchange is simultaneous (two arrows)."""
        self.pending_exchange: list[list[int] | None] = [None, None]
        self.exchanged: list[int | None] = [None, None]
        self.pending_duel: list[str | None] = [None, None]
        self.last_duel: list[int] = []
        self.attacker: int | None = None
        self.attack: list[str] = []
        self.jumbo = ""
        self.answers: list[str] = []
        self.answer_kinds: list[str] = []
        self.last_trick: Trick | None = None
        self.last_reveal: list[int] = []
        self.round_winner: int | None = None
        self.won: int | None = None
        self.over = False

    # --- contract -------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def winner(self) -> int | None:
        return self.won

    def how_ended(self) -> str:
        """The cat reached a seat's goal."""
        return "goal"

    def _legal_actions(self) -> Sequence[Action]:
        hand = self.hands[self.turn]
        rank = self.rank
        phase = self.phase
        if phase == "play_defend":
            return A.defences(hand, rank, rank[self.attack[len(self.answers)]])
        if phase == "duel":
            return A.duels(hand, rank)
        ranks = tuple(map(rank.__getitem__, hand))
        if phase == "play_attack":
            return A.attacks(tuple(hand), ranks)
        cap = self.exchange_cap()
        return A.exchanges(ranks, cap) if cap else (A.pass_action(),)

    def exchange_cap(self) -> int:
        """The most the seat to move may exchange now: the second chooser of a one-arrow round
        may give at most as many as the first gave."""
        if self.together or self.step == 0:
            return len(self.hands[self.turn])
        return self.exchanged[self.choosers[0]] or 0

    def _apply(self, move: Action) -> None:
        action = cast(TacocatAction, move)
        _STEPS.get(action.kind, rounds.exchange)(self, action)

    observation = build_observation

    # --- copies ---------------------------------------------------------------------------
    can_sample_hidden = True

    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with everything `player` has seen: the other hand and the draw
        pile pooled and redealt by `rng`, sizes kept; the other's pending secret choice redrawn."""
        other = 1 - player
        copy = world(self, rng)
        hand, copy.draw = deal(rng, self.hands[other] + self.draw, len(self.hands[other]), len(self.draw))
        hand.sort(key=self.hand_key.__getitem__)
        copy.hands[other] = hand
        simultaneous.redraw(copy.pending_duel, player, lambda _: rng.choice(hand))
        simultaneous.redraw(copy.pending_exchange, player,
                            lambda old: sorted(copy.rank[c] for c in rng.sample(hand, len(old))))
        return copy

    # --- saving ---------------------------------------------------------------------------
    SAVED = (
        "variant", "shuffle", "order", "first_seat", "hands", "draw", "discard", "cat", "covered",
        "round", "phase", "turn", "choosers", "step", "together", "pending_exchange", "exchanged",
        "pending_duel", "last_duel", "attacker", "attack", "jumbo", "answers", "answer_kinds",
        "last_trick", "last_reveal", "round_winner", "won", "over",
    )

    def save_more(self, data: JSONObject) -> None:
        trick = self.last_trick
        data["last_trick"] = {} if trick is None else trick._asdict()

    @classmethod
    def blank(cls, info: Any, data: dict[str, Any]) -> State:
        return cls(info, None, data["variant"])

    def load_more(self, data: dict[str, Any]) -> None:
        trick = data["last_trick"]
        self.last_trick = None if not trick else Trick(
            int(trick["attacker"]), tuple(trick["attack"]), str(trick["jumbo"]), tuple(trick["answers"]),
            tuple(trick["answer_kinds"]), bool(trick["defended"]),
        )
        self.turn = data["turn"] if data["turn"] is not None else 0
