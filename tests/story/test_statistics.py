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
