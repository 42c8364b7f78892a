"""Item 5: `validate` is strict. Duplicate keys, YAML 1.1 surprises where whole numbers belong,
control and bidi characters in names, and deck counts that would allocate gigabytes are all
refused, in bounded time and memory; each problem is reported once; no card files is an error."""

from __future__ import annotations

import shutil
import time
import tracemalloc

import pytest

from tanuki_table.cli import main
from tanuki_table.cards.data import card_data_dir, load_file
from tanuki_table.errors import CardDataError


def _game_copy(tmp_path, game="tanuki_panic"):
    folder = tmp_path / game
    shutil.copytree(card_data_dir(game), folder)
    return folder


def _replace_first(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _validate(tmp_path, capsys):
    code = main(["validate", str(tmp_path)])
    return code, capsys.readouterr().err


@pytest.mark.parametrize("game", ["tanuki_panic", "tmnt"])
def test_a_billion_copies_in_a_deck_is_refused_before_expanding(tmp_path, capsys, game):
    folder = _game_copy(tmp_path, game)
    (folder / "decks.yaml").write_text("decks:\n  - id: huge\n    name: Huge\n    cards: {igaguri: 1000000000}\n")
    tracemalloc.start()
    start = time.perf_counter()
    code, err = _validate(tmp_path, capsys)
    elapsed = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert code == 1 and "1,000,000,000 copies" in err
    assert elapsed < 10 and peak < 200_000_000


def test_duplicate_keys_are_refused(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - id: a\n    name: A\n    name: B\n")
    with pytest.raises(CardDataError, match="duplicate key 'name'"):
        load_file(path)


def test_duplicate_top_level_keys_are_refused(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - id: a\ncards:\n  - id: b\n")
    with pytest.raises(CardDataError, match="duplicate key 'cards' at the top level"):
        load_file(path)


def test_yaml_11_booleans_and_base_60_stay_text():
    import yaml

    from tanuki_table.cards.data import _safe_loader

    data = yaml.load("a: 1:20\nb: yes\nc: off\nd: true\ne: 12\nf: 1.5\ng: 0o17\n", Loader=_safe_loader())
    assert data == {"a": "1:20", "b": "yes", "c": "off", "d": True, "e": 12, "f": 1.5, "g": "0o17"}


@pytest.mark.parametrize("value", ["true", "1:20", "yes", '"800"', "8.5"])
def test_a_stat_must_be_a_whole_number(tmp_path, capsys, value):
    folder = _game_copy(tmp_path)
    _replace_first(folder / "cards.yaml", "atk: 350", f"atk: {value}")
    code, err = _validate(tmp_path, capsys)
    assert code == 1 and "atk" in err


@pytest.mark.parametrize("bad", ["\\e]0;pwn\\a", "\\u202e", "\\x9b", "\\n"])
def test_names_must_be_printable(tmp_path, capsys, bad):
    folder = _game_copy(tmp_path)
    _replace_first(folder / "cards.yaml", "name: Igaguri", f'name: "Iga{bad}guri"')
    code, err = _validate(tmp_path, capsys)
    assert code == 1 and "control or bidi" in err
    assert "\x1b" not in err and "\u202e" not in err


def test_each_problem_is_reported_once(tmp_path, capsys):
    folder = _game_copy(tmp_path)
    _replace_first(folder / "cards.yaml", "atk: 350", "atk: true")
    code, err = _validate(tmp_path, capsys)
    lines = [line for line in err.splitlines() if "problem(s)" not in line]
    assert code == 1 and len(lines) == len(set(lines)) == 1, err


def test_a_folder_without_card_files_is_an_error(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("hello")
    code, err = _validate(tmp_path, capsys)
    assert code == 1 and "no card files" in err


def test_the_shipped_card_data_is_still_valid(capsys):
    assert main(["validate"]) == 0
