"""Issue 33 in plain mode: the same story as the screen, everything each move caused printed before
the next prompt, the rules as plain text, and the finished game in the match history."""

from __future__ import annotations

import io

import pytest

from tanuki_table.games import game_ids, get_game
from tanuki_table.persistence.history import stats
from tanuki_table.cli.plain import PlainGame
from tanuki_table.core.session import Setup


class Typist(io.StringIO):
    """Answers every prompt with the first action."""

    def readline(self, *args: object) -> str:
        return "1\n"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_plain_game_prints_every_event_and_is_recorded(game_id):
    out = io.StringIO()
    setup = Setup(game=game_id, seed=3, first_player=1, players=get_game(game_id).min_players, seats=[None, "easy"])
    plain = PlainGame(setup, out=out, inp=Typist())
    assert plain.run() == 0
    text = out.getvalue()
    state = plain.session.state
    assert state.is_over
    missing = [line for line in plain.narrator.lines(state.log, 0) if line not in text]
    assert not missing, f"{len(missing)} of {len(state.log)} events never printed, e.g. {missing[:3]}"
    assert "The game is over: " in text
    rows = [row for row in stats(game_id) if row.player == "you"]
    assert rows and rows[0].games == 1


def test_after_your_move_plain_mode_prints_what_it_did():
    answers = iter(["1\n"] * 3 + ["q\n"])

    class Script(io.StringIO):
        def readline(self, *args: object) -> str:
            return next(answers, "")

    out = io.StringIO()
    setup = Setup(game="tacocat", seed=3, first_player=0, seats=[None, "easy"])
    plain = PlainGame(setup, out=out, inp=Script())
    plain.run()
    text = out.getvalue()
    chose = text.index("You chose: ")
    first_move = next(e for e in plain.session.state.log if e.seat == 0 and e.kind != "phase")
    assert plain.narrator.line(first_move, 0) in text[chose:]


def test_question_mark_prints_the_rules_as_plain_text():
    answers = iter(["?\n", "q\n"])

    class Script(io.StringIO):
        def readline(self, *args: object) -> str:
            return next(answers, "")

    out = io.StringIO()
    PlainGame(Setup(game="tanuki_panic", seed=5, seats=[None, "easy"]), out=out, inp=Script()).run()
    text = out.getvalue()
    assert "Energy" in text and "Summoning" in text
    lines = text.splitlines()
    assert not any(line.lstrip().startswith(("#", "|", "- ", "* ")) for line in lines)
    assert "**" not in text and "`" not in text
