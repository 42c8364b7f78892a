"""What a seat does with the replay the table sends once the game is over: check it as a replay
file is checked, then write it, tell it with every card revealed, or keep it with a row in the
match history (once per game and seat: the row's key is the game's content and the seat).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import Sequence

from tanuki_table.errors import SaveError
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean

__all__ = ["game_key", "record_replay", "replay_lines", "save_replay", "write_replay"]


def _checked(body: JSONObject) -> Session | str:
    from tanuki_table.persistence.replay import check_body  # deferred: only once a game is over

    if not isinstance(body.get("result"), dict):
        return "The table sent no replay."
    try:
        result = check_body(body)
    except (SaveError, KeyError, TypeError, ValueError) as exc:
        return clean(f"The table's replay cannot be used: {exc}")
    if not result.ok or result.session is None:
        return clean(f"The table's replay cannot be used: {result.message}")
    return result.session


def write_replay(body: JSONObject) -> Path | str:
    """Write the replay file: its path, or one line saying why not."""
    from tanuki_table.persistence.replay import export_session  # deferred: only once a game is over

    session = _checked(body)
    if isinstance(session, str):
        return session
    try:
        return export_session(session)
    except SaveError as exc:
        return clean(f"The replay was not written: {exc}")


def save_replay(body: JSONObject) -> str:
    """Write the replay file; one line saying where (or why not)."""
    written = write_replay(body)
    return written if isinstance(written, str) else clean(f"Replay written to {written}")


def replay_lines(body: JSONObject, names: Sequence[str], you: int | None = None) -> list[str] | str:
    """The whole story with every secret, the reader's seat `you` as "you" (or why not)."""
    session = _checked(body)
    if isinstance(session, str):
        return session
    narrator = Narrator(names, you)
    return [clean(narrator.line(event, None, reveal=True)) for event in session.state.log]


def game_key(body: JSONObject) -> str:
    """What makes a finished game this game: its game, seed, moves, concession and final digest."""
    result = body.get("result")
    digest = result.get("digest") if isinstance(result, dict) else None
    data = [body.get("game"), body.get("seed"), body.get("actions"), body.get("conceded"), digest]
    return "game:" + hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


def record_replay(body: JSONObject, seat: int, names: Sequence[str]) -> str:
    """Keep a networked game on this machine: its replay file and its row in the match history
    (once per game); one line saying so, or why not."""
    import sqlite3  # deferred: only once a game is over

    from tanuki_table.persistence.history import GameRecord, has_game, record_game, record_session
    from tanuki_table.persistence.replay import export_session

    session = _checked(body)
    if isinstance(session, str):
        return session
    key = f"{game_key(body)}:seat{seat}"  # two seats of one game may be played on one machine
    try:
        if has_game(key):
            return "This game is in your match history already."
        path = export_session(session)
        base = record_session(session, [clean(n) for n in names])
        cards = base.cards[seat] if base.cards and all(isinstance(c, list) for c in base.cards) else base.cards
        record: GameRecord = dataclasses.replace(base, names=[clean(n) for n in names], cards=list(cards),
                                                 mode="network", seat=seat, replay=str(path), key=key)
        record_game(record)
    except (OSError, sqlite3.Error, SaveError) as exc:
        return clean(f"The match history was not updated: {exc}")
    return clean(f"Recorded in your match history; the replay is {path}")
