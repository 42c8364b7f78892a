"""`tanuki-table join INVITATION --plain`: a seat at a table, line by line (plain mode over a link).
The same prompt as `play --plain`, with `say 1`, `say 2`, `say 3` for the quick messages; what the
others do is printed as it arrives. Leaving leaves the seat open for the same invitation.
"""

from __future__ import annotations

import queue
import sys
import time
from typing import TextIO

from tanuki_table.core.engine import Action
from tanuki_table.core.narration import Narrator
from tanuki_table.net.client import RemoteSession, deck_named
from tanuki_table.net.invite import Invitation
from tanuki_table.net.link import Inbound, LinkStatus, join
from tanuki_table.net.protocol import (QUICK, Bye, Error, ProtocolError, Replay, Said, StateMessage,
                                       quick_words)
from tanuki_table.cli.plain import PlainGame
from tanuki_table.core import grammar
from tanuki_table.core.i18n import _, ngettext
from tanuki_table.core.text import clean
from tanuki_table.cards.setups import deck_choices, deck_label
from tanuki_table.net.replies import record_replay

__all__ = ["PlainSeat", "join_plain"]

REPLAY_SECONDS = 10.0
"""How long a finished game waits for the table's replay before going on without it."""


class PlainSeat(PlainGame):
    """Plain mode played through a `RemoteSession`."""

    def __init__(self, session: RemoteSession, out: TextIO = sys.stdout, inp: TextIO = sys.stdin,
                 deck: str | None = None) -> None:
        super().__init__(session.setup, out, inp, session=session)  # type: ignore[arg-type]  # the stand-in
        self.remote = session
        self.preset_deck = deck
        """The deck to bring without asking (`--deck NAME`)."""
        self.kept = ""
        self.deck_sent = False
        self.hotseat = False
        self.viewer = session.seat
        self.conceding = False
        """This seat conceded: the table's answer ends the game."""
        self.down = False
        """The link is down (it reconnects by itself)."""
        self.gone = False
        """The link is gone for good."""
        self._rename()

    def _rename(self) -> None:
        seat = self.remote.seat
        self.names = self.remote.names_for(seat)
        self.narrator = Narrator(self.remote.names, seat)

    def save(self) -> None:
        """The table saves the game, not this seat."""

    def record(self) -> None:
        """A finished game is kept from the table's replay (`keep_game`), not from this seat's view."""

    def restart(self) -> None:
        """A new game at the table (a rematch): the story starts again."""
        self.seen = {}
        self.conceding = False
        self._rename()

    def concede(self, seat: int) -> bool | None:
        answer = super().concede(seat)
        if answer is False:
            self.conceding = True
        return answer

    def command(self, command: str, legal: list[Action], cards: list[str], seat: int,
                everything: list[Action] | None = None) -> Action | bool | None:
        """Plain mode's commands, and `say N` (a quick message)."""
        quick = dict(zip(("first", "second", "third"), map(quick_words, QUICK)))
        if command.startswith("say"):
            words = command[3:].strip()
            chosen = QUICK[int(words) - 1] if words in ("1", "2", "3") else words
            if chosen in QUICK:
                self.remote.say(chosen)
                self.say(_("You said: {words}.").format(words=quick_words(chosen)))
            else:
                self.say(_("Say 1 ({first}), 2 ({second}) or 3 ({third}).").format(**quick))
            return None
        if command in ("help", "h"):
            self.say(_("A number plays that action; p passes; i N reads card N; log; ?; say 1, 2 or 3 sends "
                       "'{first}', '{second}' or '{third}'; concede; q leaves the table (you may come back).").format(
                **quick))
            return None
        return super().command(command, legal, cards, seat, everything)

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        remote, seat = self.remote, self.remote.seat
        seats = grammar.listed(remote.names)
        if seat is None:
            self.say(_("{game} at a table: you are watching (public events only). Seats: {seats}.").format(
                game=self.info.title, seats=seats))
        else:
            self.say(_("{game} at a table: you are playing seat {number}. Seats: {seats}.").format(
                game=self.info.title, number=seat + 1, seats=seats))
            self.say(_("Type a number to act when it is your move, or help."))
        while True:
            state = remote.state
            if remote.choosing is not None:
                if remote.deciding and not self.deck_sent and not self.down:  # not chosen, nor on its way
                    if not self.choose_deck():
                        return self.left()
                elif not self.take(block=True):
                    return 1
                continue
            if state.is_over:
                self.news(seat)
                self.game_over(state.winner)
                if seat is None:
                    return 0
                self.keep_game()
                if self.gone or not self.rematch():
                    return 0
                continue
            if (seat is not None and state.current_player == seat and not state.waiting and not self.down
                    and not self.conceding):
                if not self.turn(seat):
                    if self.gone:
                        return 1
                    if self.conceding:
                        continue
                    return self.left()
                continue
            if not self.take(block=True):
                return 1

    def left(self) -> int:
        """Leave the table before the game ends (the seat waits for the same invitation): exit code 0."""
        self.say(_("You left the table. The same invitation takes you back to your seat."))
        return 0

    def take(self, block: bool) -> bool:
        """Apply the table's next message (waiting up to a second for one if `block`); False once
        the link is gone for good."""
        link = self.remote.link
        if link is None:
            return False
        try:
            message = link.inbox.get(timeout=1.0) if block else link.inbox.get_nowait()
        except queue.Empty:
            return True
        return self.apply(message)

    def apply(self, message: Inbound) -> bool:
        remote, seat = self.remote, self.remote.seat
        if isinstance(message, LinkStatus):
            if message.state == "gone":
                self.gone = True
                self.say(message.why or _("The table is gone."))
                return False
            if message.state == "down" and not self.down:
                self.down = True
                self.say(_("{problem} Trying again…").format(problem=message.why))
            return True
        if isinstance(message, Replay):
            if seat is not None and not self.kept:  # kept here once, with the game in the match history
                self.kept = record_replay(message.body, seat, remote.names)
            return True
        try:
            kind = remote.receive(message)
        except ProtocolError as exc:
            self.say(_("(The table sent something this version cannot read: {problem}.)").format(problem=exc))
            return True
        if kind == "choosing" or (isinstance(message, Error) and remote.choosing is not None and self.deck_sent):
            self.deck_answered(message.message if isinstance(message, Error) else None)
            return True
        if kind == "welcome" and self.down:
            self.down = False
            self.say(_("Back at the table."))
        elif kind in ("state", "log") and isinstance(message, StateMessage):
            if seat is None or remote.state.current_player != seat:
                self.news(seat)
        elif kind == "presence":
            self._presence()
        elif isinstance(message, Said):
            self.say(_("{name} says: {words}.").format(name=remote.names[message.seat], words=quick_words(message.say)))
        elif isinstance(message, Error):
            self.say(_("The table says: {message}").format(message=message.message))
        elif isinstance(message, Bye):
            self.say(message.message)
        return True

    def _presence(self) -> None:
        self._rename()
        for name, old, new in self.remote.seat_changes():
            if new == "away":
                self.say(_("Waiting for {name} to reconnect.").format(name=name))
            elif new == "here":
                self.say((_("{name} is at the table.") if old == "open" else _("{name} is back.")).format(name=name))

    def turn(self, seat: int) -> bool:
        """This seat's move, once everything the table sent before it is told."""
        link = self.remote.link
        while link is not None and not link.inbox.empty():
            if not self.take(block=False):
                return False
        state = self.remote.state
        if state.is_over or state.current_player != seat or state.waiting:
            return True
        return super().turn(seat)

    # --- decks ------------------------------------------------------------------------------------
    def choose_deck(self) -> bool:
        """Ask for this seat's deck (none asked with a `--deck` found) and send it; False when the person
        leaves instead."""
        decks, game = deck_choices(self.remote.info), self.remote.info.id
        names = list(decks)
        preset, self.preset_deck = self.preset_deck, None
        chosen = deck_named(decks, preset, game) if preset else None
        if preset and chosen is None:
            self.say(_("There is no deck called {name!r} here.").format(name=preset))
        if chosen is None:
            # TRANSLATORS: {what} is what a seat brings, as the game names it ("deck")
            self.say(_("Choose the {what} you bring to this table (its number), or q to leave:").format(
                what=self.remote.brought))
            for number, name in enumerate(names, 1):
                cards = ngettext("{count} card", "{count} cards", len(decks[name])).format(count=len(decks[name]))
                self.say(f"{number}. {deck_label(game, name)} ({cards})")
        while chosen is None:
            self.prompt()
            line = self.read_line()
            if line is None or line.strip().lower() in ("q", "quit"):
                return False
            text = line.strip()
            if text.isascii() and text.isdigit() and 1 <= int(text) <= len(names):
                chosen = names[int(text) - 1]
            else:
                chosen = deck_named(decks, text, game) if text else None
            if chosen is None:
                self.say(_("Type a number from 1 to {last}, or q.").format(last=len(names)))
        self.remote.choose_deck(chosen, decks[chosen])
        self.deck_sent = True
        self.say(_("You chose {name}; the table is checking it…").format(name=deck_label(game, chosen)))
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
        """Ask the table for the replay and keep it here, with the game in the match history (a seat's)."""
        self.kept = ""
        self.remote.ask_replay()
        end = time.monotonic() + REPLAY_SECONDS
        while not self.kept and time.monotonic() < end and not self.gone:
            if not self.take(block=True):
                return
        if self.kept:
            self.say(self.kept)

    def rematch(self) -> bool:
        """Ask whether to play again; True once the next game has begun, False to leave."""
        remote = self.remote
        if remote.refused_by is None:
            self.say(_("Rematch? Type y for another game at this table; anything else leaves it."))
            self.prompt()
            line = self.read_line()
            accept = line is not None and line.strip().lower() in ("y", "yes", "r", "rematch")
            remote.rematch(accept)
            if not accept:
                self.say(_("You left the table."))
                return False
        round_ = remote.round
        while remote.round == round_ and remote.refused_by is None:
            waiting = remote.waiting_for(remote.seat)
            if waiting and getattr(self, "_told_waiting", None) != waiting:
                self._told_waiting = waiting
                self.say(_("Waiting for {names} to answer…").format(names=grammar.listed(waiting)))
            if not self.take(block=True) or self.gone:
                return False
        if remote.refused_by is not None:
            self.say(_("{name} has left: no rematch this time.").format(name=remote.refused_by))
            return False
        self.restart()
        self.say(_("Game {number} at this table begins.").format(number=remote.round))
        self.news(remote.seat)
        return True


def join_plain(invitation: Invitation, name: str | None, out: TextIO = sys.stdout, inp: TextIO = sys.stdin,
               announce: bool = True, deck: str | None = None) -> int:
    """Join a table in plain mode; the exit code (1 when it could not be joined). `announce`: say
    where it connects first (the host's own seat does not); `deck`: the deck to bring."""
    if announce:
        print(_("Joining the table at {address}…").format(address=f"{invitation.host}:{invitation.port}"),
              file=out, flush=True)
    joined = join(invitation, name)
    if isinstance(joined, str):
        print(clean(_("Could not join the table: {why}").format(why=joined)), file=out, flush=True)
        return 1
    link, session = joined
    try:
        return PlainSeat(session, out, inp, deck=deck).run()
    finally:
        link.close()
