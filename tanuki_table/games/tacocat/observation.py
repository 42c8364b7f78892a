"""What one Tacocat seat may see: the board, its own hand, the public table and nothing pending.

A simultaneous choice (the exchange on the two-arrow space, a duel card) is shown only to the
seat that made it (`my_exchange`, `my_duel`); the other seat sees only that a choice was made.
Everything played face up this round (exchanged cards, duel cards, attacks, answers, the final
reveal) is in the public `discard` pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tanuki_table.core import simultaneous
from tanuki_table.core.engine import Observation, observe

if TYPE_CHECKING:
    from .state import State


class TrickView(BaseModel):
    """A finished trick, as everyone saw it (the fields as `TacocatObservation`'s of the same names)."""

    model_config = ConfigDict(frozen=True)

    attacker: int
    attack: list[str]
    jumbo: str
    answers: list[str]
    answer_kinds: list[str]
    defended: bool
    """Whether every attacking card was defended (the defender attacks next)."""


class TacocatObservation(Observation):
    """One seat's view of a Tacocat game."""

    variant: str
    """The rules variant ("standard" or "tie_to_arrow")."""
    goals: list[str]
    """Names of Player 1's and Player 2's goals (YAY, WOW)."""
    spaces: list[int]
    """The space numbers, from seat 0's goal towards seat 1's."""
    arrows: list[list[int]]
    """For each space, the seat(s) its arrow(s) point at."""
    covered: list[bool]
    """For each space, whether a tile covers it."""
    tacocat: int
    """Index of the Tacocat's space; -1 once in seat 0's goal, len(spaces) once in seat 1's."""
    round: int
    """Deals so far (a tied round dealt again is a new round)."""
    choosers: list[int]
    """Who makes this round's exchange and duel choices, in order."""
    together: bool
    """Whether this round's exchange is simultaneous and secret (two arrows)."""
    exchanged: list[int | None]
    """How many cards each seat exchanged this round (None: not yet, or still secret)."""
    exchange_cap: int | None
    """The most this seat may exchange now (during its exchange decision), else None."""
    my_exchange: list[int] | None
    """This seat's own secret exchange choice (ranks), while it waits for the other."""
    duel_chosen: list[bool]
    """Whether each seat has put its duel card face down."""
    my_duel: str | None
    """This seat's own face-down duel card, while it waits for the other."""
    last_duel: list[int]
    """Ranks shown at this round's last duel reveal, by seat (empty before)."""
    attacker: int | None
    """The seat attacking now (or who attacks next in play)."""
    attack: list[str]
    """The current attack's card ids, lowest first (empty between tricks)."""
    jumbo: str
    """"set" or "sequence" when the current attack is a Jumbo."""
    answers: list[str]
    """The defender's answers so far, card by card against `attack`."""
    answer_kinds: list[str]
    """"defend" or "sacrifice" for each answer."""
    last_trick: TrickView | None
    """The last finished trick of this round (None before the first)."""
    last_reveal: list[int]
    """The rank each seat showed at the last final reveal (empty before the first)."""
    round_winner: int | None
    """Who won the last finished round (None for a tie or before any)."""
    draw_size: int
    """Cards left in the draw pile."""
    discard: list[str]
    """The face-up discard pile of this round, oldest first."""


_SAME = ("variant", "goals", "spaces", "arrows", "covered", "round", "choosers", "together", "exchanged", "last_duel",
         "attacker", "attack", "jumbo", "answers", "answer_kinds", "last_reveal", "round_winner", "discard")
"""The public fields that are the state's attributes of the same name (validation copies each list)."""


def build_observation(state: State, player: int) -> TacocatObservation:
    """Exactly what `player` may know now."""
    choosing = state.phase == "exchange" and not state.over and state.turn == player
    trick = state.last_trick
    # the hand in the order of the deck it came from (with `shuffle=False`, as dealt and drawn); the
    # engine keeps hands sorted by rank, the screen sorts them again for display
    dealt = {card: i for i, card in enumerate(state.order)}
    return observe(
        TacocatObservation, state, player, phase=state.phase, hand=sorted(state.hands[player], key=dealt.__getitem__),
        hand_sizes=[len(h) for h in state.hands], **{name: getattr(state, name) for name in _SAME},
        tacocat=state.cat,
        exchange_cap=state.exchange_cap() if choosing else None,
        my_exchange=simultaneous.own(state.pending_exchange, player),
        duel_chosen=simultaneous.chosen(state.pending_duel),
        my_duel=simultaneous.own(state.pending_duel, player),
        last_trick=None if trick is None else TrickView(**trick._asdict()),
        draw_size=len(state.draw),
    )
