"""Tacocat card files: the shipped ones load; broken ones give a CardDataError naming file, card, field."""

from __future__ import annotations

from pathlib import Path

import pytest

from tanuki_table.cards.data import card_data_dir
from tanuki_table.errors import CardDataError
from tanuki_table.games.tacocat.cards import load_catalogue, validate_file
from tanuki_table.cards.validate import collect

DECK = card_data_dir("tacocat") / "deck.yaml"
BOARD = card_data_dir("tacocat") / "board.yaml"


def test_shipped_files_validate():
    problems, count = collect(card_data_dir("tacocat"))
    assert problems == [] and count == 2
    catalogue = load_catalogue(card_data_dir("tacocat"))
    assert len(catalogue.cards) == catalogue.deck_size == 38
    board = catalogue.board
    assert [s.number for s in board.spaces][board.start] == 7 and board.goals == ("YAY", "WOW")


def test_shipped_data_marks_our_own_choices():
    for path in (DECK, BOARD):
        assert "OUR OWN CHOICE" in path.read_text() and "UNVERIFIED" in path.read_text()


def _deck_with(tmp_path: Path, replace: tuple[str, str] | None = None, extra: str = "") -> Path:
    text = DECK.read_text()
    if replace:
        assert replace[0] in text
        text = text.replace(replace[0], replace[1], 1)
    path = tmp_path / "deck.yaml"
    path.write_text(text + extra)
    return path


def test_bad_yaml_is_refused(tmp_path):
    path = _deck_with(tmp_path, extra="  - {id: broken, name: [unclosed\n")
    with pytest.raises(CardDataError, match="deck.yaml"):
        validate_file(path)


def test_unknown_field_names_file_card_and_field(tmp_path):
    path = _deck_with(tmp_path, ('{id: kayak, name: "Kayak", rank: 3}', '{id: kayak, name: "Kayak", rank: 3, power: 9}'))
    with pytest.raises(CardDataError) as err:
        validate_file(path)
    assert "deck.yaml" in str(err.value) and "kayak" in str(err.value) and "power" in str(err.value)


def test_bad_rank_names_the_card(tmp_path):
    path = _deck_with(tmp_path, ('{id: kayak, name: "Kayak", rank: 3}', '{id: kayak, name: "Kayak", rank: 13}'))
    with pytest.raises(CardDataError) as err:
        validate_file(path)
    assert "kayak" in str(err.value) and "rank" in str(err.value)


def test_name_must_be_a_palindrome(tmp_path):
    path = _deck_with(tmp_path, ('{id: kayak, name: "Kayak", rank: 3}', '{id: kayak, name: "Canoe", rank: 3}'))
    with pytest.raises(CardDataError, match="palindrome"):
        validate_file(path)


def test_duplicate_id_is_refused(tmp_path):
    path = _deck_with(tmp_path, ('{id: radar, name: "Radar", rank: 9}', '{id: kayak, name: "Radar", rank: 9}'))
    with pytest.raises(CardDataError, match="duplicate id 'kayak'"):
        validate_file(path)


def test_deck_must_have_38_cards(tmp_path):
    path = _deck_with(tmp_path, ('  - {id: radar, name: "Radar", rank: 9}\n', ""))
    with pytest.raises(CardDataError, match="38"):
        validate_file(path)


def test_board_only_centre_has_two_arrows(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.read_text().replace("{letter: T, number: 4, arrow: wow}", "{letter: T, number: 4, arrow: both}", 1))
    with pytest.raises(CardDataError, match="spaces"):
        validate_file(path)


def test_board_numbers_within_4_to_9(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.read_text().replace("{letter: A, number: 6, arrow: wow}", "{letter: A, number: 12, arrow: wow}", 1))
    with pytest.raises(CardDataError, match="number"):
        validate_file(path)


def test_deck_size_is_read_from_the_deck_file(tmp_path):
    path = _deck_with(tmp_path, ("size: 38", "size: 39"))
    with pytest.raises(CardDataError, match="39"):
        validate_file(path)


def test_start_must_be_the_two_arrow_space(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.read_text().replace("start: 3", "start: 2", 1))
    with pytest.raises(CardDataError, match="start"):
        validate_file(path)


def test_the_deck_must_cover_the_largest_deal(tmp_path):
    folder = tmp_path / "tacocat"
    folder.mkdir()
    (folder / "board.yaml").write_text(BOARD.read_text())
    (folder / "deck.yaml").write_text(DECK.read_text())
    load_catalogue(folder)
    text = DECK.read_text().replace("size: 38", "size: 35")
    cards = text.split("\n")
    kept = [line for line in cards if "rank: 12}" not in line]
    (folder / "deck.yaml").write_text("\n".join(kept))
    with pytest.raises(CardDataError, match="cannot cover"):
        load_catalogue(folder)
