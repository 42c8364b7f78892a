"""Issue 31: dropped connections lose nothing. A seat whose client dies rejoins with the same
invitation and finds the game where it was, while the others read "waiting for NAME to
reconnect"; a host killed with SIGKILL and started again with `host --resume` goes on from its
save with the same invitations; a move in flight when the link dropped is applied once."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import time
from pathlib import Path

from net.tablekit import Driver, close, hosted, joined

from tanuki_table.net.client import RemoteSession
from tanuki_table.net.invite import Invitation
from tanuki_table.net.link import LinkStatus
from tanuki_table.net.protocol import Move, Welcome
from tanuki_table.net.views import state_for
from tanuki_table.core.session import Session, Setup


def wait_for(condition, what: str, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, f"still waiting for {what}"
        time.sleep(0.02)


def pump(session: RemoteSession, seconds: float = 0.3) -> None:
    """Apply whatever the table sends for a moment."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            message = session.link.inbox.get(timeout=0.05)
        except queue.Empty:
            continue
        if not isinstance(message, LinkStatus):
            session.receive(message)


def test_a_client_killed_mid_game_rejoins_and_the_game_goes_on_from_the_same_position():
    with hosted(Setup(game="tanuki_panic", seed=21, seats=[None, None])) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        first, second = Driver(ann, 1, stop_at=30).start(), Driver(bob, 2, stop_at=30).start()
        first.wait()
        second.wait()
        bob.link.close()  # the client dies: its connection ends without a word
        pump(ann)
        wait_for(lambda: (pump(ann, 0.05), ann.seats)[1] == ["here", "away"], "Bob to be away")
        moves = len(table.table.session.actions)
        back = joined(table.seats[1], "Bob")  # the same invitation
        assert back.state.seq == moves
        assert back.state.observation(1) == table.table.session.state.observation(1)
        assert [e.word for e in back.state.log] == [e.seen_by(1).word for e in table.table.session.state.log]
        pump(ann)
        assert ann.seats == ["here", "here"]
        first, second = Driver(ann, 3).start(), Driver(back, 4).start()
        first.wait()
        second.wait()
        assert ann.state.is_over and back.state.is_over
        close(ann, back)


def test_a_move_in_flight_when_the_link_dropped_is_sent_again_and_applied_once():
    sent = []

    class Wire:
        def send(self, message):
            sent.append(message)

    welcome = Welcome(game="tacocat", seat=0, names=["Ann", "Bob"], bots=[None, None])
    local = Session(Setup(game="tacocat", seed=3, seats=[None, None]))
    seat = local.state.current_player
    session = RemoteSession(Wire(), welcome.model_copy(update={"seat": seat}))
    session.receive(welcome.model_copy(update={"seat": seat}))
    state_message = state_for(local, seat, 0)
    session.receive(state_message)
    session.play(session.state.legal_actions()[0])
    assert sent == [Move(seq=0, index=0)] and session.state.legal_actions() == []
    session.receive(welcome.model_copy(update={"seat": seat}))  # the link came back
    session.receive(state_message)  # the table had not got it: the same position
    assert sent == [Move(seq=0, index=0)] * 2  # sent again, for the same position: applied once
    local.play_index(0)
    session.receive(state_for(local, seat, len(state_message.events)))
    assert session.pending is None and session.state.seq == 1


def host_process(env: dict, *args: str) -> tuple[subprocess.Popen, list[str]]:
    process = subprocess.Popen([sys.executable, "-m", "tanuki_table", "host", *args], env=env, text=True,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines: list[str] = []
    assert process.stdout is not None
    while len([line for line in lines if "tt://" in line]) < 2:
        line = process.stdout.readline()
        assert line, f"the host ended: {lines} {process.stderr.read() if process.stderr else ''}"
        lines.append(line)
    return process, lines


def test_a_host_killed_with_sigkill_resumes_with_the_same_invitations(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "TANUKI_TABLE_FSYNC": "1", "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    host, lines = host_process(env, "tacocat", "--watch", "--port", "0", "--seed", "8", "--bot-delay", "0")
    invitations = [Invitation.parse(line.split(": ", 1)[1]) for line in lines if "tt://" in line]
    ann, bob = joined(invitations[0], "Ann"), joined(invitations[1], "Bob")
    first, second = Driver(ann, 1, stop_at=20).start(), Driver(bob, 2, stop_at=20).start()
    first.wait()
    second.wait()
    before = ann.state.seq
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    again, lines = host_process(env, "--resume", "--watch")
    try:
        assert f":{invitations[0].port}/" in lines[1]  # the same port, the same tokens
        assert {Invitation.parse(line.split(": ", 1)[1]).token for line in lines if "tt://" in line} == {
            i.token for i in invitations}
        first, second = Driver(ann, 3).start(), Driver(bob, 4).start()  # their links rejoin by themselves
        first.wait()
        second.wait()
        assert ann.state.is_over and bob.state.is_over
        assert ann.state.seq >= before > 0
        close(ann, bob)
        out, err = again.communicate(timeout=20)
        assert again.returncode == 0, err
        assert "The game is over" in out
    finally:
        if again.poll() is None:
            again.kill()
