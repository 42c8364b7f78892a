"""A game installed as its own package carries its card data and rules page inside it
(`GameInfo.card_data`, `GameInfo.rulebook`), and is found through the `tanuki_table.games` entry
point; the built-in games keep the shared `card_data/<id>/` and `rules/<id>.md`."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tanuki_table import games
from tanuki_table.cards.data import card_data_dir, rules_path
from tanuki_table.errors import CardDataError
from tanuki_table.games import get_game

from .conftest import EXAMPLE


def test_a_plugin_finds_its_card_data_and_rules_page_in_its_package(goofspiel):
    package = EXAMPLE / "goofspiel"
    assert goofspiel.card_folder == package / "card_data"
    assert goofspiel.rules_file == package / "rules.md"
    assert "## Quick reference" in goofspiel.rules_file.read_text(encoding="utf-8")
    assert len(goofspiel.cards()) == 39


def test_the_built_in_games_keep_the_shared_folders():
    game = get_game("tacocat")
    assert game.card_folder == card_data_dir("tacocat")
    assert game.rules_file == rules_path("tacocat")


async def test_the_rules_screen_shows_a_plugins_own_rules_page(goofspiel):
    from tanuki_table.ui.app import TanukiApp  # deferred: the app loads Textual
    from tanuki_table.ui.dialogs.boxes import RulesScreen  # deferred: the app loads Textual

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(RulesScreen("goofspiel", "Goofspiel"))
        await pilot.pause()
        assert "A tie takes nothing" in app.screen.text


_INSTALLED = r"""
import json
from tanuki_table.games import game_ids, get_game
from tanuki_table.analysis.sim import run_sim
game = get_game("goofspiel")
result = run_sim("goofspiel", ["simple", "random"], games=2, seed=1)
print(json.dumps({"ids": game_ids(), "cards": len(game.cards()), "rules": game.rules_file.is_file(),
                  "played": sum(result.wins) + result.draws}))
"""


def test_an_installed_plugin_is_found_through_its_entry_point(tmp_path):
    """What `pip install ./examples/goofspiel` declares (pyproject.toml's entry point), laid out
    by hand: a dist-info with `entry_points.txt` on the path, the package beside it."""
    info = tmp_path / "tanuki_table_goofspiel-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tanuki-table-goofspiel\nVersion: 0.1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text("[tanuki_table.games]\ngoofspiel = goofspiel\n", encoding="utf-8")
    path = os.pathsep.join([str(tmp_path), str(EXAMPLE), os.environ.get("PYTHONPATH", "")])
    result = subprocess.run([sys.executable, "-c", _INSTALLED], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": path}, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["ids"][:5] == ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"]
    assert found["ids"][5:] == ["goofspiel"]
    assert found["cards"] == 39 and found["rules"] and found["played"] == 2


def test_validate_checks_a_plugins_own_card_folder_too(monkeypatch):
    from tanuki_table.cards.validate import collect  # deferred: it loads every game's plug-in

    problems, shipped = collect(None)
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.setitem(games._PACKAGES, "goofspiel", "goofspiel")
    assert collect(None) == (problems, shipped + 1)


def test_a_broken_card_file_names_the_file_the_card_and_the_field(goofspiel, tmp_path):
    broken = tmp_path / "cards.yaml"
    text = (goofspiel.card_folder / "cards.yaml").read_text(encoding="utf-8")
    broken.write_text(text.replace("suit: hearts, value: 12", "suit: hearts, value: 14"), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards\.yaml: card 'hearts-q': field value"):
        goofspiel.validate_file(broken)
