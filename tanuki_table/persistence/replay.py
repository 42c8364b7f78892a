"""Replays: a finished game as a small JSON file (see `replay_body`: setup, actions, and the result
with a digest of the final position), and a headless check that it reproduces."""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from tanuki_table.errors import SaveError
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.persistence.save_format import _checksum as replay_checksum, document  # every field but itself
from tanuki_table.persistence.saves import _REPLAY_ERRORS, _one_line, load_save
from tanuki_table.core.engine import GameState
from tanuki_table.core.session import Session
from tanuki_table.cards.hashing import card_data_hash, plays_the_same
from tanuki_table.persistence.storage import data_dir, read_bounded, write_atomic
from tanuki_table.core.text import clean
from tanuki_table.persistence.saves import check_setup, conceded_in, latest_finished

REPLAY_FORMAT = 1
"""Version of the replay files this code writes and reads."""
REPLAY_KIND = "tanuki-table-replay"
MAX_REPLAY_BYTES = 5_000_000


def replays_dir() -> Path:
    """Where exported replays go by default."""
    return data_dir() / "replays"


def final_digest(state: GameState) -> str:
    """A digest of every seat's observation of the final position (stable across processes)."""
    views = [state.observation(p).model_dump(mode="json") for p in state.observation_seats()]
    text = json.dumps(views, sort_keys=True, separators=(",", ":"), default=str)
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def result_text(session: Session) -> str:
    """"You won", "Player 2 won" or "a draw"; "You conceded; Bot (easy) won" after a concession."""
    state = session.state
    names = session.setup.seat_names()
    text = "a draw" if state.winner is None else f"{names[state.winner]} won"
    conceded = getattr(session, "conceded", None)
    return text if conceded is None else f"{names[conceded]} conceded; {text}"


def replay_body(session: Session) -> JSONObject:
    """The replay document of a finished game; `SaveError` if the game is not over."""
    state = session.state
    if not state.is_over:
        raise SaveError("the game is not finished yet; only finished games can be exported")
    result = {"winner": state.winner, "actions": len(session.actions), "text": result_text(session),
              "digest": final_digest(state)}
    return document(session, REPLAY_KIND, REPLAY_FORMAT, conceded=getattr(session, "conceded", None),
                    card_hash=card_data_hash(session.setup.game), result=result,
                    exported=time.strftime("%Y-%m-%dT%H:%M:%S"))


def export_session(session: Session, out: Path | None = None) -> Path:
    """Write the replay of a finished session; returns the file written."""
    body = replay_body(session)
    if out is None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        out = replays_dir() / f"{session.setup.game}-{stamp}-{session.setup.seed}.replay.json"
    out = Path(out)
    if out.is_dir():
        raise SaveError(f"{out}: is a folder; give the replay file's name")
    try:
        write_atomic(out, json.dumps(body, separators=(",", ":")) + "\n", mode=0o644)
    except OSError as exc:
        error = SaveError(f"{out}: cannot write it ({exc.strerror or exc})")
        error.exit_code = 1
        raise error from exc
    return out


def read_replay(path: Path) -> JSONObject:
    """Parse a replay file and check its shape (no replaying)."""
    path = Path(path)
    try:
        body = json.loads(read_bounded(path, MAX_REPLAY_BYTES).decode("utf-8"))
    except OSError as exc:
        raise SaveError(f"{path}: cannot read it ({exc.strerror or exc})") from exc
    except (ValueError, RecursionError) as exc:  # bad UTF-8 or JSON, an integer of 5,000 digits
        raise SaveError(f"{path}: not a readable replay (corrupt or truncated JSON)") from exc
    if not isinstance(body, dict) or body.get("kind") != REPLAY_KIND:
        raise SaveError(f"{path}: not a Tanuki Table replay")
    version = body.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path}: bad replay format version {version!r}")
    if version > REPLAY_FORMAT:
        raise SaveError(f"{path}: made by a newer Tanuki Table (replay format {version}; this reads {REPLAY_FORMAT})")
    if not isinstance(body.get("result"), dict):
        raise SaveError(f"{path}: no recorded result")
    return body


@dataclass
class CheckResult:
    """What `check_replay` found."""

    ok: bool
    """Whether the replay reproduces the recorded result exactly."""
    message: str
    """One line for a person."""
    session: Session | None = None


def replay_session(body: JSONObject) -> Session:
    """Play a replay document's actions from its setup (`SaveError` if an action is not legal)."""
    setup, actions = check_setup(body, "bad replay")
    try:
        return Session(setup, actions, conceded=conceded_in(body, setup))
    except SaveError:
        raise
    except _REPLAY_ERRORS as exc:
        raise SaveError(f"cannot replay it: {_one_line(exc)}") from exc


def check_body(body: JSONObject) -> CheckResult:
    """Replay a parsed replay headlessly and compare with its recorded result. A replay whose setup
    cannot be valid (seats, header, bots, names) is `SaveError`, not a mismatch."""
    recorded = cast(JSONObject, body["result"])  # read_replay and the net reply checked it is a dict
    checksum = body.get("checksum")
    if checksum is not None and checksum != replay_checksum(body):
        return CheckResult(False, "edited: the file was changed after it was exported (its checksum does not match)")
    check_setup(body, "bad replay")
    notes = [] if checksum is not None else ["it has no checksum, so edits to it cannot be detected"]
    try:
        if not plays_the_same(str(body.get("game")), body.get("card_hash")):
            notes.append("the card data changed since it was recorded")
    except (KeyError, ImportError, OSError):
        notes.append("the game's card data cannot be read")
    try:
        session = replay_session(body)
    except SaveError as exc:
        return CheckResult(False, "; ".join([f"does not reproduce: {exc}", *notes]))
    state = session.state
    problems = []
    if not state.is_over:
        problems.append(f"the game is not over after {len(session.actions)} actions")
    if state.winner != recorded.get("winner"):
        problems.append(f"winner {state.winner!r}, recorded {recorded.get('winner')!r}")
    if len(session.actions) != recorded.get("actions"):
        problems.append(f"{len(session.actions)} actions, recorded {recorded.get('actions')!r}")
    if state.is_over and final_digest(state) != recorded.get("digest"):
        problems.append("the final position differs from the recorded one")
    if problems:
        return CheckResult(False, "does not reproduce: " + "; ".join(problems + notes), session)
    text = result_text(session)
    return CheckResult(True, f"reproduces the recorded result: {text} after {len(session.actions)} actions", session)


def check_replay(path: Path) -> CheckResult:
    """Replay a replay file headlessly; `SaveError` if the file itself cannot be read."""
    return check_body(read_replay(path))


def main_export(save: str | None, out: str | None) -> int:
    """`tanuki-table replay export [SAVE|latest] [-o FILE]`."""
    if save in (None, "latest"):
        path = latest_finished()
        if path is None:
            raise SaveError("no finished game to export (finish a game first, or name a save file)")
    else:
        path = Path(save)
        if not path.exists():
            raise SaveError(f"{path}: no such save file")
        if path.is_dir():
            raise SaveError(f"{path}: is a folder, not a save file")
    try:
        written = export_session(load_save(path), Path(out) if out else None)
    except SaveError as exc:
        error = SaveError(f"{path.name}: {exc}")
        error.exit_code = exc.exit_code
        raise error from exc
    print(clean(f"Replay written to {written}"))
    return 0


def main_check(file: str) -> int:
    """`tanuki-table replay check FILE`: exit 0 when it reproduces, 1 when it does not."""
    result = check_replay(Path(file))
    print(clean(("OK: " if result.ok else "MISMATCH: ") + result.message))
    return 0 if result.ok else 1
