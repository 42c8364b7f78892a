"""Issue 32: the table flows. Keys do one thing, results pause only when they matter, there is a
way out of every game (concede, keep for later, the keys after the game), `play GAME` offers the
unfinished game, ctrl+p opens the palette, the hand follows the cursor at 80x24 and the status
line keeps its numbers."""

from __future__ import annotations

import re
import sqlite3
import json

from common import screen_text, text_shown, toasts

from tanuki_table.persistence.history import db_path
from tanuki_table.persistence.replay import check_replay, export_session, read_replay
from tanuki_table.persistence.saves import list_saves, load_save
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, GameOverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.labels import squeeze
from tanuki_table.ui.screens.game.pauses import important, pause_for
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand


async def started(app, pilot, game: str, seed: int = 3, seats=(None, "simple"), first: int | None = 0) -> GameScreen:
    app.start_game(Setup(game=game, seed=seed, seats=list(seats), first_player=first))
    await pilot.pause()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


# --- keys do one thing -------------------------------------------------------------------------------
async def test_enter_that_closes_a_result_box_never_filters_the_action_list(monkeypatch):
    monkeypatch.setattr("tanuki_table.ui.screens.game.game_screen.QUIET", 30.0)  # "at once", on a slow machine too
    app = TanukiApp(bot_delay=0.01)
    async with app.run_test(size=(120, 40)) as pilot:
        app.settings.pause_on_results = "always"
        game = await started(app, pilot, "tacocat")
        boxes = 0
        for _ in range(120):
            await pilot.pause(0.03)
            if isinstance(app.screen, LinesScreen):
                await pilot.press("enter")  # closes the box ...
                await pilot.pause()
                if app.screen is not game or game.session.state.current_player != 0 or game.seating.bot_running:
                    continue
                before = list(game.query_one("#actions", ActionList).actions)
                await pilot.press("enter")  # ... and the same key pressed again at once does nothing
                await pilot.pause()
                assert game.query_one("#actions", ActionList).actions == before
                assert game.seating.filter_cards == []
                boxes += 1
                if boxes >= 2:
                    break
            elif app.screen is game and game.session.state.current_player == 0 and not game.seating.bot_running:
                await pilot.press("1")
        assert boxes >= 2


def test_results_pause_only_at_the_end_of_a_trick_a_round_or_the_game_by_default():
    from tanuki_table.games.tacocat.story import STORY  # the game's own words say which results end a trick

    duel = STORY.Event("duel_shown", 1, (0, 5, 1, 9))
    trick = STORY.Event("held", 0, ())
    round_end = STORY.Event("round_won", 1, ("YAY", 3, False))
    plain = STORY.Event("defend", 0, (6, 5))
    assert not important(duel) and important(trick) and important(round_end)
    assert not pause_for([duel, plain], "important")
    assert pause_for([duel, round_end], "important")
    assert pause_for([duel], "always") and not pause_for([round_end], "never")
    assert not pause_for([plain], "always")


async def test_results_that_do_not_pause_stay_in_the_strip():
    app = TanukiApp(bot_delay=0.01)
    async with app.run_test(size=(120, 40)) as pilot:
        app.settings.pause_on_results = "never"
        game = await started(app, pilot, "tacocat")
        for _ in range(40):
            await pilot.pause(0.03)
            assert not isinstance(app.screen, LinesScreen), "no result box with the setting 'never'"
            if app.screen is game and game.session.state.current_player == 0 and not game.seating.bot_running:
                if "Duel:" in screen_text(app) and "shows" in screen_text(app):
                    break
                await pilot.press("1")
        assert "shows" in screen_text(app), "the duel's result is in the strip"


# --- concede, leave, after the game --------------------------------------------------------------------
async def test_concede_ends_the_game_with_the_rival_as_winner_and_history_and_replay_say_conceded():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await started(app, pilot, "tanuki_panic")
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        state = game.session.state
        assert state.is_over and state.winner == 1
        assert isinstance(app.screen, GameOverScreen)
        assert "You conceded" in await text_shown(app, pilot, "You conceded")
        session = game.session
    with sqlite3.connect(db_path()) as con:
        assert con.execute("SELECT winner, ending FROM games").fetchall() == [(1, "conceded")]
    saved = load_save(session.save_path)
    assert saved.conceded == 0 and saved.state.winner == 1
    assert "conceded" in list_saves("tanuki_panic", finished=None, folder=session.save_path.parent)[0].describe()
    replay = export_session(session)
    body = read_replay(replay)
    assert body["conceded"] == 0 and "conceded" in body["result"]["text"]
    assert check_replay(replay).ok


