"""Tacocat at the table: distinct labels, one action per effect, the card view, the public
discard pile and the log's phase and result lines."""

from __future__ import annotations

import random

from tanuki_table.core.engine import PHASE, RESULT
from tests.tacocat.tc_helpers import GAME, game, labels, play


def test_labels_are_unique_in_every_legal_list_of_random_playouts():
    for seed in range(40):
        state = GAME.new_game(seed=seed, variant="tie_to_arrow" if seed % 2 else None)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            names = [a.label for a in legal]
            assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
            assert len(legal) == len(set(legal))
            state.apply(legal[rng.randrange(len(legal))])


def test_two_cards_of_one_rank_give_one_defence_and_one_sacrifice():
    state = game([12, 12, 1, 1, 5, 6, 7], [11, 2, 3, 4, 8, 9, 10])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 7", "Duel with 10", "Attack with 11")
    assert labels(state).count("Defend with 12") == 1
    assert labels(state).count("Sacrifice 1") == 1
    assert labels(state) == ["Defend with 12", "Sacrifice 1"]


def test_two_cards_of_one_rank_give_one_duel_attack_and_set():
    state = game([5, 5, 5, 12, 1, 2, 3], [11, 4, 6, 7, 8, 9, 10])
    play(state, "Exchange nothing", "Exchange nothing")
    assert labels(state).count("Duel with 5") == 1
    play(state, "Duel with 12", "Duel with 4")
    names = labels(state)
    for label in ("Attack with 5", "Attack with a set of 5 5", "Attack with a set of 5 5 5", "Attack with a sequence of 1 2 3"):
        assert names.count(label) == 1


def test_jumbo_labels_state_only_the_ranks_played():
    state = game([3, 4, 5, 5, 12, 1, 2], [11, 6, 7, 8, 9, 10, 10])
    play(state, "Exchange nothing", "Exchange nothing", "Duel with 12", "Duel with 6")
    names = labels(state)
    assert not any(str(n) in label for label in names for n in (6, 7, 8, 9, 12))
    assert "Attack with a sequence of 2 3 4" in names and names.count("Attack with a sequence of 3 4 5") == 1


def test_card_view_shows_name_and_rank():
    view = GAME.card_view("star-rats")
    assert view.name == "Star Rats" and [s.text() for s in view.stats] == ["Rank 5"]
    assert "rank 5" in view.kind and view.text


def test_card_view_of_a_card_the_viewer_may_not_see_is_face_down():
    state = GAME.new_game(seed=2)
    obs = state.observation(0)
    rival = state.hands[1][0]
    view = GAME.card_view(rival, obs)
    assert view.face_down and view.id == "" and GAME.card(rival).name not in repr(view)
    mine = GAME.card_view(obs.hand[0], obs)
    assert not mine.face_down and mine.name == GAME.card(obs.hand[0]).name


def test_public_piles_hold_every_face_up_card_of_the_round():
    state = game([12, 1, 2, 3, 4, 5, 6], [11, 7, 8, 9, 10, 10, 10])
    play(state, "Exchange 5 6", "Exchange nothing", "Duel with 12", "Duel with 11", "Attack with 4", "Defend with 7")
    obs = state.observation(0)
    piles = GAME.public_piles(obs)
    assert [p.name for p in piles] == ["Discard pile"] and piles[0].owner is None
    shown = [GAME.card(c).rank for c in piles[0].cards]
    assert sorted(shown) == [4, 5, 6, 7, 11, 12]
    assert all(c not in piles[0].cards for c in state.hands[1])


def test_phase_changes_are_phase_lines_and_reveals_are_results():
    state = game([12, 1, 2, 3, 4, 5, 6], [11, 7, 8, 9, 10, 10, 10])
    play(state, "Exchange nothing", "Exchange nothing")
    kinds = {e.text.split(":")[0]: e.kind for e in state.log}
    assert kinds["Round 1"] == PHASE and kinds["Duel"] == PHASE
    play(state, "Duel with 12", "Duel with 11")
    assert state.log[-2].kind == RESULT and state.log[-2].text.startswith("Duel: Player 1 shows 12")
    assert state.log[-1].kind == PHASE and state.log[-1].text.startswith("Play:")
    play(state, "Attack with 6", "Defend with 7")
    assert state.log[-1].kind == RESULT and "held off" in state.log[-1].text


def test_round_end_and_game_end_are_results():
    from tests.common import random_playout

    state = random_playout("tacocat", 5)
    finals = [e for e in state.log if e.text.startswith(("Final reveal", "A tie")) or "wins the" in e.text]
    assert finals and all(e.kind == RESULT for e in finals)
    assert state.log[-1].kind == RESULT and "wins the game" in state.log[-1].text


def test_public_log_lines_never_say_you():
    from tests.common import random_playout

    state = random_playout("tacocat", 8)
    for event in state.log:
        assert "You" not in event.text and "1 cards" not in event.text
        if event.secret is not None:
            assert event.secret.startswith("You")
