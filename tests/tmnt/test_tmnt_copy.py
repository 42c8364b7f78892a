"""Copy-proof: the TMNT folder copied under a new id, with only the id changed in `__init__.py`,
is a working game that reads the copy's own card files."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

import tanuki_table.cards.data as data
import tanuki_table.games as games

HERE = Path(games.__file__).parent / "tmnt"


def test_a_copied_tmnt_folder_is_a_game_of_its_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    original = games.get_game("tmnt")
    assert original.card("leonardo").name == "Leonardo"  # loaded before the data root moves
    root = tmp_path / "root"
    package = tmp_path / "pkgs" / "turtles_copy"
    shutil.copytree(HERE, package, ignore=shutil.ignore_patterns("__pycache__"))
    init = package / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8").replace('id="tmnt"', 'id="turtles_copy"'), encoding="utf-8")
    shutil.copytree(data.card_data_dir("tmnt"), root / "card_data" / "turtles_copy")
    (root / "rules").mkdir()
    shutil.copy(data.rules_path("tmnt"), root / "rules" / "turtles_copy.md")
    chars = root / "card_data" / "turtles_copy" / "characters.yaml"
    chars.write_text(chars.read_text(encoding="utf-8").replace("name: Leonardo", "name: Leo Copy"), encoding="utf-8")
    monkeypatch.setattr(data, "_root_with", lambda name: root / name)
    monkeypatch.syspath_prepend(str(tmp_path / "pkgs"))
    monkeypatch.setitem(games._PACKAGES, "turtles_copy", "turtles_copy")
    try:
        game = games.get_game("turtles_copy")
        assert game.id == "turtles_copy" and game.card("leonardo").name == "Leo Copy"
        state = game.new_game(seed=1)
        assert state.observation(0).game == "turtles_copy"
        bot = game.bots()["simple"](seed=1, game_id=game.id)  # the shared registry still finds bots by path
        while not state.is_over:
            seat = state.current_player
            state.apply(bot.choose(state.observation(seat), state.legal_actions()))
        assert state.winner in (0, 1) and game.card_view("leonardo").name == "Leo Copy"
        assert original.card("leonardo").name == "Leonardo" and original.catalogue is not game.catalogue
    finally:
        for name in [m for m in sys.modules if m == "turtles_copy" or m.startswith("turtles_copy.")]:
            del sys.modules[name]
