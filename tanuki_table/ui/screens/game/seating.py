"""What a game screen's parts share (`Seating`): the game, the seats, whose view is on screen, the
bots and what they did, and small flags. No Textual here; a networked table has `net.screen.RemoteSeating`."""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tanuki_table.bots import make_bot
from tanuki_table.core.narration import Narrator
from tanuki_table.core.text import clean
from tanuki_table.ui.screens.game.why import mattered

if TYPE_CHECKING:
    from tanuki_table.bots import Bot
    from tanuki_table.core.engine import Action, Event, Observation
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.session import Session

__all__ = ["Seating"]


@dataclass(eq=False)
class Seating:
    """The shared state of one game screen."""

    session: Session
    info: GameRules
    names: list[str]
    """Each seat's name as the person at the keyboard reads it (the board holds this very list)."""
    narrator: Narrator
    viewer: int | None = None
    """The seat whose view is on screen (None while a handover covers the table)."""
    hotseat: bool = False
    """More than one person at this keyboard: a handover between their moves."""
    bots: dict[int, Bot] = field(default_factory=dict)
    bot_delay: float = 0.6
    """Seconds between the bots' moves (0: no pauses, drawn once after the bots)."""
    bot_running: bool = False
    thinking: bool = False
    """A bot is choosing its move (the status line says so)."""
    filter_cards: list[str] = field(default_factory=list)
    """The cards the action list is narrowed to (Enter on a hand card, a click on the board)."""
    seen: dict[int, int] = field(default_factory=dict)
    """Per human seat: how much of the log they had seen when they last acted."""
    base: dict[int, Observation] = field(default_factory=dict)
    """Per human seat: its observation just before its last move (what changed since is marked)."""
    bell_due: bool = False
    """Whether the person about to play has just got the turn back (the bell rings then)."""
    has_piles: bool = False
    last_bot: tuple[int, Bot] | None = None
    """The seat and bot that moved last (for "Why?")."""
    last_bot_move: tuple[str | None, list[Event]] = (None, [])
    """The label of the bot's last move that mattered and the log events it made (for "Why?")."""
    last_reason: list[object] = field(default_factory=list)
    """The bot's own explanation of that move, kept when it was made."""
    last_words: dict[str, str] = field(default_factory=dict)
    """The labels of the moves the bot weighed, as the app's language shows them (for "Why?")."""
    recorded: bool = False
    """The finished game went to the match history."""
    over_shown: bool = False
    revealed: bool = False
    """Whether the finished game's secrets were revealed on request."""

    @classmethod
    def start(cls, session: Session, bot_delay: float = 0.6) -> Seating:
        """The table of a game at this keyboard (bots from the setup); hot-seat opens behind a handover."""
        setup = session.setup
        humans = setup.humans()
        hotseat = len(humans) > 1
        bots = {seat: make_bot(name, session.info.id, seed=setup.seed * 7 + seat)
                for seat, name in enumerate(setup.seats) if name is not None}
        return cls(session, session.info, setup.seat_names(), Narrator.for_setup(setup),
                   viewer=None if hotseat else (humans[0] if humans else 0), hotseat=hotseat, bots=bots,
                   bot_delay=bot_delay)

    def line_for(self, event: Event, viewer: int | None, reveal: bool = False) -> str:
        """A log line as `viewer` may read it (None: the public text, unless `reveal`)."""
        return clean(self.narrator.line(event, viewer, reveal))

    def mine(self) -> bool:
        """Whether the person on screen is to move now (a game running, no bot thinking)."""
        state = self.session.state
        return (not state.is_over and self.viewer is not None and state.current_player == self.viewer
                and not self.bot_running)

    def remember_bot_move(self, seat: int, bot: Bot, action: Action, events: list[Event], legal: Sequence[Action]) -> None:
        """Keep a bot's move and its reasons for "Why?" when it mattered (why.py) or nothing was kept yet."""
        self.last_bot = (seat, bot)
        if mattered(action, len(legal), seat, events) or self.last_bot_move[0] is None:
            explain = getattr(bot, "explain", None)
            self.last_bot_move = (action.label, events)  # as the bot's explain() names its moves
            self.last_reason = list(explain()) if callable(explain) else []
            named = {str(line[0]) for line in self.last_reason if isinstance(line, (tuple, list)) and line}
            self.last_words = {a.label: self.info.action_text(a) for a in legal if a.label in named}
