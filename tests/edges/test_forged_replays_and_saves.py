"""Issue 29, items 10 (saves) and 12 (replays): a save holding a 5,000-digit integer is moved aside
and the app starts; a forged replay (seats that do not match the players, a header that does not
match the setup, an unknown bot, a 1 MB name) is refused by `replay check` and `replay watch` in
one line with exit 2, never "OK", never a traceback."""

from __future__ import annotations

import json

import pytest

from persistence.conftest import play_random
from tanuki_table.persistence import replay
from tanuki_table.persistence import saves
from tanuki_table.cli import main
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.screens.standalone import watch_command


@pytest.fixture
def replay_body(toy_registered, tmp_path):
    session = Session(Setup(game="toygame", seed=3, seats=[None, "random"]))
    play_random(session, 20_000, 3)
    return replay.replay_body(session)


FORGERIES = {
    "seats-null-for-two": lambda b: b["setup"].update(seats=[None]),
    "header-game": lambda b: b.update(game="tacocat"),
    "unknown-bot": lambda b: b["setup"].update(seats=[None, "skynet"]),
    "megabyte-name": lambda b: b["setup"].update(names=["x" * 1_000_000, None]),
    "huge-seed": lambda b: (b["setup"].update(seed=10**40), b.update(seed=10**40)),
    "huge-action": lambda b: b.update(actions=[10**30]),
}


@pytest.mark.parametrize("forgery", list(FORGERIES))
def test_a_forged_replay_is_refused_in_one_line_with_exit_2(replay_body, tmp_path, capsys, forgery):
    FORGERIES[forgery](replay_body)
    replay_body["checksum"] = replay.replay_checksum(replay_body)  # a careful forger
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(replay_body))
    assert main(["replay", "check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert "OK" not in out and "Traceback" not in err and err.count("\n") == 1 and len(err) < 400, err
    assert watch_command(str(path), 0) == 2
    err = capsys.readouterr().err
    assert "cannot watch it" in err and err.count("\n") == 1 and len(err) < 600


def test_a_save_with_a_5000_digit_integer_is_moved_aside_and_the_app_starts(toy_registered):
    session = Session(Setup(game="toygame", seed=1, seats=[None, "random"]))
    path = saves.save_session(session)
    path.write_text(path.read_text().replace('"seed":1', '"seed":' + "9" * 5000, 1))
    good, reports = saves.check_saves()
    assert good == [] and len(reports) == 1 and "corrupt" in reports[0] and len(reports[0]) < 400
    assert not path.exists() and (saves.broken_dir() / path.name).exists()
    assert saves.list_saves() == []
