"""The app's language (issue 51): where the choice comes from and in which order, CLDR plural
forms, and the catalogue compiled from its .po when no .mo is there."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale

from tanuki_table import cli
from tanuki_table.cli.lang import split_lang
from tanuki_table.core import catalogues, i18n
from tanuki_table.core.i18n import language_from, ngettext, pgettext
from tanuki_table.persistence.config import settings_path
from tanuki_table.persistence.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DECK = ("{name}  ({count} card)", "{name}  ({count} cards)")
"""A marked count message (the deck chooser's), translated in both catalogues."""


def _no_language_in(monkeypatch):
    for name in (i18n.ENV, *i18n.LOCALE_VARIABLES):
        monkeypatch.delenv(name, raising=False)


# --- where the language comes from, and in which order


def test_the_option_beats_the_setting_which_beats_the_variable_which_beats_the_locale():
    env = {"TANUKI_TABLE_LANG": "ja", "LANG": "pl_PL.UTF-8"}
    assert language_from("pl", "ja", env) == "pl"
    assert language_from(None, "pl", env) == "pl"
    assert language_from(None, "", env) == "ja"
    assert language_from(None, "", {"LANG": "pl_PL.UTF-8"}) == "pl"
    assert language_from(None, None, {}) == "en"


def test_the_locale_variables_are_asked_in_order_lc_all_lc_messages_lang_language():
    assert language_from(environ={"LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "pl_PL", "LANG": "en_GB"}) == "ja"
    assert language_from(environ={"LC_MESSAGES": "pl_PL", "LANG": "ja_JP"}) == "pl"
    assert language_from(environ={"LANG": "ja_JP", "LANGUAGE": "pl"}) == "ja"
    assert language_from(environ={"LANGUAGE": "de:pl:en"}) == "pl"
    assert language_from(environ={"LANG": "ja"}) == "ja"


def test_c_means_english_and_a_language_we_lack_is_passed_over():
    assert language_from(environ={"LC_ALL": "C.UTF-8", "LANG": "pl_PL.UTF-8"}) == "en"
    assert language_from(environ={"LANG": "de_DE.UTF-8", "LANGUAGE": "ja"}) == "ja"
    assert language_from("xx", "klingon", {"TANUKI_TABLE_LANG": "de", "LANG": "fr_FR"}) == "en"
    assert i18n.language_code("pl-PL") == "pl" and i18n.language_code("JA_jp.eucJP@x") == "ja"


def test_the_settings_file_language_is_used_before_the_environment(monkeypatch):
    _no_language_in(monkeypatch)
    monkeypatch.setenv(i18n.ENV, "ja")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"language": "pl"}), encoding="utf-8")
    assert i18n.current_language() == "pl"
    i18n.reset()
    settings_path().write_text(json.dumps({"language": ""}), encoding="utf-8")
    assert i18n.current_language() == "ja"


def test_with_nothing_said_the_app_speaks_english_and_loads_no_catalogue(monkeypatch):
    _no_language_in(monkeypatch)
    assert i18n.current_language() == "en"
    assert pgettext("picker key", "quit") == "quit"
    assert [ngettext(*DECK, n) for n in (1, 2)] == list(DECK)


def test_the_settings_model_keeps_a_known_language_and_reads_an_unknown_one_as_the_environments():
    assert Settings().language == ""
    assert Settings.model_validate({"language": "ja"}).language == "ja"
    assert Settings.model_validate({"language": "de", "theme": "nord"}).theme == "nord"
    assert Settings.model_validate({"language": "de"}).language == ""


# --- the command line's --lang


def test_lang_is_read_from_the_words_before_the_command_only():
    assert split_lang(["--lang", "pl", "play", "tacocat"]) == ("pl", ["play", "tacocat"])
    assert split_lang(["--lang=ja"]) == ("ja", [])
    assert split_lang(["--bot-delay", "1", "--lang", "ja"]) == ("ja", ["--bot-delay", "1"])
    assert split_lang(["play", "tacocat", "--lang", "pl"]) == (None, ["play", "tacocat", "--lang", "pl"])
    assert split_lang(["--lang"]) == (None, ["--lang"])


def test_lang_alone_opens_the_picker_by_the_fast_path_in_that_language(monkeypatch):
    from tanuki_table.cli import launch

    spoken = []
    monkeypatch.setattr(launch, "start_picker", lambda: spoken.append(i18n.current_language()) or 0)
    assert cli.main(["--lang", "ja"]) == 0
    assert spoken == ["ja"]


def test_lang_beats_the_setting_and_the_help_is_in_that_language(monkeypatch, capsys):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"language": "ja"}), encoding="utf-8")
    assert cli.main(["--lang", "pl", "--help"]) == 0
    assert "język: en, pl lub ja" in capsys.readouterr().out
    assert i18n.current_language() == "pl"


