"""What one seat may see of a Pikmin TCG game: the observation model and the function that builds it."""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import Observation

from .rules import LEAF_LIMIT, ROW_SIZE, infos, row_of


class PikminObservation(Observation):
    """What one seat may see of a Pikmin TCG game."""

    field: list[dict[str, list[dict[str, Any] | None]]]
    """Per seat: `front` and `back` rows of 5 spaces, each None or {id, counters} (face-down
    cards the viewer may not see are None; see `face_down`)."""
    leader: list[dict[str, Any] | None]
    """Per seat: the original leader as {id, row, col, hp} (hp left), or None while hidden."""
    leaves: list[int]
    """Per seat: the leaf total this viewer can see on that field."""
    deck_size: list[int]
    """Per seat: cards left in the deck."""
    discard: list[list[str]]
    """Per seat: the discard pile, bottom first."""
    face_down: list[list[int]]
    """Per seat: field indices (0-4 front, 5-9 back) of cards still face down."""
    turn: int
    """Turn number (0 during setup)."""
    turn_player: int | None
    """Whose turn it is (None during setup and once over)."""
    leaf_limit: int = LEAF_LIMIT


def observe(state: Any, player: int) -> PikminObservation:
    """Exactly what `player` may know now (face-down setup cards of the rival stay hidden)."""
    table = infos()
    fields, leaders, leaves, face_down = [], [], [], []
    for seat in (0, 1):
        visible = state.revealed or seat == player
        rows: dict[str, list[Any]] = {"front": [], "back": []}
        total = 0
        for index, entry in enumerate(state.fields[seat]):
            shown = None
            if entry is not None and visible:
                shown = {"id": entry[0], "counters": entry[1]}
                total += table[entry[0]].leaves
            rows[row_of(index)].append(shown)
        fields.append(rows)
        leaves.append(total)
        face_down.append([] if state.revealed else [i for i, e in enumerate(state.fields[seat]) if e is not None])
        pos = state.leader_pos[seat]
        entry = state.fields[seat][pos] if pos is not None else None
        if entry is not None and visible:
            leaders.append({"id": entry[0], "row": row_of(pos), "col": pos % ROW_SIZE,
                            "hp": max(0, table[entry[0]].hp - entry[1])})
        else:
            leaders.append(None)
    return PikminObservation(
        game="pikmin", player=player, current_player=state.current_player, is_over=state.over,
        winner=state._winner, phase=state.phase, hand=list(state.hands[player]),
        hand_sizes=[len(h) for h in state.hands], field=fields, leader=leaders, leaves=leaves,
        deck_size=[len(d) for d in state.decks], discard=[list(d) for d in state.discards],
        face_down=face_down, turn=state.turn,
        turn_player=state.seat if state.phase in ("action", "attack") else None,
    )
