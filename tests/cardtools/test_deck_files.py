"""Deck files in the formats people paste, bounded counts, the readable export, deck names, the
trash, and `tanuki-table deck check`."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from tanuki_table import cli
from tanuki_table.cards import decks
from tanuki_table.cards.deckfile import MAX_FILE_CARDS, CardIndex, export_text, parse_text
from tanuki_table.cards.decks import DeckFileError

NAMES = {"kintaro": "Kintarō", "shuten-doji": "Shuten-dōji", "kappa": "Kappa", "oni-king": "Oni King",
         "lodz": "Łódź Tanuki"}
INDEX = CardIndex(NAMES)


def test_ids_names_nx_any_case_and_accents() -> None:
    text = "3 kintaro\n2 Kintarō\n1x KINTARO\n2 X shuten-doji\n1 Oni king\n1 lodz tanuki\n4x kappa\n"
    deck = parse_text(text, INDEX)
    assert not deck.problems
    assert deck.main.count("kintaro") == 6 and deck.main.count("shuten-doji") == 2
    assert deck.main.count("oni-king") == 1 and deck.main.count("lodz") == 1 and deck.main.count("kappa") == 4


def test_comments_blank_lines_bom_and_crlf() -> None:
    text = "\ufeff// Oni rush\r\n# by me\r\n\r\n3 kintaro  // strong\r\n2 kappa # wet\r\n"
    deck = parse_text(text, INDEX)
    assert deck.main == ["kintaro"] * 3 + ["kappa"] * 2 and not deck.problems and deck.title == "Oni rush"


@pytest.mark.parametrize("header", ["Sideboard", "SIDEBOARD:", "Side", "#side", "[Sideboard]", "// Sideboard"])
def test_side_section_is_kept_apart(header: str) -> None:
    deck = parse_text(f"Deck\n3 kintaro\n{header}\n2 kappa\n", INDEX)
    assert deck.main == ["kintaro"] * 3 and deck.side == ["kappa"] * 2


@pytest.mark.parametrize("header", ["Deck", "Main", "#main", "Maindeck", "[main]"])
def test_main_section_headers(header: str) -> None:
    deck = parse_text(f"Sideboard\n1 kappa\n{header}\n3 kintaro\n", INDEX)
    assert deck.main == ["kintaro"] * 3 and deck.side == ["kappa"]


def test_sb_prefix_puts_one_line_in_the_side() -> None:
    deck = parse_text("3 kintaro\nSB: 2 kappa\n", INDEX)
    assert deck.main == ["kintaro"] * 3 and deck.side == ["kappa"] * 2


def test_unknown_cards_are_all_listed_with_the_closest_names() -> None:
    deck = parse_text("1 Kapa\n2 kintaro\n1 Shuten doj\n1 zzz\n", INDEX)
    assert deck.main == ["kintaro"] * 2
    assert [p.line for p in deck.problems] == [1, 3, 4]
    assert deck.problems[0].suggestions[0] == "Kappa"
    assert "Shuten-dōji" in deck.problems[1].suggestions
    assert "did you mean Kappa" in str(deck.problems[0])


def test_counts_are_bounded() -> None:
    deck = parse_text("999 kintaro\n" * 20000, INDEX)
    assert deck.main == [] and len(deck.problems) == 20000 and "1 to 99" in deck.problems[0].message
    deck = parse_text("99 kintaro\n" * 50, INDEX)
    assert len(deck.main) <= MAX_FILE_CARDS and "more than" in deck.problems[-1].message


def test_export_is_readable_and_reads_back() -> None:
    text = export_text(["kintaro"] * 3 + ["kappa"], NAMES, "Oni rush", side=["oni-king"])
    assert text.splitlines()[:3] == ["# Oni rush", "3 Kintarō  # kintaro", "1 Kappa  # kappa"]
    deck = parse_text(text, INDEX)
    assert deck.main == ["kintaro"] * 3 + ["kappa"] and deck.side == ["oni-king"] and not deck.problems


def test_an_id_in_the_comment_is_used_when_the_name_changed() -> None:
    assert parse_text("2 Old Name  # kappa\n", INDEX).main == ["kappa", "kappa"]


def test_exported_file_is_mode_0644(tmp_path: Path) -> None:
    target = decks.export_deck(["kappa"], tmp_path / "out.txt", "Mine", NAMES)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert target.read_text().splitlines()[1] == "1 Kappa  # kappa"


@pytest.mark.parametrize("name", ["a\x07b", "evil\u202egnp", ".hidden", "../up", "a/b", "x" * 81, "tab\there", ".txt"])
def test_bad_deck_names_are_refused(name: str) -> None:
    with pytest.raises(DeckFileError, match="cannot be a deck name"):
        decks.check_name(name)


def test_txt_suffix_is_added_once() -> None:
    assert decks.check_name("deck.txt") == "deck"
    assert decks.deck_path("tmnt", "deck.txt").name == "deck.txt"
    assert decks.check_name("My deck [v2]") == "My deck [v2]"


def test_delete_moves_to_the_trash_and_restores() -> None:
    decks.save_deck("tmnt", "Turtles", ["leonardo"])
    moved = decks.delete_deck("tmnt", "Turtles")
    assert moved is not None and moved.parent == decks.trash_dir("tmnt") and moved.is_file()
    assert "Turtles" not in decks.saved_decks("tmnt") and "Turtles" in decks.trashed_decks("tmnt")
    decks.save_deck("tmnt", "Turtles", ["raphael"])  # a new deck took the name meanwhile
    restored = decks.restore_deck("tmnt", "Turtles")
    assert restored == "Turtles (2)" and decks.saved_decks("tmnt")[restored] == ["leonardo"]


def test_rename_refuses_to_replace_unless_asked() -> None:
    decks.save_deck("tmnt", "a", ["leonardo"])
    decks.save_deck("tmnt", "b", ["raphael"])
    with pytest.raises(DeckFileError, match="already exists"):
        decks.rename_deck("tmnt", "a", "b")
    decks.rename_deck("tmnt", "a", "b", overwrite=True)
    assert decks.saved_decks("tmnt") == {"b": ["leonardo"]}
    assert "b" in decks.trashed_decks("tmnt")  # the replaced one is restorable


def test_save_without_overwrite_refuses() -> None:
    decks.save_deck("tmnt", "mine", ["leonardo"] * 42)
    with pytest.raises(DeckFileError, match="already exists"):
        decks.save_deck("tmnt", "mine", ["raphael"] * 3, overwrite=False)
    assert len(decks.load_deck("tmnt", "mine")) == 42


def test_deck_check_prints_the_deck_and_exits_non_zero_when_illegal(tmp_path: Path, capsys) -> None:
    path = tmp_path / "pasted.txt"
    path.write_bytes("\ufeffDeck\r\n3x Kintarō\r\n1 Kapa\r\nSideboard\r\n2 kappa\r\n".encode())
    assert cli.main(["deck", "check", str(path), "--game", "tanuki_panic"]) == 1
    out = capsys.readouterr().out
    assert "Kintarō" in out and "did you mean Kappa" in out and "Not legal" in out and "Side" in out
    from tanuki_table.games import get_game

    game = get_game("tanuki_panic")
    rules = game.decks
    assert rules is not None
    legal = next(d for d in rules.premade(game).values() if not rules.problems(game, d, "standard"))
    names = {c.id: c.name for c in get_game("tanuki_panic").cards()}
    good = decks.export_deck(legal, tmp_path / "good.txt", "Good", names)
    assert cli.main(["deck", "check", str(good), "--game", "tanuki_panic"]) == 0
    assert "Legal" in capsys.readouterr().out
    assert cli.main(["deck", "check", str(tmp_path / "missing.txt"), "--game", "tanuki_panic"]) == 2
