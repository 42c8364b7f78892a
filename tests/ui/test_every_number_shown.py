"""Issue 49, item 2: every number on every card, at every size. A Pikmin card whose mark (`»`
moved, `✶` damaged) made its name wrap lost its HP line, even the player's own leader at game
over (`✶ Captain / Olimar` with no `HP 0/1000`); a TMNT slot cut at the compact width lost its
power, a Tanuki Panic seat line its graveyard count.

Each board is drawn at positions of a seeded random game, every place marked (then unmarked), at
the compact, the narrow and the wide layouts; every figure of every text on the board that is on
screen must be on screen whole.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from common import few, screen_text, widget_text
from rich.text import Text
from textual.widgets import Static

from tanuki_table.bots import make_bot
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.widgets.table_card import TableCard

SIZES = {"pikmin": [(80, 24), (110, 30), (110, 40), (120, 40)]}
"""Pikmin at each of its layouts (compact at 80 and beside the side panel, wide at its narrowest
and at 120); the others at the two where room is tightest beside the side panel."""
OTHERS = [(110, 30), (110, 40)]
STEPS = (12, 60, 400)
"""Random moves before each position drawn (400: most games are over by then)."""


def lost_numbers(app, board: BoardBase) -> list[str]:
    """Each text of the board on screen whose figures are not all on screen, with what shows."""
    table = board.screen.query_one("#table").region
    screen = screen_text(app).splitlines()
    found = []
    for widget in board.query(Static):
        region, inside = widget.region, widget.content_region
        if not widget.display or region.size != widget.outer_size or not table.contains_region(region):
            continue  # scrolled out of the table's view (80x24: a key away) or not drawn
        content = widget.content
        plain = content.plain if isinstance(content, Text) else str(content)
        shown = [line[inside.x:inside.right] for line in screen[inside.y:inside.bottom]]
        if Counter(re.findall(r"\d+", plain)) - Counter(re.findall(r"\d+", "\n".join(shown))):
            found.append(f"{widget.id}: {plain!r} shows {shown!r}")
    return found


async def drawn(pilot, board: BoardBase, obs, marks: dict, problems) -> list[str]:
    """Draws `obs` with `marks` on the board and returns `problems()` of the drawing once it has
    settled. The game screen redraws its own view after a resize once the screen is laid out, and
    on a loaded machine Pilot may call the app idle before that redraw (which then covers the
    test's position) or before a board whose texts changed height is laid out again (a figure is
    then cut by the old layout): the position is drawn again wherever it was covered, and read again
    (for up to about 2 s) until it shows no problem."""
    found: list[str] = ["never drawn"]
    for _ in range(40):
        if board.obs is not obs or board.marks != marks:
            board.marks = dict(marks)
            board.show(obs)
            board.apply_marks()
        await pilot.pause()
        if board.obs is obs:
            found = problems()
            if not found:
                break
        await pilot.pause(0.05)
    return found


def positions(game_id: str) -> list:
    """The person's observations at a few points of a seeded random game."""
    found = []
    for steps in STEPS:
        session = Session(Setup(game=game_id, seed=5, seats=[None, "simple"], first_player=0))
        rng = random.Random(steps)
        for _ in range(steps):
            if session.state.is_over:
                break
            session.play(rng.choice(session.state.legal_actions()))
        found.append((steps, session.state.observation(0)))
    return found


