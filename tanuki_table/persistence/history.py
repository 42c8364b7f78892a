"""Match history: every finished game in `history.sqlite3` in the data folder, and its statistics.
`MIGRATIONS[n]` takes the schema (`PRAGMA user_version`) from n to n + 1; a file that is not a
database is moved aside and reported, and a row that cannot be read is skipped and counted."""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import stat
import time
from collections import Counter, defaultdict
from contextlib import closing, suppress
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.persistence.folders import data_dir
from tanuki_table.persistence.storage import durable_writes
from tanuki_table.persistence.history_rows import parse_row
from tanuki_table.errors import TanukiError
from tanuki_table.games import get_game

if TYPE_CHECKING:  # the engines load when a game is recorded, not at start-up
    from tanuki_table.core.session import Session

__all__ = ["GameRecord", "Stats", "db_path", "has_game", "record_game", "stats"]

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
        cards TEXT NOT NULL        -- JSON: card ids the person played (hot-seat: one list per seat)
    );
    CREATE INDEX games_by_game ON games (game, finished);
    """,
    # 1 -> 2: how each game ended ("played" to the end, or "conceded" by a person)
    """
    ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT 'played';
    """,
    # 2 -> 3: games played at a networked table: this machine's seat, the replay written, and the
    # replay's checksum, so a game recorded again (after a rejoin) is recorded once
    """
    ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'local';
    ALTER TABLE games ADD COLUMN seat INTEGER;
    ALTER TABLE games ADD COLUMN replay TEXT;
    ALTER TABLE games ADD COLUMN key TEXT;
    CREATE UNIQUE INDEX games_by_key ON games (key);
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
    cards: list[Any] = field(default_factory=list)
    """Card ids the person played from their hand; in hot-seat one list per seat."""
    finished: float = 0.0
    ending: str = "played"
    """"played" (to the end) or "conceded" (a person gave the game up: a loss for that seat)."""
    mode: str = "local"
    """"local" (against bots, or hot-seat: told apart by `seats`) or "network" (at a networked table)."""
    seat: int | None = None
    """At a networked table: the seat this machine's person played (the game counts for them alone)."""
    replay: str | None = None
    """At a networked table: the replay file written for the game."""
    key: str | None = None
    """At a networked table: the replay's checksum (a game is recorded once, however often it is sent)."""


OPEN_ATTEMPTS = 3
"""How often a history that cannot be read is opened (another process may be creating it) before
it is moved aside."""


def db_path() -> Path:
    """The history database in the user's data folder."""
    return data_dir() / "history.sqlite3"


def _connect(path: Path | None = None) -> sqlite3.Connection:
    path = path or db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    problem = ""
    for attempt in range(OPEN_ATTEMPTS):
        try:
            return _open(path)
        except sqlite3.DatabaseError as exc:
            if "newer Tanuki Table" in str(exc):
                raise
            problem = str(exc)
            if attempt + 1 < OPEN_ATTEMPTS:
                time.sleep(0.05 * (attempt + 1))
    from tanuki_table.persistence.storage import move_aside_file  # deferred: only for a broken history

    move_aside_file(path, problem, "The match history")
    return _open(path)


def _open(path: Path) -> sqlite3.Connection:
    with suppress(FileNotFoundError):
        if not stat.S_ISREG(os.stat(path).st_mode):  # a FIFO or a device would hang sqlite
            raise sqlite3.DatabaseError("not a regular file")
    con = sqlite3.connect(path, timeout=5)
    try:
        if not durable_writes():
            con.execute("PRAGMA synchronous = OFF")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(f"{path.name} is from a newer Tanuki Table (schema {version})")
        for step in range(version, SCHEMA_VERSION):
            with con:
                con.executescript(MIGRATIONS[step])
                con.execute(f"PRAGMA user_version = {step + 1}")
        con.execute("SELECT finished, game, seats, winner, cards FROM games LIMIT 1").fetchall()
    except BaseException:
        con.close()
        raise
    return con


def record_game(rec: GameRecord, path: Path | None = None) -> bool:
    """Add a finished game to the history; False when a game with the same `key` is there already."""
    row = {**asdict(rec), "finished": rec.finished or time.time()}  # every field is a column
    row.update({k: json.dumps(row[k]) for k in ("seats", "names", "cards")})
    with closing(_connect(path)) as con, con:
        cursor = con.execute(f"INSERT OR IGNORE INTO games ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})",
                             row)
        return cursor.rowcount == 1


def has_game(key: str, path: Path | None = None) -> bool:
    """Whether a game with this `key` (a networked game's replay key) is in the history."""
    with closing(_connect(path)) as con:
        return con.execute("SELECT 1 FROM games WHERE key = ?", (key,)).fetchone() is not None


