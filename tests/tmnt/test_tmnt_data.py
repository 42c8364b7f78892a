"""TMNT card files: every shipped file loads, the catalogue covers every type, broken files fail clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tanuki_table.cards.data import card_data_dir
from tanuki_table.errors import CardDataError
from tanuki_table.games import get_game
from tanuki_table.games.tmnt.cards import load_cards, validate_file
from tanuki_table.cards.validate import collect

GAME = get_game("tmnt")
FOLDER = card_data_dir("tmnt")


def test_every_shipped_file_validates():
    files = sorted(FOLDER.glob("*.yaml"))
    assert len(files) >= 3
    for path in files:
        validate_file(path)
    problems, count = collect(FOLDER)
    assert problems == [] and count == len(files)


def test_catalogue_has_sixty_original_cards_of_every_type_subtype_and_attribute():
    cards = GAME.cards()
    assert len(cards) >= 60
    attacks = [c for c in cards if c.type == "attack"]
    assert {c.subtype for c in attacks} == {"normal", "forceful", "counter", "forceful_counter"}
    assert {c.attribute for c in attacks} == {"wind", "nature", "fire", "mountain"}
    for sub in ("normal", "forceful", "counter", "forceful_counter"):
        assert {c.attribute for c in attacks if c.subtype == sub} == {"wind", "nature", "fire", "mountain"}
    assert {c.subtype for c in cards if c.type == "event"} == {"play", "flip", "play_flip"}
    assert any(c.type == "item" for c in cards)
    chars = [c for c in cards if c.type == "character"]
    assert {c.faction for c in chars} == {"turtles", "allies", "foot", "villains"}
    for card in cards:
        assert card.type in ("character", "attack", "event", "item")
        assert card.attribute in ("wind", "nature", "fire", "mountain", "none")
        assert isinstance(card.power, int) and isinstance(card.effects, list)
        if card.type in ("character", "item"):
            assert card.subtype is None


def test_card_files_are_marked_as_our_own_design():
    for path in FOLDER.glob("*.yaml"):
        if path.name == "rules.yaml":  # the source's numbers, not ours
            continue
        assert "OUR OWN DESIGN" in " ".join(path.read_text(encoding="utf-8").split()), path.name
    assert "our own design" in (FOLDER.parent.parent / "rules" / "tmnt.md").read_text(encoding="utf-8")


def test_premade_decks_are_two_legal_forty_card_decks():
    assert GAME.decks is not None
    decks = GAME.decks.premade(GAME)
    assert len(decks) == 2
    for ids in decks.values():
        assert len(ids) == 40 and GAME.decks.problems(GAME, ids) == []


def test_a_card_has_its_rules_text():
    assert GAME.card("baxter-stockman").rules_text.startswith("Flip: Your opponent discards the top 2 cards")


GOOD = "cards:\n  - {id: test-card, name: Test Card, type: character, attribute: wind, power: 3}\n"


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("cards: [ {id: broken\n", "bad YAML"),
        (GOOD.replace("power: 3", "power: 3, speed: 2"), "field speed"),
        (GOOD.replace("attribute: wind", "attribute: water"), "field attribute"),
        (GOOD.replace("power: 3", "power: lots"), "field power"),
        (GOOD + "  - {id: test-card, name: Again, type: character, attribute: fire}\n", "duplicate id"),
        (GOOD.replace("power: 3", "power: 3, effects: [{verb: explode, count: 1}]"), "field effects"),
        (GOOD.replace("power: 3", "power: 3, effects: [{verb: draw, count: 9}]"), "field effects"),
        (GOOD.replace("type: character, attribute: wind, power: 3", "type: attack, power: 2"), "subtype"),
        (GOOD.replace("attribute: wind", "attribute: none"), "needs an attribute"),
        (GOOD.replace("attribute: wind, ", ""), "needs an attribute"),
        (GOOD.replace("type: character, attribute: wind, power: 3", "type: item, effects: [{verb: draw, count: 1}]"),
         "lasting"),
    ],
)
def test_broken_card_file_names_file_card_and_field(tmp_path: Path, text: str, needle: str):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        validate_file(path)
    message = "\n".join(caught.value.problems)
    assert "cards.yaml" in message and needle in message
    if needle != "bad YAML":
        assert "test-card" in message


def test_broken_deck_file_names_the_deck(tmp_path: Path):
    for path in FOLDER.glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    decks = tmp_path / "decks.yaml"
    decks.write_text(decks.read_text(encoding="utf-8").replace("leonardo: 3", "leonardo: 4"), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        validate_file(decks)
    message = "\n".join(caught.value.problems)
    assert "decks.yaml" in message and "turtles-unleashed" in message
    assert "at most 3 copies of Leonardo" in message and "exactly 40" in message


def test_duplicate_id_across_card_files_is_refused(tmp_path: Path):
    (tmp_path / "a.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.yaml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(CardDataError, match="duplicate id"):
        load_cards(tmp_path)


def test_rule_numbers_come_from_the_rules_file():
    rules = GAME.catalogue.rules
    assert (rules.deck_size, rules.max_copies, rules.hand_size, rules.slots, rules.max_added, rules.forceful_from) == (
        40, 3, 5, 4, 3, 3)


def test_ruling_7_every_character_and_attack_card_has_one_of_the_four_attributes():
    for card in GAME.cards():
        if card.type in ("character", "attack"):
            assert card.attribute in ("wind", "nature", "fire", "mountain"), card.id
    text = (FOLDER.parent.parent / "rules" / "tmnt.md").read_text(encoding="utf-8")
    assert "Nature" in text and "Forest**" not in text and "Battle Zones" not in text


def test_every_tmnt_attribute_has_its_symbol():
    """Wind, Nature, Fire and Mountain each show a symbol in the card view (Nature had none)."""
    from tanuki_table.games.tmnt.effects import ATTRIBUTES
    from tanuki_table.ui.widgets.cardview import SYMBOLS, tag

    for attribute in ATTRIBUTES:
        assert attribute in SYMBOLS
    assert tag("nature") == "♣ nature"