async def check_positions(game_id: str, sizes: list[tuple[int, int]]) -> None:
    """Draws each position on one game screen, at each size, each place marked each way."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=sizes[0]) as pilot:
        app.open_session(Session(Setup(game=game_id, seed=5, seats=[None, "simple"], first_player=0)))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        board = game.board
        for size in sizes:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            for steps, obs in positions(game_id):
                for kind in ("damaged", None):  # (every glyph takes one cell: one marked drawing will do)
                    places = [getattr(w, "place", None) for w in board.query(TableCard)]
                    marks = {p: kind for p in places if isinstance(p, str) and kind}
                    lost = await drawn(pilot, board, obs, marks, lambda: lost_numbers(app, board))
                    assert not lost, f"{game_id} {size} after {steps} moves, marks {kind}: " + "\n".join(lost)


async def test_every_pikmin_card_shows_its_numbers_whatever_its_marks():
    await check_positions("pikmin", SIZES["pikmin"])


@pytest.mark.parametrize("game_id", few(["tanuki_panic", "tmnt", "tacocat", "animale_tattica"], keep=["tacocat", "animale_tattica"]))
async def test_every_board_shows_its_numbers_whatever_its_marks(game_id):
    await check_positions(game_id, OTHERS)


def lost_pikmin_game() -> Session:
    """A Pikmin game the person (seat 0) lost, their leader at 0 HP: the first seed where the easy
    bot playing for them does (a bot game ends in a few hundred moves; random play can take minutes)."""
    for seed in range(1, 60):
        session = Session(Setup(game="pikmin", seed=seed, seats=[None, "simple"], first_player=0))
        me = make_bot("simple", "pikmin", seed=seed)
        rival = make_bot("simple", "pikmin", seed=seed + 1)
        while not session.state.is_over:
            state = session.state
            bot = me if state.current_player == 0 else rival
            session.play(bot.choose(state.observation(state.current_player), state.legal_actions()))
        if session.state.winner == 1 and getattr(session.state.observation(0), "leader")[0].hp == 0:
            return session
    raise AssertionError("no seed of 1-59 ends with the person's leader at 0 HP")


async def test_your_own_leader_keeps_its_hp_at_game_over_marked_damaged():
    """The issue's case: `✶ Captain / Olimar` with no `HP 0/1000`."""
    session = lost_pikmin_game()
    obs = session.state.observation(0)
    leader = getattr(obs, "leader")[0]
    assert leader.hp == 0, "the person lost: their leader has no HP left"
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(session)
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        for _ in range(20):  # the game-over box opens after the first paint: the table beneath
            await pilot.pause(0.05)
            if app.screen is not game:
                await pilot.press("escape")
            elif game.seating.over_shown:
                break
        assert app.screen is game
        board = game.board
        space = next(w for w in board.query(TableCard) if getattr(w, "place", None) == f"0:{leader.space}")
        hp = f"HP {leader.hp}/{leader.max_hp}"

        def missing() -> list[str]:
            shown = "\n".join(widget_text(app, space))
            return [] if "✶" in shown and hp in shown else [shown]

        assert not await drawn(pilot, board, obs, {f"0:{leader.space}": "damaged"}, missing)


def tmnt_crowded_position():
    """A TMNT position with a long Item Zone and Attack Zone and two-line names in the Block Zone:
    the play-tester's 120x40 screen ("Whirlwind Slas…", "Event · face do…", "▸ Resu…")."""
    from tanuki_table.games.tmnt.observation import SlotView

    session = Session(Setup(game="tmnt", seed=5, seats=[None, "simple"], first_player=0))
    obs = session.state.observation(0)
    cat = session.info.catalogue
    by_name = {c.name: cid for cid, c in cat.info.items()}
    attacks = [cid for cid, c in cat.info.items() if c.type == "attack"][:3]
    items = [cid for cid, c in cat.info.items() if c.type == "item"][:2]
    event = by_name["Channel 6 News Flash"]
    block = [[SlotView(id=event, face_up=False), SlotView(id=attacks[0], face_up=True), None, None],
             [SlotView(id=None, face_up=False), None, None, SlotView(id=by_name["Purple Dragon Boss"], face_up=True)]]
    return obs.model_copy(update={"attack_zone": [attacks, attacks], "items": [items, items], "block": block,
                                  "phase": "item", "step": "item"})


async def test_tmnt_wraps_its_zones_strip_and_slots_at_120x40_instead_of_cutting():
    """Issue 49: at 120x40 the TMNT board cut "Attack Zone: ... Whirlwind Slas…" (the last card's
    power lost), the phase strip ("▸ Resu…") and the slots ("Event · face do…"); wrapped now."""
    obs = tmnt_crowded_position()
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(Session(Setup(game="tmnt", seed=5, seats=[None, "simple"], first_player=0)))
        await pilot.pause()
        board = app.screen.board
        assert not await drawn(pilot, board, obs, {"1:4": "moved"},
                               lambda: ["cut"] if "…" in "\n".join(widget_text(app, board)) else [])
        shown = "\n".join(widget_text(app, board))
        assert "…" not in shown, shown
        flat = " ".join(shown.split())
        for words in ("Forward ▸ Result", "face down", "face up"):
            assert words in flat, shown
        cat = board.cat
        for cid in obs.attack_zone[0]:
            card = cat.info[cid]
            assert re.search(rf"{re.escape(card.name)} {card.power}\b", flat), (card.name, shown)
        assert not lost_numbers(app, board)


