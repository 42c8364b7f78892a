"""What a seat does with the replay the table sends once the game is over (no Textual here).

The document is checked as a replay file is (`replay.check_body`: its setup, every action legal,
the recorded result reproduced), then written as this machine's own replay file
(`replay.export_session`, the same file as any game's), or told with every card revealed.
"""

from __future__ import annotations

from typing import Sequence

from tanuki_table.errors import SaveError
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean

__all__ = ["replay_lines", "save_replay"]


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


def save_replay(body: JSONObject) -> str:
    """Write the replay file; one line saying where (or why not)."""
    from tanuki_table.persistence.replay import export_session  # deferred: only once a game is over

    session = _checked(body)
    if isinstance(session, str):
        return session
    try:
        return clean(f"Replay written to {export_session(session)}")
    except SaveError as exc:
        return clean(f"The replay was not written: {exc}")


def replay_lines(body: JSONObject, names: Sequence[str]) -> list[str] | str:
    """The whole story with every secret, each with its seat's name (or why it cannot be told)."""
    session = _checked(body)
    if isinstance(session, str):
        return session
    narrator = Narrator(names)
    return [clean(narrator.line(event, None, reveal=True)) for event in session.state.log]
