"""Issue 49, item 6: the flow around a game. Reveal-all opens on top of the game-over box, a
tournament's result boxes come only from the player's own table, a best-of-three's next game starts
with a clean table, and the setup dialog opens on its first field with the focus plain to see."""

from __future__ import annotations

import random
import re

from common import screen_text, text_shown

from tanuki_table.core.session import Session, Setup
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.dialogs.setup import SetupScreen


async def until(pilot, done, timeout: float = 5.0) -> bool:
    """Wait (in short pauses) until `done()` holds, for a loaded machine; False after `timeout`."""
    for _ in range(int(timeout / 0.02)):
        if done():
            return True
        await pilot.pause(0.02)
    return done()


async def test_result_boxes_in_a_tournament_come_only_from_the_players_own_table():
    app = TanukiApp(bot_delay=0.001)  # above 0: the bots' results may stop play in a box
    boxes: list[list[str]] = []
    push = app.push_screen

    def spy(screen, *args, **kwargs):
        if isinstance(screen, LinesScreen):
            boxes.append(list(screen.lines))
        return push(screen, *args, **kwargs)

    app.push_screen = spy  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="animale_tattica", seed=5, players=4, variant="tournament", first_player=0,
                             seats=[None, "simple", "simple", "simple"]))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        state = game.session.state
        for _ in range(600):  # in the semi-finals the player sits at table 1, with Bot 2
            ends = [e for e in state.log if e.word in ("round_end", "game_won") and e.args[0] == 2]
            if len(ends) >= 2 and boxes or state.round_no > 0:
                break
            if isinstance(app.screen, LinesScreen):
                await pilot.press("enter")
            elif app.screen is game and state.current_player == 0 and not game.seating.bot_running:
                await pilot.press("1")
            await pilot.pause(0.01)
        assert len(ends) >= 2 and boxes, "two rounds at table 2 and one at the player's end in that time"
        elsewhere = [lines for lines in boxes if not any(line.startswith("Table 1:") for line in lines)]
        assert elsewhere == []


async def test_reveal_all_opens_on_top_of_the_game_over_box_which_comes_back_after_it():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tacocat", seed=3, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        game.exits.concede(0)
        assert await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("a")
        await until(pilot, lambda: not isinstance(app.screen, (GameScreen, GameOverScreen)))
        await pilot.pause()  # the game-over box came back over it here, before the fix
        assert isinstance(app.screen, LinesScreen), "the reveal is the screen on top"
        text = await text_shown(app, pilot, "every card revealed")
        assert "The whole game, every card revealed" in text
        assert "Reveal all (a)" not in text, "no game-over box over the reveal"
        await pilot.press("enter")
        assert await until(pilot, lambda: isinstance(app.screen, GameOverScreen)), "closing the reveal brings the game-over box back"
        assert game.seating.revealed


async def test_the_next_game_of_a_best_of_three_starts_with_no_hand_or_field_from_the_last():
    setup = Setup(game="animale_tattica", seed=8, variant="best_of_three", first_player=0, seats=[None, "simple"])
    session = Session(setup)
    rng = random.Random(3)
    while session.state.stage != "choose_animal":  # game 1, played by random moves: the bot wins it
        session.play(rng.choice(session.state.legal_actions()))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        text = await text_shown(app, pilot, "Free animals")
        assert "Choose the" in text, "the person chooses the animal of game 2"
        hand_line = next(line for line in text.splitlines() if line.startswith(" You:"))
        assert "[" not in hand_line, f"a card of game 1 is still in hand: {hand_line}"
        assert "Field:" not in text and "Discards:" not in text
        assert len(re.findall(r"hand +0 +deck +0 ", text)) == 2, "no hand or deck counts from game 1"


def _style_of(app, word: str):
    """The Rich style of the first segment on screen that holds `word`."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    for line in update.strips:  # each line: the strips of the screens stacked there
        for segment in (segment for strip in line for segment in strip):
            if word in segment.text:
                return segment.style
    raise AssertionError(f"{word!r} is not on screen")


async def test_setup_opens_on_players_marked_plainly_and_enter_there_starts_nothing():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_setup(get_game("animale_tattica"))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, SetupScreen)
        assert app.focused is dialog.query_one("#players"), "the first field has the focus"
        await text_shown(app, pilot, "Players")
        assert _style_of(app, "Players").reverse, "the focused field's label is marked"
        assert not _style_of(app, "Variant").reverse
        await pilot.press("enter")  # opens the list of player counts
        await pilot.pause()
        assert app.screen is dialog, "Enter did not start a game"
        await pilot.press("escape")
        await pilot.press("tab")
        await pilot.pause()
        assert app.focused is dialog.query_one("#variant")
        assert _style_of(app, "Variant").reverse and not _style_of(app, "Players").reverse
