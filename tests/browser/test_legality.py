"""Deck legality per constructed game, through each plug-in's `decks` capability, and packs for the
games that have the `packs` capability."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tanuki_table.cards import booster
from tanuki_table.cards import decks
from tanuki_table.cards.booster import BoosterError
from tanuki_table.games import get_game

TCG_GAMES = ["tanuki_panic", "pikmin", "tmnt"]


def premade_decks(game_id: str) -> dict[str, list[str]]:
    game = get_game(game_id)
    assert game.decks is not None, f"{game_id} has no deck capability"
    return game.decks.premade(game)


def problems(game_id: str, deck: list[str]) -> list[str]:
    game = get_game(game_id)
    assert game.decks is not None
    return game.decks.problems(game, deck)


def test_the_constructed_games_have_decks_and_tacocat_has_none() -> None:
    assert all(get_game(g).decks is not None for g in TCG_GAMES)
    assert get_game("tacocat").decks is None


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_premade_decks_are_legal(game_id: str) -> None:
    premade = premade_decks(game_id)
    assert premade
    for name, deck in premade.items():
        assert problems(game_id, deck) == [], name


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_empty_deck_is_illegal_with_a_reason(game_id: str) -> None:
    found = problems(game_id, [])
    assert found and all(isinstance(p, str) and p for p in found)


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_too_many_copies_or_cards_is_illegal(game_id: str) -> None:
    deck = next(iter(premade_decks(game_id).values()))
    card = Counter(deck).most_common(1)[0][0]
    assert problems(game_id, deck + [card] * 30)


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_a_saved_deck_keeps_its_legality(game_id: str, data_home: Path) -> None:
    info = get_game(game_id)
    name, deck = next(iter(premade_decks(game_id).items()))
    decks.save_deck(game_id, "copy", deck)
    loaded = decks.load_deck(game_id, "copy", known={c.id for c in info.cards()})
    assert Counter(loaded) == Counter(deck)
    assert problems(game_id, loaded) == []


@pytest.mark.parametrize("game_id", TCG_GAMES)
def test_saved_decks_are_offered_in_the_setup_dialog(game_id: str, data_home: Path) -> None:
    from tanuki_table.ui.dialogs.setup import deck_choices

    deck = next(iter(premade_decks(game_id).values()))
    decks.save_deck(game_id, "My own", deck)
    assert deck_choices(get_game(game_id))["My own (yours)"] == deck


# --- boosters -------------------------------------------------------------------------------------------
def test_tanuki_panic_pack_is_seeded_and_rarest_last() -> None:
    info = get_game("tanuki_panic")
    pack = booster.open_pack("tanuki_panic", seed=5)
    assert pack == booster.open_pack("tanuki_panic", seed=5)
    assert len(pack) == 10 and len(set(pack)) == len(pack)
    ranks = [booster.rarity_rank(info)(c) for c in pack]
    assert ranks == sorted(ranks) and info.card(pack[-1]).rarity == "rare"
    assert any(booster.open_pack("tanuki_panic", seed=s) != pack for s in range(6, 10))


def test_two_packs_play_the_booster_variant() -> None:
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
    assert "tacocat" not in booster.games_with_packs()
    with pytest.raises(BoosterError, match="no booster packs"):
        booster.open_pack("tacocat", seed=1)


def test_cli_booster_prints_a_pack_without_textual() -> None:
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
    from tanuki_table.cli import main

    assert main(["cards", "tanuki_panic", "--search", "atk>=1000 sort:-atk"]) == 0
    out = capsys.readouterr().out
    assert "Yamata no Orochi" in out or "matching" in out
    assert main(["cards", "tanuki_panic", "--search", "atk>=lots"]) == 2
    assert "not a number" in capsys.readouterr().err
