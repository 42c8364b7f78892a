"""Issue 31: secrets by construction over the wire. Every message the table sends seat 2, over a
whole game of each of the five games, holds none of seat 1's hidden card ids; a spectator's holds
no seat's; and no message carries the seed or the decks while the game runs.

A card id is seat 1's secret from seat 2 at a moment when seat 1's observation holds it (its hand,
its face-down cards, its unrevealed choices) and seat 2's observation does not, it was never in
seat 2's own hand, and no public event has named it: the engine decides what each seat may know,
and the wire must add nothing to it. Each message is checked at the moment the table sends it,
against the engine's true state at that moment; the events seat 2 gets are checked too.
"""

from __future__ import annotations

import json

import pytest
from net.tablekit import Driver, close, hosted, joined

from tanuki_table.core.events import dump
from tanuki_table.net.table import Peer
from tanuki_table.net.protocol import Replay, StateMessage
from tanuki_table.core.session import Session, Setup

GAMES = ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"]


def strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


class Secrets:
    """What seat 1 (index 0) knows that seat 2 (index 1) may not, at the table's current move."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.known_to_two: set[str] = set()
        self.public_seen = 0
        self.at: tuple[int, int] = (-1, -1)
        self.hidden: set[str] = set()

    def hidden_now(self) -> set[str]:
        state = self.session.state
        moment = (len(self.session.actions), len(state.log))
        if moment == self.at:
            return self.hidden
        self.at = moment
        two = strings(state.observation(1).model_dump(mode="json"))
        self.known_to_two |= set(state.observation(1).hand)
        for event in state.log[self.public_seen:]:
            self.known_to_two |= strings(dump(event.seen_by(None)))
        self.public_seen = len(state.log)
        one = strings(state.observation(0).model_dump(mode="json"))
        self.hidden = one - two - self.known_to_two
        return self.hidden


@pytest.mark.parametrize("game", GAMES)
def test_seat_two_never_gets_seat_ones_hidden_cards(game, monkeypatch):
    setup = Setup(game=game, seed=11, seats=[None, None])
    leaks: list[str] = []
    counted = {"messages": 0, "hidden": 0}
    with hosted(setup) as table:
        secrets = Secrets(table.table.session)
        original = Peer.send

        def send(peer: Peer, message) -> None:
            sent = strings(json.loads(message.model_dump_json())) if peer.seat == 1 else set()
            if sent and not isinstance(message, Replay):
                hidden = secrets.hidden_now()
                counted["messages"] += 1
                counted["hidden"] += len(hidden)
                leaks.extend(f"{type(message).__name__}: {card}" for card in sent & hidden)
            if peer.seat is None and isinstance(message, StateMessage):
                assert message.observation is None and message.legal == []
                assert all(item[3] is None for item in message.events), "a spectator got a secret"
            original(peer, message)

        monkeypatch.setattr(Peer, "send", send)
        one, two = joined(table.seats[0]), joined(table.seats[1])
        spectator = joined(table.spectator)
        drivers = [Driver(one, 1, bot="simple").start(), Driver(two, 2, bot="simple").start(), Driver(spectator).start()]
        for driver in drivers:
            driver.wait()
        assert table.table.session.state.is_over
        close(one, two, spectator)
    assert counted["messages"] > 5 and counted["hidden"] > 0, counted  # the check had something to find
    assert not leaks, leaks[:10]


def test_no_message_names_the_seed_or_the_decks_while_the_game_runs(monkeypatch):
    setup = Setup(game="tanuki_panic", seed=987_654_321, seats=[None, None])
    sent: list[str] = []
    original = Peer.send

    def send(peer: Peer, message) -> None:
        sent.append(message.model_dump_json())
        original(peer, message)

    monkeypatch.setattr(Peer, "send", send)
    with hosted(setup) as table:
        decks = table.table.session.setup.decks
        one, two = joined(table.seats[0]), joined(table.seats[1])
        first = Driver(one, 1, stop_at=20).start()
        Driver(two, 2, stop_at=20).start().wait()
        first.wait()
        close(one, two)
    text = "\n".join(sent)
    assert "987654321" not in text
    assert decks is None or json.dumps(decks[0]) not in text
