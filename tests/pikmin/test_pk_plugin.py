"""Pikmin TCG plug-in: one catalogue flows from the files to states and bots; a copied folder is a
working game that reads its own card files; card views and public piles; distinct labels; the log."""

from __future__ import annotations

import importlib
import random
import shutil
import sys
from pathlib import Path

import pytest

import tanuki_table.games as games
from tanuki_table.cards import data
from tanuki_table.core.engine import PHASE, RESULT
from tanuki_table.core.plugin import GameRules

from .pk_helpers import CAT, GAME, do, put, start


def test_the_plugin_is_a_game_rules_with_every_capability():
    assert isinstance(GAME, GameRules) and GAME.id == "pikmin"
    assert GAME.decks is not None and GAME.packs is None
    assert GAME.catalogue is GAME.catalogue and GAME.cards()[0] is CAT.cards[0]
    assert set(GAME.bots()) == {"simple"}
    assert GAME.board().__name__ == "Board"
    state = GAME.new_game(seed=1)
    assert state.cat is GAME.catalogue   # the state keeps the plug-in's catalogue
    bot = GAME.bots()["simple"](seed=1, game_id="pikmin")
    assert bot.cat is GAME.catalogue
    assert GAME.decks.takes_decks("standard") and GAME.decks.max_cards == 60


def test_rule_numbers_come_from_the_card_files():
    rules = CAT.rules
    assert (rules.deck_min, rules.deck_max, rules.max_copies, rules.leaf_limit, rules.opening_hand) == (40, 60, 5, 15, 5)
    assert (rules.quiet_turn_limit, rules.turn_limit, rules.first_turn_attack) == (20, 300, True)
    assert GAME.catalogue.rules_for("balanced").first_turn_attack is False


def test_plugin_module_is_cheap_to_import():
    import subprocess

    code = ("import sys; import tanuki_table.games.pikmin as p; "
            "assert not [m for m in sys.modules if m.startswith('tanuki_table.games.pikmin.') and m.split('.')[-1] != 'plugin'], "
            "sorted(m for m in sys.modules if 'pikmin' in m); assert 'yaml' not in sys.modules and 'textual' not in sys.modules")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=Path(__file__).parents[2])
    assert result.returncode == 0, result.stderr


