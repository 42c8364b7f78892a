"""Issue 29, item 10 (settings and history): a deeply nested settings.json is moved aside; a history
that is not a database is moved aside; bad history rows (winner out of range, bad JSON, a huge
time) are skipped and reported by `stats` and the Statistics screen, and markup in a bot or game
name is text in every table title."""

from __future__ import annotations

import sqlite3

from common import crashed, toasts
from tanuki_table.persistence import history
from tanuki_table.cli import main
from tanuki_table.persistence.config import peek_setting, settings_path
from tanuki_table.persistence.settings import load_settings
from tanuki_table.persistence.storage import take_reports

from edges.conftest import assert_no_raw_controls


def test_a_deeply_nested_settings_file_is_moved_aside_and_the_defaults_used():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert peek_setting("theme") is None
    settings, problem = load_settings()
    assert settings.bot_delay == 0.6 and problem is not None and "nested too deeply" in problem
    assert not path.exists() and len(list(path.parent.glob("settings.json.broken-*"))) == 1


def _bad_rows() -> None:
    history.record_game(history.GameRecord("tacocat", "standard", [None, "simple"], ["You", "Bot"], 0, 10, ["a"]))
    con = sqlite3.connect(history.db_path())
    rows = [
        (1.0e9, "tacocat", '[null, "simple"]', 7, 5, "[]"),          # winner out of range
        (1.0e9, "tacocat", "[null, ", 0, 5, "[]"),                   # bad JSON
        (1.0e300, "tacocat", '[null, "simple"]', 0, 5, "[]"),        # a time past year 3000
        (1.0e9, "tacocat", '[null, "[/evil]\\u001b]0;pwn\\u0007"]', 0, 5, '["[b]x"]'),  # a hostile bot name
    ]
    con.executemany("INSERT INTO games (finished, game, variant, seats, names, winner, length, cards) "
                    "VALUES (?, ?, 'standard', ?, '[]', ?, ?, ?)", rows)
    con.commit()
    con.close()


def test_stats_skip_bad_history_rows_and_say_so(capsys):
    _bad_rows()
    take_reports()
    rows = history.stats()
    assert sum(r.games for r in rows) == 2
    assert any("3 game(s)" in line for line in take_reports())
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "3 game(s) in the match history cannot be read" in err
    assert "[/evil]" in out
    assert_no_raw_controls(out + err)
    assert main(["stats", "--json"]) == 0


def test_a_history_that_is_not_a_database_is_moved_aside_and_a_new_one_starts(capsys):
    path = history.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not sqlite" * 100)
    assert main(["stats"]) == 0
    err = capsys.readouterr().err
    assert "moved to" in err and "history.sqlite3" in err
    aside = list(path.parent.glob("history.sqlite3.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"this is not sqlite" * 100


async def test_the_statistics_screen_shows_bad_rows_and_markup_names_without_crashing():
    from textual.widgets import Static

    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.stats_screen import StatsScreen

    _bad_rows()
    con = sqlite3.connect(history.db_path())
    con.execute("INSERT INTO games (finished, game, variant, seats, names, winner, length, cards) "
                "VALUES (1.7e9, 'tacocat', 'x', '[null, \"[/evil]\"]', '[]', 0, 3, '[]')")
    con.commit()
    con.close()
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(StatsScreen())
        for _ in range(50):  # the report is toasted by a 0.5 s timer
            await pilot.pause(0.1)
            if any("cannot be read" in n.message for n in toasts(app)):
                break
        assert isinstance(app.screen, StatsScreen)
        shown = str(app.screen.query_one("#stats", Static).render())
        assert not crashed(app)
        assert any("cannot be read" in n.message for n in toasts(app))
        assert_no_raw_controls(shown)


def test_two_windows_opening_a_new_history_at_once_both_keep_it(tmp_path):
    """Two processes (a host and a guest, two windows) starting with no history file: both read
    schema 0 and create the tables; the slower one saw "table games already exists" and moved a
    good history aside as broken (seen once in a full test run). Both now open it."""
    import sqlite3
    import threading

    from tanuki_table.persistence import history

    for round_ in range(20):
        path = tmp_path / f"round{round_}" / "history.sqlite3"
        start = threading.Barrier(4)
        problems: list[BaseException] = []

        def open_it() -> None:
            start.wait()
            try:
                history._connect(path).close()
            except (sqlite3.Error, OSError) as exc:
                problems.append(exc)

        threads = [threading.Thread(target=open_it) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not problems, problems
        assert [p.name for p in path.parent.iterdir() if "broken" in p.name] == [], round_
