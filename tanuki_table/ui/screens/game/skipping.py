"""Whether moving on gives up a move the player may still want this turn (an attack, a summon), of
those its board's `ASK_BEFORE_SKIPPING` names. The rest of the turn is followed on a `clone` of the
state; a state without one (a networked table's) is judged on the moves legal now. No Textual here.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.i18n import _, pgettext
from tanuki_table.ui.screens.game.labels import FIXED_KEYS

__all__ = ["question", "skipped"]

LOOK_AHEAD = 4
"""How many passes ahead the rest of the turn is followed (a game's phases in one turn)."""


def _same_turn(state: GameState, seat: int, turn: int | None) -> bool:
    return not state.is_over and state.current_player == seat and state.turn_number() == turn


def _reachable(state: GameState, seat: int, turn: int | None, depth: int) -> set[str]:
    """The kinds of move `seat` may still make this turn: legal now, or after passes to later phases."""
    legal = state.legal_actions()
    kinds = {a.kind for a in legal}
    clone = getattr(state, "clone", None)
    if depth <= 0 or not callable(clone):
        return kinds
    for action in legal:
        if action.kind == "pass":
            later = clone()
            later.apply(action)
            if _same_turn(later, seat, turn):
                kinds |= _reachable(later, seat, turn, depth - 1)
    return kinds


def skipped(state: GameState, action: Action, ask: Mapping[str, str]) -> list[str]:
    """The words for the moves `action` gives up for the rest of the turn, of those in `ask`."""
    seat = state.current_player
    if not ask or action.kind not in FIXED_KEYS or seat is None or state.is_over:
        return []
    turn = state.turn_number() if callable(getattr(state, "turn_number", None)) else None
    now = _reachable(state, seat, turn, LOOK_AHEAD)
    clone = getattr(state, "clone", None)
    after: set[str] = set()
    if callable(clone):
        later = clone()
        later.apply(action)
        if _same_turn(later, seat, turn):
            after = _reachable(later, seat, turn, LOOK_AHEAD)
    elif action.kind == "pass":
        after = now  # no copy to look ahead on: only the end of the turn is known to give moves up
    return [words for kind, words in ask.items() if kind in now and kind not in after]


def _or(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    # TRANSLATORS: the separator between the moves of a list ("attacking, summoning or ...")
    head = pgettext("list separator", ", ").join(words[:-1])
    # TRANSLATORS: the last two of a list of moves given up: "attacking or summoning"
    return _("{first} or {last}").format(first=head, last=words[-1])


def question(action: Action, words: Sequence[str], label: str | None = None) -> str:
    """ "End the turn without attacking?" (`label`: the action's label as shown, in the app's language)"""
    # TRANSLATORS: {move} is the move about to be made ("End turn"); {skipped} the moves it gives up
    # for the rest of the turn, as the game words them ("attacking or summoning")
    return _("{move} without {skipped}?").format(move=action.label if label is None else label, skipped=_or(words))
