"""Issue 32: command-line tables are whole when piped, `cards --json` / `--csv`, and the smaller
items: Igaguri's flavour without "�", the booster screen (no raw seed, one card at a time) and the
deck builder's `g` (in the footer, asks the bot level)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest
from textual.widgets import Input

from tanuki_table import cli
from tanuki_table.games import game_ids, get_game
from tanuki_table.ui.app import TanukiApp
from tests.common import screen_text, text_shown


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    """The command with its output piped (not a terminal), as `... | grep` sees it."""
    return subprocess.run([sys.executable, "-m", "tanuki_table", *args], capture_output=True, text=True, timeout=120)


def test_cards_piped_prints_every_name_whole_so_grep_finds_it():
    result = _run("cards", "pikmin")
    assert result.returncode == 0, result.stderr
    assert sum("Olimar" in line for line in result.stdout.splitlines()) >= 1
    names = [card.name for card in get_game("pikmin").cards()]
    assert all(name in result.stdout for name in names), "no name is cut"
    assert "…" not in result.stdout


@pytest.mark.parametrize("game_id", game_ids())
def test_cards_json_holds_every_field_of_every_card(game_id, capsys):
    assert cli.main(["cards", game_id, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    cards = get_game(game_id).cards()
    assert [row["id"] for row in rows] == [card.id for card in cards]
    assert rows[0] == cards[0].model_dump(mode="json", by_alias=True)


def test_cards_csv_has_a_header_and_a_row_per_matching_card(capsys):
    assert cli.main(["cards", "tanuki_panic", "--csv", "--search", "atk>=900"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert rows and all(int(row["atk"]) >= 900 for row in rows)
    assert {"id", "name", "atk", "def", "rarity", "flavour"} <= set(rows[0])


def test_cards_json_needs_a_game(capsys):
    assert cli.main(["cards", "--json"]) == 2
    assert "cards GAME --json" in capsys.readouterr().err


def test_sim_and_stats_tables_are_whole_when_piped():
    sim = _run("sim", "--game", "tacocat", "--players", "simple,random", "--games", "2")
    assert sim.returncode == 0 and "simple" in sim.stdout and "…" not in sim.stdout
    stats = _run("stats")
    assert stats.returncode == 0 and "…" not in stats.stdout


def test_a_table_piped_into_a_reader_that_stops_early_ends_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "tanuki_table", "cards", "pikmin"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.readline()
    proc.stdout.close()  # like `| head -1`
    proc.wait(60)
    assert b"Broken pipe" not in proc.stderr.read()


# --- the smaller items ----------------------------------------------------------------------------------
async def test_igaguris_flavour_has_no_replacement_character_in_the_browser():
    from tanuki_table.ui.screens.browser import CardView
    from tanuki_table.cards.query import make_record

    info = get_game("tanuki_panic")
    assert info.card("igaguri").flavour.endswith("\n")  # the card file's block ends in a line break
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_cards("tanuki_panic")
        await pilot.pause()
        view = app.screen.query_one(CardView)
        view.record = make_record(info, info.card("igaguri"))
        for _ in range(40):  # the card is drawn once the game's cards are read
            await pilot.pause(0.05)
            if "The storm will" in screen_text(app):
                break
        text = screen_text(app)
        assert "break before he does.”" in text
        assert "\ufffd" not in text


async def test_booster_screen_shows_no_seed_and_turns_one_card_over_per_key():
    from tanuki_table.ui.screens.booster_screen import BoosterScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = BoosterScreen("tanuki_panic", seed=664697638)
        app.push_screen(screen)
        await pilot.pause(0.6)
        assert "664697638" not in screen_text(app) and "seed" not in screen_text(app)
        assert screen.revealed[0] == 0
        await pilot.press("n")
        assert screen.revealed[0] == 1
        await pilot.press("enter")
        await pilot.pause()
        assert screen.revealed[0] == 2
        await pilot.press("space")
        assert screen.revealed[0] == len(screen.packs[0])


async def test_deck_builder_footer_keeps_g_and_g_asks_the_bot_level():
    size = (80, 24)  # the narrowest footer: wider ones keep it too
    from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen
    from tanuki_table.ui.dialogs.boxes import ConfirmScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=size) as pilot:
        app.open_decks("tanuki_panic")
        footer: list[str] = []
        for _ in range(40):  # the builder draws its footer once the cards are read
            await pilot.pause(0.05)
            if isinstance(app.screen, DeckBuilderScreen) and isinstance(app.focused, Input):
                await pilot.press("down")  # from the search box (focused on opening: letters type there)
                continue
            footer = [line for line in screen_text(app).splitlines() if "esc Back" in line]
            if footer:
                break
        assert isinstance(app.screen, DeckBuilderScreen)
        assert footer and "g Play it" in footer[0]
        premade = next(iter(get_game("tanuki_panic").decks.premade(get_game("tanuki_panic")).values()))
        app.screen.deck = list(premade)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and "which bot" in await text_shown(app, pilot, "which bot")
        await pilot.press("3")  # the third level offered
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.setup.seats[1] in ("easy", "normal", "hard")
