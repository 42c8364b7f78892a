"""Saved games: rebuilding a game exactly from its file (`SaveError`, one line, when that is not
possible), the saves folder, where `check_saves` moves a bad file aside into `broken/`, and the
finished games for the replay watcher (an abandoned game moves there while its lock is held)."""

from __future__ import annotations

import os
import time
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tanuki_table.errors import SaveError, TanukiError
from tanuki_table.core.i18n import _, ngettext, pgettext
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.core.text import clean
from tanuki_table.persistence.save_format import (
    SAVE_FORMAT, _checksum, is_timestamp, prune_finished, read_body, shown_summary, keep_finished, new_save_path,
    save_session)
from tanuki_table.cards.hashing import card_data_hash, plays_the_same
from tanuki_table.games import game_ids, get_game
from tanuki_table.persistence.storage import (BROKEN, FINISHED, SaveLock, broken_dir, clean_leftovers, clean_locks,
                                              data_dir, finished_dir, move_into, saves_dir)

if TYPE_CHECKING:  # pydantic and the engines load only when a game is read or written
    from tanuki_table.core.session import Session, Setup
    from tanuki_table.core.engine import GameState

__all__ = [
    "Finished", "SaveInfo", "abandon_save", "broken_dir", "card_data_hash", "check_saves", "finished_dir",
    "finished_games", "has_finished", "keep_finished", "latest_finished", "list_saves", "load_save", "move_aside",
    "new_save_path", "prune_finished", "read_body", "same_game", "save_files", "save_session", "saves_dir",
]

# Errors an engine may raise while replaying a hostile or stale action list; any other is a bug.
_REPLAY_ERRORS = (TanukiError, ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


# --- reading one save ------------------------------------------------------------------------------
def _check_card_hash(body: JSONObject) -> None:
    game = body.get("game")
    if game not in game_ids():
        raise SaveError(f"unknown game {str(game)[:40]!r}")
    try:
        same = plays_the_same(game, body.get("card_hash"))
    except (TanukiError, OSError, ImportError) as exc:  # the game's engine or data is missing
        raise SaveError(f"cannot check the card data of {game}: {exc}") from exc
    if not same:
        raise SaveError(f"the {game} card data changed since this game was saved")


def load_save(path: Path) -> Session:
    """Read a save and rebuild its game exactly; `SaveError` (one line) when that is not possible."""
    from tanuki_table.core.session import Session

    body = read_body(path)
    _check_card_hash(body)
    if body.get("checksum") != _checksum(body):
        raise SaveError("corrupt: its checksum does not match its contents")
    setup, actions = check_setup(body)
    try:
        session = Session(setup, actions, conceded=conceded_in(body, setup, "corrupt: "))
    except _REPLAY_ERRORS as exc:
        raise SaveError(f"cannot replay it: {_one_line(exc)}") from exc
    snapshot = body.get("state")
    if not isinstance(snapshot, str):
        raise SaveError("corrupt: no state snapshot")
    replayed = getattr(session.state, "inner", session.state)  # conceded: the engine's state
    try:
        saved = session.info.state_from_json(snapshot)
        same = same_game(saved, replayed)
    except _REPLAY_ERRORS as exc:
        raise SaveError(f"corrupt snapshot: {_one_line(exc)}") from exc
    if not same and not (body.get("format") == 1 and same_game(saved, replayed, loosely=True)):
        raise SaveError("the replayed game does not match the saved snapshot (the rules changed?)")
    session.save_path = Path(path)  # type: ignore[attr-defined]
    created = body.get("created")
    session.save_created = created if isinstance(created, (int, float)) else time.time()  # type: ignore[attr-defined]
    return session


MAX_SEED = 2**63
"""Seeds are below this (ours come from `random.randrange(1_000_000_000)`)."""
MAX_ACTIONS = 100_000
"""A game longer than this many actions is not one a person played."""
MAX_NAME = 64
"""Longest seat name a save or replay may carry; a deck's name may be four times that."""


def check_setup(body: JSONObject, what: str = "corrupt") -> tuple[Setup, list[int]]:
    """The setup and actions of a save or replay document, checked before anything is replayed
    (header, seats, bots, sizes); `SaveError` (one line) when not."""
    from pydantic import ValidationError

    from tanuki_table.bots import bot_names
    from tanuki_table.core.session import Setup

    try:
        setup = Setup.model_validate(body["setup"])
    except (KeyError, ValidationError, ValueError) as exc:
        raise SaveError(f"{what}: bad or missing setup") from exc
    actions = body.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(
            isinstance(a, int) and not isinstance(a, bool) and 0 <= a < 1_000_000 for a in actions):
        raise SaveError(f"{what}: bad action list")
    if setup.game != body.get("game") or setup.seed != body.get("seed"):
        raise SaveError(f"{what}: its setup does not match its header")
    if setup.game not in game_ids():
        raise SaveError(f"unknown game {clean(setup.game[:40])!r}")
    info = get_game(setup.game)
    if not info.min_players <= setup.players <= info.max_players:
        raise SaveError(f"{what}: {setup.players} players, and {info.title} is for {info.min_players}-{info.max_players}")
    if len(setup.seats) != setup.players:
        raise SaveError(f"{what}: the seats do not match the number of players")
    if not 0 <= setup.seed < MAX_SEED:
        raise SaveError(f"{what}: the seed is out of range")
    texts = [n for n in (setup.names or []) if n] + [b for b in setup.seats if b]
    if any(len(t) > MAX_NAME for t in texts) or any(len(d) > 4 * MAX_NAME for d in setup.deck_names or []):
        raise SaveError(f"{what}: a name longer than {MAX_NAME} characters")
    known_bots = bot_names(setup.game)
    unknown = sorted({b for b in setup.seats if b is not None and b not in known_bots})
    if unknown:
        raise SaveError(f"unknown bot(s) {clean(', '.join(unknown))} for {setup.game}")
    return setup, actions


def conceded_in(body: JSONObject, setup: Setup, prefix: str = "") -> int | None:
    """The seat that conceded, as a replay or save document says (`SaveError` when malformed)."""
    seat = body.get("conceded")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < setup.players):
        raise SaveError(f"{prefix}bad conceding seat {str(seat)[:20]}")
    return seat


