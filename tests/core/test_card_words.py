"""Card names and texts in Polish and Japanese (issue 51): Tacocat's and TMNT's cards keep their ids
and English words in their card files; the catalogues translate each name and text (our own
translations), and the story, the boards' card lines and the inspector show them in the app's
language."""

from __future__ import annotations

import io

import pytest

from tanuki_table.cards.words import card_name, card_text, extract
from tanuki_table.core import i18n
from tanuki_table.core.events import story_of
from tanuki_table.games import get_game
from tests.i18n_checks import ROOT, catalogue


def _extracted(path: str) -> list[tuple[str, str]]:
    data = (ROOT / path).read_bytes()
    handle = io.BytesIO(data)
    handle.name = str(ROOT / path)  # type: ignore[attr-defined]
    return [message for _line, _func, message, _notes in extract(handle, {}, (), {})]


def test_the_extractor_finds_every_card_name_and_text_in_the_games_context():
    taco = _extracted("card_data/tacocat/deck.yaml")
    assert len(taco) == 38 and {context for context, _name in taco} == {"tacocat card"}
    tmnt = [m for f in ("characters", "attacks", "events_items") for m in _extracted(f"card_data/tmnt/{f}.yaml")]
    cards = get_game("tmnt").cards()
    assert {name for context, name in tmnt if context == "tmnt card"} == {c.name for c in cards}
    assert {text for context, text in tmnt if context == "tmnt card text"} == {c.text for c in cards if c.text}


@pytest.mark.parametrize("lang", ["pl", "ja"])
def test_each_name_has_its_own_translation_and_tacocats_are_palindromes(lang):
    translated = {(m.context, m.id): m.string for m in catalogue(lang) if m.context in ("tacocat card", "tmnt card")}
    for game in ("tacocat", "tmnt"):
        names = [text for (context, _), text in translated.items() if context == f"{game} card"]
        assert len(names) == len(set(names)), "two cards of one game share a name"
    for (context, english), name in translated.items():
        if context == "tacocat card" and english != "Tacocat":
            letters = [chr(ord(c) - 0x60) if 0x30A1 <= ord(c) <= 0x30F6 else c for c in name.lower() if c.isalnum()]
            assert letters == letters[::-1], name


def test_english_words_come_back_unchanged():
    assert card_name("tmnt", "Leonardo") == "Leonardo"
    assert card_text("tmnt", "Party dude, nunchucks.") == "Party dude, nunchucks."
    assert card_name("tmnt", "") == "" and card_text("tmnt", "") == ""


@pytest.mark.parametrize(("lang", "name", "flavour", "taco"), [
    ("pl", "Cios bambusem", "Imprezowicz, nunchaku.", "Ranga 5 · Ara"),
    ("ja", "竹の一撃", "お祭り男、ヌンチャク。", "ランク 5 · イルカはかるい"),
])
def test_the_story_the_inspector_and_the_card_line_show_the_translation(lang, name, flavour, taco):
    tmnt = get_game("tmnt")
    i18n.use_language(lang)
    story = story_of(tmnt)
    assert story is not None and story.card_name("bamboo-strike") == name
    from tanuki_table.games.tacocat import GAME as TACOCAT
    from tanuki_table.games.tmnt import GAME as TMNT

    view = TMNT.card_view("michelangelo")
    assert view.flavour == flavour and view.id == "michelangelo" and view.name != "Michelangelo" or lang == "pl"
    assert TACOCAT.card_view("star-rats").name == taco.split(" · ")[1]
    i18n.use_language("en")
    assert story.card_name("bamboo-strike") == "Bamboo Strike"
    assert TACOCAT.card_view("star-rats").name == "Star Rats"
