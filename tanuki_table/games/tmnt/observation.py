"""What one TMNT seat may see: the observation model and building it from a state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from pydantic import BaseModel, ConfigDict

from tanuki_table.engine import Observation

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
    only_pass: bool
    """True when the seat to decide has nothing to do but pass (an auto-pass setting may skip it)."""


def build(state: State, player: int) -> TmntObservation:
    """`player`'s view of `state`."""
    phase = state.phase
    if phase == "attack" and state.step != "attack":
        phase = f"attack_{state.step}"
    block = [
        [None if c is None else SlotView.model_construct(id=c if (u or s == player) else None, face_up=u)
         for c, u in zip(state.block[s], state.up[s])]
        for s in range(2)
    ]
    current = state.current_player
    legal = state.legal_actions() if current == player else []
    return TmntObservation.model_construct(
        game=state.info.id, player=player, current_player=current, is_over=state.is_over,
        winner=state.winner, phase=phase, hand=list(state.hand[player]),
        hand_sizes=[len(h) for h in state.hand], step=state.step, turn=state.turn, active=state.active,
        block=block, attack_zone=[list(z) for z in state.attack_zone], items=[list(z) for z in state.items],
        deck_size=[len(d) for d in state.deck], trash=[list(t) for t in state.trash],
        deck_hit=list(state.deck_hit), bonus=list(state.bonus), battle=state.battle_view(),
        only_pass=len(legal) == 1 and legal[0].kind == "pass",
    )
