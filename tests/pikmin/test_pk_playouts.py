"""Pikmin TCG: seeded random playouts end, cards are conserved, saves round-trip, secrets stay hidden."""

from __future__ import annotations

import random

import pytest
from common import random_playout

from tanuki_table.bots import make_bot

from .pk_helpers import CAT, GAME, choose_leader, deck, find

LEAF_LIMIT = CAT.rules.leaf_limit


def _check(state) -> None:
    table = CAT.infos
    for seat in (0, 1):
        field = [e for e in state.fields[seat] if e is not None]
        total = len(state.decks[seat]) + len(state.hands[seat]) + len(state.discards[seat]) + len(field)
        assert total == state._size[seat], "cards appeared or vanished"
        if state.phase not in ("choose_leader", "leader_space"):
            assert state._leaves(seat) <= LEAF_LIMIT or state.is_over
        for entry in field:
            assert entry.counters >= 0
            assert entry.counters < table[entry.card].hp or state.is_over
        pos = state.leader_pos[seat]
        if pos is not None:
            assert state.fields[seat][pos] is not None and table[state.fields[seat][pos].card].leader


def _checker():
    def check(state):
        if not hasattr(state, "_size"):
            state._size = [len(d) for d in state.decks]
            state._size = [s + len(h) + len(state.discards[i]) + sum(e is not None for e in state.fields[i])
                           for i, (s, h) in enumerate(zip([len(d) for d in state.decks], state.hands))]
        _check(state)
    return check


@pytest.mark.parametrize("block", range(4))
def test_200_seeded_random_playouts_end(block):
    for seed in range(block * 50, block * 50 + 50):
        state = random_playout("pikmin", seed, check=_checker())
        assert state.phase == "over"


@pytest.mark.parametrize("seed", [1, 2])
def test_json_round_trip(seed):
    state = random_playout("pikmin", seed, round_trip_every=40)
    copy = GAME.state_from_json(state.to_json())
    assert copy.to_json() == state.to_json() and copy.winner == state.winner


def test_same_seed_same_game():
    a = random_playout("pikmin", 77)
    b = random_playout("pikmin", 77)
    assert a.to_json() == b.to_json()


def test_clone_is_independent():
    state = GAME.new_game(seed=5)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.phase == "choose_leader" and copy.phase == "leader_space" and copy.pending is not None
    assert state.pending is None


def test_hidden_information_never_in_opponent_observation():
    """The opponent never sees a hand, the deck order, or face-down setup cards before the flip."""
    rng = random.Random(4)
    for seed in range(20):
        state = GAME.new_game(seed=seed)
        while not state.is_over and state.turn < 6:
            seat = state.current_player
            other = 1 - seat
            obs = state.observation(other)
            text = obs.model_dump_json()
            visible = set(state.hands[other]) | {e.card for f in state.fields for e in f if e} | set(sum(state.discards, []))
            if not state.revealed:
                visible = set(state.hands[other]) | {e.card for e in state.fields[other] if e} | set(sum(state.discards, []))
            visible |= set(state.known[seat])  # cards everyone saw go back to that hand
            for card in set(state.hands[seat]) - visible:
                assert f'"{card}"' not in text
            if not state.revealed:
                for e in state.fields[seat]:
                    if e and e.card not in visible:
                        assert f'"{e.card}"' not in text
                        assert CAT.infos[e.card].name not in " ".join(state.log_for(other))
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_simple_bot_beats_random_and_decides_fast():
    wins = 0
    for seed in range(20):
        state = GAME.new_game(seed=seed)
        bots = [make_bot("simple", "pikmin", seed), make_bot("random", "pikmin", seed)]
        if seed % 2:
            bots.reverse()
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        wins += state.winner is not None and bots[state.winner].name == "simple"
    assert wins >= 17


def test_simple_bot_protects_its_leader_in_the_back_row():
    state = GAME.new_game(decks=[deck("purple-pikmin"), deck(leader="louie")], shuffle=False, first_player=0)
    bot = make_bot("simple", "pikmin", 1)
    state.apply(bot.choose(state.observation(0), state.legal_actions()))
    state.apply(bot.choose(state.observation(0), state.legal_actions()))
    assert state.leader_pos[0] >= 5
    choose_leader(state, "louie", 2)
    state.apply(bot.choose(state.observation(0), state.legal_actions()))
    assert state.fields[0][2] is not None and state.fields[0][2].card == "purple-pikmin"
    assert find(state, "pass")


def test_sample_hidden_keeps_the_observation():
    rng = random.Random(9)
    state = GAME.new_game(seed=11)
    for _ in range(60):
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
        if state.is_over:
            break
        for seat in (0, 1):
            sample = state.sample_hidden(seat, random.Random(3))
            assert sample.observation(seat) == state.observation(seat)