@pytest.fixture
def copied_game(tmp_path, monkeypatch):
    """The pikmin package, card data and rules copied to the id `pikmin_copy`, only the id changed."""
    root = Path(__file__).parents[2]
    package = tmp_path / "games" / "pikmin_copy"
    shutil.copytree(root / "tanuki_table" / "games" / "pikmin", package, ignore=shutil.ignore_patterns("__pycache__"))
    init = package / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8").replace('id="pikmin"', 'id="pikmin_copy"'), encoding="utf-8")
    cards_dir = tmp_path / "card_data" / "pikmin_copy"
    shutil.copytree(root / "card_data" / "pikmin", cards_dir)
    cards = cards_dir / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("name: Captain Olimar,", "name: Captain Copymar,"), encoding="utf-8")
    (tmp_path / "rules").mkdir()
    shutil.copy(root / "rules" / "pikmin.md", tmp_path / "rules" / "pikmin_copy.md")
    real = data.card_data_dir
    monkeypatch.setattr(data, "card_data_dir", lambda game_id=None: cards_dir if game_id == "pikmin_copy" else real(game_id))
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path / "games")])
    monkeypatch.setitem(games._PACKAGES, "pikmin_copy", "tanuki_table.games.pikmin_copy")
    yield games.get_game("pikmin_copy")
    for name in [m for m in sys.modules if m.startswith("tanuki_table.games.pikmin_copy")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def test_a_copied_folder_is_a_working_game_with_its_own_cards(copied_game):
    from tanuki_table.analysis.sim import run_sim

    assert copied_game.id == "pikmin_copy" and copied_game is not GAME
    assert copied_game.card("olimar").name == "Captain Copymar"
    assert GAME.card("olimar").name == "Captain Olimar"
    result = run_sim("pikmin_copy", ["simple", "random"], games=2, seed=3)
    assert result.unfinished == 0 and sum(result.wins) + result.draws == 2
    state = copied_game.new_game(seed=2)
    assert state.observation(0).game == "pikmin_copy"
    assert any("Copymar" in a.label for a in state.legal_actions()) or "olimar" not in state.decks[0]


# --- reading cards at the table -------------------------------------------------------------------
def test_card_view_shows_labelled_numbers_effect_text_and_modifiers_in_play():
    view = GAME.card_view("olimar")
    assert view.name == "Captain Olimar" and "Leader" in view.kind and "Punch" in view.kind
    assert [s.text() for s in view.stats][:2] == ["ATK 100", "HP 1000"]
    assert view.text == ("Once each turn before you attack: +50 ATK to each of your cards of type Fire this turn.",)
    assert "whistle" in view.flavour
    state = start()
    put(state, 0, 0, "red-pikmin", 50)
    do(state, "effect", card="olimar")
    seen = GAME.card_view("red-pikmin", state.observation(0))
    assert seen.stats[0].text() == "ATK 150 (+50 Captain Olimar)"
    assert seen.stats[1].value == "150/200"
    assert any(line.startswith("In play (your front 1): ATK 150 (+50 Captain Olimar), HP 150/200") for line in seen.text)
    rival = GAME.card_view("red-pikmin", state.observation(1))
    assert any("Player 1's front 1" in line for line in rival.text)


def test_effect_text_always_names_its_damage_type():
    for card in GAME.cards():
        for effect in card.effects:
            if effect.verb == "damage":
                assert f" {effect.damage_type.title()} damage" in effect.describe(), card.id
    assert GAME.card_view("fiery-blowhog").text[1] == "When attacked: deal 50 Fire damage to the attacker."


def test_public_piles_are_both_discard_piles():
    state = start()
    state.discards = [["red-pikmin"], ["sheargrub", "shearwig"]]
    piles = GAME.public_piles(state.observation(0))
    assert [(p.name, p.owner, p.cards) for p in piles] == [
        ("Your discard pile", 0, ("red-pikmin",)), ("Player 2's discard pile", 1, ("sheargrub", "shearwig"))]


def test_evaluate_is_between_0_and_1_and_favours_the_healthier_leader():
    state = start()
    assert 0.45 < GAME.evaluate(state, 0) < 0.55
    state.fields[1][7].counters = 800
    assert GAME.evaluate(state, 0) > 0.6 > 0.4 > GAME.evaluate(state, 1)


# --- labels and the log ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
def test_labels_are_unique_in_every_legal_list(seed):
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    bots = [GAME.bots()["simple"](seed=seed, game_id="pikmin"), None]
    while not state.is_over:
        legal = state.legal_actions()
        labels = [a.label for a in legal]
        assert len(labels) == len(set(labels)), sorted(label for label in labels if labels.count(label) > 1)
        bot = bots[state.current_player]
        state.apply(bot.choose(state.observation(state.current_player), legal) if bot else legal[rng.randrange(len(legal))])


def test_leader_choice_is_one_action_per_leader_with_its_numbers():
    state = GAME.new_game(seed=4)
    legal = state.legal_actions()
    assert {a.kind for a in legal} == {"choose_leader"} and len(legal) == len({a.card for a in legal}) <= 2
    assert all(" (ATK " in a.label and ", HP " in a.label for a in legal)
    state.apply(legal[0])
    spaces = state.legal_actions()
    assert len(spaces) == 10 and {a.kind for a in spaces} == {"place_leader"}


def test_attack_labels_show_the_damage_the_engine_deals():
    state = start()
    put(state, 0, 0, "red-pikmin")
    put(state, 1, 0, "bulbmin")              # resists Fire by 50
    do(state, "effect", card="olimar")       # +50 ATK to Fire cards
    do(state, "pass")
    attack = next(a for a in state.legal_actions() if a.kind == "attack" and a.source == 0)
    assert attack.label == "Red Pikmin (front 1) attacks Bulbmin (front 1): 100 damage"
    state.apply(attack)
    assert state.fields[1][0].counters == 100


def test_log_names_seats_marks_phases_and_results():
    state = GAME.new_game(seed=6)
    rng = random.Random(6)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for event in state.log:
        assert "You" not in event.text and "1 counters" not in event.text and "-" not in event.text.split("HP ")[-1][:1]
        if event.secret is not None:
            assert event.secret.startswith("You")
    kinds = {e.kind for e in state.log}
    assert PHASE in kinds and RESULT in kinds
    assert state.log[-1].kind == RESULT
    assert any(e.kind == PHASE and e.text.startswith("Turn 2:") for e in state.log)
    assert any(e.kind == PHASE and "goes to the Attack phase" in e.text for e in state.log)


def test_evaluate_counts_an_exposed_leader_and_the_fields_power():
    state = start()
    put(state, 0, 1, "red-bulborb")
    put(state, 1, 1, "red-bulborb")
    level = GAME.evaluate(state, 0)
    put(state, 1, 1, None)  # the rival's leader now stands alone: open to attack
    assert GAME.evaluate(state, 0) > level + 0.05
    put(state, 0, 2, "dwarf-bulbear")
    assert GAME.evaluate(state, 0) > GAME.evaluate(state, 1)


def test_search_rollouts_end_at_the_start_of_the_seats_next_turn():
    """The fix for hard losing to easy: a fixed 12-move rollout scored "end the turn" after the
    rival's reply and an attack in mid-turn; every rollout now ends as the same turn begins (the
    levels use four turns; two are checked here, where no move cap can cut in first)."""
    from tanuki_table.bots.infoset import InfoSet
    from tanuki_table.bots.levels import make_level

    bot = make_level("hard", "pikmin", 1, GAME.bots())
    assert bot.turns == 4
    state = start()
    put(state, 0, 1, "red-bulborb")
    put(state, 1, 1, "red-bulborb")
    info = InfoSet(state, 0)
    policy = bot._policy(5)
    for action in state.legal_actions()[:3]:
        world = info.sample(random.Random(3))
        bot._end_turn = state.turn + 2
        world.apply(action)
        bot._playout(world, policy, 0, 2)
        assert world.is_over or (world.turn == state.turn + 2 and world.seat == 0 and world.phase == "action")


def test_the_catalogue_caches_are_trimmed_as_a_game_or_turn_starts_and_a_running_game_still_plays(monkeypatch):
    """The action and view caches grow with every game a process plays (360,000 objects after five
    `hard` games, and 261 ms full garbage collections): a new game or turn empties a cache that
    outgrew `CACHE_KEPT`, and a game already running still plays its legal moves, to its end."""
    from tanuki_table.games.pikmin import cards

    monkeypatch.setattr(cards, "CACHE_KEPT", 10)
    running = GAME.new_game(seed=3)
    legal = running.legal_actions()
    running.observation(0)
    assert len(CAT.actions) > 0
    CAT.actions.update({("filler", n): legal[0] for n in range(11)})
    CAT.views.update({("filler", n): None for n in range(11)})  # type: ignore[misc]
    GAME.new_game(seed=4)
    assert ("filler", 0) not in CAT.actions and ("filler", 0) not in CAT.views
    running.apply(legal[0])   # the same object: still legal in the game that was running
    again = running.legal_actions()
    running.apply(type(again[0]).model_validate(again[0].model_dump()))  # an equal one is legal too
    rng = random.Random(5)
    while not running.is_over:   # caches emptied at every turn: the game still plays to its end
        running.apply(rng.choice(running.legal_actions()))
        assert len(CAT.actions) < 400
    assert running.log
