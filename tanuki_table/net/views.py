"""What the table tells one seat, and how a client rebuilds it: secrets by construction.

`state_for` builds a `state` message for one reader only: that seat's own observation, the legal
actions only on its move, and the story's events as that seat may know them (`Event.seen_by`).
Nothing else of the game goes out. A client rebuilds it with the game's own models and refuses
anything that does not validate (`ProtocolError`).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from pydantic import ValidationError

from tanuki_table.core.events import Event, dump, load, story_of
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.net.protocol import EventItem, ProtocolError, StateMessage

if TYPE_CHECKING:
    from tanuki_table.core.engine import Action, Observation
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.session import Session

__all__ = ["events_from", "game_models", "state_for"]


def state_for(session: Session, seat: int | None, since: int, round_: int = 1) -> StateMessage:
    """The position as `seat` may know it (None: a spectator), with the events from `since` on, in
    the table's game number `round_`."""
    state = session.state
    mine = seat is not None and not state.is_over and state.current_player == seat
    return StateMessage.model_construct(  # built from the engine's own values: nothing to validate
        type="state", round=round_, seq=len(session.actions), current_player=state.current_player,
        is_over=state.is_over, winner=state.winner, conceded=getattr(session, "conceded", None),
        observation=None if seat is None else state.observation(seat).model_dump(mode="json"),
        legal=[action.model_dump(mode="json") for action in state.legal_actions()] if mine else [],
        since=since, events=[tuple(dump(event.seen_by(seat))) for event in state.log[since:]])


@functools.cache
def game_models(game_id: str) -> tuple[type[Observation], type[Action]]:
    """The game's Observation and Action models, found on a throwaway game (the contract names no
    class)."""
    from tanuki_table.games import get_game  # deferred: the registry loads with the game

    info = get_game(game_id)
    state = info.new_game(players=max(2, info.min_players), seed=0)
    return type(state.observation(0)), type(state.legal_actions()[0])


def observation_from(info: GameRules, data: JSONObject | None, seat: int) -> Observation:
    """A seat's observation from the table's message; `ProtocolError` unless it is one, for `seat`."""
    model = game_models(info.id)[0]
    try:
        obs = model.model_validate(data)
    except (ValidationError, RecursionError) as exc:
        raise ProtocolError(f"the table sent an observation this game does not read: {exc}"[:300]) from exc
    if obs.player != seat:
        raise ProtocolError("the table sent another seat's view")
    return obs


def actions_from(info: GameRules, items: list[JSONObject]) -> list[Action]:
    """The legal actions from the table's message (`ProtocolError` unless each is this game's)."""
    model = game_models(info.id)[1]
    try:
        return [model.model_validate(item) for item in items]
    except (ValidationError, RecursionError) as exc:
        raise ProtocolError(f"the table sent an action this game does not read: {exc}"[:300]) from exc


def events_from(info: GameRules, items: list[EventItem]) -> list[Event]:
    """The story's events from the table's message (a concession's with the app's own story)."""
    from tanuki_table.core.concession import STORY as APP  # deferred: only a table's client reads events

    story = story_of(info)
    try:
        return [load(item, story if story is None or item[0] in story.words or item[0] not in APP.words else APP)
                for item in items]
    except (TypeError, ValueError, RecursionError) as exc:
        raise ProtocolError("the table sent an event this game does not read") from exc
