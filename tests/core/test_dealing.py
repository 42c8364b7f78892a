"""`core.dealing` and the generator a state shares with its clones: each of a family of clones
(clones of clones, some dropped, each drawing at its own time) plays on exactly as a copy
restored from its JSON does; `copy_value` shares nothing mutable; the sampling shuffle depends
only on which cards there are and is uniform."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tanuki_table.core.dealing import copy_value, deal, shuffle
from tanuki_table.errors import SetupError
from tanuki_table.games import get_game

GAMES = ("tacocat", "animale_tattica", "tanuki_panic", "pikmin", "tmnt")


def _play(state, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game", GAMES)
def test_clones_sharing_a_generator_each_draw_as_alone(game):
    info = get_game(game)
    for seed in range(4):
        rng = random.Random(seed)
        state = info.new_game(players=info.min_players, seed=seed)
        _play(state, rng, rng.randrange(1, 30))
        family = [state]
        for _ in range(6):
            family.append(rng.choice(family).clone())
            if rng.random() < 0.3:
                family.pop(rng.randrange(1, len(family)))
        alone = [info.state_from_json(member.to_json()) for member in family]
        for i in rng.sample(range(len(family)), len(family)):  # each plays on, in a random order
            _play(family[i], random.Random(i), 60)
        for i, member in enumerate(family):
            _play(alone[i], random.Random(i), 60)
            assert member.to_json() == alone[i].to_json()


def test_copy_value_copies_containers_and_shares_the_rest():
    class Box:
        def __init__(self) -> None:
            self.items = [1]

        def copy(self) -> "Box":
            new = Box()
            new.items = self.items[:]
            return new

    value = {"a": [[1, 2], None, ("t", [3])], "b": Box(), "c": "text"}
    copy = copy_value(value)
    assert copy["a"] == value["a"] and copy["a"] is not value["a"] and copy["a"][0] is not value["a"][0]
    assert copy["a"][2] is value["a"][2]  # a tuple is shared as it is
    assert copy["b"] is not value["b"] and copy["b"].items == [1] and copy["b"].items is not value["b"].items


def test_shuffle_depends_only_on_which_cards():
    cards = ["c", "a", "b", "a", "d", "e", "b"]
    first, second = list(cards), list(reversed(cards))
    shuffle(random.Random(8), first)
    shuffle(random.Random(8), second)
    assert first == second and Counter(first) == Counter(cards)


def test_shuffle_puts_every_card_everywhere_evenly():
    rng = random.Random(2)
    counts: Counter[tuple[str, ...]] = Counter()
    for _ in range(6000):
        cards = list("abcd")
        shuffle(rng, cards)
        counts[tuple(cards)] += 1
    assert len(counts) == 24 and min(counts.values()) > 180  # 250 expected each


def test_deal_cuts_the_shuffled_cards_in_order():
    parts = deal(random.Random(1), list("abcdefg"), 2, 0, 5)
    assert [len(p) for p in parts] == [2, 0, 5] and sorted(sum(parts, [])) == list("abcdefg")


def _seen(state) -> tuple:
    """Everything a state shows: its JSON, its moves and every seat's observation."""
    return (state.to_json(), [a.label for a in state.legal_actions()],
            [state.observation(p) for p in state.observation_seats()])


def _setups(info):
    for variant in info.variants:
        for players in range(info.min_players, info.max_players + 1):
            try:
                info.new_game(players=players, seed=0, variant=variant)
            except SetupError:
                continue
            yield variant, players


@pytest.mark.parametrize("game", GAMES)
def test_a_clone_and_its_original_share_nothing_that_changes(game):
    """However far a clone (or a sample of hidden cards) plays, its original shows exactly what it
    showed before, and plays on exactly as a copy that was never cloned (the same moves from the
    same seed); and the original's moves never show in a clone kept aside."""
    info = get_game(game)
    seeds = 2 if game in ("pikmin", "tanuki_panic") else 5
    for variant, players in _setups(info):
        for seed in range(seeds):
            rng = random.Random(seed)
            state = info.new_game(players=players, seed=seed, variant=variant)
            alone = info.new_game(players=players, seed=seed, variant=variant)  # never cloned
            kept = []
            for _ in range(400):
                if state.is_over:
                    break
                if rng.random() < 0.15:
                    before = _seen(state)
                    kept.append((state.clone(), before))  # looked at only at the end
                    clone = state.clone()
                    _play(clone.clone(), random.Random(rng.random()), rng.choice([1, 8, 60]))
                    seat = state.current_player
                    if state.can_sample_hidden and seat is not None:
                        _play(state.sample_hidden(seat, random.Random(seed)), random.Random(seed), 50)
                    assert _seen(state) == before, f"{variant} {players}p seed {seed}: a clone's moves changed its original"
                legal = state.legal_actions()
                index = rng.randrange(len(legal))
                state.apply(legal[index])
                alone.apply(alone.legal_actions()[index])
            assert _seen(state) == _seen(alone), f"{variant} {players}p seed {seed}: the game differs from its replay"
            for clone, seen in kept:
                assert _seen(clone) == seen, f"{variant} {players}p seed {seed}: the original's moves changed a clone"
