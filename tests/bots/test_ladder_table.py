"""`ladder`'s table: every adjacent pairing by default, whole when piped, and fitting any terminal."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from tanuki_table.games import game_ids
from tanuki_table.analysis.ladder import LADDER, Pairing, pairings, print_table


def fake(game: str, upper: str, lower: str) -> Pairing:
    search = upper != "easy"
    return Pairing(game=game, upper=upper, lower=lower, games=40, upper_wins=25, lower_wins=14, draws=1,
                   unfinished=0, win_rate=0.6375, ci_low=0.4824, ci_high=0.7697, games_per_second=0.123,
                   seconds=325.0, upper_move_ms=612.3 if search else None,
                   upper_max_move_ms=981.4 if search else None, upper_by_seat=[0.6, 0.675],
                   upper_iterations=400.0 if search else None, upper_by_deal=[10, 15, 4])


RESULTS = [fake(game, upper, lower) for game in ("animale_tattica", "tanuki_panic") for upper, lower in pairings(game)]
FIGURES = ("animale_tattica", "tanuki_panic", "hard vs normal", "normal vs easy", "easy vs random", "63.7%",
           "48.2-77.0%", "60% / 68%", "612 (981)", "10 / 15 / 4")


@pytest.mark.parametrize("game_id", game_ids())
def test_ladder_default_run_covers_every_adjacent_pairing(game_id):
    pairs = pairings(game_id)
    for lower, upper in zip(LADDER, LADDER[1:]):
        assert (upper, lower) in pairs


def test_ladder_table_is_whole_when_piped():
    out = io.StringIO()
    print_table(RESULTS, Console(file=out, width=80, force_terminal=False))
    text = out.getvalue()
    assert "…" not in text
    for figure in FIGURES:
        assert figure in text
    assert text.count("hard vs normal") == 2


@pytest.mark.parametrize("width", [200, 120, 80, 60, 40])
def test_ladder_table_fits_a_terminal_of_any_width_and_cuts_nothing(width):
    out = io.StringIO()
    print_table(RESULTS, Console(file=out, width=width, force_terminal=True, color_system=None))
    text = out.getvalue()
    assert "…" not in text
    assert max(len(line.rstrip()) for line in text.splitlines()) <= width
    for figure in FIGURES:
        assert figure in text
