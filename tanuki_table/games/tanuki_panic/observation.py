"""What one Tanuki Panic seat may see: the observation model and the function that builds it."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tanuki_table.core.engine import Observation, observe

from .actions import FACEDOWN

if TYPE_CHECKING:
    from .state import State


class FieldCard(BaseModel):
    """A card in a Monster Zone slot, as the viewer sees it."""

    model_config = ConfigDict(frozen=True)

    slot: int
    """Its slot in the Monster Zone (0-based; the board and labels number slots from 1)."""
    card: str | None
    """The card id; None for the opponent's face-down cards (and only those)."""
    atk: int | None
    """None when the card is hidden from the viewer (as `defense`)."""
    defense: int | None
    position: str
    """`attack`, `defense` or `facedown` (face-down Defense Mode)."""
    face_down: bool
    """True while the card is face-down (your own face-down cards still show their id)."""
    new: bool
    """Summoned this turn (it may neither attack nor change position this turn)."""
    attacked: bool
    changed: bool
    """Its position was changed this turn."""
    attacked_total: int = 0
    """Combined ATK of this Battle Phase's attacks that hit it in Defense Mode without destroying it."""


class TPObservation(Observation):
    """Everything one seat may know. Lists are indexed by seat."""

    variant: str
    turn: int
    """Turn number (0 before the first turn in the booster game)."""
    active: int
    """Whose turn it is."""
    first_player: int
    energy: list[int]
    starting_energy: list[int]
    field: list[list[FieldCard | None]]
    """Each seat's Monster Zone: 7 slots, None when empty."""
    graveyard: list[list[str]]
    """Each seat's graveyard, oldest first (public)."""
    deck_size: list[int]
    summoned_this_turn: bool
    """The active player has already summoned this turn."""
    reason: str = ""
    """Why the game ended (empty while it runs)."""
    end_kind: str = ""
    """How the game ended: `energy`, `deck_out` or `stalemate` (empty while it runs)."""


@lru_cache(maxsize=50_000)
def _field_card(slot: int, card: str | None, atk: int | None, defense: int | None, position: str, new: bool,
                attacked: bool, changed: bool, total: int) -> FieldCard:
    """A FieldCard built once per distinct look (they are frozen, so observations share them)."""
    return FieldCard(slot=slot, card=card, atk=atk, defense=defense, position=position,
                     face_down=position == FACEDOWN, new=new, attacked=attacked, changed=changed,
                     attacked_total=total)


def build(state: State, player: int) -> TPObservation:
    """The observation of `player` (the engine's only view function)."""
    cat = state.cat
    setup = state.phase == "setup"
    fields: list[list[FieldCard | None]] = []
    hand_sizes = [len(h) for h in state.hands]
    for seat in range(state.players):
        row: list[FieldCard | None] = []
        mine = seat == player
        hidden_setup = setup and not mine  # a rival's pre-game set stays secret until all chose
        for slot, cell in enumerate(state.fields[seat]):
            if cell is None or hidden_setup:
                row.append(None)
                continue
            card = cell.card if mine or cell.pos != FACEDOWN else None
            atk, dfn = (cat.atk(card), cat.defense(card)) if card else (None, None)
            row.append(_field_card(slot, card, atk, dfn, cell.pos, cell.turn == state.turn and state.turn > 0,
                                   cell.attacked == state.turn, cell.changed == state.turn,
                                   state.combined[slot] if seat != state.active else 0))
        if hidden_setup:
            hand_sizes[seat] += sum(1 for c in state.fields[seat] if c is not None)
        fields.append(row)
    return observe(
        TPObservation, state, player, phase=state.phase, hand=list(state.hands[player]), hand_sizes=hand_sizes,
        variant=state.variant, turn=state.turn, active=state.active, first_player=state.first,
        energy=list(state.energy), starting_energy=list(state.start_energy), field=fields,
        graveyard=[list(g) for g in state.graveyard], deck_size=[len(d) for d in state.decks],
        summoned_this_turn=state.summoned, reason=state.reason, end_kind=state.end_kind,
    )
