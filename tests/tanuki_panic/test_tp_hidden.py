"""Hidden information: a seat's observation and log never show the rival's hand, deck or face-down cards."""

from __future__ import annotations

import random

from tanuki_table.games.tanuki_panic.actions import FACEDOWN

from .tp_helpers import GAME, do, duel, labels, place

SECRET = ["yamata-no-orochi", "tamamo-no-mae", "raijin", "fujin", "sojobo"]


def test_rival_hand_deck_and_face_down_cards_are_hidden():
    state = duel(["kodama"], SECRET, draws1=["kumiai-ki", "ibaraki-doji"], first=0)
    do(state, "End turn")  # player 2 draws Kumiai-Ki on turn 2
    do(state, "Set Kumiai-Ki face-down in Defense Mode")
    obs = state.observation(0)
    text = obs.model_dump_json()
    for card in SECRET + ["kumiai-ki", "ibaraki-doji"]:
        assert card not in text
    assert obs.hand_sizes == [6, 5] and obs.deck_size[1] == 31  # seat 1 drew on turn 1
    assert obs.field[1][0].card is None and obs.field[1][0].face_down
    log = " ".join(state.log_for(0))
    for card in SECRET + ["kumiai-ki"]:
        assert GAME.card(card).name not in log
    # the owner reads its own face-down card, marked face-down
    mine = state.observation(1).field[1][0]
    assert mine.card == "kumiai-ki" and mine.face_down
    assert "You set Kumiai-Ki" in " ".join(state.log_for(1))


def test_attack_on_face_down_card_names_no_card():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "kumiai-ki", FACEDOWN)
    do(state, "Go to Battle Phase")
    assert "Shuten-dōji attacks a face-down card" in labels(state)
    for action in state.legal_actions():
        assert "kumiai" not in action.model_dump_json().lower()
        assert "Kumiai" not in action.label


def _scrambled(state, seat):
    """A copy in which everything `seat` may not see is replaced by other cards."""
    other = 1 - seat
    copy = state.clone()
    copy.decks[other] = ["kodama"] * len(copy.decks[other])
    copy.decks[seat] = ["nurikabe"] * len(copy.decks[seat])
    copy.hands[other] = ["kodama"] * len(copy.hands[other])
    for cell in copy.fields[other]:
        if cell and cell.pos == FACEDOWN:
            cell.card = "kodama"
    if copy.phase == "setup":
        for cell in copy.fields[other]:
            if cell:
                cell.card = "kodama"
    return copy


def test_observation_depends_only_on_what_the_seat_may_see():
    for seed, variant in [(0, "standard"), (1, "standard"), (2, "casual")] + [(s, "booster") for s in range(8)]:
        state = GAME.new_game(seed=seed, variant=variant)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in range(2):
                assert _scrambled(state, seat).observation(seat) == state.observation(seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_sample_hidden_keeps_the_observation():
    for seed, variant in [(3, "standard"), (4, "booster"), (5, "booster")]:
        state = GAME.new_game(seed=seed, variant=variant)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            if step % 7 == 0:
                for seat in range(2):
                    sample = state.sample_hidden(seat, random.Random(step))
                    assert sample.observation(seat) == state.observation(seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            step += 1
