"""The rules pages in Polish and Japanese (issue 51): every game's page has a translation beside it
(`rules/<game>.pl.md`, `rules/<game>.ja.md`) with the English page's headings (the same levels, in
the same order, as many), the rules screen shows the page of the app's language and falls back
to English, and a Japanese page's fixed-width lines (diagrams) fit the screen at 80 columns."""

from __future__ import annotations

import io

import pytest
from common import text_shown
from rich.cells import cell_len

from tanuki_table.core import i18n
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.rules_screen import RulesScreen, markdown, sections

GAMES = ["tacocat", "tmnt", "tanuki_panic", "pikmin", "animale_tattica"]
LANGS = ["pl", "ja"]


def _levels(text: str) -> list[int]:
    return [level for level, _title, _part in sections(text)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_its_page_in_each_language_with_the_english_headings(game, lang):
    info = get_game(game)
    page = info.rules_file_in(lang)
    assert page != info.rules_file and page.name == f"{game}.{lang}.md"
    english, translated = info.rules_file.read_text(encoding="utf-8"), page.read_text(encoding="utf-8")
    assert _levels(translated) == _levels(english)
    assert translated.count("```") == english.count("```")
    # the table rows stay as many (a row dropped or split shows as a broken table)
    assert [line.count("|") for line in translated.splitlines() if line.lstrip().startswith("|")] == \
        [line.count("|") for line in english.splitlines() if line.lstrip().startswith("|")]
    # our own designs are marked as ours in every language
    ours = {"pl": ("nasz", "nasze", "nasza", "naszym", "naszą"), "ja": ("独自",)}[lang]
    assert any(word in translated for word in ours)


@pytest.mark.parametrize("game", GAMES)
def test_the_english_page_is_the_fallback(game, tmp_path):
    info = get_game(game)
    assert info.rules_file_in("en") == info.rules_file
    assert info.rules_file_in("de") == info.rules_file


@pytest.mark.parametrize("game", GAMES)
def test_a_japanese_pages_unwrapped_lines_fit_80_columns(game):
    """Rich wraps paragraphs and list items by cells, but a code block and a table's cells are
    laid out as written: a fenced line is at most 72 cells (80 less the page's padding and the
    block's own)."""
    text = get_game(game).rules_file_in("ja").read_text(encoding="utf-8")
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif fenced:
            assert cell_len(line) <= 72, line


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_nothing_on_a_page_is_cut_at_80_columns(game, lang):
    """The page as the rules screen draws it at 80x24 (76 cells inside its padding): no "…" where
    the page has none. A Japanese table cell has no space to wrap at, and Rich's tables cut such a
    word with "…" unless the rules screen folds it."""
    from rich.console import Console

    text = get_game(game).rules_file_in(lang).read_text(encoding="utf-8")
    console = Console(width=76, record=True, file=io.StringIO())
    console.print(markdown(text))
    shown = console.export_text()
    assert shown.count("…") == text.count("…")
    assert max(cell_len(line) for line in shown.splitlines()) <= 76


@pytest.mark.parametrize(("lang", "heading", "words"), [
    ("pl", "Szybka ściąga", "pole docelowe"),
    ("ja", "早見表", "タコキャット"),
])
async def test_the_rules_screen_shows_the_page_of_the_apps_language(lang, heading, words):
    i18n.use_language(lang)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen("tacocat", "Tacocat"))
        text = await text_shown(app, pilot, heading)
        assert heading in text and words in text
        assert "Quick reference" not in text
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        assert rules.text == get_game("tacocat").rules_file_in(lang).read_text(encoding="utf-8")
