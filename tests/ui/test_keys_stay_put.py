"""Issue 49, item 1: keys that stay put. Moving on (a pass, the next phase, the end of the turn)
has its fixed letter in its row and the footer, never a number; moving on with an attack or a
play left asks first, in one key (a setting stops it); a key pressed just after the rows changed
never lands on a row of another kind.

The Pikmin case of the issue: on the player's 5th turn the list read "1 Use Louie's effect ...",
"4 Go to the Attack phase"; `1` used the effect, the rows below moved up, and `4`, pressed for the
Attack phase, ended the turn: the Attack phase was lost.
"""

from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace

from common import screen_text, toasts, widget_text

from tanuki_table.bots import make_bot
from tanuki_table.bots.ask import choose_for
from tanuki_table.core import choices
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.widgets.footer import FittedFooter
from tanuki_table.ui.dialogs.boxes import ConfirmScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.widgets.actions import ActionList


LOUIE = Setup(game="pikmin", seed=92, seats=[None, "simple"], first_player=0)


@lru_cache(maxsize=1)
def louie_moves() -> tuple[int, ...]:
    """The moves to a Pikmin game on the person's 5th turn (turn 9), Action phase: row 1 uses
    Louie's effect, row 4 goes to the Attack phase, and after the effect the 4th row would end the
    turn; an attack is possible in the Attack phase. Seat 0's moves are the `simple` bot's."""
    session = Session(LOUIE)
    bots = {0: make_bot("simple", "pikmin", seed=1), 1: make_bot("simple", "pikmin", seed=2)}
    for _ in range(200):
        state = session.state
        seat = state.current_player
        assert seat is not None
        if seat == 0 and getattr(state, "phase") == "action":
            rows = choices.listed(session.info, state.legal_actions(), state.observation(0))
            if rows[0].kind == "effect" and "Louie" in rows[0].label and rows[3].kind == "pass":
                return tuple(session.actions)
        session.play(choose_for(bots[seat], state, seat))
    raise AssertionError("the position of the issue was not reached")


def louie_position() -> Session:
    return Session(LOUIE, list(louie_moves()))


async def opened(app: TanukiApp, pilot, session: Session) -> GameScreen:
    app.open_session(session)
    await pilot.pause()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def action_lines(app, game: GameScreen) -> list[str]:
    """The action list's rows as on screen (each row's first line)."""
    inside = [line[1:].rstrip(" │▁▂▃▄▅▆▇█") for line in widget_text(app, game.query_one("#actions"))[1:-1]]
    return [line.strip() for line in inside if line.strip() and not line.startswith("  ")]


async def test_louies_effect_then_4_never_ends_the_turn():
    session = louie_position()
    turn = session.state.turn_number()
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(app, pilot, session)
        await pilot.press("1", "4")
        await pilot.pause()
        state = game.session.state
        assert state.turn_number() == turn and state.current_player == 0, "a number key ended the turn"
        assert getattr(state, "phase") == "action"


async def test_moving_on_reads_its_letter_in_its_row_and_the_footer_never_a_number():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(app, pilot, louie_position())
        rows = action_lines(app, game)
        assert "p Go to the Attack phase" in rows and "e End the turn" in rows, rows
        assert not any(row[:1].isdigit() and ("Attack phase" in row or "End the turn" in row) for row in rows)
        numbered = [row.split(" ", 1)[0] for row in rows if row[:1].isdigit()]
        assert numbered == [str(n % 10) for n in range(1, len(numbered) + 1)], "the numbers run on past the letters"
        footer = " ".join(widget_text(app, game.query_one(FittedFooter)))  # not a toast over the last line
        assert "p Pass" in footer and "e End turn" in footer
        # the letter plays its row's move, asking first while a card is still playable
        await pilot.press("p")
        await pilot.pause()
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
            await pilot.pause()
        assert getattr(game.session.state, "phase") == "attack"


async def test_ending_the_turn_with_an_attack_left_asks_once_and_the_setting_stops_it():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(app, pilot, louie_position())
        state = game.session.state
        turn = state.turn_number()
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        asked = screen_text(app)
        assert "End the turn without attacking" in asked and "(y)" in asked and "(n)" in asked
        assert "stop asking" in asked
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is game and state.turn_number() == turn and state.current_player == 0
        await pilot.press("e")  # asked again: "a" ends the turn and stops the question
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("a")
        await pilot.pause()
        assert app.settings.ask_before_skipping is False
        assert game.session.state.turn_number() != turn
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.settings.ask_before_skipping = False
        game = await opened(app, pilot, louie_position())
        turn = game.session.state.turn_number()
        await pilot.press("e")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen)
        assert game.session.state.turn_number() != turn


