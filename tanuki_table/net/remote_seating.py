"""A seat's `Seating` at a networked table: the game screen's shared state, with the link."""

from __future__ import annotations

from dataclasses import dataclass, field

from tanuki_table.core.narration import Narrator
from tanuki_table.net.client import RemoteSession
from tanuki_table.net.listen import SeatOptions
from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["RemoteSeating"]


@dataclass(eq=False)
class RemoteSeating(Seating):
    """The link (`remote`, the same object as `session`), how this app sits there, and whether the
    link is down or gone."""

    remote: RemoteSession = field(kw_only=True)
    options: SeatOptions = field(kw_only=True)
    invitations: list[str] = field(kw_only=True, default_factory=list)
    """The invitations the host handed out (shown to the host only)."""
    down: str = field(kw_only=True, default="")
    """Why the link is down ("" while connected)."""
    gone: bool = field(kw_only=True, default=False)
    """The link will not come back: the screen has stopped."""

    @classmethod
    def at_seat(cls, remote: RemoteSession, options: SeatOptions) -> RemoteSeating:
        """One seat's table: only its own view is ever on screen; no bots here (the table plays them)."""
        seat = remote.seat
        return cls(remote, remote.info, remote.names_for(seat), Narrator(remote.names, seat),  # type: ignore[arg-type]
                   viewer=seat, bot_delay=0, remote=remote, options=options, invitations=list(options.invitations))

    @property
    def hosting(self) -> bool:
        """This screen is the host's own: leaving it closes the table."""
        return self.options.hosting
