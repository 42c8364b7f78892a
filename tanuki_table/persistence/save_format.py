"""One save file: a JSON document (see `save_body`) holding a game's setup and action indices, with
the state as a cross-check; writing it atomically, and reading and checking it before any replay.
`conceded` (the seat that gave the game up) is missing in older saves."""

from __future__ import annotations

import json
import os
import time
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from tanuki_table import __version__
from tanuki_table.errors import SaveError
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.cards.hashing import card_data_hash
from tanuki_table.persistence.history_rows import is_timestamp
from tanuki_table.persistence.storage import finished_dir, read_bounded, saves_dir, write_atomic

if TYPE_CHECKING:  # pydantic and the engines load only when a game is read or written
    from tanuki_table.core.session import Session, Setup

SAVE_FORMAT = 2
"""Version of the save files this code writes; it reads this version and older."""
SAVE_KIND = "tanuki-table-save"
MAX_SAVE_BYTES = 20_000_000
"""Save files above this size are refused unread (a real one is a few kilobytes)."""


def _checksum(body: JSONObject) -> str:
    import hashlib

    data = {k: v for k, v in body.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def summary(session: Session) -> JSONObject:
    """Public facts about a game for the picker (never a secret), worded in English; `facts` lets a
    screen word them in its own language (`shown_summary`)."""
    from tanuki_table.core.session import level_shown

    state, setup = session.state, session.setup
    facts: JSONObject = {
        "table": session.at_table, "players": setup.players, "humans": len(setup.humans()),
        "bots": sorted(set(level_shown(b) for b in setup.seats if b is not None)),
        "bot_seats": sum(b is not None for b in setup.seats), "names": list(setup.seat_names()),
        "over": state.is_over, "winner": state.winner, "conceded": getattr(session, "conceded", None),
        "to_play": state.current_player}
    info: JSONObject = {**_worded(facts, shown=False), "actions": len(session.actions), "variant": setup.variant,
                        "facts": facts}
    if not state.is_over:
        turn = state.observation(state.current_player or 0).turn
        if isinstance(turn, int):
            info["turn"] = turn
    return info


def shown_summary(stored: JSONObject) -> JSONObject:
    """A save's summary worded in the app's language from its `facts` (an older or broken file's
    words as they are: never fails)."""
    facts = stored.get("facts")
    with suppress(TypeError, ValueError, KeyError, IndexError, AttributeError):
        if isinstance(facts, dict):
            return {**stored, **_worded(facts, shown=True)}
    return stored


def _worded(facts: JSONObject, shown: bool) -> JSONObject:
    """The mode, the result or whose move, in English (the file) or in the app's language."""
    from tanuki_table.core import grammar, i18n  # deferred: the picker lists saves before any game loads
    from tanuki_table.core.session import _level_word

    # the file keeps the English words (the source language)
    _: Callable[[str], str] = i18n._ if shown else str
    ngettext: Callable[[str, str, int], str] = i18n.ngettext if shown else lambda one, many, n: one if n == 1 else many
    level: Callable[[str], str] = _level_word if shown else str
    players, bots, names = _whole(facts["players"]), _whole(facts["bot_seats"]), _words(facts["names"])
    if shown:
        names = [i18n.pgettext("seat", "You") if name == grammar.YOU else name for name in names]
    if facts["table"]:
        mode = ngettext("at a networked table, {count} player", "at a networked table, {count} players",
                        players).format(count=players)
        if bots:
            mode += ngettext(" ({count} bot)", " ({count} bots)", bots).format(count=bots)
    elif _whole(facts["humans"]) > 1:
        mode = ngettext("hot-seat, {count} player", "hot-seat, {count} players", players).format(count=players)
    elif bots:
        levels = ", ".join(level(name) for name in _words(facts["bots"]))
        mode = _("vs Bot ({levels})").format(levels=levels) if bots == 1 else ngettext(
            "vs {count} bot ({levels})", "vs {count} bots ({levels})", bots).format(count=bots, levels=levels)
    else:
        mode = _("bots only")
    words: JSONObject = {"mode": mode}
    if facts["over"]:
        winner, conceded = facts["winner"], facts["conceded"]
        words["result"] = _("a draw") if winner is None else _("{name} won").format(name=names[_whole(winner)])
        if conceded is not None:
            words["result"] = _("{name} conceded; {result}").format(name=names[_whole(conceded)], result=words["result"])
    else:
        seat = facts["to_play"]
        words["to_play"] = names[_whole(seat)] if seat is not None else ""
    return words


def _whole(value: object) -> int:
    """A whole number from an untrusted summary (TypeError otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(value)
    return value


def _words(value: object) -> list[str]:
    """A list of words from an untrusted summary (TypeError otherwise)."""
    if not isinstance(value, list) or not all(isinstance(word, str) for word in value):
        raise TypeError(value)
    return value


def document(session: Session, kind: str, version: int, **fields: object) -> JSONObject:
    """A save's or a replay's JSON document: its header, setup and actions, then `fields`, then the
    checksum of all of them."""
    setup = session.setup
    body: JSONObject = {"kind": kind, "format": version, "app_version": __version__, "game": setup.game,
                        "seed": setup.seed, "setup": setup.model_dump(mode="json"), "actions": list(session.actions),
                        **fields}
    body["checksum"] = _checksum(body)
    return body


def save_body(session: Session) -> JSONObject:
    """The JSON document of a save, checksum included."""
    return document(session, SAVE_KIND, SAVE_FORMAT, state=session.state.to_json(),
                    card_hash=card_data_hash(session.setup.game), finished=session.state.is_over,
                    conceded=getattr(session, "conceded", None),
                    created=getattr(session, "save_created", None) or time.time(), saved=time.time(),
                    summary=summary(session))


def new_save_path(setup: Setup, folder: Path | None = None) -> Path:
    """A fresh file name for a new game (it starts with the game id)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    import secrets

    return (folder or saves_dir()) / f"{setup.game}-{stamp}-{secrets.token_hex(3)}.json"


def save_session(session: Session, path: Path | None = None) -> Path:
    """Save `session` atomically; the first save picks a file and remembers it on the session.
    Without `path`, a running game lives in the saves folder and a finished one in `finished/`."""
    old: Path | None = getattr(session, "save_path", None)
    if path is None:
        name = old.name if old is not None else new_save_path(session.setup).name
        path = (finished_dir() if session.state.is_over else saves_dir()) / name
    path = Path(path)
    if getattr(session, "save_created", None) is None:
        session.save_created = time.time()  # type: ignore[attr-defined]
    write_atomic(path, json.dumps(save_body(session), separators=(",", ":")), mode=0o600)
    session.save_path = path  # type: ignore[attr-defined]
    if old is not None and Path(old) != path and Path(old).exists():
        os.remove(old)  # the same game, now saved in its new place
    if path.parent == finished_dir() and (old is None or Path(old).parent != path.parent):
        prune_finished()  # a game just ended: keep only the newest finished games
    return path


# --- reading ---------------------------------------------------------------------------------------
def read_body(path: Path) -> JSONObject:
    """Parse a save file and check its shape, format and checksum (no replay)."""
    path = Path(path)
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except OSError as exc:
        raise SaveError(f"cannot read it ({exc.strerror or exc})") from exc
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
    except ValueError as exc:  # an integer of 5,000 digits: more than Python converts
        raise SaveError(f"corrupt: {str(exc).splitlines()[0][:80]}") from exc
    if not isinstance(body, dict) or body.get("kind") != SAVE_KIND:
        raise SaveError("not a Tanuki Table save")
    version = body.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"corrupt: bad format version {version!r}")
    if version > SAVE_FORMAT:
        raise SaveError(
            f"made by a newer Tanuki Table (save format {version}; this version reads up to {SAVE_FORMAT})"
        )
    for key in ("saved", "created"):
        if key in body and not is_timestamp(body[key]):
            raise SaveError(f"corrupt: bad {key!r} time {str(body[key])[:40]}")
    return body


# --- finished saves kept ---------------------------------------------------------------------------
KEEP_FINISHED = 200
"""Finished saves kept by default; older ones are pruned, oldest first."""


def keep_finished() -> int:
    """How many finished saves to keep: `TANUKI_TABLE_KEEP_FINISHED`, else the settings'
    `finished_to_keep`, else `KEEP_FINISHED`."""
    raw = os.environ.get("TANUKI_TABLE_KEEP_FINISHED", "")
    with suppress(ValueError):
        if raw.strip():
            return max(1, int(raw))
    try:
        from tanuki_table.persistence.settings import load_settings

        return load_settings()[0].finished_to_keep
    except Exception:  # noqa: BLE001 - a settings problem is reported by the app, not here
        return KEEP_FINISHED


def prune_finished(keep: int | None = None) -> list[Path]:
    """Delete the oldest finished saves beyond `keep` (default `keep_finished()`); returns them."""
    keep = keep_finished() if keep is None else keep
    folder = finished_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if p.is_file() and not p.name.startswith(".")]
    if len(files) <= keep:
        return []
    files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    removed = []
    for old in files[keep:]:
        with suppress(OSError):
            old.unlink()
            removed.append(old)
    return removed
