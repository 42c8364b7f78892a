"""Deck files: the text format, saving in the user's data folder, atomic writes, malformed files."""

from __future__ import annotations

from tanuki_table.cards import collection

import os
from pathlib import Path

import pytest

from tanuki_table.cards import decks
from tanuki_table.cards.decks import DeckFileError


def test_format_and_parse_round_trip() -> None:
    cards = ["kintaro"] * 3 + ["shuten-doji", "kappa", "kappa"]
    text = decks.format_deck(cards, "Oni rush", {"kintaro": "Kintarō"})
    assert text.splitlines() == ["# Oni rush", "3 kintaro  # Kintarō", "1 shuten-doji", "2 kappa"]
    assert sorted(decks.parse_deck(text)) == sorted(cards)


def test_parse_allows_comments_blank_lines_and_nx() -> None:
    text = "# my deck\n\n3 kintaro   # strong\n  2x kappa\n1 X igaguri\n# the end\n"
    assert decks.parse_deck(text) == ["kintaro"] * 3 + ["kappa"] * 2 + ["igaguri"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("3 kintaro\nkappa\n", 2),  # no count
        ("3 kintaro\n2 kappa\nthree igaguri\n", 3),
        ("0 kintaro\n", 1),  # zero copies
        ("1000 kintaro\n", 1),
        ("2 Kintaro\n", 1),  # ids are lowercase
        ("# ok\n\n2 kappa extra\n", 3),
    ],
)
def test_malformed_text_names_its_line(text: str, line: int) -> None:
    with pytest.raises(DeckFileError, match=f"line {line}") as caught:
        decks.parse_deck(text, "deck.txt")
    assert caught.value.line == line


def test_unknown_card_id_is_reported_on_its_line() -> None:
    with pytest.raises(DeckFileError, match="line 2: unknown card id 'nope'"):
        decks.parse_deck("1 kappa\n2 nope\n", "deck.txt", known={"kappa"})


def test_decks_are_saved_in_the_platformdirs_data_folder(data_home: Path) -> None:
    path = decks.save_deck("tanuki_panic", "Oni rush", ["kintaro", "kintaro", "kappa"])
    assert path == data_home / "tanuki-table" / "decks" / "tanuki_panic" / "Oni rush.txt"
    assert decks.load_deck("tanuki_panic", "Oni rush") == ["kintaro", "kintaro", "kappa"]
    assert decks.saved_decks("tanuki_panic") == {"Oni rush": ["kintaro", "kintaro", "kappa"]}
    assert decks.saved_decks("tmnt") == {}


def test_saving_again_overwrites_and_leaves_no_temp_files(data_home: Path) -> None:
    decks.save_deck("tmnt", "a", ["leonardo"])
    path = decks.save_deck("tmnt", "a", ["raphael", "raphael"])
    assert decks.read_deck_file(path) == ["raphael", "raphael"]
    assert [p.name for p in path.parent.iterdir()] == ["a.txt"]


def test_a_crash_during_the_write_leaves_the_old_deck(data_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = decks.save_deck("tmnt", "safe", ["leonardo"])
    before = path.read_bytes()

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(DeckFileError, match="cannot write"):
        decks.save_deck("tmnt", "safe", ["raphael"] * 40)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["safe.txt"]


def test_write_is_fsynced_before_replace(data_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TANUKI_TABLE_FSYNC", "1")  # the suite turns fsync off; this test checks it
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    decks.save_deck("tmnt", "synced", ["leonardo"])
    assert calls[:2] == ["fsync", "replace"]


def test_malformed_saved_file_is_moved_aside_reported_and_never_changed(data_home: Path) -> None:
    from tanuki_table.persistence.storage import take_reports

    decks.save_deck("pikmin", "good", ["olimar"])
    bad = decks.decks_dir("pikmin") / "broken.txt"
    content = b"# half edited\n3 red-pikmin\nthis is not a line\n"
    bad.write_bytes(content)
    take_reports()
    assert decks.saved_decks("pikmin") == {"good": ["olimar"]}
    reports = take_reports()
    assert len(reports) == 1 and "'broken'" in reports[0] and "line 3" in reports[0] and "moved to" in reports[0]
    assert not bad.exists()
    aside = decks.decks_dir("pikmin") / "broken" / "broken.txt"
    assert aside.read_bytes() == content
    problems = decks.broken_decks("pikmin")
    assert list(problems) == ["broken"] and "line 3" in problems["broken"]
    decks.save_deck("pikmin", "broken", ["olimar"])  # a new deck of that name never touches it
    assert aside.read_bytes() == content


def test_import_checks_the_file_and_never_changes_it(data_home: Path, tmp_path: Path) -> None:
    source = tmp_path / "friend.txt"
    source.write_text("2 kappa\n1 kintaro\n")
    name, cards = decks.import_deck("tanuki_panic", source, known={"kappa", "kintaro"})
    assert (name, cards) == ("friend", ["kappa", "kappa", "kintaro"])
    assert decks.saved_decks("tanuki_panic")["friend"] == cards
    bad = tmp_path / "bad.txt"
    bad.write_text("2 kappa\n1 ghost\n")
    with pytest.raises(DeckFileError, match="line 2"):
        decks.import_deck("tanuki_panic", bad, known={"kappa"})
    assert bad.read_text() == "2 kappa\n1 ghost\n"
    assert "bad" not in decks.saved_decks("tanuki_panic")


def test_import_of_a_missing_or_binary_file_is_a_clear_error(data_home: Path, tmp_path: Path) -> None:
    with pytest.raises(DeckFileError, match="cannot read"):
        decks.import_deck("tmnt", tmp_path / "nowhere.txt")
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(DeckFileError, match="not UTF-8"):
        decks.import_deck("tmnt", binary)


def test_export_to_a_path_and_to_a_folder(tmp_path: Path) -> None:
    target = decks.export_deck(["kappa", "kappa"], tmp_path / "out" / "mine.txt", "Mine")
    assert decks.read_deck_file(target) == ["kappa", "kappa"]
    folder_target = decks.export_deck(["kappa"], tmp_path, "Folder deck")
    assert folder_target == tmp_path / "Folder deck.txt"


@pytest.mark.parametrize("name", ["", "  ", "../escape", "a/b", "con:x", ".."])
def test_bad_deck_names_are_refused(name: str, data_home: Path) -> None:
    with pytest.raises(DeckFileError, match="cannot be a deck name"):
        decks.save_deck("tmnt", name, ["leonardo"])


def test_collection_grows(data_home: Path) -> None:
    assert collection.owned_pool("tanuki_panic") == []
    collection.add_cards("tanuki_panic", ["kappa", "kintaro"])
    collection.add_cards("tanuki_panic", ["kappa"])
    total = collection.owned_pool("tanuki_panic")
    assert sorted(total) == ["kappa", "kappa", "kintaro"]
    assert sorted(collection.owned_pool("tanuki_panic")) == total
