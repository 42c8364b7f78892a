"""The Tacocat plug-in: typed, complete, and copy-proof (a copied folder with a new id plays its
own card files)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import tanuki_table.cards.data
import tanuki_table.games
from tanuki_table.cards.data import card_data_dir
from tanuki_table.core.plugin import GameRules
from tanuki_table.analysis.sim import run_sim
from tests.tacocat.tc_helpers import GAME

PACKAGE = Path(__file__).resolve().parents[2] / "tanuki_table" / "games" / "tacocat"


def test_plugin_is_a_game_rules_with_every_capability_it_has():
    assert isinstance(GAME, GameRules)
    assert GAME.decks is None and GAME.packs is None
    assert set(GAME.bots()) == {"simple"}
    assert GAME.board().__name__ == "Board"
    assert "Player 1" in GAME.first_player_rule


def test_catalogue_holds_the_cards_and_the_rule_data():
    catalogue = GAME.catalogue
    assert len(catalogue.cards) == catalogue.deck_size == 38
    assert len(catalogue.board.spaces) == 7 and catalogue.start == 3
    assert catalogue.rank["tacocat"] == 1


def test_action_card_ids_name_the_cards_played():
    state = GAME.new_game(seed=1)
    while state.phase != "play_attack":
        state.apply(state.legal_actions()[0])
    for action in state.legal_actions():
        assert len(action.card_ids()) == len(action.ranks)
        assert all(c in state.hands[state.turn] for c in action.card_ids())


def test_a_copied_folder_with_a_new_id_reads_its_own_cards(tmp_path, monkeypatch):
    games = tmp_path / "games"
    shutil.copytree(PACKAGE, games / "tacocopy", ignore=shutil.ignore_patterns("__pycache__"))
    init = games / "tacocopy" / "__init__.py"
    init.write_text(init.read_text().replace('id="tacocat"', 'id="tacocopy"'))
    data = tmp_path / "card_data" / "tacocopy"
    shutil.copytree(card_data_dir("tacocat"), data)
    deck = data / "deck.yaml"
    deck.write_text(deck.read_text().replace('name: "Kayak"', 'name: "Kayak Kayak"'))
    real = tanuki_table.cards.data.card_data_dir
    monkeypatch.setattr(tanuki_table.cards.data, "card_data_dir", lambda gid=None: data if gid == "tacocopy" else real(gid))
    monkeypatch.setattr(tanuki_table.games, "__path__", [*tanuki_table.games.__path__, str(games)])
    monkeypatch.setitem(tanuki_table.games._PACKAGES, "tacocopy", "tanuki_table.games.tacocopy")
    try:
        copy = tanuki_table.games.get_game("tacocopy")
        assert copy.id == "tacocopy" and copy.card_folder == data
        assert copy.card("kayak").name == "Kayak Kayak" and GAME.card("kayak").name == "Kayak"
        assert copy.new_game(seed=3).observation(0).game == "tacocopy"
        result = run_sim("tacocopy", ["simple", "random"], games=3, seed=1)
        assert sum(result.wins) == 3
    finally:
        for name in [m for m in sys.modules if m.startswith("tanuki_table.games.tacocopy")]:
            del sys.modules[name]


def test_evaluate_is_even_at_the_start_and_follows_the_tacocat():
    state = GAME.new_game(seed=1)
    assert GAME.evaluate(state, 0) == GAME.evaluate(state, 1) == 0.5
    state.cat, state.covered = 2, [False, False, False, True, False, False, False]
    assert GAME.evaluate(state, 0) > 0.5 > GAME.evaluate(state, 1)
    assert abs(GAME.evaluate(state, 0) + GAME.evaluate(state, 1) - 1) < 1e-9
