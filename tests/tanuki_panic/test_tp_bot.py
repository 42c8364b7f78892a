"""Tanuki Panic bots: `simple` knows the outcome table, beats `random`, and attacks enough that
games end on Energy (issue 14: it used to be so defensive that 61% of its games ended by deck-out)."""

from __future__ import annotations

from tanuki_table.bots import make_bot
from tanuki_table.analysis.sim import run_sim

from .tp_helpers import GAME, do, duel, place


def test_simple_beats_random_in_both_seat_orders():
    first = run_sim("tanuki_panic", ["simple", "random"], games=50, seed=1)
    second = run_sim("tanuki_panic", ["random", "simple"], games=50, seed=1)
    assert first.unfinished == second.unfinished == 0
    assert first.wins[0] + second.wins[1] >= 80  # at least 80% of 100 games


def test_simple_beats_random_in_the_booster_game():
    first = run_sim("tanuki_panic", ["simple", "random"], games=50, seed=1, variant="booster")
    second = run_sim("tanuki_panic", ["random", "simple"], games=50, seed=1, variant="booster")
    assert first.wins[0] + second.wins[1] >= 80


def test_simple_never_attacks_into_a_visible_loss():
    state = duel()
    place(state, 0, 0, "momotaro")  # 700
    place(state, 1, 0, "kintaro")  # 850 in Attack Mode: attacking loses Momotarō
    place(state, 1, 1, "kumiai-ki", "defense")  # 1350: attacking costs 650 Energy
    do(state, "Go to Battle Phase")
    bot = make_bot("simple", "tanuki_panic", seed=1)
    choice = bot.choose(state.observation(0), state.legal_actions())
    assert choice.kind == "pass"


def test_simple_takes_a_winning_attack():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "igaguri", "defense")
    place(state, 1, 1, "kintaro")
    do(state, "Go to Battle Phase")
    bot = make_bot("simple", "tanuki_panic", seed=1)
    assert bot.choose(state.observation(0), state.legal_actions()).label.startswith("Shuten-dōji (slot 1) attacks Kintarō")


def _choose(state, seat=0):
    bot = make_bot("simple", "tanuki_panic", seed=1)
    return bot.choose(state.observation(seat), state.legal_actions())


def test_simple_breaks_a_wall_it_cannot_beat_alone_with_combined_attacks():
    state = duel()
    place(state, 0, 0, "kintaro")  # 850
    place(state, 0, 1, "shuten-doji")  # 950
    place(state, 1, 0, "kumiai-ki", "defense")  # 1350: no single attack breaks it, both together do
    do(state, "Go to Battle Phase")
    first = _choose(state)
    assert first.kind == "attack" and first.attacker == "shuten-doji"  # the strongest first: less pain
    state.apply(first)
    second = _choose(state)
    assert second.kind == "attack" and second.attacker == "kintaro"
    state.apply(second)
    state.apply(_choose(state))  # nothing left: end the Battle Phase
    assert state.fields[1][0] is None and state.graveyard[1] == ["kumiai-ki"]


def test_simple_does_not_pay_for_a_wall_it_cannot_break_this_turn():
    state = duel()
    place(state, 0, 0, "kintaro")  # 850 alone against 1350
    place(state, 1, 0, "kumiai-ki", "defense")
    do(state, "Go to Battle Phase")
    assert _choose(state).kind == "pass"


def test_simple_strikes_a_face_down_card_when_the_odds_favour_it():
    state = duel()
    place(state, 0, 0, "yamata-no-orochi")  # 1100 beats the DEF of nearly every card
    place(state, 1, 0, "kodama", "facedown")
    do(state, "Go to Battle Phase")
    choice = _choose(state)
    assert choice.kind == "attack" and choice.target_slot == 0


def test_simple_leaves_a_face_down_card_alone_with_a_weak_attacker():
    state = duel()
    place(state, 0, 0, "azuki-arai")  # 250: most cards' DEF is higher, each miss costs Energy
    place(state, 1, 0, "kodama", "facedown")
    do(state, "Go to Battle Phase")
    assert _choose(state).kind == "pass"


def test_simple_turns_a_strong_defender_to_attack_mode_to_strike():
    state = duel()
    place(state, 0, 0, "raijin", "defense")  # 1050, stronger than anything the rival shows
    place(state, 1, 0, "kappa")  # 450
    state._legal = None
    choice = _choose(state)
    assert choice.kind == "change_position" and choice.position == "attack"


def test_simple_vs_simple_games_end_on_energy_not_on_empty_decks():
    ends = []
    for seed in range(1, 41):
        state = GAME.new_game(seed=seed, variant="booster")
        bots = [make_bot("simple", "tanuki_panic", seed=seed * 2 + s) for s in range(2)]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        ends.append(state.end_kind)
    assert ends.count("energy") >= 0.8 * len(ends), ends


def test_simple_face_down_odds_match_the_plain_count_over_unseen_cards():
    from collections import Counter

    from tanuki_table.games.tanuki_panic.botview import ObservedTable

    state = duel(hand0=("kappa", "kitsune"))
    place(state, 0, 0, "kintaro")
    place(state, 1, 0, "kumiai-ki", "facedown")
    obs = state.observation(0)
    bot = make_bot("simple", "tanuki_panic", seed=1)
    seen = Counter(obs.hand)
    for row in obs.field:
        seen.update(c.card for c in row if c is not None and c.card is not None)
    unseen = [cid for cid, n in bot.pool.items() if n > 0]
    weights = [max(1, 3 - seen[cid]) for cid in unseen]
    for a in (0, 350, 500, 850, 1350, 2000):
        win = sum(w for cid, w in zip(unseen, weights) if a > bot.dfn[cid]) / sum(weights)
        cost = sum(w * max(0, bot.dfn[cid] - a) for cid, w in zip(unseen, weights)) / sum(weights)
        assert bot._face_down_odds(ObservedTable(obs), a) == (win, cost)
