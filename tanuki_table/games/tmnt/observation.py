"""What one TMNT seat may see: the observation model and building it from a state."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Optional

from pydantic import BaseModel, ConfigDict

from tanuki_table.core.engine import Observation, observe

if TYPE_CHECKING:
    from .state import State

class SlotView(BaseModel):
    """One filled Block Zone slot as the viewer sees it."""

    model_config = ConfigDict(frozen=True)

    id: Optional[str]
    """The card, or None for a rival's face-down card."""
    face_up: bool


class BattleView(BaseModel):
    """The latest battle, with the numbers the engine uses."""

    model_config = ConfigDict(frozen=True)

    attacker: int
    turn: int
    lead: str
    """The attacking slot-1 card."""
    power: int
    """The lead's power with the attacker's items (the number the engine uses)."""
    item_bonus: int = 0
    """How much of `power` comes from items (power_up)."""
    added: int = 0
    """Power of the attacker's added attack cards."""
    counter: int = 0
    """Power of the defender's counter card."""
    boost: int = 0
    """Attacker's boosts minus the defender's boosts this turn."""
    armor: int = 0
    """Damage the defender's items take away."""
    damage: int = 0
    """What the attack deals (never below 0): dealt once `dealt`, else what it would deal now."""
    dealt: bool = False
    """Whether the Forward step has happened."""
    hits: list[str] = []
    """Where each damage point went: "slot N" or "deck" (empty until dealt)."""


class TmntObservation(Observation):
    """What one seat may see. Lists indexed by seat; seat `player` is the viewer."""

    step: str
    """The phase, or within the Attack Phase the step: attack, counter, forward, result."""
    turn: int
    """The turn number (1 = the first player's first turn)."""
    active: int
    """The seat whose turn it is (the attacker)."""
    block: list[list[Optional[SlotView]]]
    """Per seat, the Block Zone slots: None (empty) or a SlotView."""
    attack_zone: list[list[str]]
    """Per seat, the cards in the Attack Zone."""
    items: list[list[str]]
    """Per seat, the Item Zone (items stay for the whole game)."""
    deck_size: list[int]
    """Per seat, cards left in the deck: the life totals."""
    trash: list[list[str]]
    """Per seat, the Trash, oldest first (public)."""
    deck_hit: list[bool]
    """Per seat, whether the deck lost cards in this turn's Forward step (no Result-step keep)."""
    bonus: list[int]
    """Per seat, this turn's boosts."""
    battle: Optional[BattleView]
    """The current or latest battle; None before the first attack."""


@cache
def _slot(card: Optional[str], up: bool) -> SlotView:
    """SlotViews are frozen and few (card id x facing): made once and shared, since search bots
    build an observation at every rollout move."""
    return SlotView.model_construct(id=card, face_up=up)


def build(state: State, player: int) -> TmntObservation:
    """`player`'s view of `state`."""
    phase = state.phase
    if phase == "attack" and state.step != "attack":
        phase = f"attack_{state.step}"
    block = [
        [None if c is None else _slot(c if (u or s == player) else None, u)
         for c, u in zip(state.block[s], state.up[s])]
        for s in range(2)
    ]
    return observe(
        TmntObservation, state, player, phase=phase, hand=list(state.hand[player]),
        hand_sizes=[len(h) for h in state.hand], turn=state.turn, step=state.step, active=state.active,
        block=block, attack_zone=[list(z) for z in state.attack_zone], items=[list(z) for z in state.items],
        deck_size=[len(d) for d in state.deck], trash=[list(t) for t in state.trash],
        deck_hit=list(state.deck_hit), bonus=list(state.bonus), battle=state.battle_view(),
    )
