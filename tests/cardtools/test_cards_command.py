"""`tanuki-table cards`: --long prints effect text, --search uses the grammar, a bad search is one
line and exit code 2, and --browse --search reaches the browser."""

from __future__ import annotations

import pytest

from tanuki_table import cli
from tests.browser.conftest import engine_or_skip


def test_cards_long_prints_effect_text(capsys: pytest.CaptureFixture[str]) -> None:
    engine_or_skip("tmnt")
    assert cli.main(["cards", "tmnt", "--long", "--search", "!\"The Shredder\""]) == 0
    out = capsys.readouterr().out
    assert "Shredder" in out and "Master of the Foot" in out


def test_cards_search_sort_rarity_is_in_rarity_order(capsys: pytest.CaptureFixture[str]) -> None:
    engine_or_skip("tanuki_panic")
    assert cli.main(["cards", "tanuki_panic", "--search", "sort:rarity"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("│")]
    rarities = [r for line in rows for r in ("uncommon", "common", "rare") if f" {r} " in line][:len(rows)]
    firsts = [rarities.index(r) for r in ("common", "uncommon", "rare")]
    assert firsts == sorted(firsts)


def test_bad_search_is_one_line_with_exit_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    engine_or_skip("tmnt")
    assert cli.main(["cards", "tmnt", "--search", "(oni"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "never closed" in err
    assert cli.main(["cards", "tmnt", "--browse", "--search", "atk>="]) == 2


def test_a_search_that_matches_nothing_says_so_with_the_query_and_exit_code_1(capsys: pytest.CaptureFixture[str]) -> None:
    engine_or_skip("tacocat")
    assert cli.main(["cards", "tacocat", "--search", "arrow"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == ("tanuki-table: no cards match 'arrow' in Tacocat Spelled Backwards; "
                                         "`tanuki-table cards tacocat` lists them all")
    assert cli.main(["cards", "tacocat", "--json", "--search", "[red]x\x1b[2J"]) == 1
    out, err = capsys.readouterr()
    assert out.strip() == "[]" and "'[red]x\ufffd[2J'" in err and "\x1b" not in err  # shown as typed, no escape code
    assert cli.main(["cards", "tacocat", "--search", "\x1b[2J("]) == 2
    err = capsys.readouterr().err
    assert "never closed" in err and "at character" in err and "\x1b" not in err


def test_browse_with_search_opens_the_browser_with_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {}
    monkeypatch.setattr("tanuki_table.ui.screens.standalone.run_browser", lambda g, q, d: seen.update(game=g, query=q))
    monkeypatch.setattr("tanuki_table.cli.launch.has_terminal", lambda: True)  # the test stands in for a terminal
    assert cli.main(["cards", "tmnt", "--browse", "--search", "shredder"]) == 0
    assert seen == {"game": "tmnt", "query": "shredder"}
