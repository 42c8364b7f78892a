"""Save files: every game in progress, written after every action, read back exactly.

No Textual here. A save is a small JSON document in `user_data_dir("tanuki-table")/saves`
(platformdirs, so `XDG_DATA_HOME` is honoured):

    {"kind": "tanuki-table-save", "format": 1, "app_version": "0.1.0", "game": "tacocat",
     "seed": 7, "setup": {...}, "actions": [3, 0, 1], "state": "<GameState.to_json()>",
     "card_hash": "sha256:...", "finished": false, "summary": {...}, "checksum": "sha256:..."}

The game is fully described by its setup and the action indices (engines are deterministic);
the state snapshot is a cross-check. Writing is atomic (a temporary file beside the save, flushed,
fsync'ed, then renamed over it), so a process killed at any moment leaves the previous save or the
new one, never half of one. Loading checks the format version, the card data hash, the checksum,
that every action is still legal and that the replayed game matches the snapshot; anything else
raises `SaveError` with one line a person can read, and `check_saves` moves such a file aside into
`saves/broken/` (never deleting it).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tanuki_table import __version__
from tanuki_table.errors import SaveError, TanukiError

if TYPE_CHECKING:  # pydantic and the engines load only when a game is read or written
    from tanuki_table.session import Session, Setup

SAVE_FORMAT = 1
"""Version of the save files this code writes; it reads this version and older."""
SAVE_KIND = "tanuki-table-save"
MAX_SAVE_BYTES = 20_000_000
"""Save files above this size are refused unread (a real one is a few kilobytes)."""
BROKEN = "broken"
"""Sub-folder of the saves folder where unreadable saves are moved."""
FINISHED = "finished"
"""Sub-folder of the saves folder for finished games (kept for replays; never offered to resume)."""

# Errors an engine may raise while replaying a hostile or stale action list; anything outside
# this list is a bug and should surface.
_REPLAY_ERRORS = (TanukiError, ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


def data_dir() -> Path:
    """The app's data folder (platformdirs; `$XDG_DATA_HOME/tanuki-table` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tanuki-table", appauthor=False))


def saves_dir() -> Path:
    """Where autosaves live."""
    return data_dir() / "saves"


def broken_dir() -> Path:
    """Where unreadable saves are moved aside."""
    return saves_dir() / BROKEN


def finished_dir() -> Path:
    """Where the saves of finished games go."""
    return saves_dir() / FINISHED


def card_data_hash(game_id: str) -> str:
    """A digest of the game's card data: its `card_data/<game>/` files, else its card models.

    A save or replay made with other card data may not replay the same, so loading refuses it.
    """
    from tanuki_table.data import card_data_dir
    from tanuki_table.games import get_game

    digest = hashlib.sha256()
    try:
        folder: Path | None = card_data_dir(game_id)
    except FileNotFoundError:
        folder = None
    if folder is not None and folder.is_dir():
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
    else:
        cards = [c.model_dump(mode="json") for c in get_game(game_id).cards()]
        digest.update(json.dumps(cards, sort_keys=True).encode())
    return "sha256:" + digest.hexdigest()


