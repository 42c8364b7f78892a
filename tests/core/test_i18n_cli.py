"""The command line in Polish and Japanese (issue 51): `--lang` before the command makes the help,
argparse's own words and the usage errors speak that language; Japanese help is laid out in cells."""

from __future__ import annotations

import pytest

from tanuki_table.cli import main
from tanuki_table.cli.argparse_words import wrap_cells
from tanuki_table.core.text import cells


def test_help_in_polish(capsys):
    assert main(["--lang", "pl", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("użycie: tanuki-table")
    for words in ("argumenty pozycyjne", "opcje:", "pokaż tę pomoc i zakończ", "zacznij grę od razu",
                  "Gry karciane w terminalu"):
        assert words in out
    for english in ("usage:", "positional arguments", "show this help", "start a game straight away"):
        assert english not in out


def test_play_help_in_japanese_fits_its_width(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--lang", "ja", "play", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("使い方: tanuki-table play")
    assert "ボットと対戦" in out and "ゲームとそのバリアント" in out and "(2人)" in out
    assert max(cells(line) for line in out.splitlines()) <= 80
    first, second = out.splitlines()[:2]
    assert cells(second) - len(second.lstrip()) == cells("使い方: tanuki-table play "), "the usage's lines line up"


@pytest.mark.parametrize(("code", "words"), [
    ("pl", ["błąd:", "nieprawidłowy wybór", "(zobacz `tanuki-table play --help`)"]),
    ("ja", ["エラー:", "無効な選択", "を参照"]),
])
def test_usage_errors_in_the_language(capsys, code, words):
    assert main(["--lang", code, "play", "no-such-game"]) == 2
    err = capsys.readouterr().err
    assert all(word in err for word in words), err
    assert "invalid choice" not in err


def test_our_own_checks_in_polish_with_plural_forms(capsys):
    assert main(["--lang", "pl", "play", "tacocat", "--players", "9"]) == 2
    assert "Tacocat Spelled Backwards jest dla 2 graczy, nie dla 9" in capsys.readouterr().err
    assert main(["--lang", "pl", "play", "animale_tattica", "--first", "7"]) == 2
    assert "--first: musi to być miejsce od 1 do 2, a nie 7" in capsys.readouterr().err


def test_english_is_as_it_was(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: tanuki-table") and "positional arguments" in out and "options:" in out


def test_wrapping_in_cells_keeps_every_character_and_breaks_latin_words_only_at_spaces():
    text = "ボットと対戦: easy（既定、simple とも）、normal、hard、random"
    lines = wrap_cells(text, 12)
    assert all(cells(line) <= 12 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert wrap_cells("one two three", 7) == ["one two", "three"]
