"""What the seats choose at the table around the games (a mixin for `Table`, beside `net.play`).

Decks: in a game with decks every person's seat chooses the deck it brings before the first move;
the table checks it as a local game is checked (size, `DeckRules.problems`, `new_game`) and refuses
a bad one with why, changing nothing. Nobody hears what another seat chose. Rematch: once a game is
over every person is asked; all yes starts a new game with the same seats, names and decks, a new
seed and the next seat first; one no ends the table's games. A seat that drops keeps its choice.
"""

from __future__ import annotations

import secrets
from collections import Counter
from typing import Callable

from tanuki_table.core.session import Session
from tanuki_table.core.text import clean
from tanuki_table.errors import SetupError
from tanuki_table.net.protocol import Choosing, Deck, Rematch, Rematches, Welcome
from tanuki_table.net.peer import Peer
from tanuki_table.net.play import TablePlay

__all__ = ["TableChoices", "deck_from", "takes_decks"]

MAX_DECK_NAME = 40
"""A deck's name as its own seat reads it back, at most this long."""


def takes_decks(session: Session) -> bool:
    """Whether this game, in this variant, is played with decks the seats choose."""
    rules, setup = session.info.decks, session.setup
    return rules is not None and rules.takes_decks(setup.variant or session.info.variants[0])


def deck_from(counts: dict[str, int]) -> list[str]:
    """A deck message's cards as a list of ids (in id order: the game shuffles it)."""
    return sorted(Counter(counts).elements())


def _decks_now(session: Session) -> list[list[str]]:
    """Every seat's deck as set up now: the setup's, else the premade ones in turn (an empty one is
    a random animal in Animale Tattica)."""
    setup, rules = session.setup, session.info.decks
    if setup.decks:
        return [list(deck) for deck in setup.decks]
    premade = list(rules.premade(session.info).values()) if rules is not None and not rules.distinct else []
    return [list(premade[s % len(premade)]) if premade else [] for s in range(setup.players)]


class TableChoices(TablePlay):
    """Decks before a game, a rematch after it (see the module docstring)."""

    on_change: Callable[[], None]
    """Called when a deck is chosen or a new game begins (the host keeps the table's record)."""

    def _send_phase(self, peer: Peer) -> None:
        """Where the table is, for a connection that just said hello: the deck choice, or the position
        (and, after a game, the rematch votes)."""
        if self.choosing:
            peer.send(self._choosing_for(peer))
            return
        self._send_state(peer, 0)
        if self.votes is not None:
            peer.send(Rematches(round=self.round, votes=list(self.votes)))

    def _finish(self) -> None:
        first = not self.recorded
        super()._finish()
        if first:
            self._open_votes()

    # --- decks ----------------------------------------------------------------------------------------
    def _choosing_for(self, peer: Peer) -> Choosing:
        seats = self.session.setup.seats
        return Choosing(round=self.round, what=self.session.info.decks.choice if self.session.info.decks else "deck",
                        seats=["bot" if bot is not None else "choosing" if s in self.choosing else "chosen"
                               for s, bot in enumerate(seats)],
                        mine=self.chosen.get(peer.seat) if peer.seat is not None else None)

    def _deck(self, peer: Peer, message: Deck) -> None:
        """A seat's deck for the coming game: checked as a local game's, kept, or refused with why."""
        seat, session = peer.seat, self.session
        info, setup = session.info, session.setup
        rules = info.decks
        if seat is None:
            return peer.error("Spectators bring no deck.")
        if rules is None or not takes_decks(session):
            return peer.error(f"{info.title} is played without chosen decks here.")
        if not self.choosing:
            return peer.error("The game has started: decks are chosen before the first move.")
        total = sum(message.cards.values())
        if total > rules.max_cards:
            return peer.error(f"That deck has {total} cards; a {info.title} deck holds at most {rules.max_cards}. "
                              "Nothing changed.")
        cards = deck_from(message.cards)
        problems = rules.problems(info, cards, setup.variant)
        if problems:
            return peer.error(clean(f"That deck cannot be played: {'; '.join(problems[:3])}. Nothing changed."))
        decks = _decks_now(session)
        decks[seat] = cards
        name = clean(message.name).strip()[:MAX_DECK_NAME] or f"your {rules.choice}"
        deck_names = list(setup.deck_names or ["" for _ in setup.seats])
        deck_names[seat] = name
        try:
            fresh = Session(setup.model_copy(update={"decks": decks, "deck_names": deck_names}))
        except SetupError as exc:
            return peer.error(clean(f"That deck cannot be played: {exc}. Nothing changed."))
        path = getattr(session, "save_path", None)
        if path is not None:
            fresh.save_path = path  # type: ignore[attr-defined]  # the same game, its decks now chosen
        self.session = fresh
        self.chosen[seat] = name
        self.choosing.discard(seat)
        self._save()
        self.on_change()
        for other in list(self.peers.values()):
            other.send(self._choosing_for(other))
            if not self.choosing:  # every seat has chosen: the game starts
                self._send_state(other, 0)
        if not self.choosing:
            self._schedule_bots()

    # --- rematch --------------------------------------------------------------------------------------
    def _open_votes(self) -> None:
        """The game is over: every person is asked about a rematch (a bot is always ready)."""
        self.votes = ["bot" if bot is not None else "waiting" for bot in self.session.setup.seats]
        self._tell_votes()

    def _tell_votes(self) -> None:
        if self.votes is not None:
            self._tell_all(Rematches(round=self.round, votes=list(self.votes)))

    def _rematch(self, peer: Peer, message: Rematch) -> None:
        seat, votes = peer.seat, self.votes
        if seat is None:
            return peer.error("Spectators have no say in a rematch.")
        if votes is None or not self.session.state.is_over:
            return peer.error("A rematch is offered once the game is over.")
        if "no" in votes:
            who = self.names()[votes.index("no")]
            return peer.error(f"{who} has left this table's games: there is no rematch.")
        votes[seat] = "yes" if message.accept else "no"
        self._tell_votes()
        if all(vote in ("yes", "bot") for vote in votes):
            self._next_round()

    def _next_round(self) -> None:
        """A rematch: the same seats, names and decks, a new seed, the next seat first."""
        old = self.session.setup
        first = (self.first_seat + 1) % old.players
        setup = old.model_copy(update={"seed": secrets.randbelow(1_000_000_000), "first_player": first})
        self.session = Session(setup)
        self.first_seat = first
        self.round += 1
        self.movers, self.recorded, self.votes = [], False, None
        self._save()
        self.on_change()
        for peer in list(self.peers.values()):
            peer.send(Welcome(game=setup.game, variant=setup.variant, seat=peer.seat, names=self.names(),
                              bots=list(setup.seats), round=self.round))
            self._send_state(peer, 0)
        self._presence()
        self._schedule_bots()
