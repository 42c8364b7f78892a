"""Issue 43: the table's door. Strangers' silent or slow connections are closed at the hello
deadline and capped per address and in all, so the table's open files stay bounded during a flood
and come back to where they were after it; a seat with a valid token joins during the flood; a
hello sent a byte at a time is closed at the deadline; every way out is counted once."""

from __future__ import annotations

import json
import os
import socket
import time

import pytest
from net.tablekit import close, hosted, joined

from tanuki_table.core.session import Setup
from tanuki_table.net.table import PER_ADDRESS, WAITING
from tanuki_table.net.protocol import CLIENT_LINE

DEADLINE = 1.0
"""The hello deadline in these tests (the table's is `HELLO_SECONDS`, 5 s): the same code, sooner."""


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def wait_for(condition, what: str, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, f"still waiting for {what}"
        time.sleep(0.01)


def connect(port: int, source: str = "127.0.0.1") -> socket.socket:
    sock = socket.socket()
    sock.settimeout(5)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def ended(sock: socket.socket) -> bytes:
    """What the table sent before closing this connection (it must close it)."""
    data = b""
    while chunk := sock.recv(4096):
        data += chunk
    return data


@pytest.fixture
def table():
    with hosted(Setup(game="tanuki_panic", seed=1, seats=[None, None])) as hosted_table:
        hosted_table.table.hello_seconds = DEADLINE
        yield hosted_table


def test_a_flood_of_silent_connections_keeps_the_open_files_bounded_and_a_real_seat_joins(table):
    """The attack of issue 43, made quick: 31 silent connections a round, four rounds, all kept
    open by the attacker. The table's side holds at most `PER_ADDRESS` of them at any time (the
    oldest go first), the real seat joins in the middle of it, and once the deadline has passed the
    table holds none: its open files are back where they started, though the attacker still has
    every socket."""
    door = table.table.door
    start, began = open_files(), time.monotonic()
    held: list[socket.socket] = []
    table_side = []
    extra = 0  # the real seat's connection
    for round_ in range(4):
        held += [connect(table.port) for _ in range(31)]
        wait_for(lambda: door.opened - extra == len(held), "the table to take every connection")
        wait_for(lambda: table.table.connections <= PER_ADDRESS, "the evicted connections to be closed")
        table_side.append(open_files() - start - len(held))
        assert door.count("127.0.0.1") <= PER_ADDRESS
        if round_ == 1:
            bob = joined(table.seats[1], "Bob")  # the flood is still on: the seat is let in
            assert table.table.names()[1] == "Bob" and table.table.peers["seat:1"].seat == 1
            close(bob)
            extra = 1
    assert max(table_side) <= PER_ADDRESS + 2, table_side  # was 31 more every round, for good
    wait_for(lambda: table.table.connections == 0, "the deadline to close the rest", DEADLINE + 3)
    assert open_files() - start - len(held) <= 2  # the attacker holds its sockets; the table none
    replies = [ended(sock) for sock in held[-PER_ADDRESS:]]  # the ones still waiting: told at the deadline
    assert all(b"No hello within" in reply for reply in replies), replies
    for sock in held:
        sock.close()
    wait_for(lambda: open_files() <= start + 2, "the open files to come back")
    assert door.count() == 0 and door.evictions >= 4 * 31 - PER_ADDRESS
    assert time.monotonic() - began < DEADLINE + 8


def test_many_addresses_share_the_door_and_the_whole_door_is_capped(table):
    door = table.table.door
    held = [connect(table.port, f"127.0.0.{n}") for n in range(2, 8) for _ in range(PER_ADDRESS)]
    wait_for(lambda: door.opened == len(held), "the table to take every connection")
    assert door.count() == WAITING and door.evictions == len(held) - WAITING and all(door.count(f"127.0.0.{n}") <= PER_ADDRESS for n in range(2, 8))
    one = joined(table.seats[0], "Ann")  # from 127.0.0.1, while six others fill the door
    assert table.table.peers["seat:0"].seat == 0
    close(one)
    for sock in held:
        sock.close()
    wait_for(lambda: table.table.connections == 0, "every connection to end")


def test_a_hello_sent_a_byte_at_a_time_is_closed_at_the_deadline(table):
    hello = json.dumps({"type": "hello", "protocol": 2, "token": table.seats[1].token, "name": "Slow"}).encode()
    sock = connect(table.port)
    start = time.monotonic()
    closed_at = None
    for byte in hello[:-1]:  # never the end of the line
        try:
            sock.sendall(bytes([byte]))
        except OSError:
            break
        time.sleep(0.05)
        if table.table.connections == 0:
            closed_at = time.monotonic() - start
            break
    assert closed_at is not None, "still open after sending nearly the whole hello"
    assert DEADLINE - 0.1 <= closed_at <= DEADLINE + 0.5, closed_at
    reply = ended(sock)
    assert b"No hello within" in reply and b"welcome" not in reply
    sock.close()
    assert "seat:1" not in table.table.peers


def test_every_way_out_of_a_connection_closes_it_and_is_counted_once(table):
    start = open_files()
    ways = []
    silent = connect(table.port)  # the deadline
    ways.append(silent)
    wrong = connect(table.port)  # a wrong token
    wrong.sendall(b'{"type": "hello", "protocol": 2, "token": "' + b"x" * 32 + b'"}\n')
    ways.append(wrong)
    garbage = connect(table.port)  # not a message
    garbage.sendall(b"\xff\xfe\n")
    ways.append(garbage)
    huge = connect(table.port)  # a hello line over the limit
    huge.sendall(b"x" * (CLIENT_LINE + 10))
    ways.append(huge)
    old = connect(table.port)  # a real hello, then taken over by a newer connection
    old.sendall(json.dumps({"type": "hello", "protocol": 2, "token": table.seats[0].token}).encode() + b"\n")
    wait_for(lambda: "seat:0" in table.table.peers, "the seat to be taken")
    newer = joined(table.seats[0])
    ways.append(old)
    for sock in ways:
        ended(sock)
        sock.close()
    close(newer)
    wait_for(lambda: table.table.connections == 0, "every connection to be counted out")
    wait_for(lambda: open_files() <= start + 1, "the table's side of each to be closed")
    assert table.table.connections == 0 and table.table.door.count() == 0
