"""Issue 41: a rematch at a networked table. After a game every person is asked; the next game
starts only when all say yes (same seats, names and decks, a new seed, the other seat first); one
no ends the table's games; a forged or early rematch message gets an error and changes nothing; a
seat that drops while the others answer finds its answer kept; the next game's messages keep
each seat's secrets as the first game's did."""

from __future__ import annotations

import json
import queue
import time

import pytest
from net.tablekit import Driver, close, hosted, joined
from net.test_secrets_over_the_wire import Secrets, strings

from tanuki_table.core.session import Setup
from tanuki_table.net.link import LinkStatus
from tanuki_table.net.table import Peer
from tanuki_table.net.protocol import Error, Rematch, Rematches, StateMessage, Welcome


def until(session, kind, seconds: float = 5.0):
    """Apply the table's messages to `session` until one of `kind` arrives; that one."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            message = session.link.inbox.get(timeout=0.05)
        except queue.Empty:
            continue
        if not isinstance(message, LinkStatus):
            session.receive(message)
            if isinstance(message, kind):
                return message
    raise AssertionError(f"no {kind.__name__} arrived")


def votes_become(session, wanted: list[str], seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while session.votes != wanted:
        assert time.monotonic() < end, f"votes {session.votes}, not {wanted}"
        until(session, Rematches)


def play_to_the_end(*sessions) -> None:
    drivers = [Driver(s, n).start() for n, s in enumerate(sessions, 1)]
    for driver in drivers:
        driver.wait()


@pytest.fixture
def table():
    with hosted(Setup(game="tacocat", seed=4, seats=[None, None])) as hosted_table:
        yield hosted_table


def test_both_say_yes_and_the_next_game_starts_with_the_other_seat_first(table):
    ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
    ann.rematch(True)
    assert "once the game is over" in until(ann, Error).message  # too early: nothing changes
    play_to_the_end(ann, bob)
    first = table.table.first_seat
    old_seed = table.table.session.setup.seed
    assert until(ann, Rematches).votes == ["waiting", "waiting"]
    ann.rematch(True)
    votes_become(bob, ["yes", "waiting"])
    assert table.table.round == 1  # one yes is not enough
    bob.rematch(True)
    welcome = until(bob, Welcome)
    assert welcome.round == 2 and welcome.names == ["Ann", "Bob"]
    state = until(bob, StateMessage)
    assert state.round == 2 and state.seq == 0 and not state.is_over
    assert bob.round == 2 and not bob.state.is_over and bob.votes is None
    while ann.round != 2:
        until(ann, StateMessage)
    session = table.table.session
    assert table.table.first_seat == 1 - first and session.state.current_player == 1 - first
    assert session.setup.seed != old_seed and session.setup.names == table.table.session.setup.names
    play_to_the_end(ann, bob)  # the second game plays to its end too
    assert session.state.is_over and until(ann, Rematches).round == 2
    close(ann, bob)


def test_one_no_ends_the_tables_games_and_a_late_yes_is_refused(table):
    ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
    play_to_the_end(ann, bob)
    bob.rematch(False)
    votes_become(ann, ["waiting", "no"])
    ann.rematch(True)
    assert "Bob has left" in until(ann, Error).message
    assert table.table.round == 1 and table.table.session.state.is_over
    close(ann, bob)


def test_forged_rematch_messages_change_nothing(table):
    from net.test_hostile_clients import Raw

    ann, bob = joined(table.seats[0]), joined(table.seats[1])
    play_to_the_end(ann, bob)
    spectator = joined(table.spectator)
    spectator.rematch(True)
    assert "Spectators" in until(spectator, Error).message
    raw = Raw(table.port)
    raw.hello(table.seats[0])
    for bad in ({"type": "rematch"}, {"type": "rematch", "accept": "yes"}, {"type": "rematch", "accept": True, "seat": 1},
                {"type": "rematch", "accept": 1}):
        raw.send(bad)
        assert raw.until("error")[-1]["message"].startswith("bad message")
    assert table.table.votes == ["waiting", "waiting"] and table.table.round == 1
    raw.close()
    close(ann, bob, spectator)


def test_a_seat_that_drops_while_the_other_answers_finds_its_yes_kept(table):
    ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
    play_to_the_end(ann, bob)
    ann.rematch(True)
    votes_become(ann, ["yes", "waiting"])
    close(ann)  # Ann's client dies after saying yes
    back = joined(table.seats[0], "Ann")
    assert back.state.is_over
    votes_become(back, ["yes", "waiting"])  # kept at the table
    bob.rematch(True)
    until(back, Welcome)
    assert until(back, StateMessage).round == 2 and back.round == 2
    close(back, bob)


def test_the_next_games_messages_hold_none_of_the_other_seats_secrets(monkeypatch):
    leaks: list[str] = []
    checked = {"messages": 0, "hidden": 0}
    watch: dict = {"secrets": None, "table": None}
    original = Peer.send

    def send(peer: Peer, message) -> None:
        table = watch["table"]
        if peer.seat == 1 and table is not None and table.round == 2:  # every message of the next game
            if watch["secrets"] is None or watch["secrets"].session is not table.session:
                watch["secrets"] = Secrets(table.session)
            hidden = watch["secrets"].hidden_now()
            checked["messages"] += 1
            checked["hidden"] += len(hidden)
            leaks.extend(strings(json.loads(message.model_dump_json())) & hidden)
        original(peer, message)

    monkeypatch.setattr(Peer, "send", send)
    with hosted(Setup(game="tanuki_panic", seed=8, seats=[None, None])) as table:
        watch["table"] = table.table
        ann, bob = joined(table.seats[0]), joined(table.seats[1])
        ann.concede(0)
        until(bob, Rematches)
        ann.rematch(True)
        bob.rematch(True)
        while ann.round != 2 or bob.round != 2:
            until(ann if ann.round != 2 else bob, StateMessage)
        first, second = Driver(ann, 1, stop_at=30).start(), Driver(bob, 2, stop_at=30).start()
        first.wait()
        second.wait()
        close(ann, bob)
    assert checked["messages"] > 5 and checked["hidden"] > 0 and not leaks, (checked, leaks[:5])
