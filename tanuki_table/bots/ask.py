"""How the app, `sim` and the ladder ask a bot for its move, so that it cannot cheat.

A plain bot gets the observation of its seat and the legal actions. A searching bot
(`Bot.uses_infoset`) gets an information set instead, in a game whose state can sample hidden cards
(`GameState.can_sample_hidden`): the observation, the legal actions and a way to sample whole
worlds consistent with what its seat has seen; never the true state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tanuki_table.bots.base import Bot
    from tanuki_table.core.engine import Action, GameState

__all__ = ["choose_for"]


def choose_for(bot: Bot, state: GameState, seat: int) -> Action:
    """`bot`'s move for `seat` in `state`, asked only with what that seat may know."""
    if bot.uses_infoset and state.can_sample_hidden:
        from tanuki_table.bots.infoset import InfoSet  # only searching bots need it

        return bot.choose_from(InfoSet(state, seat))
    return bot.choose(state.observation(seat), state.legal_actions())
