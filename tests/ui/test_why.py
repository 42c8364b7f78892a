""""Why this move?" (key w) never shows a card the person may not know: while the game runs, the
bot's move as the table showed it and its estimate; every candidate only once the game is over."""

from __future__ import annotations

import pytest
from common import first_key, screen_text
from ui.test_secrets_on_screen import secrets_for

from tanuki_table.core.session import Setup
from tanuki_table.cards.setups import setup_from_args
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.core.events import PHASE, Event
from tanuki_table.ui.screens.game.why import NO_REASON, candidate_line, own_lines, why_lines

SEARCH = [("Duel with 9", 6, 0.56), ("Duel with 4", 6, 0.55), ("Duel with 2", 5, 0.40)]


def test_while_the_game_runs_the_candidates_stay_hidden():
    lines = why_lines(SEARCH, "Duel with 4", ["Bot put a card face down."], reveal=False)
    text = "\n".join(lines)
    assert "Duel with 9" not in text and "Duel with 2" not in text and "Duel with 4" not in text
    assert "Bot put a card face down." in text
    assert "55%" in text and "2 other moves" in text


def test_after_the_game_every_candidate_is_listed():
    lines = why_lines(SEARCH, "Duel with 4", [], reveal=True)
    assert lines[1:] == [f"  {candidate_line(c)}" for c in SEARCH]
    assert lines[1] == "  Duel with 9  ·  6 visits  ·  56% estimated win rate"


def test_a_rule_based_bot_names_its_rule_not_its_card():
    lines = why_lines([("Duel with 9: the highest card wins the duel", 0, None)], "Duel with 9", ["Bot chose."],
                      reveal=False)
    assert lines[-1] == "The rule it followed: the highest card wins the duel."
    assert not any("Duel with 9" in line for line in lines)
    assert candidate_line(("Duel with 9: picked at random", 0, None)) == "Duel with 9: picked at random"


def test_the_bots_move_ends_where_the_next_turn_begins():
    ends = [Event("Player 2 ends the turn", kind=PHASE), Event("Turn 2: Player 1", kind=PHASE),
            Event("Player 1 drew a card", 0, "You drew Igaguri"), Event("Player 1's Action phase", kind=PHASE)]
    assert [e.text for e in own_lines(ends)] == ["Player 2 ends the turn"]
    duel = [Event("Player 2 duels with 7"), Event("Player 2 wins the duel", kind="result"),
            Event("Round 2", kind=PHASE)]
    assert own_lines(duel) == duel[:2] and own_lines([]) == []


def test_no_explanation_says_so():
    assert why_lines([], None, [], reveal=False) == [NO_REASON]


@pytest.mark.parametrize(("game_id", "level"), [("tacocat", "normal"), ("tmnt", "easy")])
async def test_why_on_screen_shows_no_secret(game_id, level):
    base = setup_from_args({"game": game_id, "bot": level, "seed": 5, "players": 2})
    setup = Setup(**{**base.model_dump(), "first_player": 0})
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        asked = 0
        for _ in range(40):
            if asked or game.session.state.is_over:
                break
            await pilot.pause()
            if isinstance(app.screen, LinesScreen):
                await pilot.press("enter")
            elif game.seating.bot_running or game.session.state.current_player != game.viewer:
                await pilot.pause()
            elif game.seating.last_bot is None:
                await pilot.press(first_key(game))
            else:
                await pilot.press("w")
                await pilot.pause()
                assert isinstance(app.screen, LinesScreen)
                shown = screen_text(app)
                assert "Why Bot" in shown
                for name in secrets_for(game, game.viewer):
                    assert name not in shown, f"Why? shows {name!r}"
                played, _ = game.seating.last_bot_move
                for label, _visits, _rate in game.seating.last_bot[1].explain():
                    if not label.startswith(str(played)):
                        assert label not in shown, f"Why? shows the candidate {label!r}"
                await pilot.press("enter")
                await pilot.pause()
                await pilot.press(first_key(game))
                asked += 1
        assert asked, "the bot never moved before the person"
