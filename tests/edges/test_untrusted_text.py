"""Item 2/3 and the one rule: untrusted text goes through `tanuki_table.core.text` before Textual or
Rich sees it. No MarkupError, no ESC or bidi override on output, the name shown as written."""

from __future__ import annotations

import random

import pytest
from rich.console import Console
from rich.text import Text
from textual.content import Content

from edges.conftest import HOSTILE_NAMES, assert_no_raw_controls
from tanuki_table.core.text import PLACEHOLDER, clean, is_printable, safe, safe_text


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_safe_markup_shows_the_name_as_written_in_textual_and_rich(name):
    expected = clean(name).replace("\\[", "\uff3c[")
    assert Content.from_markup(safe(name)).plain == expected
    assert Text.from_markup(safe(name)).plain == expected
    assert_no_raw_controls(safe(name))


def test_safe_markup_round_trips_random_bracket_soup():
    rng = random.Random(17)
    for _ in range(3000):
        raw = "".join(rng.choice("[]\\$=/ab @#\x1b\u202e") for _ in range(rng.randrange(1, 14)))
        expected = clean(raw).replace("\\[", "\uff3c[")
        assert Content.from_markup(safe(raw)).plain == expected, raw
        assert Text.from_markup(safe(raw)).plain == expected, raw


def test_control_and_bidi_characters_become_a_visible_placeholder():
    assert clean("a\x1b]0;pwn\x07b") == f"a{PLACEHOLDER}]0;pwn{PLACEHOLDER}b"
    assert clean("x\u202ey\u2066z\x9b") == f"x{PLACEHOLDER}y{PLACEHOLDER}z{PLACEHOLDER}"
    assert clean("two\nlines") == f"two{PLACEHOLDER}lines"
    assert clean("two\nlines", newlines=True) == "two\nlines"
    assert not is_printable("a\u202eb") and is_printable("Kintarō [v2]")


def test_safe_text_is_never_parsed_and_prints_no_escape():
    console = Console(record=True, width=80, color_system=None)
    for name in HOSTILE_NAMES:
        console.print(safe_text(name))
    out = console.export_text()
    assert_no_raw_controls(out)
    assert "[/evil]" in out and "Iga[/x]" in out and "My deck [v2]" in out


def test_the_quick_look_never_lets_through_a_character_clean_replaces():
    """`clean` returns text that `str.isprintable` accepts without running its pattern: every
    character the pattern replaces (with or without newlines kept) must be one it refuses."""
    from tanuki_table.core import text

    for keep_newlines in (False, True):
        pattern = text._unsafe(keep_newlines)
        replaced = [chr(c) for c in range(0x3000) if pattern.match(chr(c))]
        assert len(replaced) > 40
        assert not [c for c in replaced if c.isprintable()]
        assert all(text.clean(f"ab{c}cd", newlines=keep_newlines) == f"ab{text.PLACEHOLDER}cd"
                   for c in replaced if c not in "\r\n")
