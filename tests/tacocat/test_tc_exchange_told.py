"""Issue 42.5: what of an exchange each reader is told. The rulebook: the exchanged cards go face
up onto the discard pile ("Wybrane karty są umieszczane odkryte na stosie kart odrzuconych"), and
on the two-arrow space both choose at once, in secret, then both exchanges are carried out and
shown. So the rival learns the discarded ranks once both have chosen, never before, and never the
cards drawn; the exchanging seat reads its own draw."""

from __future__ import annotations

import io

from tanuki_table.cli.plain import PlainGame
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Setup

from .tc_helpers import GAME, order


def _bot_exchanged_first():
    """Round 1, Player 2 first: Player 2 exchanges its 12, Player 1 then exchanges nothing."""
    state = GAME.new_game(seed=1, decks=[order([2, 3, 4, 5, 6, 7, 8], [9, 9, 10, 10, 11, 11, 12], [1])],
                          shuffle=False, first_player=1)
    chose = next(a for a in state.legal_actions() if a.label == "Exchange 12")
    state.apply(chose)
    secret_so_far = list(state.log)
    state.apply(next(a for a in state.legal_actions() if a.label == "Exchange nothing"))
    return state, secret_so_far


def test_the_rival_learns_the_discarded_ranks_only_at_the_reveal_and_never_the_draw():
    state, before_reveal = _bot_exchanged_first()
    narrator = Narrator(["Ada", "Bot (easy)"], you=0)
    rival_before = "\n".join(narrator.lines(before_reveal, 0))
    assert "Bot (easy) chose their exchange in secret." in rival_before and "12" not in rival_before
    shown = next(e for e in state.log if e.seat == 1 and e.word == "exchanged_shown")
    for reader in (0, None):  # the rival, a spectator (and a networked rival: the event as sent)
        assert narrator.line(shown, reader) == "Bot (easy) exchanged 1 card: discarded rank 12 face up and drew as many."
        assert narrator.line(shown.seen_by(reader), reader) == narrator.line(shown, reader)
    own = Narrator(["Ada", "Bot (easy)"], you=1).line(shown, 1)
    assert own == "You exchanged 1 card: discarded rank 12 face up and drew rank 1."  # a rank, never "1" cards


def test_the_round_line_says_the_secret_choices_are_shown_once_both_are_made():
    state, _ = _bot_exchanged_first()
    line = Narrator(["Ada", "Bot (easy)"], you=0).line(state.log[1], 0)
    assert line == "Round 1: 7 cards each. Exchange: both players choose in secret, then both exchanges are shown face up."


def test_plain_mode_never_prints_the_rivals_secret_choice_or_draw():
    out = io.StringIO()
    setup = Setup(game="tacocat", seed=5, first_player=1, seats=[None, "easy"])
    plain = PlainGame(setup, out=out, inp=io.StringIO("1\nq\n"))
    plain.run()
    text = out.getvalue()
    log = plain.session.state.log
    bot = [e for e in log if e.seat == 1 and e.hidden is not None and e.word in ("chose", "exchanged_shown")]
    assert bot, "the bot chose an exchange"
    for event in bot:
        assert plain.narrator.line(event, 0) in text
        assert plain.narrator.line(event, 1) not in text  # the bot's own reading holds its secrets
