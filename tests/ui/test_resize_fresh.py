"""Issue 49, item 3: 80x24 and resizing. At 80x24 every zone of every seat is on screen or one key
away (`f`, shown in the footer while the table is taller than its room); a resize mid-game lays
everything out as a fresh start at that size would (it hid the rival's field, dropped "rival ★ HP"
from Pikmin's status line, cut the log at its old width), and the strip under the hand keeps
whole sentences in the lines it has."""

from __future__ import annotations

import difflib

import pytest
from common import few, screen_text, widget_text

from tanuki_table.bots import make_bot
from tanuki_table.bots.ask import choose_for
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.game_screen import GameScreen


def mid_game(game_id: str, moves: int = 40) -> Session:
    """A game `moves` decisions in (both seats the `simple` bot's choices), the person to move."""
    session = Session(Setup(game=game_id, seed=11, seats=[None, "simple"], first_player=0))
    bots = {0: make_bot("simple", game_id, seed=1), 1: make_bot("simple", game_id, seed=2)}
    while not session.state.is_over and (len(session.actions) < moves or session.state.current_player != 0):
        seat = session.state.current_player
        assert seat is not None
        session.play(choose_for(bots[seat], session.state, seat))
    return session


async def shown_at(size: tuple[int, int], session: Session, resized_from: tuple[int, int] | None = None,
                   log: bool = False) -> str:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=resized_from or size) as pilot:
        app.open_session(Session(session.setup, list(session.actions)))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        if resized_from:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        if log:  # the log behind `l` at 80 columns
            await pilot.press("l")
        await pilot.pause()
        await pilot.pause(0.1)
        return screen_text(app)


@pytest.mark.parametrize(("game_id", "sizes"), few([("pikmin", ((120, 40), (80, 24))), ("tanuki_panic", ((120, 40), (80, 24))),
                                                   ("pikmin", ((80, 24), (120, 40)))], keep=[("pikmin", ((120, 40), (80, 24)))]))
async def test_a_resize_mid_game_shows_what_a_fresh_start_at_that_size_shows(game_id, sizes):
    """Both ways: at 80x24 the log is hidden, and lines written then wrapped at its least width."""
    start, size = sizes
    session = mid_game(game_id)
    fresh = await shown_at(size, session)
    resized = await shown_at(size, session, resized_from=start)
    assert resized == fresh, "\n".join(difflib.unified_diff(fresh.splitlines(), resized.splitlines(), "fresh", "resized"))


async def test_pikmin_keeps_the_rivals_leader_hp_in_the_status_line_after_a_resize():
    session = mid_game("pikmin")
    resized = await shown_at((80, 24), session, resized_from=(120, 40))
    assert "rival ★ HP" in resized.splitlines()[0]


async def test_the_log_opened_at_80x24_after_a_resize_wraps_at_its_new_width():
    session = mid_game("pikmin")
    fresh = await shown_at((80, 24), session, log=True)
    resized = await shown_at((80, 24), session, resized_from=(120, 40), log=True)
    assert resized == fresh, "\n".join(difflib.unified_diff(fresh.splitlines(), resized.splitlines(), "fresh", "resized"))


def board_lines_in_view(game: GameScreen) -> set[tuple[str, int]]:
    """Each line of each of the board's texts inside the table's view now: (id, line)."""
    table = game.query_one("#table").region
    seen = set()
    for widget in game.board.query("Static"):
        if widget.id and widget.display:
            region = widget.region
            for y in range(max(region.y, table.y), min(region.bottom, table.bottom)):
                seen.add((widget.id, y - region.y))
    return seen


def board_lines(game: GameScreen) -> set[tuple[str, int]]:
    return {(w.id, y) for w in game.board.query("Static") if w.id and w.display for y in range(w.region.height)}


@pytest.mark.parametrize(("game_id", "players"), few([("pikmin", 2), ("tacocat", 2), ("animale_tattica", 4),
                                                      ("tanuki_panic", 2), ("tmnt", 2)], keep=[("pikmin", 2), ("animale_tattica", 4)]))
