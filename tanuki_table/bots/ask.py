"""How the app, `sim` and the ladder ask a bot for its move with only what its seat may know."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.bots.infoset import InfoSet

if TYPE_CHECKING:
    from tanuki_table.bots.base import Bot
    from tanuki_table.core.engine import Action, GameState

__all__ = ["choose_for"]


def choose_for(bot: Bot, state: GameState, seat: int) -> Action:
    """`bot`'s move for `seat` in `state`, asked only with what that seat may know."""
    if bot.uses_infoset and state.can_sample_hidden:
        return bot.choose_from(InfoSet(state, seat))
    return bot.choose(state.observation(seat), state.legal_actions())