def _checksum(body: dict[str, Any]) -> str:
    data = {k: v for k, v in body.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _durable() -> bool:
    """fsync is on unless TANUKI_TABLE_FSYNC=0 (test suites, where the disk outlives no crash)."""
    return os.environ.get("TANUKI_TABLE_FSYNC", "1") != "0"


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    durable = _durable()
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        if durable:
            os.fsync(handle.fileno())
    os.replace(tmp, path)
    if not durable:
        return
    try:  # make the rename itself durable
        fd = os.open(path.parent, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory handles
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


def summary(session: Session) -> dict[str, Any]:
    """Public facts about a game for the picker: never a hand or another secret."""
    state = session.state
    setup = session.setup
    names = setup.seat_names()
    bots = [b for b in setup.seats if b is not None]
    humans = setup.humans()
    if len(humans) > 1:
        mode = f"hot-seat, {setup.players} players"
    elif bots:
        mode = "vs " + ", ".join(sorted(set(f"Bot ({b})" for b in bots)))
    else:
        mode = "bots only"
    info: dict[str, Any] = {"mode": mode, "actions": len(session.actions), "variant": setup.variant}
    if state.is_over:
        info["result"] = "a draw" if state.winner is None else f"{names[state.winner]} won"
    else:
        info["to_play"] = names[state.current_player] if state.current_player is not None else ""
        turn = getattr(state.observation(state.current_player or 0), "turn", None)
        if isinstance(turn, int):
            info["turn"] = turn
    return info


def save_body(session: Session) -> dict[str, Any]:
    """The JSON document of a save, checksum included."""
    body: dict[str, Any] = {
        "kind": SAVE_KIND,
        "format": SAVE_FORMAT,
        "app_version": __version__,
        "game": session.setup.game,
        "seed": session.setup.seed,
        "setup": session.setup.model_dump(mode="json"),
        "actions": list(session.actions),
        "state": session.state.to_json(),
        "card_hash": card_data_hash(session.setup.game),
        "finished": session.state.is_over,
        "created": getattr(session, "save_created", None) or time.time(),
        "saved": time.time(),
        "summary": summary(session),
    }
    body["checksum"] = _checksum(body)
    return body


def new_save_path(setup: Setup, folder: Path | None = None) -> Path:
    """A fresh file name for a new game (it starts with the game id)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return (folder or saves_dir()) / f"{setup.game}-{stamp}-{secrets.token_hex(3)}.json"


def save_session(session: Session, path: Path | None = None) -> Path:
    """Save `session` atomically; the first save picks a file and remembers it on the session.

    Without an explicit `path`, a running game lives in the saves folder and a finished one in
    `finished/` (the file moves when the game ends, and back if an undo reopens it).
    """
    old: Path | None = getattr(session, "save_path", None)
    if path is None:
        name = old.name if old is not None else new_save_path(session.setup).name
        path = (finished_dir() if session.state.is_over else saves_dir()) / name
    path = Path(path)
    if getattr(session, "save_created", None) is None:
        session.save_created = time.time()  # type: ignore[attr-defined]
    write_atomic(path, json.dumps(save_body(session), separators=(",", ":")))
    session.save_path = path  # type: ignore[attr-defined]
    if old is not None and Path(old) != path and Path(old).exists():
        os.remove(old)  # the same game, now saved in its new place
    return path


# --- reading ---------------------------------------------------------------------------------------
def read_body(path: Path) -> dict[str, Any]:
    """Parse a save file and check its shape, format and checksum (no replay)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"too big for a save ({size:,} bytes)")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"cannot read it ({exc.strerror})") from exc
    if not raw.strip():
        raise SaveError("empty file (the save was cut off)")
    try:
        body = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError(f"corrupt: not UTF-8 text (bad byte at offset {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"corrupt or truncated: bad JSON at line {exc.lineno} column {exc.colno}") from exc
    except RecursionError as exc:
        raise SaveError("corrupt: nested too deeply") from exc
    if not isinstance(body, dict) or body.get("kind") != SAVE_KIND:
        raise SaveError("not a Tanuki Table save")
    version = body.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"corrupt: bad format version {version!r}")
    if version > SAVE_FORMAT:
        raise SaveError(
            f"made by a newer Tanuki Table (save format {version}; this version reads up to {SAVE_FORMAT})"
        )
    return body


def _check_card_hash(body: dict[str, Any]) -> None:
    game = body.get("game")
    from tanuki_table.games import game_ids

    if game not in game_ids():
        raise SaveError(f"unknown game {game!r}")
    try:
        current = card_data_hash(game)
    except (TanukiError, OSError, ImportError) as exc:  # the game's engine or data is missing
        raise SaveError(f"cannot check the card data of {game}: {exc}") from exc
    if body.get("card_hash") != current:
        raise SaveError(f"the {game} card data changed since this game was saved")


