"""The `simple` bot in a search's world: `choose_in(world, seat, legal)` picks exactly what
`choose(world.observation(seat), legal)` picks (with the same reason), in real games and in worlds
sampled from them, and reads nothing the seat's observation hides."""

from __future__ import annotations

import random
from collections import Counter

from common import play_comparing, same_choice

from tanuki_table.games.tanuki_panic.actions import FACEDOWN
from tanuki_table.games.tanuki_panic.bot import SimpleBot
from tanuki_table.games.tanuki_panic.botview import ObservedTable, WorldTable, summarise

from .tp_helpers import GAME, do, duel, place


def _bots(seed):
    return SimpleBot(seed, "tanuki_panic", catalogue=GAME.catalogue), SimpleBot(seed, "tanuki_panic", catalogue=GAME.catalogue)


def _same_choice(by_obs, in_world, world, seat, reasons):
    same_choice(by_obs, in_world, world, seat, reasons, same_rng=True)


def _scrambled(state, seat):
    """A copy in which everything `seat` may not see is replaced by other cards (and deck orders
    are reversed)."""
    other = 1 - seat
    copy = state.clone()
    copy.decks[other] = ["kodama"] * len(copy.decks[other])
    copy.decks[seat] = copy.decks[seat][::-1]
    copy.hands[other] = ["nurikabe"] * len(copy.hands[other])
    for cell in copy.fields[other]:
        if cell and (cell.pos == FACEDOWN or copy.phase == "setup"):
            cell.card = "kodama"
    return copy


def test_choose_in_is_choose_on_the_observation_in_games_and_sampled_worlds():
    reasons: Counter[str] = Counter()
    for seed in range(24):
        variant = GAME.variants[seed % len(GAME.variants)]
        state = GAME.new_game(seed=seed, variant=variant)
        by_obs, in_world = _bots(seed)
        play_comparing(state, by_obs, in_world, reasons, random.Random(seed), moves=700, every=4, rollouts=(0, 6),
                       same_rng=True)
    # the rules were compared, the pre-game set and the face-down odds included (combined attacks:
    # the set positions below)
    assert len(reasons) >= 12, sorted(reasons)
    for rule in ("sets its best wall face-down before the first turn", "discards its weakest card",
                 "attacks a face-down card: the odds over the cards it has not seen favour it"):
        assert reasons[rule] > 0, rule


def _read(table):
    """Everything a table tells the bot."""
    cells = [table.cell(seat, slot) for seat in (0, 1) for slot in range(7)]
    return (table.phase, table.player, table.energy, table.decks_empty, cells, table.summary(0), table.summary(1),
            table.seen())


def test_what_choose_in_reads_does_not_depend_on_hidden_cards():
    for seed in range(6):
        variant = ("booster", "standard", "casual")[seed % 3]
        state = GAME.new_game(seed=seed, variant=variant)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in (0, 1):
                scrambled = _scrambled(state, seat)
                for world in (state, scrambled):
                    table, seen = WorldTable(world, seat), ObservedTable(world.observation(seat))
                    assert _read(table) == _read(seen)
                    assert table.summary(0) == summarise(table.cell(0, s) for s in range(7))
                assert _read(WorldTable(state, seat)) == _read(WorldTable(scrambled, seat))
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_choose_in_on_set_positions_face_down_targets_walls_and_discards():
    reasons: Counter[str] = Counter()
    by_obs, in_world = _bots(1)
    # a wall only a combined attack breaks, then the same beside a face-down card
    for down in (False, True):
        state = duel()
        place(state, 0, 0, "kintaro")
        place(state, 0, 1, "shuten-doji")
        place(state, 1, 0, "kumiai-ki", "defense")
        if down:
            place(state, 1, 1, "igaguri", FACEDOWN)
        do(state, "Go to Battle Phase")
        while state.phase == "battle":
            _same_choice(by_obs, in_world, state, 0, reasons)
            for k in range(3):
                _same_choice(by_obs, in_world, state.sample_hidden(0, random.Random(k)), 0, reasons)
            state.apply(by_obs.choose(state.observation(0), state.legal_actions()))
        if not down:
            assert state.graveyard[1] == ["kumiai-ki"]  # broken by the combined attack
    # a hand over the limit at the End Phase
    state = duel(draws0=["kappa"] * 5)
    for _ in range(10):
        while state.phase != "end" and not state.is_over:
            do(state, "End turn")
        if state.phase == "end":
            _same_choice(by_obs, in_world, state, state.current_player, reasons)
            state.apply(by_obs.choose(state.observation(state.current_player), state.legal_actions()))
    assert reasons["discards its weakest card"] > 0
