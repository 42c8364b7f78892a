"""Issue 32: the first-game guide, cards chosen by selecting them (not listed subset by subset),
and the marks on what changed since your last move."""

from __future__ import annotations

import io

from common import screen_text

from tanuki_table.core import choices
from tanuki_table.games import get_game
from tanuki_table.cli.plain import PlainGame
from tanuki_table.core.session import Session, Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.guide import GuidePanel, guide_steps, quick_reference
from tanuki_table.ui.screens.game.marks import GLYPHS, change
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand


# --- the first-game guide ------------------------------------------------------------------------------
def test_quick_reference_comes_from_its_heading_when_the_page_has_one():
    page = "# Game\n\nIntro.\n\n## Quick reference\n\n- **Goal**: win.\n- Keys: `1`.\n\n## Rules\n\nLong."
    assert quick_reference(page) == ["• Goal: win.", "• Keys: 1."]


def test_quick_reference_falls_back_to_the_first_section_and_the_goal():
    page = "# Game\n\nA duel of cards.\nTwo players.\n\n## Cards\n\nMany.\n\n## Winning\n\nEmpty their deck."
    assert quick_reference(page) == ["A duel of cards. Two players.", "Empty their deck."]
    assert quick_reference("") == []
    assert guide_steps("Game", "")[0].startswith("Game")  # no page: the keys alone, and where the rules are


async def test_the_guide_is_shown_once_skippable_and_a_setting_brings_it_back():
    app = TanukiApp(bot_delay=0)
    app.guides = True  # a headless app shows no guide unless asked (nobody would read it)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tacocat", seed=2, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        panel = game.query_one(GuidePanel)
        assert "Goal: be the first to pull the Tacocat" in str(panel.render()) and "1/" in str(panel.render())
        await pilot.press("f2")
        assert panel.step == 1
        await pilot.press("1")  # a move moves the guide on, and the move is made under it
        await pilot.pause()
        assert panel.step == 2 and game.session.actions
        await pilot.press("escape")
        await pilot.pause()
        assert not game.query(GuidePanel)
        assert "tacocat" in app.settings.guided
        app.start_game(Setup(game="tacocat", seed=3, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        assert not app.screen.query(GuidePanel), "shown once"
        app.settings.guided = []  # what the Settings switch does
        app.start_game(Setup(game="tacocat", seed=4, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        assert app.screen.query(GuidePanel)


async def test_a_headless_app_shows_no_guide():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(Setup(game="pikmin", seed=2, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        assert not app.screen.query(GuidePanel)


# --- choose cards, not subsets -----------------------------------------------------------------------
def _exchange_session() -> Session:
    return Session(Setup(game="tacocat", seed=2, seats=[None, "simple"], first_player=0))


def test_tacocat_lists_no_exchange_of_several_cards_until_they_are_selected():
    session = _exchange_session()
    state, info = session.state, session.info
    obs = state.observation(0)
    legal = state.legal_actions()
    listed = choices.listed(info, legal, obs)
    assert len(legal) > 100 and len(listed) <= 13
    assert all(len(a.label.split()) <= 2 for a in listed)  # "Exchange nothing", "Exchange 5"
    assert choices.combinations(info, legal, obs) == len(legal) - len(listed)
    hand = obs.hand
    offered = choices.for_selection(info, legal, obs, hand[:2])
    ranks = sorted(info.catalogue.rank[c] for c in hand[:2])
    assert [a.label for a in offered] == [f"Exchange {ranks[0]} {ranks[1]}"]


def test_plain_mode_takes_an_exchange_by_its_ranks():
    session = _exchange_session()
    hand = session.state.observation(0).hand
    ranks = sorted(session.info.catalogue.rank[c] for c in hand[:3])
    typed = "exchange " + " ".join(map(str, reversed(ranks)))
    named = choices.by_words(session.state.legal_actions(), typed)
    assert [a.label for a in named] == ["Exchange " + " ".join(map(str, ranks))]
    out = io.StringIO()
    answers = iter([typed + "\n", "q\n"])

    class Script(io.StringIO):
        def readline(self, *args: object) -> str:
            return next(answers, "")

    PlainGame(session.setup, out=out, inp=Script()).run()
    text = out.getvalue()
    assert "You chose: Exchange " + " ".join(map(str, ranks)) in text
    assert "Exchange " + " ".join(map(str, ranks)) + "\n" not in text.split("> ")[0], "not listed subset by subset"


async def test_selecting_cards_offers_the_move_they_make_and_its_key_confirms_it():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(Setup(game="tacocat", seed=2, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        hand = game.query_one("#hand", Hand)
        actions = game.query_one("#actions", ActionList)
        assert not any(len(a.label.split()) > 2 for a in actions.actions)
        hand.focus()
        await pilot.press("space", "right", "space")
        await pilot.pause()
        ranks = sorted(game.seating.info.catalogue.rank[c] for c in hand.selected_cards())
        label = "Exchange " + " ".join(map(str, ranks))
        assert [a.label for a in actions.actions] == [label]
        assert "press 1 to confirm" in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert game.session.state.log and any(label.lower()[9:] in e.for_viewer(0) for e in game.session.state.log)


# --- what changed since your last move -----------------------------------------------------------------
class Cell:
    def __init__(self, card=None, hp=None, face_down=None, position=None):
        self.card, self.hp, self.face_down, self.position = card, hp, face_down, position


def test_a_place_is_marked_moved_flipped_damaged_or_destroyed():
    assert change(None, Cell("kappa")) == "moved"
    assert change(Cell("kappa"), None) == "destroyed"
    assert change(Cell(None, face_down=True), Cell("kappa", face_down=False)) == "flipped"
    assert change(Cell("kappa", position="attack"), Cell("kappa", position="defense")) == "flipped"
    assert change(Cell("olimar", hp=500), Cell("olimar", hp=300)) == "damaged"
    assert change(Cell("kappa"), Cell("tengu")) == "moved"
    assert change(Cell("kappa", hp=5), Cell("kappa", hp=5)) is None
    assert change(None, None, down_before=False, down_after=True) == "moved"  # set face down
    assert change(None, Cell("louie"), down_before=True) == "flipped"  # a hidden card turned up
    assert set(GLYPHS) == {"moved", "flipped", "damaged", "destroyed"}


async def test_the_card_you_summoned_is_marked_with_a_glyph_until_your_next_move():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=6, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        summon = next(a for a in game.query_one("#actions", ActionList).actions if a.kind == "summon")
        await pilot.press(str(game.query_one("#actions", ActionList).actions.index(summon) + 1))
        await pilot.pause()
        name = get_game("tanuki_panic").card(summon.card).name
        line = next(line for line in screen_text(app).splitlines() if name in line and "ATK" in line)
        assert GLYPHS["moved"] in line
        assert game.board.marks == {"0:0": "moved"}
