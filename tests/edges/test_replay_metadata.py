"""Item 10: a replay's checksum covers its metadata; an edited replay says "edited"."""

from __future__ import annotations

import json

import pytest

from persistence.conftest import play_random
from tanuki_table.persistence import replay
from tanuki_table.cli import main
from tanuki_table.core.session import Session, Setup


def _exported(tmp_path):
    session = Session(Setup(game="toygame", seed=5, first_player=0, seats=[None, "random"]))
    play_random(session, 200, seed=5)
    return replay.export_session(session, tmp_path / "r.json")


EDITS = {
    "seats": lambda b: b["setup"].update(seats=list(reversed(b["setup"]["seats"]))),
    "result-text": lambda b: b["result"].update(text="You won"),
    "game": lambda b: b.update(game="tacocat"),
    "seed": lambda b: b.update(seed=b["seed"] + 1),
    "card-hash": lambda b: b.update(card_hash="sha256:0"),
    "winner": lambda b: b["result"].update(winner=1 - (b["result"]["winner"] or 0)),
}


@pytest.mark.parametrize("edit", list(EDITS))
def test_replay_metadata_edits_are_caught_as_edited(toy_registered, tmp_path, capsys, edit):
    path = _exported(tmp_path)
    assert replay.check_replay(path).ok
    body = json.loads(path.read_text())
    EDITS[edit](body)
    path.write_text(json.dumps(body))
    result = replay.check_replay(path)
    assert not result.ok and result.message.startswith("edited")
    assert "card data" not in result.message
    assert main(["replay", "check", str(path)]) == 1
    assert "edited" in capsys.readouterr().out


def test_an_untouched_replay_still_reproduces(toy_registered, tmp_path):
    assert replay.check_replay(_exported(tmp_path)).ok
