"""Saves written before the table was cleared between the games of a match (issue 49, item 6) still
load and play on. Those files (format 1, written by the code of 8fdff8f) were taken while the
animals were chosen for the next game, when the old state still held the last game's hands; the
replayed game no longer shows them, so the snapshot is matched on what must not change: the player
to move, the end and the moves offered."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tanuki_table.persistence.saves import load_save

FIXTURES = Path(__file__).with_name("fixtures")


@pytest.mark.parametrize("name", ["best_of_three_between_games_format1.json",
                                  "best_of_three_3_players_between_games_format1.json"])
def test_a_match_saved_between_games_by_the_old_code_loads_and_plays_on(name: str, tmp_path: Path):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1
    session = load_save(path)
    assert len(session.actions) == len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    moves = 0
    while not session.state.is_over and moves < 40:
        session.play_index(0)
        moves += 1
    assert moves == 40 or session.state.is_over
