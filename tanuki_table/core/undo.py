"""The undo rule: how far `u` may take a game back without handing a seat knowledge."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterator

from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.session import Session

_BOOKKEEPING = {"game", "player", "current_player", "is_over", "winner", "phase"}
"""Observation fields that change with every move and reveal nothing by themselves."""


@dataclass
class UndoPlan:
    """What pressing `u` would do: rebuild to `count` actions, or refuse with `reason`."""

    count: int | None
    reason: str = ""
    moves: int = 0
    """How many recorded actions would be taken back."""


def _leaves(value: object) -> Iterator[object]:
    """The plain values inside `value`'s dicts and lists."""
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from _leaves(item)
    else:
        yield value


def _card_counts(obs: Observation, known: set[str]) -> Counter[str]:
    leaves = _leaves(obs.model_dump(mode="json"))
    return Counter(leaf for leaf in leaves if isinstance(leaf, str) and leaf in known)


def _content(obs: Observation) -> dict[str, object]:
    return {k: v for k, v in obs.model_dump(mode="json").items() if k not in _BOOKKEEPING}


def plan_undo(session: Session, seat: int) -> UndoPlan:
    """Undo back to `seat`'s previous decision point, unless that takes back something it saw:
    another seat's move that changed what `seat` sees, or a card that appeared in its view
    without its own move naming it (a draw, a flip, a reveal)."""
    info = session.info
    known = {c.id for c in info.cards()}
    names = session.setup.seat_names()
    replay = Session(session.setup)
    players: list[int | None] = []
    actions: list[Action] = []
    views = [replay.state.observation(seat)]
    for index in session.actions:
        state = replay.state
        players.append(state.current_player)
        actions.append(state.legal_actions()[index])
        replay.play_index(index)
        views.append(replay.state.observation(seat))
    mine = [i for i, p in enumerate(players) if p == seat]
    if not mine:
        return UndoPlan(None, "Nothing to undo: you have not made a move yet.")
    start = mine[-1]
    for i in range(start, len(players)):
        before, after = views[i], views[i + 1]
        actor = players[i]
        if actor != seat:
            if _content(before) != _content(after):
                who = names[actor] if actor is not None else "The game"
                return UndoPlan(None, f"Cannot undo: {who} has moved since your last decision and you saw "
                                      "the result; taking it back would let you play again knowing it.")
            continue
        was, now = _card_counts(before, known), _card_counts(after, known)
        new = sorted(c for c, n in now.items() if n > was.get(c, 0) and c not in actions[i].card_ids())
        if new:
            shown = ", ".join(info.card(c).name for c in new[:3]) + (" …" if len(new) > 3 else "")
            return UndoPlan(None, f"Cannot undo: after “{actions[i].label}” you saw {shown}, which your move did "
                                  "not choose; taking it back would keep that knowledge.")
    return UndoPlan(start, moves=len(players) - start)
