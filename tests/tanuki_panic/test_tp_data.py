"""Tanuki Panic card data: the shipped files load, the seed's cards are there, broken files fail clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tanuki_table.cli import main
from tanuki_table.cards.data import card_data_dir
from tanuki_table.errors import CardDataError

from .tp_helpers import GAME

validate_file = GAME.validate_file

SEED_CARDS = {
    "igaguri": ("Igaguri", 350, 500),
    "kumiai-ki": ("Kumiai-Ki", None, 1350),
    "shuten-doji": ("Shuten-dōji", 950, None),
    "kintaro": ("Kintarō", 850, None),
    "momotaro": ("Momotarō", 700, None),
}


def test_every_shipped_file_validates():
    folder = card_data_dir("tanuki_panic")
    files = sorted(folder.glob("*.yaml"))
    assert {f.stem for f in files} == {"cards", "decks", "booster", "rules"}
    for file in files:
        validate_file(file)


def test_catalogue_has_40_cards_and_the_seed_cards():
    cards = GAME.cards()
    assert len(cards) >= 40
    assert len({c.id for c in cards}) == len(cards)
    for cid, (name, atk, defense) in SEED_CARDS.items():
        card = GAME.card(cid)
        assert card.name == name
        assert atk is None or card.atk == atk
        assert defense is None or card.defense == defense
        assert card.flavour


def test_booster_table_and_premade_decks():
    table = GAME.catalogue.booster
    assert table.pack_size == sum(table.slots.values()) == 10
    assert len(GAME.catalogue.decks) >= 2


def _broken(tmp_path: Path, text: str, name: str = "cards.yaml") -> Path:
    folder = tmp_path / "tanuki_panic"  # a game's folder, so `validate` knows which game it is
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


GOOD = "  - id: kappa\n    name: Kappa\n    atk: 450\n    def: 650\n"


@pytest.mark.parametrize(
    ("text", "card", "words"),
    [
        ("cards:\n  - id: kappa\n    name: [Kappa\n", None, "bad YAML"),
        ("cards:\n" + GOOD + "    colour: green\n", "kappa", "colour"),
        ("cards:\n  - id: oni\n    name: Oni\n    atk: -5\n    def: 100\n", "oni", "atk"),
        ("cards:\n" + GOOD + GOOD, "kappa", "duplicate"),
    ],
    ids=["bad-yaml", "unknown-field", "negative-atk", "duplicate-id"],
)
def test_broken_card_file_names_file_and_card(tmp_path, capsys, text, card, words):
    path = _broken(tmp_path, text)
    with pytest.raises(CardDataError) as caught:
        validate_file(path)
    message = str(caught.value)
    assert str(path) in message and words in message
    if card:
        assert repr(card) in message
    assert main(["validate", str(path)]) != 0
    err = capsys.readouterr().err
    assert str(path) in err and words in err


def test_deck_file_with_unknown_card_or_too_many_copies(tmp_path):
    path = _broken(tmp_path, "decks:\n  - id: bad\n    name: Bad\n    cards:\n      kappa: 4\n      nosuch: 36\n", "decks.yaml")
    with pytest.raises(CardDataError) as caught:
        validate_file(path)
    text = "\n".join(caught.value.problems)
    assert "'bad'" in text and "nosuch" in text


def test_shipped_folder_validates_with_the_cli(capsys):
    assert main(["validate", str(card_data_dir("tanuki_panic"))]) == 0
