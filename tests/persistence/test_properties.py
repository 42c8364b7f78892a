"""Property tests (hypothesis) for every engine: any sequence of legal actions keeps the contract.

Invariants checked after every action: the current player is a seat (None exactly when over),
legal actions exist while the game runs and are labelled, each seat's observation is its own and
consistent (hand = its hand size, card ids known), and at checkpoints the JSON round trip rebuilds
the very same game, a clone is independent, and an illegal action leaves the state unchanged.
Card conservation and life totals are each game's own invariants (their fields differ): an engine
module may offer `check_invariants(state)` (raising AssertionError), called here after every
action; the games' own playout tests check them too, e.g. tests/tanuki_panic/test_tp_playouts.py. (Seats may even see
different hand sizes for a while: a simultaneous face-down choice stays hidden until revealed.)
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from persistence.conftest import REAL_GAMES, engine_or_skip
from tanuki_table.errors import IllegalActionError
from tanuki_table.persistence.saves import same_game

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(info, state, players: int, known: set[str]) -> None:
    over = state.is_over
    seat = state.current_player
    if over:
        assert seat is None and state.legal_actions() == []
        assert state.winner is None or 0 <= state.winner < players
    else:
        assert isinstance(seat, int) and 0 <= seat < players
        legal = state.legal_actions()
        assert legal, "no legal action while the game runs"
        for action in legal:
            assert isinstance(action.kind, str) and action.kind
            assert isinstance(action.label, str) and action.label
    for p in range(players):
        obs = state.observation(p)
        assert obs.player == p and obs.game == info.id
        assert obs.current_player == seat and obs.is_over == over
        assert len(obs.hand_sizes) == players
        assert len(obs.hand) == obs.hand_sizes[p]
        assert all(isinstance(c, str) and c in known for c in obs.hand), obs.hand


def check_round_trip(info, state, players: int) -> None:
    copy = info.state_from_json(state.to_json())
    assert same_game(copy, state)
    assert copy.to_json() == state.to_json()
    assert copy.log == state.log


def check_clone_and_illegal(state, stale) -> None:
    before = state.to_json()
    if not state.is_over:
        clone = state.clone()
        clone.apply(clone.legal_actions()[0])
        assert state.to_json() == before, "a clone shares state with its original"
    if stale is not None and stale not in state.legal_actions():
        with pytest.raises(IllegalActionError):
            state.apply(stale)
        assert state.to_json() == before, "an illegal action changed the state"


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_any_legal_sequence_keeps_the_invariants(game_id):
    info = engine_or_skip(game_id)
    known = {c.id for c in info.cards()}

    @SETTINGS
    @given(
        seed=st.integers(0, 2**31 - 1),
        players=st.integers(info.min_players, info.max_players),
        variant=st.sampled_from(info.variants),
        choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=120),
    )
    def run(seed, players, variant, choices):
        try:
            state = info.new_game(players=players, seed=seed, variant=variant)
        except Exception as exc:  # noqa: BLE001 - a variant may need decks; only SetupError is fine
            from tanuki_table.errors import SetupError

            assert isinstance(exc, SetupError), exc
            return
        check_invariants(info, state, players, known)
        stale = None
        for step, choice in enumerate(choices):
            if state.is_over:
                break
            legal = state.legal_actions()
            action = legal[choice % len(legal)]
            state.apply(action)
            check_invariants(info, state, players, known)
            if step % 20 == 0:
                check_round_trip(info, state, players)
                check_clone_and_illegal(state, stale)
            stale = action
        check_round_trip(info, state, players)
        check_clone_and_illegal(state, stale)

    run()


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_any_position_saves_and_resumes_identically(game_id, tmp_path):
    """Save at any point of any legal sequence, load: same observations, same legal actions."""
    from tanuki_table.persistence import saves
    from tanuki_table.core.session import Session, Setup

    info = engine_or_skip(game_id)

    @settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
    @given(seed=st.integers(0, 10**6), choices=st.lists(st.integers(0, 10_000), max_size=80))
    def run(seed, choices):
        players = info.min_players
        session = Session(Setup(game=game_id, seed=seed, players=players, seats=[None] + ["random"] * (players - 1)))
        for choice in choices:
            if session.state.is_over:
                break
            legal = session.state.legal_actions()
            session.play(legal[choice % len(legal)])
        path = saves.save_session(session, tmp_path / "p.json")
        loaded = saves.load_save(path)
        assert loaded.actions == session.actions
        assert saves.same_game(loaded.state, session.state)

    run()