def same_game(a: GameState, b: GameState, loosely: bool = False) -> bool:
    """Whether two states look the same to every seat and offer the same actions. `loosely`: what a
    save of format 1 must still match, the same player to move, end and moves offered (its snapshot
    may show hands a replay no longer does: Animale Tattica now clears them between games)."""
    return (a.current_player == b.current_player and a.is_over == b.is_over and a.winner == b.winner
            and a.legal_actions() == b.legal_actions()
            and (loosely or all(a.observation(p) == b.observation(p) for p in a.observation_seats())))


def _variant_title(game: str, variant: object) -> object:
    """A variant as the setup dialog names it ("Best of three", not `best_of_three`), in the app's language."""
    try:
        return _(get_game(game).variant_title(str(variant)))
    except (KeyError, LookupError, TanukiError):
        return variant


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:200]


# --- the folder ------------------------------------------------------------------------------------
@dataclass
class SaveInfo:
    """A readable save, as the picker lists it."""

    path: Path
    game: str
    finished: bool
    saved: float
    summary: JSONObject = field(default_factory=dict)
    session: Session | None = None
    """The rebuilt game, when the save was fully checked."""

    def describe(self) -> str:
        """One public line: mode, progress, when (no hand, no secret), in the app's language."""
        s = shown_summary(self.summary)
        try:
            # TRANSLATORS: a time.strftime format: day, month, hour and minute of a save
            when = _("saved {when}").format(when=time.strftime(_("%d %b %H:%M"), time.localtime(self.saved)))
        except (OverflowError, OSError, ValueError, TypeError):  # a corrupt time: never a crash
            when = _("saved at an unknown time")
        parts = [_field(s.get("mode", _("a game")))]
        if s.get("variant"):
            parts.append(_field(_variant_title(self.game, s["variant"])))
        if "turn" in s:
            parts.append(_("turn {turn}").format(turn=_field(s["turn"])))
        moves = s.get("actions", 0)
        if isinstance(moves, int):
            parts.append(ngettext("{count} move", "{count} moves", moves).format(count=moves))
        else:
            parts.append(_("{count} moves").format(count=_field(moves)))
        if s.get("to_play"):
            parts.append(_("{name} to play").format(name=_field(s["to_play"])))
        if s.get("result"):
            parts.append(_field(s["result"]))
        parts.append(when)
        # TRANSLATORS: the separator between the parts of a saved game's line
        return pgettext("list separator", ", ").join(parts)


def _field(value: object) -> str:
    """A summary field from a save file: untrusted, so one short printable line (not escaped)."""
    return clean(str(value)[:80])


def move_aside(path: Path, folder: Path | None = None) -> Path:
    """Move an unreadable save into `broken/` (never delete it); returns the new path."""
    path = Path(path)
    home = path.parent.parent if path.parent.name == FINISHED else path.parent
    return move_into(path, folder or home / BROKEN)


