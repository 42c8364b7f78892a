"""Seat names in log lines: engines write "Player N"; each seat is shown by its one name.

Engines name seats in public log text as "Player N" (N = seat + 1) and "Player N's" (see
`tanuki_table.engine.Event`). The app shows every seat by one name everywhere (board, log, last
moves, handover, game over, replays): a typed name or "Player N" for people, "Bot (level)" for
bots, and "You" for the one person playing against bots, with the verb after it agreeing
("You win", "You draw 2 cards", "Your Raphael").
"""

from __future__ import annotations

import re
from typing import Sequence

__all__ = ["YOU", "personalise", "plural", "possessive"]

YOU = "You"
"""The name of the person at the keyboard in a game against bots."""

_SEAT = re.compile(r"\bPlayer ([1-9])('s)?\b( [a-z]+)?")
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do"}
_SUBJECT_BEFORE = (":", ".", "!", "?", ";", "(", "—", "-", "–", "·", "▶", ",")


def plural(count: int, word: str, many: str | None = None) -> str:
    """ "1 card", "2 cards", "0 cards" (`many` for irregular plurals)."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def possessive(name: str) -> str:
    """ "Player 1's", "Bot (easy)'s", "Your"."""
    return "Your" if name == YOU else f"{name}'s"


def _base_verb(verb: str) -> str:
    """The verb as it agrees with "You": "wins" -> "win", "passes" -> "pass", "has" -> "have"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def personalise(text: str, names: Sequence[str]) -> str:
    """Put each seat's name in place of "Player N" in an engine's log line.

    A seat named `YOU` reads "You"/"you"/"Your"/"your", and a verb right after a "You" that starts
    a clause agrees with it. Seats beyond `names` keep "Player N".
    """

    def swap(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        owner, after = match.group(2), match.group(3) or ""
        if seat >= len(names):
            return match.group(0)
        name = names[seat]
        if name != YOU:
            return f"{name}{owner or ''}{after}"
        before = text[: match.start()].rstrip()
        starts = before == "" or before.endswith(_SUBJECT_BEFORE)
        if owner:
            return ("Your" if starts else "your") + after
        if starts:
            return "You" + (" " + _base_verb(after[1:]) if after else "")
        return "you" + after

    return _SEAT.sub(swap, text)
