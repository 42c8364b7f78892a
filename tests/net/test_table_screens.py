"""Issue 31: the app at a networked table. `join` opens the seat's own game screen (no handover,
no undo, only that seat's cards), moves go to the table and the others' moves come back;
"waiting for NAME to reconnect" when the seat to play dropped; a spectator reads the public
story only; the palette's "Join a table" asks for the invitation."""

from __future__ import annotations

import time

from common import screen_text
from net.tablekit import close, hosted, joined

from tanuki_table.net.screen import TableScreen
from tanuki_table.net.watch import SpectatorScreen
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.deck_dialogs import PromptScreen
from tanuki_table.ui.dialogs.boxes import GameOverScreen, HandoverScreen, LinesScreen


async def until(pilot, condition, what: str, seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, f"still waiting for {what}"
        await pilot.pause(0.02)


async def test_a_joined_seat_plays_a_whole_game_against_the_tables_bot_on_its_own_screen():
    with hosted(Setup(game="animale_tattica", seed=6, seats=[None, "simple"])) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            app.settings.pause_on_results = "never"  # the results go to the strip: no box to close
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the table screen")
            screen = app.screen
            assert screen.viewer == 0 and not screen.seating.hotseat and not screen.seating.bots
            await until(pilot, lambda: "You:" in screen_text(app), "the hand")
            hand = table.table.session.state.observation(0).hand
            rival = table.table.session.state.observation(1).hand
            text = screen_text(app)
            names = {card: table.table.session.info.card(card).name for card in hand + rival}
            assert all(names[c] in text for c in hand[:2])
            assert not any(names[c] in text for c in rival if c not in hand)  # the bot's hand stays there
            while not isinstance(app.screen, GameOverScreen):
                assert not isinstance(app.screen, HandoverScreen)
                if isinstance(app.screen, LinesScreen):
                    await pilot.press("enter")
                elif screen.remote.state.current_player == 0 and not screen.remote.state.waiting:
                    await pilot.press("1")
                await pilot.pause(0.02)
                assert time.monotonic() < screen.__dict__.setdefault("_end", time.monotonic() + 40)
            assert table.table.session.state.is_over
            assert screen.remote.state.seq == len(table.table.session.actions)
            await pilot.press("escape")
            await pilot.press("u")
            await pilot.pause(0.05)
            assert table.table.session.state.is_over  # no undo at a table


async def test_the_seat_to_play_drops_and_the_other_reads_waiting_for_them_to_reconnect():
    with hosted(Setup(game="tacocat", seed=6, seats=[None, None])) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the table screen")
            bob = joined(table.seats[1], "Bob")
            screen = app.screen
            if screen.remote.state.current_player == 0:
                await pilot.press("1")
            await until(pilot, lambda: table.table.session.state.current_player == 1, "Bob's move")
            await until(pilot, lambda: "Bob" in screen_text(app), "Bob's name")
            close(bob)
            await until(pilot, lambda: "Waiting for Bob to reconnect" in screen_text(app), "the waiting line")
            back = joined(table.seats[1], "Bob")
            await until(pilot, lambda: "Waiting for Bob…" in screen_text(app), "Bob to be back")
            close(back)


async def test_a_spectator_reads_the_public_story_to_the_end_and_no_hand():
    with hosted(Setup(game="tanuki_panic", seed=6, seats=["simple", "simple"])) as table:
        app = TanukiApp(start={"join": str(table.spectator)}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, SpectatorScreen) and app.screen.is_mounted, "the spectator's screen")
            await until(pilot, lambda: "game over" in screen_text(app), "the end")
            text = screen_text(app)
            assert "Watching" in text and "Hand" not in text
            hidden = [e for e in table.table.session.state.log if e.hidden is not None]
            assert hidden and not any(e.secret in text for e in hidden[-5:] if e.secret != e.text)


async def test_join_a_table_from_the_palette_asks_for_the_invitation():
    with hosted(Setup(game="tacocat", seed=6, seats=[None, "simple"])) as table:
        app = TanukiApp(bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            commands = [c.title for c in app.get_system_commands(app.screen)]
            assert "Join a table" in commands
            app.ask_join()
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen)
            app.screen.query_one("#prompt").value = "tt://nowhere"
            await pilot.press("enter")
            await pilot.pause()
            assert not isinstance(app.screen, TableScreen)  # not an invitation: said so, nothing opened
            app.ask_join()
            await pilot.pause()
            app.screen.query_one("#prompt").value = f"tanuki-table join {table.seats[0]}"
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the table screen")
