"""Issue 42, item 6: nothing on the table is cut or covered at 100x30 and 80x24 (the footer, a
notice over a pushed screen, the hand's hidden cards, the log's height, Pikmin's own rows)."""

from __future__ import annotations

from common import screen_text, text_shown

from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import ConfirmScreen
from tanuki_table.ui.widgets.footer import FittedFooter, FittedKey, fitted_keys


async def _started(app, pilot, game: str, seed: int = 11, first: int | None = 0):
    app.start_game(Setup(game=game, seed=seed, seats=[None, "simple"], first_player=first))
    await pilot.pause()
    return app.screen


def test_the_footer_leaves_out_the_lowest_keys_first_and_keeps_room_for_more_keys():
    keys = [("a", "a", "Alpha"), ("b", "b", "Bravo"), ("c", "c", "Concede")]
    assert fitted_keys(keys, 40, ("c",), "^p") == (keys, False)
    rows, cut = fitted_keys(keys, 24, ("c", "b"), "^p")  # 8 + 8 for a and b, 12 for "^p More keys"
    assert cut and [r[0] for r in rows] == ["a"]


async def test_at_100_columns_every_footer_key_is_whole_and_ctrl_p_says_more_keys():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        game = await _started(app, pilot, "tanuki_panic")
        await pilot.press("escape")  # the first-game guide
        await pilot.press("e")  # end the turn: the bot plays, "w Why?" joins the keys
        await pilot.pause()
        if isinstance(app.screen, ConfirmScreen):  # "End turn without summoning?"
            await pilot.press("y")
        await pilot.pause()
        assert game.check_action("why", ()) and game.check_action("concede", ())
        footer = game.query_one(FittedFooter)
        last = screen_text(app).splitlines()[-1]
        assert last.rstrip().endswith("^p More keys"), last
        for key in footer.query(FittedKey):
            assert f"{key.key_display} {key.description}" in last, (key.description, last)
            assert key.region.right <= 100
        assert "Concede" not in last  # ranked lowest: in the palette and behind q


async def test_a_notice_of_the_table_does_not_stay_over_the_card_inspector():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await _started(app, pilot, "tanuki_panic")
        await pilot.press("escape")
        await pilot.press("u")  # nothing to take back yet
        text = await text_shown(app, pilot, "Undo refused")
        assert "Undo refused" in text
        app.notify("Autosave failed: test", severity="error")  # an error stays until it times out
        await text_shown(app, pilot, "Autosave failed")
        await pilot.press("i")
        text = await text_shown(app, pilot, "Back to the table")
        assert "Back to the table" in text and "Undo refused" not in text
        await pilot.pause()
        on_screen = [str(toast.render()) for toast in app.screen.query("Toast")]  # the toasts shown now
        assert on_screen == ["Autosave failed: test"]
        await pilot.press("escape")
        await pilot.pause()
        assert "Undo refused" not in screen_text(app)  # gone, not only hidden


async def test_the_hand_says_how_many_cards_are_off_screen_and_which_key_brings_them():
    from tanuki_table.ui.widgets.hand import Hand

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        game = await _started(app, pilot, "tanuki_panic")
        await pilot.press("escape")
        hand = game.query_one("#hand", Hand)
        shown = sum(len(line) for line in hand.shown_lines())
        hidden = len(hand.cards) - shown
        assert hidden > 0, "six cards do not fit in two lines at 100 columns"
        assert f"+{hidden} more →" in screen_text(app)
        for _ in range(len(hand.cards) - 1):  # to the last card
            await pilot.press("right")
        await pilot.pause()
        first = hand.shown_lines()[0][0]
        assert first > 0 and f"← {first} more" in screen_text(app)


async def test_the_log_opened_with_l_at_100x30_takes_half_the_height():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        game = await _started(app, pilot, "tanuki_panic")
        await pilot.press("escape")
        await pilot.press("l")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        top = next(i for i, line in enumerate(lines) if "╭─ Log" in line)
        bottom = next(i for i in range(top + 1, len(lines)) if "╰" in lines[i][50:])
        assert bottom - top - 1 >= 12, "\n".join(lines)
        assert "Energy 8000" in lines[1] and "You (turn)" in screen_text(app)  # the table stays in view
        await pilot.press("l")
        await pilot.pause()
        assert "╭─ Log" not in screen_text(app) and game.query_one("#side").size.height == 9


async def test_pikmin_at_80x24_shows_both_of_your_rows_with_the_leader_and_the_rivals_leader_hp():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _started(app, pilot, "pikmin", seed=11)
        await pilot.press("escape")
        for _ in range(3):  # leader, its space, the second card: the game begins
            await pilot.press("1")
            await pilot.pause()
        await pilot.pause()
        obs = game.session.state.observation(0)
        assert obs.turn >= 1 and obs.leader[0] is not None
        table = game.query_one("#table").region
        for row in (2, 3):  # your front row and your back row
            for col in range(5):
                space = game.query_one(f"#pk-space-{row}-{col}")
                assert table.contains_region(space.region), (row, col, space.region, table)
        assert table.contains_region(game.query_one("#pk-head-1").region)
        text = screen_text(app)
        leader = game.seating.info.card(obs.leader[0].id).name
        assert f"★{leader[:10]}" in text and "back 5: ·" in text
        rival = obs.leader[1]
        assert f"rival ★ HP {rival.hp}/{rival.max_hp}" in text.splitlines()[0]
