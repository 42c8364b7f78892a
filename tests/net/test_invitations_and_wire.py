"""Issue 31: invitations (`tt://HOST:PORT/TOKEN`), the message models, the rate limit, plain mode's
lines about the table, and the `host` / `join` command lines."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tanuki_table.cli import main
from tanuki_table.net.client import RemoteSession
from tanuki_table.net.invite import Invitation, InvitationError, new_token, public_host
from tanuki_table.net.plain_seat import PlainSeat
from tanuki_table.net.protocol import (Hello, Limiter, Move, Presence, ProtocolError, Said, Welcome, encode,
                                       read_client, read_server)

TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEF"


def test_an_invitation_reads_back_as_written_and_with_the_join_command_around_it():
    invitation = Invitation("127.0.0.1", 7717, TOKEN)
    assert str(invitation) == f"tt://127.0.0.1:7717/{TOKEN}"
    assert invitation.command == f"tanuki-table join tt://127.0.0.1:7717/{TOKEN}"
    assert Invitation.parse(str(invitation)) == invitation
    assert Invitation.parse(f"  {invitation.command}\n") == invitation
    assert Invitation.parse(f"tt://[::1]:9/{TOKEN}") == Invitation("::1", 9, TOKEN)
    assert str(Invitation("::1", 9, TOKEN)) == f"tt://[::1]:9/{TOKEN}"


@pytest.mark.parametrize("text", [
    "", "tt://host/" + TOKEN, "http://127.0.0.1:7717/" + TOKEN, "tt://127.0.0.1:7717/short",
    "tt://127.0.0.1:99999/" + TOKEN, "tt://127.0.0.1:7717/" + TOKEN + "?x=1", "tt://u:p@127.0.0.1:7717/" + TOKEN,
    "tt://127.0.0.1:7717/" + "é" * 20, "tt://127.0.0.1:7717/" + TOKEN + "/more", "x" * 1000,
    "tt://127.0.0.1:7717/\x1b[31m" + TOKEN,
])
def test_what_is_not_an_invitation_is_refused_in_one_line(text):
    with pytest.raises(InvitationError) as refused:
        Invitation.parse(text)
    assert "tt://HOST:PORT/TOKEN" in str(refused.value)


def test_tokens_are_random_and_long():
    tokens = {new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 32 for t in tokens)


def test_a_wildcard_address_is_invited_as_this_machines_own():
    assert public_host("127.0.0.1") == "127.0.0.1"
    assert public_host("0.0.0.0") not in ("0.0.0.0", "")


def test_messages_round_trip_and_unknown_fields_or_types_are_refused():
    for message in (Hello(token=TOKEN, name="Ann"), Move(seq=3, index=1)):
        assert read_client(encode(message)) == message
    said = Said(seat=1, say="good game")
    assert read_server(encode(said)) == said
    for bad in (b'{"type": "quick", "say": "you lose"}', b'{"type": "move", "seq": 1, "index": 0, "x": 1}',
                b'{"type": "welcome"}', b'{"type": "move", "seq": true, "index": 0}'):
        with pytest.raises(ProtocolError):
            read_client(bad)


def test_the_limiter_allows_a_burst_then_the_rate():
    limiter = Limiter(rate=10, burst=5)
    assert [limiter.allow() for _ in range(7)] == [True] * 5 + [False] * 2


def plain_seat(out: io.StringIO) -> PlainSeat:
    welcome = Welcome(game="tacocat", seat=0, names=["Ann", "Bob"], bots=[None, None])
    session = RemoteSession(None, welcome)
    session.seats = ["here", "here"]
    return PlainSeat(session, out, io.StringIO())


def test_plain_mode_says_who_is_waited_for_and_the_quick_messages():
    out = io.StringIO()
    seat = plain_seat(out)
    seat.apply(Presence(seats=["here", "away"], names=["Ann", "Bob"]))
    seat.apply(Said(seat=1, say="one moment"))
    seat.apply(Presence(seats=["here", "here"], names=["Ann", "Bob"]))
    assert out.getvalue().splitlines() == ["Waiting for Bob to reconnect.", "Bob says: one moment.", "Bob is back."]


def test_plain_mode_says_a_quick_message_by_number_or_by_its_words():
    sent = []

    class Wire:
        def send(self, message):
            sent.append(message)

    out = io.StringIO()
    seat = plain_seat(out)
    seat.remote.link = Wire()  # type: ignore[assignment]
    assert seat.command("say 1", [], [], 0) is None
    assert seat.command("say your turn", [], [], 0) is None
    assert seat.command("say hello", [], [], 0) is None
    assert [m.say for m in sent] == ["good game", "your turn"]
    assert "Say 1 (good game)" in out.getvalue()


@pytest.mark.parametrize("argv, words", [
    (["host"], "name the game"),
    (["host", "tacocat", "--people", "1"], "--people"),
    (["host", "tacocat", "--vs", "grandmaster"], "unknown bot"),
    (["host", "tacocat", "--players", "3"], "is for 2 players"),
    (["host", "tacocat", "--watch", "--plain"], "choose one"),
    (["host", "--resume"], "no unfinished table"),
    (["join", "not-an-invitation"], "tt://HOST:PORT/TOKEN"),
])
def test_host_and_join_say_what_is_wrong_in_one_line(argv, words, capsys):
    assert main(argv) in (1, 2)
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1, err


def test_join_without_a_terminal_asks_for_plain(capsys):
    assert main(["join", f"tt://127.0.0.1:9/{TOKEN}"]) == 2
    assert "--plain" in capsys.readouterr().err


def test_a_join_that_finds_no_table_says_so_and_fails(monkeypatch):
    monkeypatch.setattr("tanuki_table.net.link.JOIN_SECONDS", 0.5)
    from tanuki_table.net import plain_seat as plain

    monkeypatch.setattr(plain, "join", lambda invitation, name: "The table at 127.0.0.1:9 does not answer.")
    out = io.StringIO()
    assert plain.join_plain(Invitation("127.0.0.1", 9, TOKEN), None, out) == 1
    assert "Could not join the table" in out.getvalue()


def test_host_and_two_plain_joins_play_a_game_as_three_commands(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    command = [sys.executable, "-m", "tanuki_table"]
    host = subprocess.Popen(command + ["host", "tacocat", "--watch", "--port", "0", "--seed", "3"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    while len([line for line in lines if "tt://" in line]) < 2:
        line = host.stdout.readline()
        assert line, host.stderr.read()
        lines.append(line)
    assert "on 127.0.0.1:" in lines[0]
    joins = [subprocess.Popen(command + ["join", line.split("join ", 1)[1].strip(), "--plain", "--name", name],
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for line, name in zip([x for x in lines if "tt://" in x], ("Ann", "Bob"))]
    for join in joins:  # both type ahead: a number at every question
        join.stdin.write("1\n" * 300)
        join.stdin.close()
    outs = [(join.stdout.read(), join.stderr.read()) for join in joins]
    for join in joins:
        join.wait(60)
    rest, err = host.communicate(timeout=30)
    for (out, errors), join in zip(outs, joins):
        assert join.returncode == 0, errors
        assert "The game is over: " in out
    assert host.returncode == 0, err
    assert "The game is over: " in rest
