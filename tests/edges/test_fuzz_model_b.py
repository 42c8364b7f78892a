"""The cheap fuzz loop (fuzz_model.py), second half: Tanuki Panic, Animale Tattica and TMNT."""

from __future__ import annotations

import pytest
from common import few

from edges.test_fuzz_model_a import run

from tanuki_table.games import game_ids

GAMES = game_ids()[:1] + game_ids()[3:]  # the rest of the games (see test_fuzz_model_a.py)


@pytest.mark.parametrize(("game_id", "mode"), few([(g, m) for g in GAMES for m in ("bot", "hotseat")],
                                               keep=[("tmnt", "hotseat"), ("animale_tattica", "bot")]))
def test_fuzz_model_no_crash_no_illegal_state_no_lost_save(game_id, mode, monkeypatch, tmp_path):
    run(game_id, mode, monkeypatch, tmp_path)
