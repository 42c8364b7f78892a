"""Match history: every finished game in a small SQLite database, and the statistics drawn from it.

`history.sqlite3` in the data folder (beside `saves/`). The schema carries a version
(`PRAGMA user_version`); `MIGRATIONS[n]` takes a database from version n to n + 1, so an older
file is brought up to date when it is opened. Only the standard library's `sqlite3`; no Textual.
"""

from __future__ import annotations

import datetime
import json
import sqlite3
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Sequence

__all__ = ["GameRecord", "Stats", "db_path", "record_game", "stats"]

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: the games table
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished REAL NOT NULL,
        game TEXT NOT NULL,
        variant TEXT NOT NULL,
        seats TEXT NOT NULL,       -- JSON list: null for a person, else the bot level
        names TEXT NOT NULL,       -- JSON list of the seat names shown
        winner INTEGER,            -- the winning seat, NULL for a draw
        length INTEGER NOT NULL,   -- actions taken
        cards TEXT NOT NULL        -- JSON list of card ids the people played
    );
    CREATE INDEX games_by_game ON games (game, finished);
    """,
    # 1 -> 2: how each game ended ("played" to the end, or "conceded" by a person)
    """
    ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT 'played';
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True)
class GameRecord:
    """One finished game."""

    game: str
    variant: str
    seats: list[str | None]
    names: list[str]
    winner: int | None
    length: int
    cards: list[str] = field(default_factory=list)
    finished: float = 0.0
    ending: str = "played"
    """"played" (to the end) or "conceded" (a person gave the game up: a loss for that seat)."""


def db_path() -> Path:
    """The history database in the user's data folder."""
    from platformdirs import user_data_dir  # deferred: keeps start-up light

    return Path(user_data_dir("tanuki-table", appauthor=False)) / "history.sqlite3"


def _connect(path: Path | None = None) -> sqlite3.Connection:
    path = path or db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path, timeout=5)
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        con.close()
        raise sqlite3.DatabaseError(f"{path.name} is from a newer Tanuki Table (schema {version})")
    for step in range(version, SCHEMA_VERSION):
        with con:
            con.executescript(MIGRATIONS[step])
            con.execute(f"PRAGMA user_version = {step + 1}")
    return con


def record_game(rec: GameRecord, path: Path | None = None) -> None:
    """Add a finished game to the history."""
    con = _connect(path)
    try:
        with con:
            con.execute(
                "INSERT INTO games (finished, game, variant, seats, names, winner, length, cards, ending)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (rec.finished or time.time(), rec.game, rec.variant, json.dumps(rec.seats), json.dumps(rec.names),
                 rec.winner, rec.length, json.dumps(rec.cards), rec.ending),
            )
    finally:
        con.close()


@dataclass
class Stats:
    """One game's (or every game's) results against one kind of opponent, for the person."""

    game: str
    opponent: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    conceded: int = 0
    """Games a person conceded (counted as losses)."""
    longest_streak: int = 0
    by_week: list[tuple[str, int, int]] = field(default_factory=list)
    """(ISO week, games, wins), oldest first."""
    favourite_cards: list[tuple[str, int]] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


def _opponent(seats: Sequence[str | None]) -> str:
    bots = sorted({s for s in seats if s is not None})
    if not bots:
        return "people (hot-seat)"
    return "bot: " + "+".join(bots)


def stats(game: str | None = None, path: Path | None = None) -> list[Stats]:
    """Per game and per opponent: games, wins, win rate by week, longest streak, favourite cards.

    "Wins" are games won by a person's seat (in hot-seat, by any person)."""
    con = _connect(path)
    try:
        query = "SELECT finished, game, seats, winner, cards, ending FROM games"
        cursor = con.execute(query + (" WHERE game = ?" if game else "") + " ORDER BY finished", (game,) if game else ())
        rows = list(cursor)
    finally:
        con.close()
    table: dict[tuple[str, str], Stats] = {}
    streaks: dict[tuple[str, str], int] = {}
    weeks: dict[tuple[str, str], dict[str, list[int]]] = {}
    cards: dict[tuple[str, str], Counter[str]] = {}
    for finished, game_id, seats_json, winner, cards_json, ending in rows:
        seats = json.loads(seats_json)
        key = (game_id, _opponent(seats))
        entry = table.setdefault(key, Stats(game_id, key[1]))
        won = winner is not None and seats[winner] is None
        entry.games += 1
        entry.wins += won
        entry.draws += winner is None
        entry.conceded += ending == "conceded"
        streaks[key] = streaks.get(key, 0) + 1 if won else 0
        entry.longest_streak = max(entry.longest_streak, streaks[key])
        year, week, _ = _iso_week(finished)
        label = f"{year}-W{week:02d}"
        week_entry = weeks.setdefault(key, {}).setdefault(label, [0, 0])
        week_entry[0] += 1
        week_entry[1] += won
        cards.setdefault(key, Counter()).update(json.loads(cards_json))
    for key, entry in table.items():
        entry.by_week = [(w, g, wn) for w, (g, wn) in sorted(weeks[key].items())]
        entry.favourite_cards = cards[key].most_common(5)
    return sorted(table.values(), key=lambda s: (s.game, s.opponent))


def record_session(session: Any, names: Sequence[str]) -> GameRecord:
    """The record of a finished `Session` (the people's played cards found by replaying it)."""
    setup = session.setup
    state = session.info.new_game(players=setup.players, seed=setup.seed, variant=setup.variant,
                                  decks=setup.decks, first_player=setup.first_player)
    played: list[str] = []
    for index in session.actions:
        seat = state.current_player
        action = state.legal_actions()[index]
        if seat is not None and setup.seats[seat] is None:
            played.extend(action.card_ids())
        state.apply(action)
    ending = "played" if getattr(session, "conceded", None) is None else "conceded"
    return GameRecord(game=setup.game, variant=setup.variant or session.info.variants[0], seats=list(setup.seats),
                      names=list(names), winner=session.state.winner, length=len(session.actions), cards=played,
                      ending=ending)


def _iso_week(stamp: float) -> tuple[int, int, int]:
    iso = datetime.date.fromtimestamp(stamp).isocalendar()
    return iso[0], iso[1], iso[2]