def save_files(folder: Path | None = None) -> list[Path]:
    """The save files in the folder (temporary files of an interrupted write are not saves)."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix == ".json" and not p.name.startswith("."))


def check_saves(folder: Path | None = None) -> tuple[list[SaveInfo], list[str]]:
    """Check every unfinished save fully (replayed and compared with its snapshot); move bad ones
    aside. Returns (good saves, one line per bad one). Finished games are checked when used."""
    good: list[SaveInfo] = []
    reports: list[str] = []
    home = folder or saves_dir()
    places = [home, home / FINISHED, home / BROKEN]
    if folder is None:  # the app's start: the replays it exported too
        places.append(data_dir() / "replays")
    for place in places:
        clean_leftovers(place)
    _one_place_per_game(home)
    if folder is None:  # the app's start: no lock file outlives its game
        clean_locks({p.name for p in save_files(home)})
    for path in save_files(folder):
        try:
            session = load_save(path)
            body = read_body(path)
        except SaveError as exc:
            try:
                moved = move_aside(path)
                where = f"moved to {moved}"
            except OSError as move_exc:
                where = f"could not move it aside: {move_exc.strerror}"
            reports.append(f"Save {path.name} is unusable ({exc}); {where}.")
            continue
        good.append(_info(path, body, session))
    return good, reports


def _one_place_per_game(home: Path) -> None:
    """If a crash left a game both finished and unfinished, the older copy goes to `broken/`."""
    finished = {p.name: p for p in save_files(home / FINISHED)}
    for path in save_files(home):
        if path.name in finished:
            with suppress(OSError, SaveError):
                move_aside(min((path, finished[path.name]), key=_saved_time))


def _saved_time(path: Path) -> float:
    try:
        saved = read_body(path).get("saved")
    except SaveError:
        return float("-inf")
    return float(saved) if is_timestamp(saved) else float("-inf")


def _info(path: Path, body: JSONObject, session: Session | None = None) -> SaveInfo:
    saved = body.get("saved")
    if not is_timestamp(saved):
        try:
            saved = path.stat().st_mtime
        except OSError:
            saved = 0.0
    stored = body.get("summary")
    return SaveInfo(path, str(body.get("game")), bool(body.get("finished")), float(saved),
                    stored if isinstance(stored, dict) else {}, session)


def list_saves(game_id: str | None = None, finished: bool | None = None, folder: Path | None = None) -> list[SaveInfo]:
    """Saves by header only (cheap), newest first; unreadable files are skipped here."""
    found = []
    for path in save_files(folder):
        with suppress(SaveError):
            found.append(_info(path, read_body(path)))
    wanted = [i for i in found if game_id in (None, i.game) and finished in (None, i.finished)]
    return sorted(wanted, key=lambda i: i.saved, reverse=True)


def latest_finished(game_id: str | None = None) -> Path | None:
    """The most recently saved finished game (of `game_id`, if given), if any."""
    done = list_saves(game_id, finished=True, folder=finished_dir())
    return done[0].path if done else None


def has_finished(game_id: str) -> bool:
    """Whether a finished game of `game_id` is saved (file names only: cheap)."""
    folder = finished_dir()
    return folder.is_dir() and any(p.name.startswith(f"{game_id}-") for p in folder.iterdir())


# --- finished games, for the replay watcher ---------------------------------------------------------
@dataclass(frozen=True)
class Finished:
    """One finished (or abandoned) game in the finished folder."""

    path: Path
    game: str
    title: str
    line: str
    """One public line: mode, moves, result, when."""
    saved: float


def finished_games() -> list[Finished]:
    """Every readable game in the finished folder, of every game, newest file first."""
    known = set(game_ids())
    found = [Finished(info.path, info.game, get_game(info.game).title,
                      info.describe() + ("" if info.finished else ", abandoned"), info.path.stat().st_mtime)
             for info in list_saves(folder=finished_dir()) if info.game in known]
    found.sort(key=lambda f: f.saved, reverse=True)
    return found


def abandon_save(path: Path) -> Path:
    """Move an unfinished game's save to the finished folder (it can be watched, not resumed)."""
    source = Path(path)
    lock = SaveLock(source.name)
    try:
        free = lock.acquire()
    except OSError:  # no lock folder (a read-only disk): nobody can be playing it through a lock
        free = True
    if not free:
        raise SaveError(f"{source.name}: it is open in another Tanuki Table window ({lock.holder()}); "
                        "close it there first")
    try:
        target = move_into(source, finished_dir())
        os.utime(target)  # abandoned now: it is the newest finished game
    except OSError as exc:
        raise SaveError(f"{source.name}: cannot move it to the finished games ({exc.strerror or exc})") from exc
    finally:
        lock.release_and_remove()
    prune_finished()
    return target
