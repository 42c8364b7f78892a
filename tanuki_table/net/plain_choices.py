"""Plain mode at a table, around the games (a mixin for `PlainSeat`): the deck this seat brings
(a numbered list, or `--deck NAME`), keeping a finished game on this machine, and the rematch.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from tanuki_table.core import grammar
from tanuki_table.core.i18n import _, ngettext
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.cards.setups import deck_label
from tanuki_table.net.table_decks import brought, deck_named, seat_decks
from tanuki_table.net.replies import record_replay

if TYPE_CHECKING:
    from tanuki_table.net.client import RemoteSession

__all__ = ["PlainChoices"]

REPLAY_SECONDS = 10.0
"""How long a finished game waits for the table's replay before going on without it."""


class PlainChoices:
    """Decks, the kept game and the rematch, line by line."""

    remote: RemoteSession
    gone: bool
    record_here: bool
    preset_deck: str | None
    kept: str
    deck_sent: bool

    if TYPE_CHECKING:  # PlainSeat's and PlainGame's own (a mixin defines none of them)
        def say(self, text: str = "") -> None: ...
        def news(self, seat: int | None) -> None: ...
        def prompt(self) -> None: ...
        def read_line(self) -> str | None: ...
        def take(self, block: bool) -> bool: ...
        def restart(self) -> None: ...

    # --- decks ------------------------------------------------------------------------------------
    def choose_deck(self) -> bool:
        """Ask for this seat's deck and send it; False when the person leaves instead."""
        decks = seat_decks(self.remote.info)
        names = list(decks)
        preset, self.preset_deck = self.preset_deck, None
        if preset:
            found = deck_named(decks, preset, self.remote.info.id)
            if found is not None:
                return self._send_deck(found, decks[found])
            self.say(_("There is no deck called {name!r} here.").format(name=preset))
        what = self.remote.choosing.what if self.remote.choosing else "deck"
        # TRANSLATORS: {what} is what a seat brings, as the game names it ("deck")
        self.say(_("Choose the {what} you bring to this table (its number), or q to leave:").format(what=brought(what)))
        for number, name in enumerate(names, 1):
            cards = ngettext("{count} card", "{count} cards", len(decks[name])).format(count=len(decks[name]))
            self.say(f"{number}. {deck_label(self.remote.info.id, name)} ({cards})")
        while True:
            self.prompt()
            line = self.read_line()
            if line is None or line.strip().lower() in ("q", "quit"):
                return False
            text = line.strip()
            if text.isascii() and text.isdigit() and 1 <= int(text) <= len(names):
                name = names[int(text) - 1]
                return self._send_deck(name, decks[name])
            found = deck_named(decks, text, self.remote.info.id) if text else None
            if found is not None:
                return self._send_deck(found, decks[found])
            self.say(_("Type a number from 1 to {last}, or q.").format(last=len(names)))

    def _send_deck(self, name: str, cards: list[str]) -> bool:
        self.remote.choose_deck(name, cards)
        self.deck_sent = True
        self.say(_("You chose {name}; the table is checking it…").format(name=deck_label(self.remote.info.id, name)))
        return True

    def deck_answered(self, refused: str | None) -> None:
        """The table took this seat's deck (`refused` None) or refused it, saying why."""
        if refused is not None:
            self.deck_sent = False
            self.say(_("The table refused that deck: {problem}").format(problem=refused))
            return
        choosing, remote = self.remote.choosing, self.remote
        if choosing is None or remote.deciding or not self.deck_sent:
            return
        self.deck_sent = False  # told once; the seat stays chosen
        waiting = [remote.names[s] for s, where in enumerate(choosing.seats) if where == "choosing"]
        self.say(grammar.sentences(_("You bring {deck}.").format(deck=deck_label(remote.info.id, choosing.mine or "")),
                                   _("Waiting for {names} to choose.").format(names=grammar.listed(waiting))
                                   if waiting else ""))

    # --- after a game -----------------------------------------------------------------------------
    def keep_game(self) -> None:
        """Ask the table for the replay and keep it here, with the game in the match history."""
        if not self.record_here or self.remote.seat is None:
            return
        self.kept = ""
        self.remote.ask_replay()
        end = time.monotonic() + REPLAY_SECONDS
        while not self.kept and time.monotonic() < end and not self.gone:
            if not self.take(block=True):
                return
        if self.kept:
            self.say(self.kept)

    def replay_arrived(self, body: JSONObject) -> None:
        seat = self.remote.seat
        if self.record_here and seat is not None and not self.kept:
            self.kept = record_replay(body, seat, self.remote.names)

    def rematch(self) -> bool:
        """Ask whether to play again; True once the next game has begun, False to leave."""
        remote = self.remote
        if "no" in (remote.votes or []):
            return self._no_rematch()
        self.say(_("Rematch? Type y for another game at this table; anything else leaves it."))
        self.prompt()
        line = self.read_line()
        accept = line is not None and line.strip().lower() in ("y", "yes", "r", "rematch")
        remote.rematch(accept)
        if not accept:
            self.say(_("You left the table."))
            return False
        round_ = remote.round
        while remote.round == round_:
            votes = remote.votes or []
            if "no" in votes:
                return self._no_rematch()
            waiting = [remote.names[s] for s, vote in enumerate(votes) if vote == "waiting" and s != remote.seat]
            if waiting and getattr(self, "_told_waiting", None) != waiting:
                self._told_waiting = waiting
                self.say(_("Waiting for {names} to answer…").format(names=grammar.listed(waiting)))
            if not self.take(block=True) or self.gone:
                return False
        self.restart()
        self.say(_("Game {number} at this table begins.").format(number=remote.round))
        self.news(remote.seat)
        return True

    def _no_rematch(self) -> bool:
        remote = self.remote
        votes = remote.votes or []
        if "no" not in votes:
            self.say(_("Someone has left: no rematch this time."))
        else:
            self.say(_("{name} has left: no rematch this time.").format(name=remote.names[votes.index("no")]))
        return False