async def test_tanuki_panic_at_80x24_shows_atk_def_and_marks_of_every_card():
    """Issue 49 (play-test): at 80x24 a Tanuki Panic slot showed only the number in use ("1→1100
    Nurikabe", "2↑200 Kodama"): the DEF of attack-mode cards, the ATK of defence-mode cards and
    the "new" and "attacked" marks were missing. Each is on screen now, the name last."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_session(Session(Setup(game="tanuki_panic", seed=5, seats=[None, "simple"], first_player=0)))
        await pilot.pause()
        board = app.screen.board
        obs = board.obs
        cells = []
        for slot, (position, flags) in enumerate([("attack", {"new": True}), ("defense", {"attacked": True}),
                                                  ("attack", {"changed": True}), ("defense", {"attacked_total": 900})]):
            cid = obs.hand[slot]
            info = board.info.card(cid)
            cells.append(dict(slot=slot, card=cid, atk=info.atk, defense=info.defense, position=position,
                              face_down=False, new=False, attacked=False, changed=False) | flags)
        from tanuki_table.games.tanuki_panic.observation import FieldCard

        field = [list(row) for row in obs.field]
        for c in cells:
            field[obs.player][c["slot"]] = FieldCard(**c)
        assert not await drawn(pilot, board, obs.model_copy(update={"field": field}), {}, lambda: lost_numbers(app, board))
        assert board.has_class("-compact")
        for c in cells:
            widget = board.query_one(f"#tp-slot-1-{c['slot']}")
            shown = " ".join(widget_text(app, widget))
            assert str(c["atk"]) in shown and str(c["defense"]) in shown, shown
            for flag in ("new", "attacked", "changed"):
                if c[flag] is True:
                    assert flag in shown, shown
            if c.get("attacked_total"):
                assert "900" in shown, shown
        assert not lost_numbers(app, board)


async def test_pikmin_names_keep_a_gap_between_columns_at_120x40():
    """Play-test of issue 49: a mark or a 14-character name filled its column and ran into the
    next ("» Purple PikminFiery Bulblax", "Watery BlowhogFlowering Blue"). Each space keeps its
    last column blank."""
    from tanuki_table.games.pikmin.observation import FieldCard

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(Session(Setup(game="pikmin", seed=5, seats=[None, "simple"], first_player=0)))
        await pilot.pause()
        board = app.screen.board
        obs = board.obs
        cards = {c.name: c for c in board.info.cards() if c.id in board.info.catalogue.infos}
        longest = [cards[name] for name in ("Purple Pikmin", "Watery Blowhog", "Fiery Bulblax", "Winged Pikmin")]
        field = [list(row) for row in obs.field]
        for seat in (0, 1):
            for space in range(len(field[seat])):
                if field[seat][space] is None and longest:
                    card = longest[(space + seat) % len(longest)]
                    field[seat][space] = FieldCard(id=card.id, space=space, counters=0, hp=100, max_hp=100, atk=100,
                                                   base_atk=100)
        marks = {f"{s}:{i}": "moved" for s in (0, 1) for i in range(10) if i % 3}
        assert not await drawn(pilot, board, obs.model_copy(update={"field": field}), marks, lambda: lost_numbers(app, board))
        assert not board.has_class("-compact")
        screen = screen_text(app).splitlines()
        for widget in board.query(TableCard):
            region = widget.content_region
            if not widget.display or region.width == 0 or widget.card_id is None:
                continue
            for line in screen[region.y:region.bottom]:
                edge = line[region.right - 1:region.right + 1] if len(line) > region.right else ""
                assert len(edge) < 2 or " " in edge, (widget.place, line)
