"""Issue 27: the rulebooks are the default; house rules only by name (`balanced`); every way into a
game (command line, plain mode, setup dialog) plays the variant and the animals asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest
from common import screen_text

from tanuki_table.games import get_game
from tanuki_table.cards.setups import setup_from_args
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.setup import RANDOM, SetupScreen


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tanuki_table", *args], capture_output=True, text=True,
                          timeout=120, input=stdin)


def _start(game: str, **extra):
    return {"game": game, "bot": "simple", "variant": None, "players": 2, "seed": 4, "first_player": None, **extra}


@pytest.mark.parametrize("game", ["tanuki_panic", "pikmin"])
def test_balanced_is_a_named_variant_with_a_description(game):
    info = get_game(game)
    assert info.variants[0] == "standard" and "balanced" in info.variants
    assert "House rules" in info.variant_description("balanced")


@pytest.mark.parametrize("game", ["tacocat", "animale_tattica", "tmnt"])
def test_games_whose_numbers_do_not_need_it_have_no_balanced_variant(game):
    assert "balanced" not in get_game(game).variants


def test_booster_variant_from_the_command_line_opens_a_pack_per_seat():
    setup = setup_from_args(_start("tanuki_panic", variant="booster"))
    assert setup.decks is None  # the engine opens the packs
    state = get_game("tanuki_panic").new_game(seed=setup.seed, variant="booster", decks=setup.decks)
    log = " ".join(e.text for e in state.log)
    assert log.count("opens a booster pack") == 2
    assert state.energy == [3000, 3000]
    assert all(len(state.decks[s]) + len(state.hands[s]) == 10 for s in (0, 1))


def test_plain_mode_booster_plays_packs_at_3000_energy():
    result = run("play", "tanuki_panic", "--plain", "--vs", "easy", "--variant", "booster", "--seed", "5",
                 stdin="quit\n")
    assert "opens a booster pack" in result.stdout
    assert "3000 Energy" in result.stdout and "8000" not in result.stdout


async def test_setup_dialog_hides_deck_choices_for_the_booster_variant():
    app = TanukiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(get_game("tanuki_panic"))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, SetupScreen)
        dialog.query_one("#variant").value = "booster"
        await pilot.pause()
        assert not dialog.query_one("#deck-row-0").display
        assert "10-card pack and plays it" in screen_text(app)
        assert dialog.setup().decks is None
        dialog.query_one("#variant").value = "balanced"
        await pilot.pause()
        assert dialog.query_one("#deck-row-0").display
        assert "House rules" in screen_text(app)


def test_animal_names_your_animal_and_the_bot_draws_another():
    for seed in range(6):
        setup = setup_from_args(_start("animale_tattica", seed=seed, animals=["Penguin army"]))
        state = get_game("animale_tattica").new_game(seed=setup.seed, decks=setup.decks)
        animals = state.observation(0).animals
        assert animals[0] == "penguin" and animals[1] != "penguin"


def test_animal_list_gives_each_seat_in_order():
    result = run("play", "animale_tattica", "--plain", "--vs", "easy", "--seed", "2", "--players", "3",
                 "--animal", "bear,dog", stdin="quit\n")
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("Game 1:"))
    assert "you are the Bear" in line and "is the Dog" in line


def test_without_animal_the_seats_are_random_not_always_dog_and_cat():
    seen = set()
    for seed in range(12):
        setup = setup_from_args(_start("animale_tattica", seed=seed))
        state = get_game("animale_tattica").new_game(seed=setup.seed, decks=setup.decks)
        seen.add(tuple(state.observation(0).animals))
    assert len(seen) > 2


@pytest.mark.parametrize("args, why", [
    (["animale_tattica", "--animal", "dragon"], "unknown animal 'dragon'"),
    (["animale_tattica", "--animal", "dog,Dog"], "is taken"),
    (["animale_tattica", "--animal", "dog,cat,bear"], "3 animals for 2 seats"),
    (["tacocat", "--animal", "dog"], "has no animals"),
    (["pikmin", "--variant", "casual"], "unknown variant 'casual'"),
])
def test_bad_animal_or_variant_is_one_line_and_exit_2(args, why, tmp_path):
    result = run("play", *args, "--plain")
    assert result.returncode == 2
    assert why in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""


async def test_random_animal_in_the_dialog_never_takes_a_chosen_one():
    app = TanukiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(get_game("animale_tattica"))
        await pilot.pause()
        dialog = app.screen
        assert "Animal 1" in screen_text(app)
        dialog.query_one("#deck-0").value = RANDOM
        dialog.query_one("#deck-1").value = "Cat army"
        await pilot.pause()
        info = get_game("animale_tattica")
        for seed in range(8):
            setup = dialog.setup()
            state = info.new_game(seed=seed, decks=setup.decks)
            assert state.observation(0).animals[0] != "cat"


@pytest.mark.parametrize("game", ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"])
def test_rules_page_opens_with_a_quick_reference_and_holds_no_lab_notes(game):
    """Rules pages are for players: a quick reference of at most 12 lines first; no issue numbers,
    commands, data-file paths or measurements of bots (those live in docs/rules-notes/)."""
    import re

    from tanuki_table.cards.data import rules_path

    text = rules_path(game).read_text(encoding="utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    assert sections[1].startswith("Quick reference\n")
    quick = [line for line in sections[1].splitlines()[1:] if line.strip()]
    assert 1 <= len(quick) <= 12
    for lab in ("issue ", "tanuki-table sim", "card_data/", "benchmarks/", "--games"):
        assert lab not in text, f"{game}: {lab!r} belongs in docs/rules-notes/{game}.md"
    assert "## Variants" in text
