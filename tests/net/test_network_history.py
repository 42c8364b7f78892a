"""Issue 41: networked games in the match history. Each machine records its own seat's game (mode
"network", the rivals by the names they gave, the result, the replay file), once however often the
table sends the replay; `stats` shows them apart from hot-seat and bot games; a history of the
older schema is brought up to date with its rows kept."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tanuki_table.core.session import Session, Setup
from tanuki_table.net.replies import record_replay
from tanuki_table.persistence.history import GameRecord, db_path, record_game, stats
from tanuki_table.persistence.replay import check_replay, replay_body


def finished(game: str = "tacocat", seed: int = 3) -> Session:
    session = Session(Setup(game=game, seed=seed, seats=[None, None], names=["Ann", "Bob"]))
    while not session.state.is_over:
        session.play_index(0)
    return session


def test_a_networked_game_is_recorded_once_as_network_with_its_replay_and_apart_in_stats():
    session = finished()
    body = replay_body(session)
    said = record_replay(body, 1, ["Ann", "Bob"])
    assert said.startswith("Recorded in your match history; the replay is ")
    path = Path(said.split("the replay is ", 1)[1])
    assert check_replay(path).ok
    again = replay_body(session)  # asked again after a rejoin: another "exported" time, the same game
    assert again["checksum"] != body["checksum"] or again == body
    assert "already" in record_replay(again, 1, ["Ann", "Bob"])
    record_game(GameRecord(game="tacocat", variant="standard", seats=[None, "simple"], names=["You", "Bot"],
                           winner=0, length=9))
    record_game(GameRecord(game="tacocat", variant="standard", seats=[None, None], names=["Ann", "Bob"],
                           winner=0, length=9))
    rows = {(row.opponent, row.player): row for row in stats("tacocat")}
    assert set(rows) == {("network: Ann", "you"), ("bot: simple", "you"), ("people (hot-seat)", "Ann"),
                         ("people (hot-seat)", "Bob")}
    network = rows[("network: Ann", "you")]
    assert network.games == 1 and network.wins == (session.state.winner == 1)
    with sqlite3.connect(db_path()) as con:
        mode, seat, replay = con.execute("SELECT mode, seat, replay FROM games WHERE mode = 'network'").fetchone()
    assert (mode, seat, replay) == ("network", 1, str(path))


def test_a_replay_that_does_not_check_is_not_recorded():
    body = replay_body(finished())
    body["actions"] = body["actions"][:-1]
    assert "cannot be used" in record_replay(body, 0, ["Ann", "Bob"])
    assert stats("tacocat") == []


def test_a_history_of_the_older_schema_is_brought_up_to_date_and_keeps_its_rows():
    path = db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as con:  # schema version 2, as the last release wrote it
        con.executescript("""
            CREATE TABLE games (id INTEGER PRIMARY KEY, finished REAL NOT NULL, game TEXT NOT NULL,
                variant TEXT NOT NULL, seats TEXT NOT NULL, names TEXT NOT NULL, winner INTEGER,
                length INTEGER NOT NULL, cards TEXT NOT NULL);
            CREATE INDEX games_by_game ON games (game, finished);
            ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT 'played';
            PRAGMA user_version = 2;
        """)
        con.execute("INSERT INTO games (finished, game, variant, seats, names, winner, length, cards) "
                    "VALUES (1.7e9, 'tacocat', 'standard', ?, ?, 0, 12, '[]')",
                    (json.dumps([None, "easy"]), json.dumps(["You", "Bot"])))
    rows = stats("tacocat")
    assert [(r.opponent, r.games, r.wins) for r in rows] == [("bot: easy", 1, 1)]
    with sqlite3.connect(path) as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 3
        assert con.execute("SELECT mode, seat, key FROM games").fetchall() == [("local", None, None)]


def test_a_network_row_without_its_seat_is_skipped_not_a_crash():
    record_game(GameRecord(game="tacocat", variant="standard", seats=[None, None], names=["Ann", "Bob"],
                           winner=0, length=9, mode="network", seat=None))
    record_game(GameRecord(game="tacocat", variant="standard", seats=[None, None], names=["Ann", "Bob"],
                           winner=0, length=9, mode="network", seat=0, key="k"))
    assert [(r.opponent, r.wins) for r in stats("tacocat")] == [("network: Bob", 1)]
