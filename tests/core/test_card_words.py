"""Card names and texts in Polish and Japanese (issue 51): Tacocat's, TMNT's and Pikmin's cards keep their ids
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
    translated = {(m.context, m.id): m.string for m in catalogue(lang)
                  if m.context in ("tacocat card", "tmnt card", "pikmin card")}
    for game in ("tacocat", "tmnt", "pikmin"):
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


def test_pikmin_names_and_flavour_texts_are_extracted():
    pikmin = _extracted("card_data/pikmin/cards.yaml")
    cards = get_game("pikmin").cards()
    assert {name for context, name in pikmin if context == "pikmin card"} == {c.name for c in cards}
    assert {text for context, text in pikmin if context == "pikmin card text"} == {c.flavour for c in cards if c.flavour}


@pytest.mark.parametrize(("lang", "name", "kind", "effect", "flavour", "line"), [
    ("pl", "Czerwony Pikmin", "Pikmin · atak: Ogień (FIR) · ❀ 2 liście",
     ["Nie otrzymuje obrażeń od: Ogień.", "Otrzymuje 50 dodatkowych obrażeń od: Woda."],
     "Ogień mu nie szkodzi. Tak mówi Pikmin Fanon. Woda to inna sprawa.", "Czerwony Pikmin ATK 100 / HP 200 · FIR ❀2"),
    ("ja", "赤ピクミン", "ピクミン · 火攻撃（FIR） · ❀ 葉2", ["火のダメージを受けない。", "水のダメージを50多く受ける。"],
     "火では傷つかない。ピクミン・ファノンがそう言っている。水となると話は別だ。", "赤ピクミン ATK 100 / HP 200 · FIR ❀2"),
])
def test_a_pikmin_card_reads_in_the_language(lang, name, kind, effect, flavour, line):
    """The inspector's view (name, kind line, effects in words, flavour) and the hand's card line."""
    from tanuki_table.games.pikmin import GAME as PIKMIN
    from tanuki_table.games.pikmin.views import card_text as hand_line

    english = PIKMIN.card_view("red-pikmin")
    i18n.use_language(lang)
    view = PIKMIN.card_view("red-pikmin")
    assert (view.name, view.kind, list(view.text), view.flavour) == (name, kind + " · PKM1 #10", effect, flavour)
    assert hand_line(PIKMIN.catalogue, "red-pikmin") == line
    assert "+50" in PIKMIN.card_view("olimar").text[0] and "Olimar" not in PIKMIN.card_view("olimar").text[0]
    for card in PIKMIN.cards():  # every effect of every card in words of the language, none left in English
        for text in PIKMIN.card_view(card.id).text:
            assert not any(w in text for w in ("When ", "Takes ", "damage", "each ", " card", "your ")), text
    i18n.use_language("en")
    assert PIKMIN.card_view("red-pikmin") == english
    assert english.text == ("Takes no damage from Fire.", "Takes 50 extra damage from Water.")
