"""Issue 41: each player brings their own deck. Before a game with decks every person's seat
chooses; the table checks each deck with the game's own rules; a bad one (unknown cards, 500 cards,
a forged message) gets a clear error and changes nothing; nothing of one seat's deck is ever sent
to the other, before or during the game; a seat that drops while choosing finds its choice kept."""

from __future__ import annotations

import json
import queue
import time

import pytest
from net.tablekit import Driver, close, hosted, joined
from net.test_secrets_over_the_wire import Secrets, strings

from tanuki_table.cards.decks import save_deck
from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.net.link import LinkStatus
from tanuki_table.net.table import Peer
from tanuki_table.net.protocol import Choosing, Deck, Error, StateMessage

GAME = get_game("tanuki_panic")
PREMADE = GAME.decks.premade(GAME)
ONI, STORM = "Oni of Mount Ōe", "Storm and Fox"


def answers(session, kinds=(Choosing, Error, StateMessage), seconds: float = 5.0) -> list:
    """The table's messages to `session` until one of `kinds` (applied as the screen would)."""
    seen, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            message = session.link.inbox.get(timeout=0.05)
        except queue.Empty:
            continue
        if isinstance(message, LinkStatus):
            continue
        session.receive(message)
        seen.append(message)
        if isinstance(message, kinds):
            return seen
    raise AssertionError(f"no {kinds} arrived: {seen}")


def last(session, kind):
    return [m for m in answers(session, (kind,)) if isinstance(m, kind)][-1]


@pytest.fixture
def sent(monkeypatch):
    """Every message the table sends, by the seat it goes to (None: a spectator); and, once a test
    sets `log["secrets"]`, the card ids of seat 1's that seat 2 may not know found in any message
    to seat 2, each checked against the table's true state at the moment it is sent."""
    log: dict = {0: [], 1: [], None: [], "secrets": None, "leaks": []}
    original = Peer.send

    def send(peer: Peer, message) -> None:
        log.setdefault(peer.seat, []).append(message)
        if peer.seat == 1 and log["secrets"] is not None:
            log["leaks"] += strings(json.loads(message.model_dump_json())) & log["secrets"].hidden_now()
        original(peer, message)

    monkeypatch.setattr(Peer, "send", send)
    return log


def test_both_seats_bring_their_own_decks_and_neither_hears_the_others(sent):
    bob_deck = PREMADE[ONI][:20] + PREMADE[STORM][:20]
    assert GAME.decks.problems(GAME, bob_deck) == []
    save_deck("tanuki_panic", "Bob's mix", bob_deck)  # on "Bob's machine": his own saved deck
    with hosted(Setup(game="tanuki_panic", seed=5, seats=[None, None]), choosing=None) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        assert ann.deciding and bob.deciding and ann.state.seq == 0
        ann.choose_deck(STORM, PREMADE[STORM])
        told = last(ann, Choosing)
        assert told.mine == STORM and told.seats == ["chosen", "choosing"]
        heard = last(bob, Choosing)
        assert heard.seats == ["chosen", "choosing"] and heard.mine is None  # whether, never what
        bob.choose_deck("Bob's mix", bob_deck)
        assert any(isinstance(m, StateMessage) for m in answers(bob, (StateMessage,)))
        answers(ann, (StateMessage,))
        session = table.table.session
        assert session.setup.decks == [sorted(PREMADE[STORM]), sorted(bob_deck)]
        assert set(ann.state.observation(0).hand) <= set(PREMADE[STORM])
        assert set(bob.state.observation(1).hand) <= set(bob_deck)
        sent["secrets"] = Secrets(session)
        first, second = Driver(ann, 1, stop_at=25).start(), Driver(bob, 2, stop_at=25).start()
        first.wait()
        second.wait()
        assert sent["secrets"].hidden_now()  # Ann holds cards Bob may not know: the check had work
        close(ann, bob)
    assert sent["leaks"] == []
    to_bob = "\n".join(m.model_dump_json() for m in sent[1])
    assert STORM not in to_bob and "Storm" not in to_bob  # Ann's deck's name never went to Bob
    before_game = [m for m in sent[1] if not isinstance(m, StateMessage)]
    assert not any(card in strings(json.loads(m.model_dump_json())) for m in before_game for card in PREMADE[STORM])


