"""The plug-in: a copied folder with a new id is a working game reading its own card files; the
catalogue is the one object holding card data and rule numbers; actions name their cards."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

import tanuki_table.cards.data as data
from tanuki_table.cards.data import card_data_dir, rules_path
from tanuki_table.games import _PACKAGES, get_game
from tanuki_table.core.plugin import GameRules
from tanuki_table.analysis.sim import run_sim

from .at_helpers import GAME, keep_first, start

PACKAGE = Path(__file__).resolve().parents[2] / "tanuki_table" / "games" / "animale_tattica"


def test_the_plugin_implements_the_game_rules_base():
    assert isinstance(GAME, GameRules)
    assert GAME.card_folder == card_data_dir("animale_tattica")
    assert GAME.catalogue.rules.hand_size == 10 and GAME.catalogue.rules.numbers == (2, 3, 4, 6, 8, 12)
    assert set(GAME.bots()) == {"simple"}
    assert GAME.board().__name__ == "Board"


def test_plugin_module_is_cheap_to_import():
    import subprocess

    code = (
        "import sys; import tanuki_table.games.animale_tattica as m; "
        "assert not [n for n in sys.modules if n.startswith(('pydantic', 'yaml', 'textual'))], 'heavy import'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_actions_name_their_cards():
    state = start()
    assert state.legal_actions()[0].card_ids() == ("spirit-twins",)
    keep_first(state)
    play = next(a for a in state.legal_actions() if a.kind == "play" and len(a.cards) == 2)
    assert play.card_ids() == play.cards


def test_a_copied_folder_with_a_new_id_reads_its_own_cards(tmp_path, monkeypatch):
    root = tmp_path / "pkgs"
    shutil.copytree(PACKAGE, root / "at_copy", ignore=shutil.ignore_patterns("__pycache__"))
    init = root / "at_copy" / "__init__.py"
    init.write_text(init.read_text().replace('id="animale_tattica"', 'id="at_copy"'))
    cards = tmp_path / "card_data" / "at_copy"
    shutil.copytree(card_data_dir("animale_tattica"), cards)
    text = (cards / "cards.yaml").read_text()
    (cards / "cards.yaml").write_text(text.replace("name: Dog King", "name: Copied King"))
    shutil.copy(rules_path("animale_tattica"), tmp_path / "at_copy.md")
    real = data.card_data_dir
    monkeypatch.setattr(data, "card_data_dir", lambda gid=None: tmp_path / "card_data" / gid if gid == "at_copy" else real(gid))
    monkeypatch.syspath_prepend(str(root))
    monkeypatch.setitem(_PACKAGES, "at_copy", "at_copy")
    try:
        game = get_game("at_copy")
        assert game.id == "at_copy" and game.card("dog-king").name == "Copied King"
        assert get_game("animale_tattica").card("dog-king").name == "Dog King"
        result = run_sim("at_copy", ["simple", "random"], games=5, seed=1)
        assert sum(result.wins) == 5
        state = game.new_game(decks=[game.catalogue.decks["dog"], []], seed=3)
        assert state.observation(0).game == "at_copy"
        keep_first(state)
        labels = [a.label for a in state.legal_actions()]
        assert any("King" in label for label in labels)
        assert "Copied King" in str(game.card_view("dog-king").name)
    finally:
        for name in [m for m in sys.modules if m == "at_copy" or m.startswith("at_copy.")]:
            del sys.modules[name]


@pytest.mark.parametrize("name", ["Dog army", "Cat army", "Penguin army", "Bear army"])
def test_premade_armies_are_the_animals(name):
    decks = GAME.decks
    assert decks is not None
    army = decks.premade(GAME)[name]
    assert decks.problems(GAME, army) == [] and decks.problems(GAME, []) == []
    assert decks.problems(GAME, army[:-1])