@dataclass
class Stats:
    """One game's results against one kind of opponent, for the person ("you") or a hot-seat seat name."""

    game: str
    opponent: str
    """"bot: LEVEL", "people (hot-seat)", or "network: NAME, NAME" (the rivals' names)."""
    player: str = "you"
    games: int = 0
    wins: int = 0
    draws: int = 0
    conceded: int = 0
    """Games this player conceded (counted as losses; a rival's concession is a win, not one)."""
    longest_streak: int = 0
    by_week: list[tuple[str, int, int]] = field(default_factory=list)
    """(ISO week, games, wins), oldest first."""
    favourite_cards: list[tuple[str, int]] = field(default_factory=list)
    """(card name, times played) of the cards this player played most, from their own hand."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_dict(self) -> JSONObject:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


def _opponent(seats: Sequence[str | None], names: Sequence[str] = (), mine: int | None = None) -> str:
    if mine is not None:  # a networked table: the others, by the names they gave (bots by level)
        rivals = [names[s] if s < len(names) else f"Player {s + 1}" for s in range(len(seats)) if s != mine]
        return "network: " + ", ".join(rivals)
    bots = sorted({s for s in seats if s is not None})
    return "bot: " + "+".join(bots) if bots else "people (hot-seat)"


def _players(seats: list[str | None], names: list[str], cards: list[Any],
             mine: int | None = None) -> list[tuple[str, int | None, list[str]]]:
    """(player, their seat, the cards they played) for each person a game counts for: "you" against
    bots (seat None) and at a networked table (`mine`), each seat name in hot-seat."""
    humans = [s for s, bot in enumerate(seats) if bot is None]
    nested = bool(cards) and all(isinstance(c, list) for c in cards)
    flat = [c for part in cards for c in part] if nested else list(cards)
    if mine is None and len(humans) > 1:
        return [(names[s] if s < len(names) else f"Player {s + 1}", s,
                 cards[s] if nested and s < len(cards) else []) for s in humans]
    return [("you", mine, flat)]


def stats(game: str | None = None, path: Path | None = None) -> list[Stats]:
    """Per game, opponent and player: games, wins, win rate by week, longest streak, favourite cards
    (by name); a hot-seat game counts once for each seat name."""
    query = "SELECT finished, game, seats, names, winner, cards, ending, mode, seat FROM games"
    with closing(_connect(path)) as con:
        rows = list(con.execute(query + (" WHERE game = ?" if game else "") + " ORDER BY finished",
                                (game,) if game else ()))
    table: dict[tuple[str, str, str], Stats] = {}
    streaks: Counter[tuple[str, str, str]] = Counter()
    weeks: defaultdict[tuple[str, str, str], defaultdict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    cards: defaultdict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
    parsed_rows = [parse_row(row) for row in rows]
    skipped = parsed_rows.count(None)
    for parsed in filter(None, parsed_rows):
        finished, game_id, seats, names, winner, played_by, ending, mine = parsed
        week = "{0}-W{1:02d}".format(*datetime.date.fromtimestamp(finished).isocalendar())  # ISO week
        for player, seat, played in _players(seats, names, played_by, mine):
            key = (game_id, _opponent(seats, names, mine), player)
            entry = table.setdefault(key, Stats(game_id, key[1], player))
            won = winner is not None and (seats[winner] is None if seat is None else winner == seat)
            entry.games += 1
            entry.wins += won
            entry.draws += winner is None
            entry.conceded += ending == "conceded" and not won  # the rival's concession is a win
            streaks[key] = streaks[key] + 1 if won else 0
            entry.longest_streak = max(entry.longest_streak, streaks[key])
            weeks[key][week][0] += 1
            weeks[key][week][1] += won
            cards[key].update(played)
    if skipped:
        from tanuki_table.persistence.storage import report  # deferred: only when a row is bad

        report(f"{skipped} game(s) in the match history cannot be read (left in {(path or db_path()).name}, not counted).")
    for key, entry in table.items():
        entry.by_week = [(w, g, wn) for w, (g, wn) in sorted(weeks[key].items())]
        entry.favourite_cards = [(_card_name(key[0], c), n) for c, n in cards[key].most_common(5)]
    return sorted(table.values(), key=lambda s: (s.game, s.opponent, s.player))


def _card_name(game: str, card: str) -> str:
    """A card's name (its id when the game or the card is unknown)."""
    try:
        return get_game(game).card(card).name
    except (KeyError, LookupError, ValueError, AttributeError, TanukiError):
        return card


def record_session(session: Session, names: Sequence[str]) -> GameRecord:
    """The record of a finished `Session`, with the cards each person played from their own hand (one
    list, or one per seat in hot-seat), found by replaying it: a card counts when the move names it
    and it left the hand in that move (a forced discard is no play)."""
    setup = session.setup
    state = session.info.new_game(players=setup.players, seed=setup.seed, variant=setup.variant,
                                  decks=setup.decks, first_player=setup.first_player)
    played: list[list[str]] = [[] for _ in setup.seats]
    for index in session.actions:
        seat = state.current_player
        action = state.legal_actions()[index]
        person = seat is not None and setup.seats[seat] is None and action.kind != "discard"
        before = Counter(state.observation(seat).hand) if person and seat is not None else None
        state.apply(action)
        if before is not None and seat is not None:
            left = before - Counter(state.observation(seat).hand)
            for card in action.card_ids():
                if left[card] > 0:
                    left[card] -= 1
                    played[seat].append(card)
    hotseat = sum(1 for bot in setup.seats if bot is None) > 1
    cards: list[Any] = played if hotseat else [c for part in played for c in part]
    ending = "played" if getattr(session, "conceded", None) is None else "conceded"
    return GameRecord(game=setup.game, variant=setup.variant or session.info.variants[0], seats=list(setup.seats),
                      names=list(names), winner=session.state.winner, length=len(session.actions), cards=cards,
                      ending=ending)
