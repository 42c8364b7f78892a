"""Log lines: what everyone may read, and what only one seat may read (no pydantic, no Textual)."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["PHASE", "RESULT", "Event"]

PHASE = "phase"
"""`Event.kind` of a line saying a phase or step begins or ends."""
RESULT = "result"
"""`Event.kind` of a result the player should read before play goes on."""


class Event(NamedTuple):
    """One log line. `text` is what everyone may read.

    When `seat` is set, `secret` is the fuller line only that seat may read (e.g. "You drew
    Igaguri" where the others read "Player 1 drew a card").

    Public text names seats as "Player N" (N = seat + 1, possessive "Player N's"), never "You", so
    the app can put each seat's own name in; a secret line speaks to its seat as "You".
    `kind` marks lines the app treats specially: `PHASE` (a phase or step begins or ends) and
    `RESULT` (a reveal, a trick, duel or round result, a game end: shown until the player has read
    it).
    """

    text: str
    seat: int | None = None
    secret: str | None = None
    kind: str | None = None

    def for_viewer(self, viewer: int | None) -> str:
        """The line as `viewer` may read it (`None`: everything, e.g. a finished game's replay)."""
        if self.secret is not None and (viewer is None or viewer == self.seat):
            return self.secret
        return self.text
