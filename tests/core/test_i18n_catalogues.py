"""Every message marked in the package is translated in every catalogue (issue 51): Babel extracts
the marked messages from the source (babel.cfg) and each must be in the Polish and the Japanese
.po, translated (no empty form, not fuzzy), with only the placeholders the source passes. The
checks live in tests/i18n_checks.py (`python tools/translations.py check` runs them too)."""

from __future__ import annotations

import functools
import shutil

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

import i18n_checks
from tanuki_table.core.catalogues import LOCALE_DIR, po_path


@functools.cache
def _marked():
    return i18n_checks.marked()


def test_the_source_marks_messages_and_names_their_placeholders():
    marked = _marked()
    assert (None, "TANUKI TABLE  ·  {word} card game · one keyboard") in marked
    assert ("picker key", "quit") in marked
    assert i18n_checks.source_problems(marked) == []


@pytest.mark.parametrize("code", i18n_checks.TRANSLATED)
def test_every_marked_message_is_translated(code):
    assert i18n_checks.catalogue_problems(code, _marked()) == []


def test_the_template_holds_every_marked_message():
    with open(LOCALE_DIR / "tanuki_table.pot", "rb") as handle:
        template = read_po(handle)
    missing = [key for key in _marked() if template.get(key[1], context=key[0]) is None]
    assert not missing, f"run `python tools/translations.py extract` (then update): {missing}"


@pytest.mark.parametrize("code", i18n_checks.TRANSLATED)
def test_the_plural_forms_header_is_cldrs_through_babel(code):
    text = po_path(code).read_text(encoding="utf-8")
    joined = text.replace('"\n"', "")  # the header's lines as one string
    assert f"\\nPlural-Forms: {get_plural(code).plural_forms}\\n" in joined


def test_the_header_says_the_translation_is_ours():
    for code in i18n_checks.TRANSLATED:
        assert "Our own translation" in po_path(code).read_text(encoding="utf-8").split("msgid", 1)[0]


def _damaged(tmp_path, old: str, new: str):
    root = tmp_path / "locale"
    target = po_path("pl", root)
    target.parent.mkdir(parents=True)
    shutil.copy(po_path("pl"), target)
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return i18n_checks.catalogue_problems("pl", _marked(), root)


def test_the_check_finds_an_untranslated_a_fuzzy_and_a_missing_message_and_a_wrong_placeholder(tmp_path):
    assert any("not translated" in p for p in _damaged(tmp_path / "a", 'msgstr "wyjdź"', 'msgstr ""'))
    fuzzy = _damaged(tmp_path / "b", 'msgctxt "picker key"\nmsgid "quit"', '#, fuzzy\nmsgctxt "picker key"\nmsgid "quit"')
    assert any("fuzzy" in p for p in fuzzy)
    assert any("not in the catalogue" in p for p in _damaged(tmp_path / "c", 'msgid "quit"', 'msgid "leave"'))
    wrong = _damaged(tmp_path / "d", 'msgstr "Ze środowiska ({language})"', 'msgstr "Ze środowiska ({jezyk})"')
    assert any("uses ['jezyk']" in p for p in wrong)
    plural = _damaged(tmp_path / "e", 'msgstr[2] "{name}  ({count} kart)"', 'msgstr[2] ""')
    assert any("not translated" in p for p in plural)
