"""Issue 51: the screen-wording test (tests/ui/test_screen_wording.py) in Polish and Japanese.

The same seeded games on the real screen, at 120x40 and 80x24 (resized mid-game), to the game-over
box, its reveal-all transcript and the table after it, with each language's own eyes
(`wording_languages.py`): no English word of the games left, Polish plural forms after numbers,
no "Gracz N" for a seat with a name; and no line wider than the terminal (a Japanese character is
two cells). The default run plays every game in one of the two languages; `-m slow` the rest."""

from __future__ import annotations

import pytest
from common import few
from ui.test_screen_wording import read_a_game, setup_for
from ui.wording_languages import translated_faults

from tanuki_table.core import i18n

GAMES = {"tanuki_panic": [None, "simple"], "pikmin": [None, "simple"], "tmnt": [None, "simple"],
         "tacocat": [None, None], "animale_tattica": [None, "simple", "simple"]}
CASES = [(game, code) for game in GAMES for code in ("pl", "ja")]
DEFAULT = [("tanuki_panic", "ja"), ("pikmin", "pl"), ("tmnt", "ja"), ("tacocat", "pl"), ("animale_tattica", "ja")]


def test_the_eyes_find_english_and_a_wrong_polish_plural():
    assert translated_faults("Twój ruch · 5 karty w ręce", "pl")
    assert translated_faults("Bot wins · 2 ruchy", "pl")
    assert translated_faults("Ruch: Gracz 2", "pl")
    assert not translated_faults("Tacocat Spelled Backwards · 2 karty · 5 kart · 1 karta · 12 ruchów", "pl")
    assert translated_faults("あなたの番 · Turn 3", "ja")
    assert not translated_faults("TMNT TCG · ターン3 · space 選択 · ^p キー", "ja")


@pytest.mark.parametrize(("game", "code"), few(CASES, DEFAULT))
async def test_a_game_reads_right_in_polish_and_japanese(game, code):
    i18n.use_language(code)
    seats = GAMES[game]
    names = ["Ann", "Bob"] if game == "tacocat" else None
    first, then = ((120, 40), (80, 24)) if code == "ja" else ((80, 24), (120, 40))
    await read_a_game(setup_for(game, seats, names=names), first, then, game == "tacocat",
                      f"{game} in {code}", decisions=(1, 1))
