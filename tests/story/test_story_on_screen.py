"""Issue 33 on the game screen: the strip says what the bot did, result boxes hold the whole
outcome, the reveal names each secret's seat, "Why?" explains a real decision, `L` hides phases."""

from __future__ import annotations

import random

import pytest
from common import few, screen_text

from tanuki_table.core.events import PHASE
from tanuki_table.games import game_ids
from tanuki_table.games.tanuki_panic.state import Monster
from tanuki_table.core.narration import tell
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen


def strip_text(game: GameScreen) -> str:
    return str(game.query_one("#moves").render()).replace("\n", " ")


def bot_clauses(game: GameScreen) -> list[str]:
    """Each move of the bot since the person last acted, as a full and as a short clause."""
    state = game.session.state
    reader = game.seating.narrator.reader(0)
    clauses = []
    for event in state.log[game.seating.seen.get(0, 0):]:
        if event.seat == 1 and event.kind != PHASE:
            for elide in (False, True):
                clauses.append(tell(event, reader, elide=elide).rstrip("."))
    return clauses


@pytest.mark.parametrize("game_id", few(game_ids(), keep=["tanuki_panic", "tacocat", "animale_tattica", "tmnt"]))
async def test_after_a_bot_turn_the_strip_holds_the_bots_moves(game_id):
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game=game_id, seed=11, first_player=1, seats=[None, "easy"]))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(60):
            await pilot.pause()
            if isinstance(app.screen, LinesScreen):
                await pilot.press("enter")
                continue
            state = game.session.state
            if state.current_player != 0 or game.seating.bot_running or app.screen is not game:
                continue
            clauses = bot_clauses(game)
            if clauses:
                strip = strip_text(game)
                assert "Bot (easy)" in strip
                assert any(clause in strip for clause in clauses), (strip, clauses)
                assert "Main Phase" not in strip and "turn begins" not in strip  # no phase lines
                return
            await pilot.press("1")
        pytest.fail("the bot never moved before the person's turn")


def tp_facedown_attack(defender: str) -> Setup:
    return Setup(game="tanuki_panic", seed=2, variant="casual", first_player=0, seats=[None, "easy"])


@pytest.mark.parametrize("defender, outcome", [
    ("kodama", "Bot (easy)'s Kodama (slot 1) is destroyed (950 ATK against 900 DEF)"),
    ("kumiai-ki", "You take 400 damage"),
])
async def test_the_box_after_an_attack_on_a_face_down_card_holds_the_whole_outcome(defender, outcome):
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=2, first_player=0, seats=[None, "easy"]))
        await pilot.pause()
        game = app.screen
        state = game.session.state
        state.fields[0][0] = Monster("shuten-doji", "attack", 0)
        state.fields[1][0] = Monster(defender, "facedown", 0)
        state._legal = None
        game.refresh_view()
        await pilot.press("p")  # to the Battle Phase
        await pilot.pause()
        attack = next(i for i, a in enumerate(state.legal_actions()) if "face-down" in a.label)
        await pilot.press(str(attack + 1))
        await pilot.pause()
        assert isinstance(app.screen, LinesScreen)
        box = screen_text(app)
        name = game.seating.info.card(defender).name
        assert f"flipped face-up: {name}" in box
        assert outcome in box


async def test_the_reveal_after_a_tacocat_game_names_the_bot_for_its_exchange():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tacocat", seed=4, first_player=0, seats=[None, "easy"]))
        await pilot.pause()
        game = app.screen
        state = game.session.state
        rng = random.Random(4)
        while not state.is_over:
            legal = state.legal_actions()
            game.session.play(legal[rng.randrange(len(legal))])
        game.refresh_view()
        game.advance()
        for _ in range(10):
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("a")
        await pilot.pause()
        reveal = [s for s in app.screen_stack if isinstance(s, LinesScreen)]
        assert reveal, "Reveal all shows the whole game"
        shown = "\n".join(reveal[-1].lines)
        bots = [tell(e, game.seating.narrator.reader(None, reveal=True)) for e in state.log
                if e.seat == 1 and e.word.startswith("exchanged") and e.hidden]
        assert bots and all(line.startswith("Bot (easy) exchanged") and " drew " in line for line in bots)
        assert all(line in shown for line in bots)
        assert "Player 1" not in shown, "the person is called You in the transcript, as everywhere on their screen"


async def test_why_explains_the_last_move_that_mattered_and_easy_names_its_rule():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=11, first_player=1, seats=[None, "easy"]))
        for _ in range(30):
            await pilot.pause()
            game = app.screen
            if isinstance(game, GameScreen) and game.session.state.current_player == 0 and not game.seating.bot_running:
                break
        played, _ = game.seating.last_bot_move
        assert played is not None and not played.startswith(("End", "Go to"))  # a summon, not a phase change
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, LinesScreen)
        why = "\n".join(app.screen.lines)
        assert "The rule it followed: " in why
        assert "fixed rules" not in why and "only legal move" not in why


async def test_the_log_hides_phase_lines_on_L_and_remembers_it():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=11, first_player=0, seats=[None, "easy"]))
        await pilot.pause()
        game = app.screen
        log = game.query_one("#log")
        assert "Main Phase 1 begins" in "\n".join(str(line.text) for line in log.lines)
        await pilot.press("L")
        await pilot.pause()
        assert "Main Phase 1 begins" not in "\n".join(str(line.text) for line in log.lines)
        assert app.settings.log_phases is False


async def test_the_handover_says_what_the_other_player_did_and_nothing_secret():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=11, first_player=0, seats=[None, None], names=["Ada", "Grace"]))
        await pilot.pause()
        await pilot.press("enter")  # the opening handover
        await pilot.pause()
        game = app.screen
        summon = next(i for i, a in enumerate(game.session.state.legal_actions()) if a.label.startswith("Set "))
        await pilot.press(str(summon + 1))
        await pilot.press("e")
        await pilot.pause()
        text = screen_text(app)
        assert "Pass the keyboard to  GRACE" in text
        assert "Ada sets a card face-down in Defense Mode (slot 1)" in text
        hidden = game.session.state.fields[0][0].card
        assert game.seating.info.card(hidden).name not in text