def test_bad_decks_are_refused_with_why_and_change_nothing():
    with hosted(Setup(game="tanuki_panic", seed=5, seats=[None, None]), choosing=None) as table:
        ann = joined(table.seats[0], "Ann")
        spectator = joined(table.spectator)
        before = table.table.session.setup.model_copy(deep=True)
        for name, cards, words in (
            ("nonsense", ["no-such-card"] * 40, "unknown card id"),
            ("huge", PREMADE[ONI] * 12 + PREMADE[ONI][:20], "has 500 cards"),
            ("tiny", PREMADE[ONI][:10], "at least 40 cards"),
        ):
            ann.choose_deck(name, cards)
            error = last(ann, Error)
            assert words in error.message and "Nothing changed" in error.message, error.message
        ann.link.send(Deck(name="forged", cards={PREMADE[ONI][0]: 999}))
        assert "999 cards" in last(ann, Error).message
        spectator.choose_deck(ONI, PREMADE[ONI])
        assert "Spectators bring no deck" in last(spectator, Error).message
        ann.link.send(Deck.model_construct(type="deck", name="x", cards={"a": 1}))  # valid: refused by rules
        last(ann, Error)
        assert table.table.session.setup == before and table.table.choosing == {0, 1}
        ann.link.send(Deck.model_construct(type="deck", name="x", cards={str(n): 1 for n in range(500)}))
        assert "bad message" in last(ann, Error).message  # over the message's own bound: not even read
        assert table.table.session.setup == before
        close(ann, spectator)


def test_moves_wait_until_every_deck_is_chosen_and_decks_wait_for_no_game():
    from tanuki_table.net.protocol import Move

    with hosted(Setup(game="tanuki_panic", seed=5, seats=[None, None]), choosing=None) as table:
        ann, bob = joined(table.seats[0]), joined(table.seats[1])
        ann.link.send(Move(seq=0, index=0))
        assert "every seat has chosen" in last(ann, Error).message
        ann.concede(0)
        assert "not started" in last(ann, Error).message
        ann.choose_deck(ONI, PREMADE[ONI])
        bob.choose_deck(STORM, PREMADE[STORM])
        answers(ann, (StateMessage,))
        ann.choose_deck(STORM, PREMADE[STORM])
        assert "has started" in last(ann, Error).message
        assert table.table.session.setup.decks[0] == sorted(PREMADE[ONI])
        close(ann, bob)


def test_a_seat_that_drops_while_choosing_finds_its_choice_kept():
    with hosted(Setup(game="tanuki_panic", seed=5, seats=[None, None]), choosing=None) as table:
        ann, bob = joined(table.seats[0], "Ann"), joined(table.seats[1], "Bob")
        bob.choose_deck(ONI, PREMADE[ONI])
        assert last(bob, Choosing).mine == ONI
        close(bob)  # the client dies while Ann still chooses
        back = joined(table.seats[1], "Bob")
        assert back.choosing is not None and back.choosing.mine == ONI and not back.deciding
        ann.choose_deck(STORM, PREMADE[STORM])
        answers(back, (StateMessage,))
        assert back.state.seq == 0 and back.state.observation(1).player == 1
        assert table.table.session.setup.decks[1] == sorted(PREMADE[ONI])
        close(ann, back)


def test_a_game_without_decks_starts_at_once_and_refuses_a_deck():
    with hosted(Setup(game="tacocat", seed=5, seats=[None, None]), choosing=None) as table:
        ann = joined(table.seats[0])
        assert ann.choosing is None and ann.state.legal_actions() or ann.state.current_player == 1
        ann.choose_deck("x", ["a"])
        assert "without chosen decks" in last(ann, Error).message
        close(ann)


def test_animale_tattica_seats_choose_their_animals_and_two_cannot_take_the_same():
    info = get_game("animale_tattica")
    armies = info.decks.premade(info)
    dog, cat = list(armies)[:2]
    with hosted(Setup(game="animale_tattica", seed=5, seats=[None, None]), choosing=None) as table:
        ann, bob = joined(table.seats[0]), joined(table.seats[1])
        assert ann.choosing.what == "animal"
        ann.choose_deck(dog, armies[dog])
        last(ann, Choosing)
        bob.choose_deck(dog, armies[dog])
        assert "Nothing changed" in last(bob, Error).message
        bob.choose_deck(cat, armies[cat])
        answers(bob, (StateMessage,))
        close(ann, bob)
