""""Why?" for the bot's last move that mattered. A bot's candidate moves name cards of its hand, so
while the game runs only the move as the table showed it, its estimate and the count of other moves
are told; every candidate once the game is over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from tanuki_table.core.events import PHASE
from tanuki_table.core.i18n import N_, _, ngettext

PHASE_MOVES = ("pass", "end_turn")
"""Action kinds that only move the game to the next phase or turn."""

T = TypeVar("T")

NO_REASON = N_("This bot plays by fixed rules and gave no reason for its last move.")


def candidate_line(line: object, words: Mapping[str, str] | None = None) -> str:
    """A candidate move (label, visits, win rate) or a plain reason, as one line; `words`: each
    move's label as the app's language shows it."""
    if isinstance(line, (tuple, list)) and len(line) == 3:
        label, visits, rate = line
        if rate is None:  # a rule-based bot: the label carries the rule
            return str(label)
        label = (words or {}).get(str(label), label)
        # TRANSLATORS: a move the bot weighed; {visits} sampled games, {rate} like "62%"
        return ngettext("{label}  ·  {visits} visit  ·  {rate} estimated win rate",
                        "{label}  ·  {visits} visits  ·  {rate} estimated win rate",
                        int(visits)).format(label=label, visits=visits, rate=f"{float(rate):.0%}")
    return str(line)


def mattered(action: object, choices: int, seat: int | None = None, events: Sequence[object] = ()) -> bool:
    """Whether a move was a decision worth explaining: one of several, and not a pass that only
    changed the phase (a pass that declines a choice tells its own event and counts)."""
    if choices <= 1:
        return False
    if getattr(action, "kind", "") not in PHASE_MOVES:
        return True
    return any(getattr(e, "seat", None) == seat and getattr(e, "kind", None) != PHASE for e in events)


def own_lines(events: Sequence[T]) -> list[T]:
    """The log events of a bot's move itself: its first line, then those before the next phase line."""
    kept = list(events[:1])
    for event in events[1:]:
        if getattr(event, "kind", None) == PHASE:
            break
        kept.append(event)
    return kept


def why_lines(explanation: Sequence[object], played: str | None, seen: Sequence[str], reveal: bool,
              words: Mapping[str, str] | None = None) -> list[str]:
    """The lines of the "Why?" dialog from the bot's `explain()`, the label `played`, that move as the
    viewer saw it (`seen`), every candidate with `reveal`; `words`: the labels in the app's language."""
    if not explanation:
        return [_(NO_REASON)]
    if reveal:
        return [_("Every move it weighed (the game is over: its cards may be shown):")] + [
            f"  {candidate_line(line, words)}" for line in explanation]
    lines = [_("Its move, as you saw it:")]
    lines += [f"  {line}" for line in seen] or ["  " + _("(nothing you could see)")]
    searched = [c for c in explanation if isinstance(c, (tuple, list)) and len(c) == 3 and c[2] is not None]
    if searched:
        mine = next((c for c in searched if c[0] == played), None)
        if mine is not None:
            # TRANSLATORS: {rate} like "62%"; {games} sampled games
            lines.append(ngettext("It expected to win {rate} of the time with it (over {games} sampled game).",
                                  "It expected to win {rate} of the time with it (over {games} sampled games).",
                                  int(mine[1])).format(rate=f"{float(mine[2]):.0%}", games=mine[1]))
        others = len(searched) - (mine is not None)
        if others:
            lines.append(ngettext("It weighed {count} other move as well. Once the game is over, w lists every move "
                                  "it weighed (now the list would show cards you have not seen).",
                                  "It weighed {count} other moves as well. Once the game is over, w lists every move "
                                  "it weighed (now the list would show cards you have not seen).",
                                  others).format(count=others))
        return lines
    first = explanation[0]
    text = str(first[0] if isinstance(first, (tuple, list)) else first)
    prefix = f"{played}: "
    reason = text[len(prefix):] if played is not None and text.startswith(prefix) else None
    lines.append(_("The rule it followed: {reason}.").format(reason=_(reason)) if reason else _("It follows fixed rules."))
    return lines
