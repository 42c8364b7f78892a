"""Snapshot tests of the main screens (pytest-textual-snapshot).

Update them after a deliberate change with `pytest tests/ui/test_snapshots.py --snapshot-update`
and look at the SVGs before committing. Games are started with a fixed seed and no bot delay, so
the screens are the same on every run; the test extras pin Textual and Rich so the SVGs are too.
"""

from __future__ import annotations

import pytest

from tanuki_table.games import game_ids
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp

GAMES = game_ids()


def started(game: str, seats, seed: int = 5):
    async def run_before(pilot) -> None:
        pilot.app.start_game(Setup(game=game, seed=seed, seats=seats, first_player=0))
        await pilot.pause()
        await pilot.pause()

    return run_before


def test_picker_80x24(snap_compare):
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(80, 24))


def test_picker_120x40_panels_as_tall_as_the_description(snap_compare):
    """The UI sketch's picker: both panels end under the description, the keys on the last line."""
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(120, 40))


def test_setup_dialog(snap_compare):
    assert snap_compare(TanukiApp(bot_delay=0), press=["enter"], terminal_size=(80, 24))


@pytest.mark.parametrize("game", GAMES)
def test_game_screen_vs_bot_120x40(snap_compare, game):
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(120, 40), run_before=started(game, [None, "simple"]))


@pytest.mark.parametrize("game", GAMES)
def test_game_screen_vs_bot_80x24(snap_compare, game):
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(80, 24), run_before=started(game, [None, "simple"]))


def test_hotseat_handover(snap_compare):
    async def run_before(pilot) -> None:
        await started("tanuki_panic", [None, None])(pilot)
        await pilot.press("enter")  # the opening handover, to Player 1
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("y")  # "End turn without summoning?" (issue 49)
        await pilot.pause()

    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(80, 24), run_before=run_before)


def inspecting(game: str):
    async def run_before(pilot) -> None:
        await started(game, [None, "simple"])(pilot)
        await pilot.press("i")  # the card inspector, on the first card of the hand
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("game", ["pikmin", "tmnt"])
@pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
def test_card_inspector(snap_compare, game, size):
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=size, run_before=inspecting(game))


@pytest.mark.parametrize("game", ["tanuki_panic", "animale_tattica"])
def test_board_without_colour_shows_its_glyphs(snap_compare, game, monkeypatch):
    """NO_COLOR: attributes, suits and rarities stay apart by their glyphs and words alone."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=(120, 40), run_before=started(game, [None, "simple"]))


@pytest.mark.parametrize("code", ["pl", "ja"])
@pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
def test_tanuki_panic_in_polish_and_japanese(snap_compare, code, size):
    """Issue 51: the board, a summoned monster with its marks, the labels, the hand, the strip, the
    status line and the footer in the language, Japanese laid out in cells."""
    from tanuki_table.core import i18n

    async def run_before(pilot) -> None:
        await started("tanuki_panic", [None, "simple"])(pilot)
        await pilot.press("1")  # a summon: the turn stays yours, the monster shows its marks
        await pilot.pause()
        await pilot.pause()

    i18n.use_language(code)
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=size, run_before=run_before)


TRANSLATED = [(game, code, size) for game in ("tacocat", "tmnt", "animale_tattica", "pikmin")
              for code, size in (("pl", (120, 40)), ("ja", (120, 40)), ("ja", (80, 24)))]
"""Each game's screen in Polish and Japanese (Japanese at 80x24 too: wide characters in the
narrowest cells); Tanuki Panic's are above, with a monster summoned."""


@pytest.mark.parametrize(("game", "code", "size"), TRANSLATED,
                         ids=[f"{game}-{code}-{size[0]}x{size[1]}" for game, code, size in TRANSLATED])
def test_game_screen_in_polish_and_japanese(snap_compare, game, code, size):
    """Issue 51: the board, labels, hand, strip, status line and footer in the language."""
    from tanuki_table.core import i18n

    i18n.use_language(code)
    assert snap_compare(TanukiApp(bot_delay=0), terminal_size=size, run_before=started(game, [None, "simple"]))