async def test_at_80x24_every_zone_is_on_screen_or_one_key_away(game_id, players):
    session = Session(Setup(game=game_id, seed=11, players=players, seats=[None] + ["simple"] * (players - 1),
                            first_player=0))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_session(session)
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(6):  # a few moves in, both sides with cards out (8 ended the 4-player Animale Tattica)
            if game.session.state.current_player == 0 and not game.seating.bot_running and app.screen is game:
                key = game.query_one("#actions").keys[0]
                await pilot.press(key)
            await pilot.press("escape") if app.screen is not game else None
            await pilot.pause()
        await pilot.pause(0.1)
        every = board_lines(game)
        first = board_lines_in_view(game)
        footer = screen_text(app).splitlines()[-1]
        if first == every:
            assert "f Scroll" not in footer, "the key shows only while part of the table is out of view"
            return
        assert "f Scroll" in footer, footer
        await pilot.press("f")
        await pilot.pause()
        second = board_lines_in_view(game)
        assert first | second == every, f"out of view after f: {sorted(every - first - second)}"
        await pilot.press("f")  # and back
        await pilot.pause()
        assert board_lines_in_view(game) == first


async def test_pikmin_at_80x24_f_brings_the_rivals_back_row_and_leader_into_view():
    session = mid_game("pikmin")
    leader = getattr(session.state.observation(0), "leader")[1]
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_session(Session(session.setup, list(session.actions)))
        await pilot.pause()
        await pilot.pause(0.1)
        name = app.screen.board.info.card(leader.id).name
        head = f"★ {name} HP {leader.hp}/{leader.max_hp}"
        table = "\n".join(widget_text(app, app.screen.query_one("#table")))
        assert head not in table and f"★{name[:6]}" not in table, "the rival's back row starts out of view"
        await pilot.press("f")
        await pilot.pause()
        table = "\n".join(widget_text(app, app.screen.query_one("#table")))
        assert head in table and f"★{name[:6]}" in table and f"HP{leader.hp} " in table, table


@pytest.mark.parametrize("resized_from", [None, (120, 40)])
async def test_the_strip_under_the_hand_shows_whole_sentences_in_its_lines(resized_from):
    session = mid_game("pikmin")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=resized_from or (80, 24)) as pilot:
        app.open_session(Session(session.setup, list(session.actions)))
        await pilot.pause()
        if resized_from:
            await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause(0.1)
        strip = app.screen.query_one("#moves")
        said = str(strip.content)
        shown = " ".join(line.strip() for line in widget_text(app, strip))
        assert said.split() == shown.split(), f"the strip is cut: {said!r} shows {shown!r}"
        assert shown.endswith(".")


async def test_lines_logged_while_the_log_is_hidden_wrap_at_its_width_once_shown():
    """120x40, then 80x24 (the log hidden) for a few moves, then 120x40 again: the lines logged
    meanwhile wrap at the log's width, as a fresh start's do (they wrapped at 20 columns)."""
    session = mid_game("pikmin")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(Session(session.setup, list(session.actions)))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        played = len(game.session.actions)
        while len(game.session.actions) < played + 3 and not game.session.state.is_over:
            if app.screen is not game:
                await pilot.press("y" if "(y)" in screen_text(app) else "enter")
            elif game.session.state.current_player == 0 and not game.seating.bot_running:
                await pilot.press(game.query_one("#actions").keys[0])
            await pilot.pause()
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause(0.1)
        resized = widget_text(app, game.query_one("#log"))
        actions = list(game.session.actions)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(Session(session.setup, actions))
        await pilot.pause()
        await pilot.pause(0.1)
        fresh = widget_text(app, app.screen.query_one("#log"))
    assert resized == fresh, "\n".join(difflib.unified_diff(fresh, resized, "fresh", "resized"))
