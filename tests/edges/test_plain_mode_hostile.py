"""Issue 29, items 6, 9 and 11 in plain mode: hot-seat clears the screen and the scroll-back with
the app's own code (not "cleaned" into visible text); `²`, `i ²` and a 5,000-digit number are
asked again, never "unexpected error"; `< /dev/zero` ends at once in bounded memory; a hostile
player name reaches the terminal as text."""

from __future__ import annotations

import io

from tanuki_table.cli.plain import CLEAR, PlainGame
from tanuki_table.core.session import Setup


class Screen(io.StringIO):
    def isatty(self) -> bool:
        return True


def _script(lines):
    answers = iter(lines)

    class Script(io.StringIO):
        def readline(self, *args: object) -> str:
            return next(answers, "")

    return Script()


def test_hotseat_clears_the_screen_with_the_real_code_and_names_stay_text():
    out = Screen()
    setup = Setup(game="tacocat", seed=4, seats=[None, None], first_player=0,
                  names=["\x1b]0;pwn\x07[/evil]", "Bo\u202eb"])
    PlainGame(setup, out=out, inp=_script(["1\n", "\n", "1\n", "\n", "q\n"])).run()
    text = out.getvalue()
    assert CLEAR in text and "\ufffd[2J" not in text
    assert "\x1b]0;pwn" not in text and "\x07" not in text and "\u202e" not in text
    assert text.replace(CLEAR, "").count("\x1b") == 0
    assert "[/evil]" in text


def test_odd_numbers_are_asked_again_never_an_unexpected_error():
    out = io.StringIO()
    setup = Setup(game="tanuki_panic", seed=5, seats=[None, "simple"], first_player=0)
    typed = io.StringIO("".join(["²\n", "i ²\n", "9" * 5000 + "\n", "i " + "9" * 500 + "\n", "x" * 5000 + "\n", "q\n"]))
    code = PlainGame(setup, out=out, inp=typed).run()
    text = out.getvalue()
    assert code == 0 and "Left the game" in text
    assert text.count("Type a number from 1 to") == 3 and text.count("Say i and a card number") == 2
    assert text.count("longer than 1000 characters: ignored") == 2


def test_plain_mode_reading_dev_zero_ends_at_once():
    out = io.StringIO()
    setup = Setup(game="tanuki_panic", seed=5, seats=[None, "simple"], first_player=0)
    with open("/dev/zero", encoding="utf-8") as zero:
        assert PlainGame(setup, out=out, inp=zero).run() == 0
    assert "leaving; the game is saved" in out.getvalue()
