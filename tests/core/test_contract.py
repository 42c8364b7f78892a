"""The engine contract (docs/engine-contract.md), checked the same way for every registered game."""

from __future__ import annotations

import random

import pytest

from tanuki_table.bots import make_bot
from tanuki_table.errors import IllegalActionError, SetupError
from tanuki_table.games import game_ids, get_game

GAME_IDS = game_ids()


def engine_or_skip(game_id: str):
    """The plug-in (a game that fails to import fails the test; it never skips)."""
    return get_game(game_id)


def test_unknown_game_names_the_known_ids():
    with pytest.raises(KeyError) as caught:
        get_game("chess")
    assert "tanuki_panic" in str(caught.value)


def test_registry_metadata_needs_no_card_files():
    import subprocess
    import sys

    code = (
        "import sys; from tanuki_table.games import all_games; gs = all_games(); "
        "assert all(g.title and g.blurb and g.variants and 1 <= g.min_players <= g.max_players for g in gs); "
        "assert not [m for m in sys.modules if m.endswith('.engine') and 'games' in m], 'engine imported'; "
        "assert not any(m.startswith('textual') for m in sys.modules), 'textual imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cards_have_id_and_name(game_id):
    info = engine_or_skip(game_id)
    cards = info.cards()
    assert cards
    for card in cards:
        assert card.id and card.name


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_setup_arguments_raise_setup_error(game_id):
    info = engine_or_skip(game_id)
    with pytest.raises(SetupError):
        info.new_game(variant="no-such-variant")
    with pytest.raises(SetupError):
        info.new_game(players=info.max_players + 1)
    with pytest.raises(SetupError):
        info.new_game(decks=[["no-such-card"]] * info.min_players)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_actions_give_the_same_game(game_id):
    info = engine_or_skip(game_id)
    runs = []
    for _ in range(2):
        state = info.new_game(seed=11)
        rng = random.Random(5)
        for _ in range(60):
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        runs.append(state.to_json())
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_action_raises_and_leaves_the_state_unchanged(game_id):
    info = engine_or_skip(game_id)
    state = info.new_game(seed=3)
    before = state.to_json()
    other = info.new_game(seed=4)
    foreign = [a for a in other.legal_actions() if a not in state.legal_actions()]
    fake = state.legal_actions()[0].model_copy(update={"label": "not a real move"})
    for action in [*foreign[:1], fake]:
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert state.to_json() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clone_and_json_are_independent_exact_copies(game_id):
    info = engine_or_skip(game_id)
    state = info.new_game(seed=8)
    rng = random.Random(2)
    for _ in range(25):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    copy = state.clone()
    rebuilt = info.state_from_json(state.to_json())
    assert copy.to_json() == state.to_json() == rebuilt.to_json()
    seats = range(len(state.observation(0).hand_sizes))
    for seat in seats:
        assert rebuilt.observation(seat) == state.observation(seat)
    if not copy.is_over:
        copy.apply(copy.legal_actions()[0])
        assert copy.to_json() != state.to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_that_shows_the_turn_declares_it_to_the_search(game_id):
    """`GameState.turn_number()` is the observations' `turn` (None in a game that counts none),
    so a search that scores rollouts "N turns on" (`SearchSettings.turns`) counts real turns."""
    state = get_game(game_id).new_game(seed=4)
    rng = random.Random(4)
    for _ in range(80):
        if state.is_over:
            break
        assert state.turn_number() == state.observation(state.current_player).turn
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_have_kind_and_label_and_compare_by_value(game_id):
    info = engine_or_skip(game_id)
    state = info.new_game(seed=1)
    for action in state.legal_actions():
        assert action.kind and action.label
        assert action == action.model_copy()
        hash(action)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bots_choose_legal_actions_from_observations(game_id):
    info = engine_or_skip(game_id)
    state = info.new_game(seed=21)
    bots = [make_bot("simple", game_id, seed=1), make_bot("random", game_id, seed=2)]
    for _ in range(80):
        if state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        action = bots[seat % 2].choose(state.observation(seat), legal)
        assert action in legal
        state.apply(action)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_bot_chooses_in_a_world_what_it_chooses_from_that_worlds_observation(game_id):
    """`Bot.choose_in(world, seat, legal)` (what a search's rollouts call on its sampled worlds) is
    `choose(world.observation(seat), legal)`, move for move and draw for draw of the bot's own
    random numbers, in real games and in worlds sampled from them; a game may answer it faster, never
    differently."""
    from tanuki_table.bots.base import game_bots

    info = engine_or_skip(game_id)
    own = game_bots(game_id)
    for name, factory in own.items():
        for seed in range(6):
            state = info.new_game(players=info.min_players, seed=seed)
            by_obs = [factory(seed=seed * 10 + s, game_id=game_id) for s in range(info.min_players)]
            in_world = [factory(seed=seed * 10 + s, game_id=game_id) for s in range(info.min_players)]
            rng = random.Random(seed)
            moves = 0
            while not state.is_over and moves < 400:
                seat = state.current_player
                legal = state.legal_actions()
                worlds = [state]
                if state.can_sample_hidden and moves % 5 == 0:
                    worlds.append(state.sample_hidden(seat, random.Random(rng.random())))
                for world in worlds:
                    here = world.legal_actions()
                    expected = by_obs[seat].choose(world.observation(seat), here)
                    got = in_world[seat].choose_in(world, seat, here)
                    assert got == expected, f"{name} seed {seed} move {moves}: {got.label} != {expected.label}"
                    assert in_world[seat].rng.getstate() == by_obs[seat].rng.getstate()
                state.apply(legal[rng.randrange(len(legal))] if moves % 3 == 2 else
                            by_obs[seat].choose(state.observation(seat), legal))
                in_world[seat].rng.setstate(by_obs[seat].rng.getstate())
                moves += 1


def test_unknown_bot_names_the_available_ones():
    with pytest.raises(ValueError, match="random"):
        make_bot("genius", "tanuki_panic")
