"""Polish and Japanese through our text helpers (issue 51): cleaning and escaping keep them as
written, and layout measures terminal cells (a Japanese character is two), not characters."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tanuki_table.core.text import cells, chop, clean, escape_markup, fit, is_printable, pad, safe, safe_text
from tanuki_table.ui.screens.game.labels import squeeze, wrap
from tanuki_table.ui.widgets.hand import Hand

POLISH = "Zażółć gęślą jaźń: źdźbło, Łódź"
JAPANESE = "風・林・火・山　亀の甲羅はミュータントの盾"
SAMPLES = [POLISH, JAPANESE, "Karta 風林火山 ma 5 punktów"]


@pytest.mark.parametrize("text", SAMPLES)
def test_cleaning_and_escaping_keep_polish_and_japanese_as_written(text):
    assert clean(text) == text and safe(text) == text and escape_markup(text) == text
    assert safe_text(text).plain == text
    assert is_printable(text)


def test_control_and_bidi_characters_are_still_replaced_beside_polish_and_japanese():
    assert clean("Łódź\x1b[2J風\u202e山") == "Łódź\ufffd[2J風\ufffd山"
    assert safe("[b]żółw[/b] 亀") == "\\[b]żółw\\[/b] 亀"


def test_a_japanese_character_is_two_cells_and_a_polish_letter_one():
    assert cells("ąęłńóśźż") == 8
    assert cells("風林火山") == 8
    assert cells(POLISH) == len(POLISH)
    assert cells(JAPANESE) == 2 * len(JAPANESE)


@pytest.mark.parametrize("text", SAMPLES)
@pytest.mark.parametrize("width", [1, 2, 3, 7, 10, 15])
def test_fit_never_passes_the_width_nor_halves_a_character(text, width):
    shown = fit(text, width)
    assert cell_len(shown) <= width
    assert shown.endswith("…") or width < 2 or shown == text
    assert text.startswith(shown.removesuffix("…").rstrip())


def test_fit_leaves_text_that_fits():
    assert fit(POLISH, 40) == POLISH and fit("風林火山", 8) == "風林火山" and fit("風林火山", 7) == "風林火…" and fit("風林火山", 6) == "風林…"


@pytest.mark.parametrize("align", ["<", ">", "^"])
def test_pad_fills_to_the_width_in_cells_as_format_does_for_latin(align):
    for text in ("亀", " żółw", "風林火山"):
        assert cells(pad(text, 12, align)) == 12
    assert pad("Tacocat", 12, align) == f"{'Tacocat':{align}12}"
    assert pad("風林火山", 4) == "風林火山"


@pytest.mark.parametrize("text", SAMPLES)
def test_chop_gives_pieces_within_the_width_that_join_into_the_text(text):
    pieces = chop(text, 5)
    assert "".join(pieces) == text and all(cell_len(p) <= 5 for p in pieces)


@pytest.mark.parametrize("width", [6, 11, 20])
def test_an_action_label_in_japanese_wraps_within_the_width_and_loses_nothing(width):
    label = "風林火山のカードを場に出す（攻撃表示）"
    lines = wrap(label, width)
    assert all(cell_len(line) <= width for line in lines)
    assert "".join(lines) == label
    mixed = wrap("Zagraj 風林火山のカード na pole 2", 10)
    assert all(cell_len(line) <= 10 for line in mixed)
    assert " ".join(mixed).replace(" ", "") == "Zagraj風林火山のカードnapole2"


def test_a_status_line_in_japanese_is_squeezed_in_cells():
    line = "TMNT TCG · ターン 3 · レオナルドの番 · 山札 12 · 手札 5"
    assert cell_len(squeeze(line, 40)) <= 40
    assert squeeze("Żółw ma 5 kart", 20) == "Żółw ma 5 kart"


def test_the_hand_lays_out_japanese_card_names_in_cells():
    hand = Hand()
    hand.set_cards(["a", "b", "c"], ["風林火山", "亀の甲羅", "忍者"], "レオ:")
    lines = hand._lines_from(0, 30)
    indent = cell_len("レオ:") + 1
    for line in lines:
        assert indent + sum(cell_len(hand.chip(i)) + 1 for i in line) <= 30
    assert lines == [[0, 1], [2]]