def load_save(path: Path) -> Session:
    """Read a save and rebuild its game exactly; `SaveError` (one line) when that is not possible."""
    from pydantic import ValidationError

    from tanuki_table.session import Session, Setup

    body = read_body(path)
    _check_card_hash(body)
    if body.get("checksum") != _checksum(body):
        raise SaveError("corrupt: its checksum does not match its contents")
    try:
        setup = Setup.model_validate(body["setup"])
    except (KeyError, ValidationError) as exc:
        raise SaveError("corrupt: bad or missing setup") from exc
    actions = body.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, int) and not isinstance(a, bool) for a in actions):
        raise SaveError("corrupt: bad action list")
    if setup.game != body.get("game") or setup.seed != body.get("seed"):
        raise SaveError("corrupt: its setup does not match its header")
    if len(setup.seats) != setup.players:
        raise SaveError("corrupt: the seats do not match the number of players")
    from tanuki_table.bots import bot_names

    known_bots = bot_names(setup.game)
    unknown = sorted({b for b in setup.seats if b is not None and b not in known_bots})
    if unknown:
        raise SaveError(f"unknown bot(s) {', '.join(unknown)} for {setup.game}")
    try:
        session = Session(setup, actions)
    except _REPLAY_ERRORS as exc:
        raise SaveError(f"cannot replay it: {_one_line(exc)}") from exc
    snapshot = body.get("state")
    if not isinstance(snapshot, str):
        raise SaveError("corrupt: no state snapshot")
    try:
        saved = session.info.state_from_json(snapshot)
        same = same_game(saved, session.state)
    except _REPLAY_ERRORS as exc:
        raise SaveError(f"corrupt snapshot: {_one_line(exc)}") from exc
    if not same:
        raise SaveError("the replayed game does not match the saved snapshot (the rules changed?)")
    session.save_path = Path(path)  # type: ignore[attr-defined]
    created = body.get("created")
    session.save_created = created if isinstance(created, (int, float)) else time.time()  # type: ignore[attr-defined]
    return session


def same_game(a: Any, b: Any) -> bool:
    """Whether two states look the same to every seat and offer the same actions."""
    if a.current_player != b.current_player or a.is_over != b.is_over or a.winner != b.winner:
        return False
    if a.legal_actions() != b.legal_actions():
        return False
    return all(a.observation(p) == b.observation(p) for p in a.observation_seats())


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
    summary: dict[str, Any] = field(default_factory=dict)
    session: Session | None = None
    """The rebuilt game, when the save was fully checked."""

    def describe(self) -> str:
        """One public line: mode, progress, when (no hand, no secret)."""
        s = self.summary
        when = time.strftime("%d %b %H:%M", time.localtime(self.saved))
        parts = [str(s.get("mode", "a game"))]
        if s.get("variant"):
            parts.append(str(s["variant"]))
        if "turn" in s:
            parts.append(f"turn {s['turn']}")
        parts.append(f"{s.get('actions', 0)} moves")
        if s.get("to_play"):
            parts.append(f"{s['to_play']} to play")
        if s.get("result"):
            parts.append(str(s["result"]))
        parts.append(f"saved {when}")
        return ", ".join(parts)


def move_aside(path: Path, folder: Path | None = None) -> Path:
    """Move an unreadable save into `broken/` (never delete it); returns the new path."""
    path = Path(path)
    home = path.parent.parent if path.parent.name == FINISHED else path.parent
    target_dir = folder or home / BROKEN
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / path.name
    n = 1
    while target.exists():
        target = target_dir / f"{path.stem}.{n}{path.suffix}"
        n += 1
    os.replace(path, target)
    return target


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


def _info(path: Path, body: dict[str, Any], session: Session | None = None) -> SaveInfo:
    saved = body.get("saved")
    return SaveInfo(
        path=path,
        game=str(body.get("game")),
        finished=bool(body.get("finished")),
        saved=saved if isinstance(saved, (int, float)) else path.stat().st_mtime,
        summary=body.get("summary") if isinstance(body.get("summary"), dict) else {},
        session=session,
    )


def list_saves(game_id: str | None = None, finished: bool | None = None, folder: Path | None = None) -> list[SaveInfo]:
    """Saves by header only (cheap), newest first; unreadable files are skipped here."""
    found = []
    for path in save_files(folder):
        try:
            body = read_body(path)
        except SaveError:
            continue
        info = _info(path, body)
        if game_id is not None and info.game != game_id:
            continue
        if finished is not None and info.finished != finished:
            continue
        found.append(info)
    found.sort(key=lambda i: i.saved, reverse=True)
    return found


def latest_finished(game_id: str | None = None) -> Path | None:
    """The most recently saved finished game (of `game_id`, if given), if any."""
    done = list_saves(game_id, finished=True, folder=finished_dir())
    return done[0].path if done else None


def has_finished(game_id: str) -> bool:
    """Whether a finished game of `game_id` is saved (file names only: cheap)."""
    folder = finished_dir()
    return folder.is_dir() and any(p.name.startswith(f"{game_id}-") for p in folder.iterdir())
