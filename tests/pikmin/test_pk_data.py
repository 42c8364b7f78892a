"""Pikmin TCG card data: every shipped file loads; broken files give errors naming file, card and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from tanuki_table.cards.data import card_data_dir
from tanuki_table.core.effects import Effect
from tanuki_table.errors import CardDataError
from tanuki_table.games.pikmin.cards import Card, load_catalogue

from .pk_helpers import GAME

GOOD = "{id: test-pikmin, name: Test Pikmin, kind: pikmin, atk: 100, hp: 200, attack_type: fire, leaves: 2%s}"


def test_every_shipped_card_loads_with_the_fields_the_issue_names():
    cards = GAME.cards()
    assert len(cards) >= 60
    assert sum(1 for c in cards if c.effects) * 3 >= len(cards)
    for card in cards:
        for field in ("id", "name", "atk", "hp", "attack_type", "leaves", "leader", "effects"):
            assert hasattr(card, field)
        assert isinstance(card.leader, bool)
        for effect in card.effects:
            assert isinstance(effect, Effect) and effect.describe()
    names = {c.name for c in cards}
    assert {"Captain Olimar", "Louie", "Red Pikmin", "Red Bulborb", "Fiery Blowhog"} <= names
    red = GAME.card("red-pikmin")
    assert red.origin == "fanon" and red.effects[0].verb == "resist" and red.effects[0].types == ["fire"]
    assert all(c.origin == "ours" for c in cards if c.id != "red-pikmin")


def test_every_shipped_file_validates():
    folder = card_data_dir("pikmin")
    files = sorted(folder.glob("*.yaml"))
    assert {f.name for f in files} == {"cards.yaml", "decks.yaml", "rules.yaml"}
    for path in files:
        validate_file(path)
    catalogue = load_catalogue(folder)
    assert len(catalogue.decks) >= 2
    assert catalogue.rules.leaf_limit == 15 and catalogue.rules.deck_min == 40 and catalogue.rules.max_copies == 5


def validate_file(path: Path) -> None:
    GAME.validate_file(path)


def _write(tmp_path: Path, body: str, name: str = "cards.yaml") -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        (", effects: [{verb: zap, amount: 1}]", "effects.0"),
        (", effects: [{verb: damage, trigger: on_play, amount: 0, target: all_enemies}]", "effects.0.damage.amount"),
        (", effects: [{verb: damage, trigger: on_play, amount: 50, target: chosen_enemy}]", "effects.0.damage.target"),
        (", effects: [{verb: resist, types: [ice]}]", "effects.0.resist.types.0"),
        (", effects: [{verb: heal, trigger: later, amount: 50, target: self}]", "effects.0.heal.trigger"),
        (", effects: [{verb: draw, trigger: standby, count: 1, colour: red}]", "effects.0.draw.colour"),
        (", effects: [{verb: draw, trigger: standby, count: 1, if_attack_type: [fire]}]", "effects.0.draw.if_attack_type"),
        (", shiny: true", "shiny"),
        (", leader: true", "(whole card)"),
    ],
)
def test_broken_effect_or_field_names_file_card_and_field(tmp_path, extra, field):
    path = _write(tmp_path, "cards:\n  - " + GOOD % extra + "\n")
    with pytest.raises(CardDataError) as info:
        validate_file(path)
    message = str(info.value)
    assert str(path) in message and "'test-pikmin'" in message and f"field {field}" in message


def test_bad_yaml_and_duplicate_id(tmp_path):
    path = _write(tmp_path, "cards: [ {id: x\n")
    with pytest.raises(CardDataError, match="bad YAML"):
        validate_file(path)
    path = _write(tmp_path, "cards:\n  - " + GOOD % "" + "\n  - " + GOOD % "" + "\n")
    with pytest.raises(CardDataError, match="duplicate id 'test-pikmin'"):
        validate_file(path)
    path = _write(tmp_path, "cards:\n  - " + GOOD.replace("atk: 100", "atk: lots") % "" + "\n")
    with pytest.raises(CardDataError, match="field atk"):
        validate_file(path)


def test_illegal_premade_deck_is_refused(tmp_path):
    for name in ("cards.yaml", "rules.yaml"):
        _write(tmp_path, (card_data_dir("pikmin") / name).read_text(encoding="utf-8"), name)
    path = _write(tmp_path, "decks:\n  - {id: tiny, name: Tiny, cards: {olimar: 1, red-pikmin: 6}}\n", "decks.yaml")
    with pytest.raises(CardDataError) as info:
        validate_file(path)
    assert "deck 'tiny'" in str(info.value) and "40 to 60" in " ".join(info.value.problems)
    assert any("at most 5 copies of Red Pikmin" in p for p in info.value.problems)


def test_unknown_file_name_is_refused(tmp_path):
    with pytest.raises(CardDataError, match="not a Pikmin TCG data file"):
        validate_file(_write(tmp_path, "boards: []\n", "board.yaml"))


def test_card_model_is_frozen():
    card = GAME.card("red-pikmin")
    with pytest.raises(Exception):
        card.atk = 5  # type: ignore[misc]
    assert isinstance(card, Card)
