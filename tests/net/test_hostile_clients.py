"""Issue 31: hostile clients. Garbage bytes, a huge message, a wrong token, another seat's move, a
move sent twice, a thousand messages at once: each refused (or applied once), the table keeps
running and the game is unchanged; the two real seats then play the game to its end."""

from __future__ import annotations

import json
import socket
import time

import pytest
from net.tablekit import Driver, close, hosted, joined

from tanuki_table.net.invite import Invitation, match_token, new_token
from tanuki_table.net.protocol import CLIENT_LINE
from tanuki_table.net.table import REFUSED
from tanuki_table.core.session import Setup


class Raw:
    """A client speaking the wire protocol by hand (or not speaking it)."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.file = self.sock.makefile("rb")

    def send(self, data: bytes | dict) -> None:
        self.sock.sendall(data if isinstance(data, bytes) else json.dumps(data).encode() + b"\n")

    def hello(self, invitation: Invitation) -> list[dict]:
        self.send({"type": "hello", "protocol": 2, "token": invitation.token, "name": "Mallory"})
        return self.until("state")

    def read(self) -> dict | None:
        line = self.file.readline()
        return json.loads(line) if line else None

    def until(self, kind: str) -> list[dict]:
        seen = []
        while True:
            message = self.read()
            assert message is not None, f"closed before a {kind}: {seen}"
            seen.append(message)
            if message["type"] == kind:
                return seen

    def closed(self) -> list[dict]:
        """Everything up to the end of the connection (it must end)."""
        seen = []
        while (message := self.read()) is not None:
            seen.append(message)
        return seen

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def table():
    with hosted(Setup(game="tacocat", seed=9, seats=[None, None])) as hosted_table:
        yield hosted_table


def unchanged(table, before: list[int]) -> None:
    time.sleep(0.05)
    assert table.table.session.actions == before


def test_garbage_bytes_and_a_wrong_token_get_the_same_refusal_and_change_nothing(table):
    before = list(table.table.session.actions)
    replies = []
    for data in (b"\xff\xfe\x00garbage\n", b"{}\n", b'{"type": "hello", "protocol": 2, "token": "' +
                 new_token().encode() + b'"}\n', b'{"type": "move", "seq": 0, "index": 0}\n'):
        raw = Raw(table.port)
        raw.send(data)
        replies.append(raw.closed())
        raw.close()
    assert all(reply == [{"type": "bye", "message": REFUSED, "again": False}] for reply in replies), replies
    unchanged(table, before)


def test_a_token_is_compared_with_every_seat_and_refused_without_saying_which_part_was_wrong():
    tokens = [new_token(), None, new_token()]
    assert match_token(tokens[2], tokens) == 2
    last = "B" if tokens[0].endswith("A") else "A"  # one character off (a random token may end in "A")
    assert match_token(tokens[0][:-1] + last, tokens) is None
    assert match_token("", tokens) is None
    assert match_token("é" * 32, tokens) is None


def test_a_huge_line_closes_that_connection_only(table):
    before = list(table.table.session.actions)
    raw = Raw(table.port)
    raw.hello(table.seats[1])
    raw.send(b"x" * (CLIENT_LINE * 8))
    raw.send(b"\n")
    ended = raw.closed()
    assert ended[-1]["type"] == "bye" and "longer than" in ended[-1]["message"]
    unchanged(table, before)
    again = Raw(table.port)  # the same invitation joins again
    assert again.hello(table.seats[1])[-1]["seq"] == len(before)
    again.close()


def test_malformed_messages_get_an_error_and_the_connection_stays(table):
    before = list(table.table.session.actions)
    raw = Raw(table.port)
    raw.hello(table.seats[0])
    for bad in (b"not json\n", b"[1, 2]\n", b'{"type": "nuke"}\n', b'{"type": "move", "seq": -1, "index": 0}\n',
                b'{"type": "move", "seq": 0, "index": 0, "seat": 1}\n', b'{"type": "move", "seq": "0", "index": 0}\n',
                b"9" * 5000 + b"\n", b"[" * 4000 + b"\n"):
        raw.send(bad)
        reply = raw.until("error")[-1]
        assert reply["message"], bad
    unchanged(table, before)
    raw.send({"type": "ping"})
    assert raw.until("pong")
    raw.close()


def test_another_seats_move_a_stale_one_and_a_move_sent_twice(table):
    session = table.table.session
    first = session.state.current_player
    other = 1 - first
    mallory, owner = Raw(table.port), Raw(table.port)
    mallory.hello(table.seats[other])
    owner.hello(table.seats[first])
    mallory.send({"type": "move", "seq": 0, "index": 0})  # not this seat's move
    assert "not your move" in mallory.until("error")[-1]["message"]
    owner.send({"type": "move", "seq": 3, "index": 0})  # a position not reached
    assert owner.until("error")[-1]["seq"] == 3
    owner.send({"type": "move", "seq": 0, "index": 10_000})  # no such move
    assert "no move" in owner.until("error")[-1]["message"]
    assert session.actions == []
    owner.send({"type": "move", "seq": 0, "index": 1})
    owner.send({"type": "move", "seq": 0, "index": 1})  # sent twice (a retry): applied once
    acks = [m for m in owner.until("state") + owner.until("ack") if m["type"] == "ack"]
    assert [a["seq"] for a in acks] == [0, 0]
    time.sleep(0.05)
    assert session.actions == [1]
    owner.send({"type": "move", "seq": 0, "index": 2})  # another move for a position gone by
    assert "out of date" in owner.until("error")[-1]["message"]
    assert session.actions == [1]
    mallory.close()
    owner.close()


def test_a_flood_of_a_thousand_messages_is_refused_and_the_game_plays_on(table):
    session = table.table.session
    before = list(session.actions)
    waiting = 1 - (session.state.current_player or 0)
    flood = Raw(table.port)
    flood.hello(table.seats[waiting])
    start = time.monotonic()
    flood.send(b"".join(json.dumps({"type": "move", "seq": 0, "index": 0}).encode() + b"\n" for _ in range(1000)))
    replies = flood.closed()
    assert time.monotonic() - start < 5
    assert replies[-1]["type"] == "bye" and "Too many" in replies[-1]["message"]
    assert session.actions == before
    one, two = joined(table.seats[0]), joined(table.seats[1])  # the table still plays, to the end
    first = Driver(one, 1).start()
    Driver(two, 2).start().wait()
    first.wait()
    assert session.state.is_over
    close(one, two)


def test_a_spectator_cannot_move_concede_or_say_anything(table):
    raw = Raw(table.port)
    assert raw.hello(table.spectator)[0]["seat"] is None
    for message in ({"type": "move", "seq": 0, "index": 0}, {"type": "concede"}, {"type": "quick", "say": "good game"}):
        raw.send(message)
        assert raw.until("error")[-1]["message"]
    assert table.table.session.actions == [] and not table.table.session.state.is_over
    raw.close()


def test_a_second_connection_with_the_same_invitation_takes_the_seat_over(table):
    old = Raw(table.port)
    old.hello(table.seats[0])
    new = Raw(table.port)
    new.hello(table.seats[0])
    ended = old.closed()
    assert ended[-1] == {"type": "bye", "message": "Your seat is played from another window now (the same invitation was used again there).",
                         "again": False}
    new.close()


def test_a_client_of_another_protocol_version_is_told_to_use_the_hosts_version(table):
    raw = Raw(table.port)  # protocol 1: before decks, rematches and `round` (issue 41)
    raw.send({"type": "hello", "protocol": 1, "token": table.seats[0].token})
    ended = raw.closed()
    assert ended == [{"type": "bye", "again": False,
                      "message": "This table speaks protocol 2: use the same Tanuki Table version as the host."}]
    raw.close()
