"""The rules screen (issue 49.7): `?` shows the rulebook at once, with a few widgets rather than
one per paragraph (the time itself is benchmarks/rules_open.py's business, not the suite's), whole
from top to bottom, and `t` lists the headings, which scroll the page to their section."""

from __future__ import annotations

from common import text_shown

from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.rules_screen import RulesScreen, sections


def test_sections_cut_the_rulebook_at_its_headings_and_keep_every_line():
    text = get_game("tanuki_panic").rules_file.read_text(encoding="utf-8")
    parts = sections(text)
    assert parts[0][:2] == (1, "Tanuki Panic") and (2, "Quick reference") == parts[1][:2]
    assert "\n".join(part for _, _, part in parts) == text.rstrip("\n")
    assert sections("```\n# not a heading\n```\n# A\nx") == [(0, "", "```\n# not a heading\n```"), (1, "A", "# A\nx")]


async def test_question_mark_opens_the_rulebook_with_a_few_widgets_and_every_section():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="pikmin", seed=1, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("question_mark")
        text = await text_shown(app, pilot, "Goal: bring your")
        assert "Quick reference" in text and "Goal: bring your rival's original leader" in text
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        await pilot.pause()  # the sections below the first screen
        parts = sections(rules.text)
        assert len(rules.query(".rules-section")) == len(parts)
        assert len(list(rules.walk_children())) < 3 * len(parts) + 40, "a widget per section, not per paragraph"
        await pilot.press("t")  # the contents: the headings
        await pilot.pause()
        assert app.focused is rules.query_one("#rules-toc")
        last = len(parts) - 1
        for _ in range(last):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        scroll = rules.query_one("#rules")
        assert scroll.scroll_y > 0 and scroll.scroll_y >= rules.query_one(f"#part-{last}").virtual_region.y - 1 \
            or scroll.scroll_y == scroll.max_scroll_y
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game
