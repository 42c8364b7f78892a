"""Issue 33: statistics speak the player's language: card names, only the person's own cards, and a
hot-seat game counted for each seat name, never as "my" win."""

from __future__ import annotations

import random

from tanuki_table.persistence.history import GameRecord, record_game, record_session, stats
from tanuki_table.core.session import Session, Setup

MINE = ["kappa", "shuten-doji"] * 3
THEIRS = ["kodama", "igaguri"] * 3


def test_favourite_cards_are_named_and_only_the_persons_own():
    setup = Setup(game="tanuki_panic", seed=3, variant="casual", first_player=0, seats=[None, "easy"],
                  decks=[MINE, THEIRS])
    session = Session(setup)
    rng = random.Random(3)
    named_theirs = False
    while not session.state.is_over:
        legal = session.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if session.state.current_player == 0 and set(action.card_ids()) & set(THEIRS):
            named_theirs = True  # an attack on the rival's card names it: still not the person's card
        session.play(action)
    assert named_theirs
    record = record_session(session, ["You", "Bot (easy)"])
    assert record.cards and set(record.cards) <= set(MINE)
    record_game(record)
    row = next(r for r in stats("tanuki_panic") if r.opponent == "bot: easy")
    names = {name for name, _ in row.favourite_cards}
    assert names and names <= {"Kappa", "Shuten-dōji"}


def test_a_hotseat_game_counts_for_each_seat_name_not_as_my_win():
    record_game(GameRecord(game="tmnt", variant="standard", seats=[None, None], names=["Ada", "Grace"], winner=1,
                           length=9, cards=[["raphael"], ["leonardo", "leonardo"]]))
    rows = {r.player: r for r in stats("tmnt")}
    assert "you" not in rows
    assert (rows["Ada"].games, rows["Ada"].wins) == (1, 0)
    assert (rows["Grace"].games, rows["Grace"].wins) == (1, 1)
    assert rows["Grace"].favourite_cards == [("Leonardo", 2)] and rows["Ada"].favourite_cards == [("Raphael", 1)]


def test_a_card_is_played_once_when_it_leaves_the_hand_not_each_time_a_copy_on_the_table_acts():
    """Issue 49: with a copy of Momotarō in hand, each attack by the one on the table was counted
    as a play (Momotarō ×7 after one summon). A play is a card that left the hand: the game's own
    events of putting a card from the hand onto the table are the count."""
    setup = Setup(game="tanuki_panic", seed=3, variant="casual", first_player=0, seats=[None, "easy"],
                  decks=[["momotaro"] * 12, THEIRS])
    session = Session(setup)
    rng = random.Random(3)
    acted_with_a_copy_in_hand = False
    while not session.state.is_over:
        legal = session.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if (session.state.current_player == 0 and action.kind != "summon" and "momotaro" in action.card_ids()
                and "momotaro" in session.state.observation(0).hand):
            acted_with_a_copy_in_hand = True
        session.play(action)
    assert acted_with_a_copy_in_hand
    from_hand = [e for e in session.state.log if e.seat == 0 and e.word in ("summon", "set", "setup_set")]
    record = record_session(session, ["You", "Bot (easy)"])
    assert record.cards == ["momotaro"] * len(from_hand)
