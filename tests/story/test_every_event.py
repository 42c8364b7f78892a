"""Issue 33: every event of 200 random games per game (every variant), told to every reader.

Readers: each seat addressed as "you" (the one person against bots), each seat by name (hot-seat),
a spectator, and everyone after the game. Each sentence: no "Player N" where seats have names, no
"you" with a third-person verb, a secret only for its seat (or everyone after the game, named,
never "you"), a capital first and punctuation last.
"""

from __future__ import annotations

import re

import pytest

from tests.story.playouts import events_of

from tanuki_table.core.events import Reader
from tanuki_table.games import game_ids
from tanuki_table.core.grammar import agree
from tanuki_table.core.narration import tell

NAMES = ("Ann", "Bot 2 (easy)", "Bot 3 (easy)", "Bot 4 (easy)")
PLAYER_N = re.compile(r"\bPlayer [1-9]\b")
YOU_VERB = re.compile(r"\b[Yy]ou ([a-z]+)\b")
YOU = re.compile(r"\b[Yy]ou(r)?\b")


def readers(players: int) -> list[Reader]:
    names = NAMES[:players]
    seats = [Reader(names, s, you) for s in range(players) for you in (True, False)]
    return [*seats, Reader(names), Reader(names, everything=True)]


def check_sentence(text: str) -> None:
    assert text[:1].isupper(), f"not a capital first: {text!r}"
    assert text[-1:] in ".!?", f"no punctuation last: {text!r}"
    assert not PLAYER_N.search(text), f"a seat that has a name is called Player N: {text!r}"
    for verb in YOU_VERB.findall(text):
        assert agree(verb, True) == verb, f"'you {verb}': a third-person verb after you in {text!r}"


@pytest.mark.parametrize("game", game_ids())
def test_every_event_reads_right_for_every_reader(game):
    found, games = events_of(game)
    assert games >= 200
    told = 0
    for players, events in found.items():
        for reader in readers(players):
            for event in events:
                text = tell(event, reader)
                check_sentence(text)
                told += 1
                if event.hidden is None:
                    continue
                public = tell(event.seen_by(None), reader)
                if reader.everything:
                    assert not YOU.search(text), f"after the game a secret never says you: {text!r}"
                elif reader.seat == event.seat:
                    assert event.seen_by(reader.seat) is event
                else:
                    assert text == public, f"a secret of seat {event.seat} reached seat {reader.seat}: {text!r}"
    assert told > 1000


@pytest.mark.parametrize("game", game_ids())
def test_the_public_text_names_seats_player_n_and_never_says_you(game):
    found, _ = events_of(game)
    for events in found.values():
        for event in events:
            text = event.text
            assert text[:1].isupper() and text[-1:] in ".!?", text
            if event.hidden is not None:
                assert not YOU.search(text), f"the public text of a secret says you: {text!r}"
                assert event.secret is not None and event.secret != text
