"""Issue 42.3 in every game: a card that leaves play and damage dealt are told as results, so the
game screen shows them after the mover's own move too (in the strip, or the box), not only in
the log: the strip leaves out a person's own move unless it holds a result."""

from __future__ import annotations

import random

import pytest

from tanuki_table.core.narration import Narrator
from tanuki_table.games import get_game

TOLD = {
    "tanuki_panic": ("destroyed", "damage", "holds", "holds_down", "flip"),
    "pikmin": ("hit", "defeated", "returns", "cannot_leave"),
    "tmnt": ("cannot_attack", "block_hit", "block_flip", "through", "mill", "cleared", "hand_discard"),
    "tacocat": ("held", "lead"),
    "animale_tattica": ("round_end",),
}
"""Per game: the words that take a card out of play or deal damage."""


@pytest.mark.parametrize("game_id", sorted(TOLD))
def test_what_leaves_play_or_deals_damage_is_in_the_outcome_of_the_move_that_caused_it(game_id):
    info = get_game(game_id)
    narrator = Narrator([f"Player {s + 1}" for s in range(info.min_players)], you=0)
    found: set[str] = set()
    for seed in range(1, 6):
        state = info.new_game(players=info.min_players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and len(found) < len(TOLD[game_id]):
            seat = state.current_player
            before = len(state.log)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            new = state.log[before:]
            outcome = narrator.outcome(new, seat)
            for event in new:
                if event.word in TOLD[game_id]:
                    found.add(event.word)
                    assert narrator.line(event, seat) in outcome, (event.word, outcome)
    assert found, f"no {game_id} playout took a card out of play"


def test_animale_tattica_says_the_field_is_discarded_when_a_round_ends():
    info = get_game("animale_tattica")
    state = info.new_game(seed=1)
    rng = random.Random(1)
    while not any(e.word == "round_end" for e in state.log):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    end = next(e for e in state.log if e.word == "round_end")
    assert "discarded" in Narrator(["Ada", "Bo"]).line(end, None)


def test_animale_tattica_tells_the_others_what_revival_took_back_and_discarded():
    info = get_game("animale_tattica")
    state = info.new_game(seed=1)
    rng = random.Random(1)
    while not any(e.word == "revive_discard" for e in state.log):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    taken = [e for e in state.log if e.word in ("revive", "revive_discard")]
    other = 1 - taken[0].seat
    strip = " · ".join(Narrator(["Ada", "Bo"], you=other).summary(state.log, other))
    for event in taken:
        assert Narrator(["Ada", "Bo"], you=other).line(event, other).rstrip(".").split(" ", 1)[1] in strip
