"""How the app, `sim` and the ladder ask a bot for its move, so that it cannot cheat.

A plain bot gets the observation of its seat and the legal actions. A searching bot (one with
`choose_from`) gets an information set instead: the observation, the legal actions and a way to
sample whole worlds consistent with what its seat has seen (`sample_hidden`); never the true state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tanuki_table.bots.base import Bot
    from tanuki_table.core.engine import Action, GameState

__all__ = ["choose_for"]


def choose_for(bot: Bot, state: GameState, seat: int) -> Action:
    """`bot`'s move for `seat` in `state`, asked only with what that seat may know."""
    search: Any = getattr(bot, "choose_from", None)
    if callable(search) and callable(getattr(state, "sample_hidden", None)):
        from tanuki_table.bots.infoset import InfoSet  # only searching bots need it

        action: Action = search(InfoSet(state, seat))
        return action
    return bot.choose(state.observation(seat), state.legal_actions())
