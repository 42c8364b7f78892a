"""Issue 13: one name per seat, setup in words, results and secrets (on the toy game and real games)."""

from __future__ import annotations

from common import past_opening_handover, screen_text

from tanuki_table.games import get_game
from tanuki_table.games.tanuki_panic.story import STORY
from tanuki_table.core.grammar import count
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.dialogs.setup import SetupScreen


def test_you_reads_with_correct_grammar():
    story = Narrator(["Player 1", "Bot (easy)"], you=0)
    E = STORY.Event
    assert story.line(E("game_end", 0, ("energy", 1, 0, 0, 0)), 0) == "Bot (easy)'s Energy reached 0. You win."
    assert story.line(E("attack_direct", 1, (0, "kappa", 1, 450)), 0) == (
        "Bot (easy) attacks you directly with Kappa (slot 1, ATK 450).")
    assert story.line(E("destroyed", 0, ("kappa", 2, "def", 400, 500)), 0) == (
        "Your Kappa (slot 2) is destroyed (400 ATK against 500 DEF) and goes to the Graveyard.")
    assert story.line(E("must_discard", 0, (8, 1, 7)), 0) == "You have 8 cards and must discard 1 (hand limit 7)."
    assert story.line(E("must_discard", 0, (8, 1, 7)), 1) == "Player 1 has 8 cards and must discard 1 (hand limit 7)."


def test_counts_say_one_card_and_two_cards():
    assert count(1, "card") == "1 card"
    assert count(2, "card") == "2 cards"
    assert count(0, "card") == "no cards"


def test_typed_names_are_each_seats_one_name():
    setup = Setup(game="tacocat", seed=1, seats=[None, None], names=["Ada", None])
    assert setup.seat_names() == ["Ada", "Player 2"]
    assert Setup(game="tacocat", seed=1, seats=[None, "easy"]).seat_names() == ["You", "Bot (easy)"]


async def test_setup_shows_titles_not_ids_and_the_games_own_first_player_rule():
    app = TanukiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(get_game("tacocat"), hotseat=True)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        text = screen_text(app)
        assert "tie_to_arrow" not in text
        assert "The game's rule (" in text


async def test_setup_offers_each_bot_level_by_one_name():
    """Issue 42.7: the `simple` bot is the easy level; the seat list offers it once, as "easy"."""
    app = TanukiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(get_game("tacocat"))
        await pilot.pause()
        offered = [str(prompt) for prompt, _ in app.screen.query_one("#seat-1")._options]
        assert "Bot: easy" in offered and "Bot: simple" not in offered


async def test_hotseat_names_typed_in_setup_reach_the_board_and_the_log(toy_registered):
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(toy_registered, hotseat=True)
        await pilot.pause()
        app.screen.query_one("#name-0").value = "Ada"
        app.screen.query_one("#name-1").value = "Grace"
        await pilot.press("ctrl+s")
        await pilot.pause()
        await past_opening_handover(app, pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.seating.names == ["Ada", "Grace"]
        await pilot.press("1")
        await pilot.pause()
        await past_opening_handover(app, pilot)
        text = screen_text(app)
        assert "Ada" in text and "Player 1" not in text


async def test_game_over_never_shows_the_bots_secret_lines(toy_registered):
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="toygame", seed=3, first_player=0, seats=[None, "random"]))
        await pilot.pause()
        game = app.screen
        for _ in range(40):
            if isinstance(app.screen, GameOverScreen):
                break
            if game.session.state.current_player == 0 and not game.seating.bot_running:
                await pilot.press("1")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        title, why = game.views.result_text()
        state = game.session.state
        for event in state.log:
            if event.seat == 1 and event.secret:
                assert event.secret not in why