async def test_concede_asks_first_and_no_keeps_playing():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await started(app, pilot, "tacocat")
        await pilot.press("c", "n")
        await pilot.pause()
        assert app.screen is game and not game.session.state.is_over


async def test_q_asks_keep_for_later_concede_or_cancel():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await started(app, pilot, "tmnt")
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app)
        assert "Keep for later" in text and "Concede" in text and "Cancel" in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game
        await pilot.press("q", "k")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"
        assert list_saves("tmnt", finished=False), "kept for later: the save stays unfinished"
        game = await started(app, pilot, "tmnt")
        await pilot.press("q", "c")
        await pilot.pause()
        assert game.session.state.is_over and game.session.conceded == 0


async def test_after_the_game_over_box_the_table_keeps_rematch_export_and_menu_keys():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await started(app, pilot, "tacocat")
        game.exits.concede(0)
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Reveal all (a)" in await text_shown(app, pilot, "Reveal all (a)"), "the last button is whole"
        await pilot.press("escape")  # look at the table
        await pilot.pause()
        assert app.screen is game
        assert "r rematch" in await text_shown(app, pilot, "r rematch")
        await pilot.press("x")
        await pilot.pause()
        assert any("Replay written" in str(n.message) for n in toasts(app))
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen is not game
        await pilot.press("c", "y")
        await pilot.pause()
        await pilot.press("escape", "m")
        await pilot.pause()
        assert type(app.screen).__name__ == "PickerScreen"


