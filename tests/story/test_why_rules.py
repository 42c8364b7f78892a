"""Issue 33: "Why?" explains the last decision that mattered, and `easy` names its rule in words."""

from __future__ import annotations

import random

import pytest

from tanuki_table.bots import make_bot
from tanuki_table.core.events import Event
from tanuki_table.games import game_ids, get_game
from tanuki_table.ui.screens.game.why import mattered


class Move:
    def __init__(self, kind: str) -> None:
        self.kind = kind


@pytest.mark.parametrize("kind, choices, events, counts", [
    ("summon", 5, [], True),
    ("summon", 1, [], False),  # forced
    ("end_turn", 3, [Event("phase", None, ("x",))], False),  # a phase change
    ("pass", 4, [Event("exchanged_none", 1)], True),  # a pass that declines a choice tells its own event
    ("pass", 4, [Event("draw", 0)], False),  # the next seat's draw is not the bot's own
])
def test_a_move_matters_when_it_was_a_real_choice(kind, choices, events, counts):
    assert mattered(Move(kind), choices, 1, events) is counts


@pytest.mark.parametrize("game_id", game_ids())
def test_easy_names_the_rule_it_followed_for_every_real_decision(game_id):
    info = get_game(game_id)
    state = info.new_game(players=info.min_players, seed=2)
    easy = make_bot("easy", game_id, seed=2)
    rng = random.Random(2)
    decisions = 0
    for _ in range(400):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.current_player == 0:
            action = easy.choose(state.observation(0), legal)
            rule = easy.explain()[0][0]
            assert rule.startswith(action.label + ": ")
            if len(legal) > 1:
                decisions += 1
                assert "fixed rules" not in rule and "only legal move" not in rule, rule
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action)
    assert decisions >= 3