async def test_settings_screen_has_the_switch_for_the_question():
    from textual.widgets import Switch

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.prefs.open_screen()
        await pilot.pause()
        switch = app.screen.query_one("#ask_before_skipping", Switch)
        assert switch.value is True
        switch.value = False
        await pilot.pause()
        assert app.settings.ask_before_skipping is False


async def test_a_key_pressed_just_after_the_rows_changed_kind_does_nothing(monkeypatch):
    monkeypatch.setattr("tanuki_table.ui.screens.game.labels.SHIFT_GUARD", 30.0)  # "just after", on a slow machine too
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(app, pilot, louie_position())
        actions = game.query_one("#actions", ActionList)
        before = {key: a.kind for key, a in zip(actions.keys, actions.actions)}
        await pilot.press("1")  # Louie's effect: the rows below move up
        await pilot.pause()
        after = {key: a.kind for key, a in zip(actions.keys, actions.actions)}
        shifted = [k for k in after if k in before and after[k] != before[k]]
        same = [k for k in after if k in before and after[k] == before[k] and k[0].isdigit()]
        assert shifted and same, "the effect changed the kind of a row under a key, and kept another's"
        played = len(game.session.actions)
        await pilot.press(shifted[0])
        await pilot.pause()
        assert len(game.session.actions) == played, f"{shifted[0]} landed on a row of another kind"
        assert any("just changed" in str(note.message) for note in toasts(app))
        await pilot.press(same[0])  # a key whose row kept its kind plays at once
        await pilot.pause()
        assert len(game.session.actions) == played + 1
        monkeypatch.setattr("tanuki_table.ui.screens.game.labels.SHIFT_GUARD", 0.0)  # a moment later, any key plays its row
        key = next(k for k in actions.keys if k[0].isdigit())
        await pilot.press(key)
        await pilot.pause()
        assert len(game.session.actions) == played + 2


def test_only_what_the_rest_of_the_turn_no_longer_offers_is_asked_about():
    """Tanuki Panic: leaving Main Phase 1 before the summon gives nothing up (Main Phase 2 still
    allows it); ending the turn there gives the summon up; a setup's "set no card" is an answer."""
    from tanuki_table.games.tanuki_panic.actions import END_TURN, PASS_TO_BATTLE
    from tanuki_table.games.tanuki_panic.board import Board
    from tanuki_table.ui.screens.game.skipping import question, skipped

    ask = dict(Board.ASK_BEFORE_SKIPPING)
    session = Session(Setup(game="tanuki_panic", seed=4, seats=[None, "simple"], first_player=0))
    bots = {0: make_bot("simple", "tanuki_panic", seed=1), 1: make_bot("simple", "tanuki_panic", seed=2)}
    for _ in range(300):
        state = session.state
        legal = state.legal_actions()
        if getattr(state, "phase") == "main_1" and any(a.kind == "summon" for a in legal):
            break
        seat = state.current_player
        assert seat is not None
        session.play(choose_for(bots[seat], state, seat))
    else:
        raise AssertionError("no Main Phase 1 with a summon")
    assert "summoning" not in skipped(state, PASS_TO_BATTLE, ask)
    assert "summoning" in skipped(state, END_TURN, ask)
    assert question(END_TURN, ["attacking", "summoning"]) == "End turn without attacking or summoning?"
    board = Board.__new__(Board)  # (skip_words reads the observation's phase only)
    assert board.skip_words(SimpleNamespace(phase="setup")) == {}  # type: ignore[arg-type]
    assert board.skip_words(state.observation(0)) == ask


async def test_a_networked_seat_reads_and_takes_the_fixed_letter_too():
    """The networked table's screen (net/screen.py) is the game screen: its pass row reads `p`,
    `p` plays it, and its own keys (t say, v invitations) are no row keys."""
    import time

    from net.tablekit import hosted

    from tanuki_table.net.screen import TableScreen

    with hosted(Setup(game="tacocat", seed=6, seats=[None, "simple"])) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            end = time.monotonic() + 15
            while not (isinstance(app.screen, TableScreen) and app.screen.is_mounted
                       and app.screen.query_one("#actions", ActionList).actions):
                assert time.monotonic() < end, "the table screen with its actions"
                await pilot.pause(0.02)
            screen = app.screen
            rows = action_lines(app, screen)
            assert "p Exchange nothing" in rows, rows
            assert not any(row.split(" ", 1)[0] in ("t", "v") for row in rows)
            await pilot.press("p")
            session = table.table.session
            while not session.actions:
                assert time.monotonic() < end, "the pass reached the table"
                await pilot.pause(0.02)
            start = Session(session.setup).state
            assert start.legal_actions()[session.actions[0]].kind == "pass"
