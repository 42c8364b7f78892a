"""Issue 31: a table on 127.0.0.1 and two plain-mode seats play whole games; both see the end.

The seats are `join --plain` (`net.plain_seat.PlainSeat`) reading typed numbers, in threads of this
process, through real connections to a table listening on port 0. A spectator watches the same
game and gets the public story to the end.
"""

from __future__ import annotations

import io
import random
import threading

import pytest
from net.tablekit import Driver, close, hosted, joined

from tanuki_table.net.plain_seat import join_plain
from tanuki_table.core.session import Setup


class Typist(io.StringIO):
    """A person at a plain-mode prompt who types a number from 1 to 4 at every question."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.rng = random.Random(seed)
        self.lines = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.lines += 1
        if self.lines > 20_000:
            return ""  # never reached in a game that ends
        return f"{self.rng.randint(1, 4)}\n"


def play_plain(invitation, name: str, seed: int, results: dict) -> None:
    out = io.StringIO()
    results[name] = (join_plain(invitation, name, out, Typist(seed)), out)


@pytest.mark.parametrize("game", ["tacocat", "tanuki_panic"])
def test_two_plain_seats_play_a_whole_game_through_the_table(game):
    with hosted(Setup(game=game, seed=4, seats=[None, None])) as table:
        watcher = Driver(joined(table.spectator)).start()
        results: dict = {}
        seats = [threading.Thread(target=play_plain, args=(table.seats[n], name, n, results))
                 for n, name in enumerate(("Ann", "Bob"))]
        for thread in seats:
            thread.start()
        for thread in seats:
            thread.join(60)
        watcher.wait()
        assert table.table.session.state.is_over
        for name in ("Ann", "Bob"):
            code, out = results[name]
            text = out.getvalue()
            assert code == 0, text[-2000:]
            assert "The game is over: " in text, text[-2000:]
        winner = table.table.session.state.winner
        won = f"{['Ann', 'Bob'][winner]} wins!" if winner is not None else "a draw"
        for name in ("Ann", "Bob"):
            assert won in results[name][1].getvalue() or "You win!" in results[name][1].getvalue()
        assert watcher.session.state.is_over and watcher.session.state.winner == winner
        assert watcher.session.state.seq == len(table.table.session.actions)
        close(watcher.session)


def test_the_names_people_join_with_are_every_seats_name_and_the_story_says_you():
    with hosted(Setup(game="tacocat", seed=2, seats=[None, None])) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        Driver(ann, 1).start()
        Driver(bob, 2).start().wait()
        assert table.table.names() == ["Ann", "Bob"]
        assert ann.names == ["Ann", "Bob"] and ann.names_for(0) == ["You", "Bob"]
        close(ann, bob)


def test_a_second_person_asking_for_a_taken_name_keeps_player_n():
    with hosted(Setup(game="tacocat", seed=2, seats=[None, None])) as table:
        ann, other = joined(table.seats[0], "Ann"), joined(table.seats[1], "ann")
        assert table.table.names() == ["Ann", "Player 2"]
        close(ann, other)


def test_bot_seats_are_played_by_the_table_and_a_three_seat_table_mixes_people_and_bots():
    setup = Setup(game="animale_tattica", players=4, seed=5, seats=[None, None, "simple", "random"])
    with hosted(setup) as table:
        assert table.seats[2] is None and table.seats[3] is None  # no invitation for a bot's seat
        one, two = joined(table.seats[0]), joined(table.seats[1])
        first, second = Driver(one, 1).start(), Driver(two, 2).start()
        first.wait()
        second.wait()
        state = table.table.session.state
        assert state.is_over
        assert set(table.table.movers) == {0, 1, 2, 3}  # everyone moved, bots included
        assert one.seats[2:] == ["bot", "bot"]
        close(one, two)


def next_message(session, kind, seconds: float = 5.0):
    import queue
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            message = session.link.inbox.get(timeout=0.1)
        except queue.Empty:
            continue
        if not hasattr(message, "type"):
            continue
        session.receive(message)
        if isinstance(message, kind):
            return message
    raise AssertionError(f"no {kind.__name__} arrived")


def test_a_seat_concedes_over_the_wire_and_everyone_sees_the_rival_win():
    from tanuki_table.net.protocol import Replay, StateMessage
    from tanuki_table.net.replies import record_replay

    with hosted(Setup(game="tanuki_panic", seed=2, seats=[None, None]), save=True) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        bob.concede(1)
        while not ann.state.is_over:
            next_message(ann, StateMessage)
        assert ann.state.winner == 0 and ann.conceded == 1
        assert "Bob conceded. Ann wins." in ann.state.log[-1].for_viewer(0).replace("Player 2", "Bob").replace(
            "Player 1", "Ann")
        assert table.table.session.conceded == 1
        for session in (ann, bob):  # each seat keeps the game on its own machine (here, one machine)
            session.ask_replay()
            body = next_message(session, Replay).body
            assert "Recorded" in record_replay(body, session.seat, session.names)
            assert "already" in record_replay(body, session.seat, session.names)  # asked again: once
        close(ann, bob)
    from tanuki_table.persistence.history import stats

    rows = {row.opponent: row for row in stats("tanuki_panic")}
    assert rows["network: Bob"].wins == 1 and rows["network: Ann"].conceded == 1
    assert {row.player for row in rows.values()} == {"you"}


def test_a_quick_message_reaches_the_others_and_only_three_are_allowed():
    from tanuki_table.net.protocol import Error, Said

    with hosted(Setup(game="tacocat", seed=2, seats=[None, None])) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        ann.say("good game")
        said = next_message(bob, Said)
        assert said.seat == 0 and said.say == "good game"
        ann.say("your turn")  # within two seconds of the last one
        assert "every two seconds" in next_message(ann, Error).message
        close(ann, bob)


def test_the_replay_of_a_networked_game_is_the_same_replay_file_as_any_other():
    from pathlib import Path

    from tanuki_table.net.protocol import Error, Replay
    from tanuki_table.net.replies import replay_lines, save_replay
    from tanuki_table.persistence.replay import check_replay, replay_body

    with hosted(Setup(game="tacocat", seed=7, seats=[None, None])) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        ann.ask_replay()
        assert "once the game is over" in next_message(ann, Error).message  # no secrets while it runs
        Driver(ann, 1).start()
        Driver(bob, 2).start().wait()
        bob.ask_replay()
        body = next_message(bob, Replay).body
        assert body == {**replay_body(table.table.session), "exported": body["exported"], "checksum": body["checksum"]}
        written = save_replay(body)
        path = Path(written.split("Replay written to ", 1)[1])
        assert check_replay(path).ok
        lines = replay_lines(body, ["Ann", "Bob"])
        assert any("Ann" in line for line in lines) and not isinstance(lines, str)
        close(ann, bob)