async def test_after_the_game_the_footer_says_menu_once_and_q_still_leaves():
    """Play-test of issue 49: after the game at 80x24 the footer read "q Menu r Rematch x Export
    m Menu". One "Menu" now (the game-over box's `m`); `q` still works."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await started(app, pilot, "pikmin")
        game.exits.concede(0)
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")  # look at the table
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert footer.count("Menu") == 1 and "m Menu" in footer, footer
        await pilot.press("q")
        await pilot.pause()
        assert type(app.screen).__name__ != "GameScreen" or app.screen is not game


async def test_play_game_offers_to_resume_that_games_unfinished_save():
    first = TanukiApp(start={"game": "tacocat", "bot": "simple", "seed": 4}, bot_delay=0)
    async with first.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        moves = len(first.screen.session.actions)
    for lock in first.saves.locks.values():  # the first window's process has ended
        lock.release()
    again = TanukiApp(start={"game": "tacocat", "bot": "simple", "seed": 9}, bot_delay=0)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ConfirmScreen)
        assert "unfinished game of Tacocat" in screen_text(again)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(again.screen, GameScreen)
        assert len(again.screen.session.actions) == moves and again.screen.session.setup.seed == 4


async def test_play_game_starts_at_once_without_an_unfinished_save():
    app = TanukiApp(start={"game": "tmnt", "bot": "simple", "seed": 4}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


# --- the palette --------------------------------------------------------------------------------------
async def test_ctrl_p_opens_the_command_palette_in_the_picker_and_in_a_game():
    from textual.command import CommandPalette

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("escape")
        await pilot.pause()
        await started(app, pilot, "pikmin")
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"concede")
        await pilot.pause()
        assert "Concede this game" in await text_shown(app, pilot, "Concede this game")


# --- 80x24 ------------------------------------------------------------------------------------------
async def _hand_follows(game_id: str, seed: int) -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await started(app, pilot, game_id, seed=seed)
        hand = game.query_one("#hand", Hand)
        for _ in range(30):  # Pikmin's setup deals the hand after the leader is chosen
            if len(hand.cards) >= 4:
                break
            await pilot.press("1")
            await pilot.pause()
        hand.focus()
        await pilot.pause()
        assert len(hand.cards) >= 4
        seen = set()
        for _ in range(len(hand.cards)):
            shown = [i for line in hand.shown_lines() for i in line]
            assert hand.cursor in shown
            chip = hand.texts[hand.cursor]
            assert chip in screen_text(app), f"the selected card {chip!r} is on screen"
            seen.add(hand.cursor)
            await pilot.press("right")
            await pilot.pause()
        assert seen == set(range(len(hand.cards))), "every card of the hand can be reached"


async def test_pikmin_hand_follows_the_selection_at_80x24():
    await _hand_follows("pikmin", 6)


async def test_tmnt_hand_follows_the_selection_at_80x24():
    await _hand_follows("tmnt", 6)


def test_status_line_keeps_its_numbers_in_shorter_words():
    line = " TMNT TCG  ·  Bot (easy) to play  ·  thinking…  ·  Turn 12 · Attack step · Life 28 vs 31"
    short = squeeze(line, 60, drop_first="TMNT TCG")
    assert len(short) <= 60
    assert re.findall(r"\d+", short) == re.findall(r"\d+", line)


async def test_status_line_at_80x24_keeps_every_figure_of_the_board():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await started(app, pilot, "tmnt", seed=6)
        for _ in range(25):
            obs = game.session.state.observation(0)
            status = str(game.query_one("#status").render())
            assert len(status.rstrip()) <= 80
            assert re.findall(r"\d+", game.board.status_text(obs)) == re.findall(r"\d+", status)[-len(
                re.findall(r"\d+", game.board.status_text(obs))):]
            if game.session.state.is_over:
                break
            if isinstance(app.screen, LinesScreen):
                await pilot.press("enter")
            else:
                await pilot.press("1")
            await pilot.pause()


def test_a_conceded_session_rebuilds_from_its_actions_and_seat():
    session = Session(Setup(game="tacocat", seed=2, seats=[None, "simple"], first_player=0))
    session.play(session.state.legal_actions()[0])
    session.concede(0)
    again = Session(session.setup, session.actions, conceded=0)
    assert again.state.is_over and again.state.winner == 1
    assert again.state.legal_actions() == []
    assert "conceded" in again.state.log[-1].text
    assert json.loads(again.state.to_json())["game"] == "tacocat"


async def test_rows_beyond_the_letter_keys_are_taken_by_hash_and_their_number():
    from tanuki_table.ui.dialogs.boxes import PromptNumberScreen
    from tanuki_table.ui.screens.game.labels import ROW_KEYS

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await started(app, pilot, "pikmin", seed=6)
        actions = game.query_one("#actions", ActionList)
        for _ in range(10):  # the setup's second card: every card of the hand to every free space
            if actions.numbered() > len(ROW_KEYS):
                break
            await pilot.press("1")
            await pilot.pause()
        count = actions.numbered()
        assert count > len(ROW_KEYS)
        row = actions.index_of(f"#{count}")
        assert row is not None, "the last numbered row reads #N"
        wanted = actions.actions[row]
        legal = game.session.state.legal_actions()
        await pilot.press("number_sign")
        await pilot.pause()
        assert isinstance(app.screen, PromptNumberScreen)
        await pilot.press(*str(count), "enter")
        await pilot.pause()
        assert legal[game.session.actions[-1]] == wanted


def test_no_row_key_is_also_a_key_of_the_game_screen():
    """A row key that the screen binds too (L hides phase lines) would never reach its row; the
    networked table's own keys (t say, v invitations) neither; the fixed letters of the rows that
    move on are the screen's own pass and end-turn keys."""
    from tanuki_table.net.screen import TableScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.labels import FIXED_KEYS, ROW_KEYS

    rows = {binding.key for binding in GameScreen.BINDINGS if binding.action.startswith("pick(")}
    assert rows == set(ROW_KEYS)
    for screen in (GameScreen, TableScreen):
        others = {key: binding.action for cls in screen.__mro__ for binding in getattr(cls, "BINDINGS", [])
                  if not isinstance(binding, tuple) and not binding.action.startswith("pick(")
                  for key in binding.key.split(",")}
        assert not set(others) & set(ROW_KEYS), screen
        assert others[FIXED_KEYS["pass"]] == "pass_phase" and others[FIXED_KEYS["end_turn"]] == "end_turn"


async def test_a_question_with_its_own_answers_shows_their_keys_not_y_yes_n_no():
    """The resume question at launch is answered r / n / Esc: its buttons say so, and no key
    line under them offers "y Yes  n No" (n there starts a new game, not "No")."""
    from tanuki_table.ui.dialogs.boxes import ConfirmScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ConfirmScreen("Resume it, or start a new game?",
                                      (("r", "Resume", "resume"), ("n", "New game", "new"), ("escape", "Menu", "menu"))))
        await text_shown(app, pilot, "Menu (Esc)")
        await pilot.pause()  # the footer's key line comes a refresh later
        text = screen_text(app)
        assert "Resume (r)" in text and "New game (n)" in text
        assert "Yes" not in text and " No" not in text