def test_a_language_we_do_not_have_is_a_one_line_usage_error(capsys):
    assert cli.main(["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'xx'" in err and len(err.strip().splitlines()) == 1
    assert i18n.current_language() == "en"


# --- plural forms (CLDR, through Babel)


@pytest.mark.parametrize(("n", "polish"), [(1, "karta"), (2, "karty"), (5, "kart"), (12, "kart"), (22, "karty"),
                                           (25, "kart"), (101, "kart")])
def test_polish_counts_cards_in_its_three_forms(n, polish):
    i18n.use_language("pl")
    assert ngettext(*DECK, n).format(name="Talia", count=n) == f"Talia  ({n} {polish})"


def test_polish_forms_follow_cldrs_one_few_many():
    i18n.use_language("pl")
    rule = Locale.parse("pl").plural_form
    forms = {"one": "karta", "few": "karty", "many": "kart"}
    for n in range(0, 230):
        assert ngettext(*DECK, n).endswith(f"{forms[rule(n)]})"), n


def test_japanese_has_one_form():
    i18n.use_language("ja")
    assert {ngettext(*DECK, n).format(name="デッキ", count=0) for n in (0, 1, 2, 5, 12, 101)} == {"デッキ  (0枚)"}


# --- catalogues: compiled from the .po when there is no .mo


@pytest.fixture
def locale_copy(tmp_path):
    """The Polish .po alone in a folder of its own (no .mo beside it)."""
    root = tmp_path / "locale"
    target = catalogues.po_path("pl", root)
    target.parent.mkdir(parents=True)
    shutil.copy(catalogues.po_path("pl"), target)
    return root


def test_without_a_mo_the_po_is_compiled_into_the_cache_and_read_from_there_next_time(locale_copy, monkeypatch):
    assert not catalogues.po_path("pl", locale_copy).with_suffix(".mo").exists()
    first = catalogues.load("pl", locale_copy)
    assert first.pgettext("picker key", "quit") == "wyjdź"
    cached = list((Path(os.environ["XDG_CACHE_HOME"]) / "tanuki-table" / "locale").glob("pl-*.mo"))
    assert len(cached) == 1

    def refuse(*_args):
        raise AssertionError("compiled again though the .po did not change")

    monkeypatch.setattr(catalogues, "compile_po", refuse)
    assert catalogues.load("pl", locale_copy).pgettext("picker key", "quit") == "wyjdź"


def test_an_edited_po_is_compiled_again(locale_copy):
    catalogues.load("pl", locale_copy)
    po = catalogues.po_path("pl", locale_copy)
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "wyjdź"', 'msgstr "zakończ"'), encoding="utf-8")
    assert catalogues.load("pl", locale_copy).pgettext("picker key", "quit") == "zakończ"


def test_a_mo_beside_the_po_is_used_unless_it_is_older(locale_copy, monkeypatch):
    po = catalogues.po_path("pl", locale_copy)
    other = catalogues.compile_po(po.read_bytes().replace("wyjdź".encode(), "koniec".encode()), "pl")
    po.with_suffix(".mo").write_bytes(other)
    os.utime(po, (1_000_000, 1_000_000))
    assert catalogues.load("pl", locale_copy).pgettext("picker key", "quit") == "koniec"
    os.utime(po, None)
    os.utime(po.with_suffix(".mo"), (1_000_000, 1_000_000))
    assert catalogues.load("pl", locale_copy).pgettext("picker key", "quit") == "wyjdź"


@pytest.mark.parametrize("damage", ["missing", "garbage mo"])
def test_a_catalogue_that_cannot_be_read_leaves_english_and_says_why(tmp_path, monkeypatch, damage):
    if damage == "garbage mo":  # a .mo and no .po, as in a wheel, but not a catalogue
        mo = catalogues.po_path("pl", tmp_path).with_suffix(".mo")
        mo.parent.mkdir(parents=True)
        mo.write_bytes(b"not a catalogue at all")
    monkeypatch.setattr(catalogues, "LOCALE_DIR", tmp_path)
    i18n.use_language("pl")
    assert i18n.current_language() == "en"
    assert "Polski catalogue cannot be loaded" in (i18n.language_problem() or "")
    assert pgettext("picker key", "quit") == "quit"


def test_lang_with_a_catalogue_that_cannot_be_loaded_says_so_in_one_line_and_goes_on_in_english(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(catalogues, "LOCALE_DIR", tmp_path)
    assert cli.main(["--lang", "pl", "--version"]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Polski catalogue cannot be loaded" in err[0] and "using English" in err[0]
    assert i18n.current_language() == "en"


# --- start-up: English loads nothing of this; a language loads only its catalogue


def _modules_after(code: str, tmp_path: Path, **env: str) -> set[str]:
    script = code + "\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=ROOT,
                            env={**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), **env})
    assert result.returncode == 0, result.stderr[-2000:]
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def test_english_imports_neither_babel_nor_gettext_nor_a_catalogue(tmp_path):
    loaded = _modules_after("import tanuki_table.cli\nfrom tanuki_table.core.i18n import _\n_('x')", tmp_path,
                            TANUKI_TABLE_LANG="en")
    assert not {m for m in loaded if m.split(".")[0] in ("babel", "gettext")}
    assert "tanuki_table.core.catalogues" not in loaded


def test_a_language_compiles_its_po_once_then_starts_without_babel(tmp_path):
    start = "from tanuki_table.cli.lang import apply_lang\napply_lang(['--lang', 'ja'])"
    first = _modules_after(start, tmp_path)
    assert "babel.messages.pofile" in first and "tanuki_table.core.catalogues" in first
    second = _modules_after(start, tmp_path)
    assert "tanuki_table.core.catalogues" in second and "babel" not in second
