"""Issue 19: `play ... --plain`, line by line through stdin and stdout, to the end of the game."""

from __future__ import annotations

import io
import re

import pytest

from tanuki_table.games import game_ids, get_game
from tanuki_table.cli.plain import PlainGame
from tanuki_table.core.session import Setup
from tanuki_table.cards.setups import setup_from_args

BOX = re.compile("[\u2500-\u259f]")


class Typist(io.StringIO):
    """Answers every prompt with the first action (and Enter at handovers)."""

    def readline(self, *args: object) -> str:
        return "1\n"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_the_end_in_plain_mode_against_the_bot(game_id):
    out = io.StringIO()
    setup = setup_from_args({"game": game_id, "bot": "simple", "seed": 3, "players": get_game(game_id).min_players})
    assert PlainGame(setup, out=out, inp=Typist()).run() == 0
    text = out.getvalue()
    assert "The game is over" in text
    assert not BOX.search(text), "plain mode draws no box characters"
    assert "\x1b" not in text


def test_plain_hotseat_pauses_to_pass_the_keyboard():
    out = io.StringIO()
    setup = Setup(game="tacocat", seed=4, seats=[None, None], first_player=0)
    PlainGame(setup, out=out, inp=Typist()).run()
    assert "Pass the keyboard to Player 2" in out.getvalue()


def test_plain_commands_read_a_card_and_the_log():
    out = io.StringIO()
    answers = iter(["i 1\n", "log\n", "help\n", "q\n"])

    class Script(io.StringIO):
        def readline(self, *args: object) -> str:
            return next(answers, "")

    setup = Setup(game="tanuki_panic", seed=5, seats=[None, "simple"], first_player=0)
    PlainGame(setup, out=out, inp=Script()).run()
    text = out.getvalue()
    assert "ATK" in text
    assert "Type a number from 1 to" in text
    assert "Left the game" in text


def test_plain_mode_runs_through_a_pipe_without_a_terminal():
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "tanuki_table", "play", "tacocat", "--vs", "simple", "--plain", "--seed", "2"],
        input="1\n" * 400, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "The game is over" in result.stdout


def test_the_bot_is_named_by_the_level_players_choose_even_when_asked_for_as_simple():
    """Issue 42.7: `simple` is the easy level's bot, so it is "Bot (easy)" in plain mode too."""
    out = io.StringIO()
    setup = setup_from_args({"game": "tacocat", "bot": "simple", "seed": 3, "players": 2})
    assert setup.seat_names() == ["You", "Bot (easy)"]
    PlainGame(setup, out=out, inp=io.StringIO("q\n")).run()
    assert "Bot (easy)" in out.getvalue() and "simple" not in out.getvalue()


def test_the_moves_left_out_of_the_list_are_explained_with_an_example_to_type():
    """Issue 42.4: "66 more moves use several cards: type the move and the cards, ..." read as a typo."""
    out = io.StringIO()
    setup = Setup(game="tacocat", seed=3, first_player=0, seats=[None, "easy"])
    PlainGame(setup, out=out, inp=io.StringIO("q\n")).run()
    text = out.getvalue()
    assert "more moves use several cards" not in text
    assert re.search(r"Not listed: \d+ moves with several cards\. To make one, type its word and its cards, "
                     r"for example: exchange 2 2", text), text
