"""Issue 51: the card browser finds a card by the name the app's language gives it, and by its
English name as before (a Polish player types "sum mus", a Japanese one 旋風斬り)."""

from __future__ import annotations

import pytest

from tanuki_table.cards.catalogue import load_catalogue
from tanuki_table.cards.query import search
from tanuki_table.core import i18n
from tanuki_table.games import get_game


@pytest.mark.parametrize("language, game, typed, english", [
    ("pl", "tacocat", "sum mus", "Gnu Dung"),
    ("pl", "tacocat", '!"Sum mus"', "Gnu Dung"),
    ("ja", "tmnt", "旋風斬り", "Whirlwind Slash"),
    ("ja", "tmnt", "/^旋風/", "Whirlwind Slash"),
])
def test_a_card_is_found_by_its_name_in_the_apps_language(monkeypatch, language, game, typed, english):
    monkeypatch.setenv(i18n.ENV, language)
    i18n.reset()
    catalogue = load_catalogue([get_game(game)])
    assert english in [record.name for record in search(catalogue, typed)]
    assert english in [record.name for record in search(catalogue, english.lower())]


@pytest.mark.parametrize("language, game, english", [("pl", "tmnt", "character"), ("ja", "tanuki_panic", "common")])
def test_the_browsers_type_and_rarity_columns_speak_the_apps_language(monkeypatch, language, game, english):
    from tanuki_table.ui.widgets.cardbrowser import CardBrowser

    monkeypatch.setenv(i18n.ENV, language)
    i18n.reset()
    catalogue = load_catalogue([get_game(game)])
    table = CardBrowser.__new__(CardBrowser)
    table.catalogue = catalogue
    shown = {str(table.value(record, key)) for record in catalogue.records for key in ("type", "rarity")}
    assert english not in shown and not any(value.endswith(f" {english}") for value in shown), shown
