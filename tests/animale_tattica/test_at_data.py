"""Card files: the shipped ones load, broken ones give a CardDataError naming file, card and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tanuki_table.cards.data import card_data_dir
from tanuki_table.errors import CardDataError
from tanuki_table.games import get_game
from tanuki_table.cards.validate import collect

SHIPPED = card_data_dir("animale_tattica")


def test_shipped_files_validate():
    problems, count = collect(SHIPPED)
    assert problems == [] and count == 3
    cat = get_game("animale_tattica").load_catalogue(SHIPPED)
    assert len(cat.cards) == 32 and list(cat.formations) == ["dog", "cat", "penguin", "bear"]
    assert cat.rules.hand_size == 10 and cat.rules.deck_size == 16 and cat.rules.spirits_dealt == 3


def test_mixes_are_marked_as_our_own():
    assert all(c.source == "ours" for c in get_game("animale_tattica").cards() if c.animal != "spirit")
    assert "OUR OWN" in (SHIPPED / "cards.yaml").read_text()


def _broken(tmp_path: Path, old: str, new: str, name: str = "cards.yaml") -> Path:
    folder = tmp_path / "animale_tattica"
    shutil.copytree(SHIPPED, folder)
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    "old, new, words",
    [
        ("    rank: 6\n    count: 3\n", "    rank: 6\n    count: 3\n    colour: red\n", ["dog-6", "colour"]),
        ("id: dog-3\n    name: Dog 3\n    animal: dog\n    rank: 3", "id: dog-3\n    name: Dog 3\n    animal: dog\n    rank: 5", ["dog-3", "rank"]),
        ("id: cat-2\n", "id: dog-2\n", ["dog-2", "duplicate"]),
        ("id: cat-king\n    name: Cat King\n    animal: cat\n    rank: king\n    count: 2",
         "id: cat-king\n    name: Cat King\n    animal: cat\n    rank: king\n    count: 1", ["cat", "count"]),
        ("cards:\n", "cards: [\n", ["bad YAML"]),
    ],
)
def test_broken_card_file_names_file_card_and_field(tmp_path, old, new, words):
    path = _broken(tmp_path, old, new)
    with pytest.raises(CardDataError) as info:
        get_game("animale_tattica").validate_file(path)
    text = "\n".join(info.value.problems)
    assert "cards.yaml" in text
    for word in words:
        assert word in text


def test_broken_formation_file(tmp_path):
    path = _broken(tmp_path, "animal: bear", "animal: bears", "formations.yaml")
    with pytest.raises(CardDataError, match="formations.yaml.*field animal"):
        get_game("animale_tattica").validate_file(path)


def test_ruling_18_the_tuned_mixes_are_the_ones_in_the_rules_table():
    cat = get_game("animale_tattica").catalogue
    assert cat.mix_text("dog") == "2x3 3x2 4x3 6x3 8x2 12x2 Kx1"
    assert cat.mix_text("cat") == "2x2 3x3 4x3 6x3 8x2 12x1 Kx2"
    assert cat.mix_text("penguin") == "2x3 3x3 4x3 6x2 8x2 12x1 Kx2"
    assert cat.mix_text("bear") == "2x2 3x2 4x3 6x3 8x2 12x2 Kx2"
    table = (Path(__file__).resolve().parents[2] / "rules" / "animale_tattica.md").read_text()
    assert "| Penguin | Surrounding  | 3 | 3 | 3 | 2 | 2 | 1  | 2    |" in table
