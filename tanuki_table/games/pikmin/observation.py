"""What one seat may see of a Pikmin TCG game: the observation model and the function that builds
it. Every number is the one the engine uses (ATK after changes, HP left, never below 0)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tanuki_table.core.engine import Observation
from tanuki_table.core.engine import observe as shared_observe

from .rules import FIELD_SPACES, effective_atk

if TYPE_CHECKING:
    from .state import State


class BoostView(BaseModel):
    """An ATK change in force on a field card."""

    model_config = ConfigDict(frozen=True)

    source: str
    """The card that caused it, by name ("Captain Olimar")."""
    amount: int
    until_turn: int
    """It lapses at the end of this turn."""


class FieldCard(BaseModel):
    """A face-up card on a field space."""

    model_config = ConfigDict(frozen=True)

    id: str
    space: int
    """0-4 the front row, 5-9 the back row."""
    counters: int
    hp: int
    """HP left (never below 0)."""
    max_hp: int
    atk: int
    """ATK the engine uses now (printed ATK plus changes, never below 0)."""
    base_atk: int
    """The printed ATK."""
    boosts: tuple[BoostView, ...] = ()
    used: bool = False
    """Its once-each-turn effects were used this turn."""
    attacked: bool = False
    may_attack: bool = False
    """It may still attack this Attack phase."""
    leader: bool = False
    """It is its owner's original leader."""


class LeaderView(BaseModel):
    """An original leader the viewer may see."""

    model_config = ConfigDict(frozen=True)

    id: str
    space: int
    hp: int
    """HP left (never below 0)."""
    max_hp: int


class PikminObservation(Observation):
    """What one seat may see of a Pikmin TCG game."""

    field: list[list[FieldCard | None]]
    """Per seat: the 10 spaces (0-4 front, 5-9 back), None when empty or face down to the viewer
    (see `face_down`)."""
    leader: list[LeaderView | None]
    """Per seat: the original leader, or None while hidden."""
    leaves: list[int]
    """Per seat: the leaf total this viewer can see on that field."""
    leaf_limit: int
    deck_size: list[int]
    discard: list[list[str]]
    """Per seat: the discard pile, bottom first (public)."""
    known_hand: list[list[str]]
    """Per seat: cards everyone saw go into that hand (returned from the field or the discard pile)."""
    face_down: list[list[int]]
    """Per seat: field indices of cards still face down."""
    turn: int
    """Turn number (0 during setup)."""
    turn_player: int | None
    """Whose turn it is (None during setup and once over)."""
    attack_phase: bool
    """Whether the turn player has an Attack phase this turn (not the first player on turn 1)."""
    chosen_leader: str | None = None
    """The viewer's own chosen leader while its space is being chosen."""


@lru_cache(maxsize=10_000)
def _leader(card: str, space: int, hp: int, max_hp: int) -> LeaderView:
    """A leader view built once per distinct look (frozen: one object serves every observation)."""
    return LeaderView.model_construct(id=card, space=space, hp=hp, max_hp=max_hp)


def tables(state: State, player: int) -> tuple[list[list[FieldCard | None]], list[LeaderView | None], list[int],
                                                list[list[int]]]:
    """The fields, leaders, leaf totals and face-down spaces `player` may see (the observation's
    `field`, `leader`, `leaves` and `face_down`)."""
    infos = state.cat.infos
    build_card = FieldCard.model_construct
    build_boost = BoostView.model_construct
    views = state.cat.views
    fields: list[list[FieldCard | None]] = []
    leaders: list[LeaderView | None] = []
    leaves: list[int] = []
    face_down: list[list[int]] = []
    for seat in (0, 1):
        visible = state.revealed or seat == player
        lead = state.leader_pos[seat]
        row: list[FieldCard | None] = []
        total = 0
        for index in range(FIELD_SPACES):
            slot = state.fields[seat][index]
            if slot is None or not visible:
                row.append(None)
                continue
            info = infos[slot.card]
            total += info.leaves
            key = (slot.card, index, slot.counters, slot.boosts, slot.used, slot.attacked, slot.may_attack, index == lead)
            card = views.get(key)
            if card is None:
                if len(views) > 50_000:  # a bound on memory over long simulations
                    views.clear()
                card = views[key] = build_card(
                    id=slot.card, space=index, counters=slot.counters, hp=max(0, info.hp - slot.counters), max_hp=info.hp,
                    atk=effective_atk(info, slot), base_atk=info.atk,
                    boosts=tuple(build_boost(source=b.source, amount=b.amount, until_turn=b.until) for b in slot.boosts),
                    used=slot.used, attacked=slot.attacked, may_attack=slot.may_attack and not slot.attacked,
                    leader=index == lead)
            row.append(card)
        fields.append(row)
        leaves.append(total)
        face_down.append([] if state.revealed else [i for i, e in enumerate(state.fields[seat]) if e is not None])
        shown = row[lead] if lead is not None else None
        leaders.append(None if shown is None else _leader(shown.id, shown.space, shown.hp, shown.max_hp))
    return fields, leaders, leaves, face_down


def observe(state: State, player: int) -> PikminObservation:
    """Exactly what `player` may know now (face-down setup cards of the rival stay hidden)."""
    fields, leaders, leaves, face_down = tables(state, player)
    playing = state.phase in ("action", "attack")
    return shared_observe(
        PikminObservation, state, player, phase=state.phase, hand=list(state.hands[player]),
        hand_sizes=[len(h) for h in state.hands], turn=state.turn, field=fields, leader=leaders, leaves=leaves,
        leaf_limit=state.cat.rules.leaf_limit, deck_size=[len(d) for d in state.decks],
        discard=[list(d) for d in state.discards], known_hand=[list(k) for k in state.known],
        face_down=face_down, turn_player=state.seat if playing else None,
        attack_phase=playing and state.attack_this_turn(),
        chosen_leader=state.pending if state.seat == player else None,
    )
