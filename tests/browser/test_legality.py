"""Deck legality per constructed game, through the engine's `deck_problems` (skipped while a game's
engine is not written yet), and packs for games that define boosters."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tanuki_table import booster, decks
from tanuki_table.booster import BoosterError
from tanuki_table.games import get_game
from tests.browser.conftest import engine_or_skip

TCG_GAMES = ["tanuki_panic", "pikmin", "tmnt"]


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_premade_decks_are_legal(game_id: str) -> None:
    engine = engine_or_skip(game_id)
    premade = engine.premade_decks()
    assert premade
    for name, deck in premade.items():
        assert engine.deck_problems(deck) == [], name


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_empty_deck_is_illegal_with_a_reason(game_id: str) -> None:
    engine = engine_or_skip(game_id)
    problems = engine.deck_problems([])
    assert problems and all(isinstance(p, str) and p for p in problems)


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_too_many_copies_or_cards_is_illegal(game_id: str) -> None:
    engine = engine_or_skip(game_id)
    deck = next(iter(engine.premade_decks().values()))
    card = Counter(deck).most_common(1)[0][0]
    assert engine.deck_problems(deck + [card] * 30)


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_a_saved_deck_keeps_its_legality(game_id: str, data_home: Path) -> None:
    engine = engine_or_skip(game_id)
    info = get_game(game_id)
    name, deck = next(iter(engine.premade_decks().items()))
    decks.save_deck(game_id, "copy", deck)
    loaded = decks.load_deck(game_id, "copy", known={c.id for c in info.cards()})
    assert Counter(loaded) == Counter(deck)
    assert engine.deck_problems(loaded) == []


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_saved_decks_are_offered_in_the_setup_dialog(game_id: str, data_home: Path) -> None:
    engine = engine_or_skip(game_id)
    from tanuki_table.ui.setup import deck_choices

    deck = next(iter(engine.premade_decks().values()))
    decks.save_deck(game_id, "My own", deck)
    assert deck_choices(get_game(game_id))["My own (yours)"] == deck


# --- boosters -------------------------------------------------------------------------------------------
def test_tanuki_panic_pack_is_seeded_and_rarest_last() -> None:
    engine_or_skip("tanuki_panic")
    info = get_game("tanuki_panic")
    pack = booster.open_pack("tanuki_panic", seed=5)
    assert pack == booster.open_pack("tanuki_panic", seed=5)
    assert len(pack) == 10 and len(set(pack)) == len(pack)
    ranks = [booster.rarity_rank(info)(c) for c in pack]
    assert ranks == sorted(ranks) and info.card(pack[-1]).rarity == "rare"
    assert any(booster.open_pack("tanuki_panic", seed=s) != pack for s in range(6, 10))


def test_two_packs_play_the_booster_variant() -> None:
    engine_or_skip("tanuki_panic")
    packs = booster.open_packs("tanuki_panic", 2, seed=11)
    state = get_game("tanuki_panic").new_game(seed=1, variant="booster", decks=packs)
    rng = random.Random(1)
    for _ in range(2000):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.is_over


def test_games_without_packs_say_so() -> None:
    assert "tanuki_panic" in booster.games_with_packs()
    assert not booster.has_packs("tacocat")
    with pytest.raises(BoosterError, match="no booster packs"):
        booster.open_pack("tacocat", seed=1)


def test_cli_booster_prints_a_pack_without_textual() -> None:
    engine_or_skip("tanuki_panic")
    code = (
        "import sys; from tanuki_table.cli import main; rc = main(['booster', 'tanuki_panic', '--seed', '4']);"
        "assert 'textual' not in sys.modules, 'booster imported Textual'; sys.exit(rc)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={"COLUMNS": "100", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    pack = booster.open_pack("tanuki_panic", seed=4)
    assert "seed 4" in out.stdout
    names = [get_game("tanuki_panic").card(c).name for c in pack]
    assert all(n in out.stdout for n in names)
    assert out.stdout.index(names[0]) < out.stdout.index(names[-1])


def test_cli_cards_search_uses_the_query_language(capsys: pytest.CaptureFixture[str]) -> None:
    engine_or_skip("tanuki_panic")
    from tanuki_table.cli import main

    assert main(["cards", "tanuki_panic", "--search", "atk>=1000 sort:-atk"]) == 0
    out = capsys.readouterr().out
    assert "Yamata no Orochi" in out or "matching" in out
    assert main(["cards", "tanuki_panic", "--search", "atk>=lots"]) == 2
    assert "not a number" in capsys.readouterr().err
