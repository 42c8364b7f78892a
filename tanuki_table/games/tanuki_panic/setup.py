"""Starting a Tanuki Panic game: decks (chosen, premade or opened from packs), Energy, the coin
flip, the opening hands and the booster game's pre-game set."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tanuki_table.errors import SetupError

from .state import State

if TYPE_CHECKING:
    from .cards import TPCatalogue
    from .plugin import TanukiPanic


def open_pack(cat: TPCatalogue, rng: random.Random, seat: int, shuffle: bool = True) -> list[str]:
    """A booster pack from the rarity table, commonest first (random, or in catalogue order with
    shuffle=False); no card twice in one pack when the pool is big enough."""
    pack: list[str] = []
    for rarity, count in cat.booster.slots.items():
        pool = [c.id for c in cat.cards if c.rarity == rarity]
        if not pool or not count:
            continue
        if shuffle:
            pack += rng.sample(pool, count) if count <= len(pool) else [rng.choice(pool) for _ in range(count)]
        else:
            pack += [pool[(seat * count + i) % len(pool)] for i in range(count)]
    return pack


def new_game(info: TanukiPanic, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
             shuffle: bool, first_player: int | None) -> State:
    """Start a game (`Parts.start`, docs/engine-contract.md); an illegal deck raises `SetupError`."""
    cat = info.catalogue
    rules = cat.rules_for(variant)
    deals = rules.plays_as(variant)
    state = State(info, seed)
    state.variant = variant
    if decks is not None:
        if len(decks) != players:
            raise SetupError(f"expected {players} decks (one per player), got {len(decks)}")
        for seat, deck in enumerate(decks):
            problems = cat.deck_problems(list(deck), variant)
            if problems:
                raise SetupError(f"deck {seat + 1} is not legal in {variant}: " + "; ".join(problems))
        lists = [list(d) for d in decks]
    elif deals == "booster":
        lists = [open_pack(cat, state.rng, seat, shuffle) for seat in range(players)]
        for seat in range(players):
            state.emit("pack", seat, len(lists[seat]))
    else:  # ruling 17 (ours): each player gets a premade deck drawn at random
        premade = cat.decks
        picks = [state.rng.randrange(len(premade)) if shuffle else seat % len(premade) for seat in range(players)]
        lists = [premade[i].card_list() for i in picks]
        for seat, i in enumerate(picks):
            state.emit("premade", seat, premade[i].name)
    if shuffle:
        for deck in lists:
            state.rng.shuffle(deck)
    state.decks = lists
    for seat, deck in enumerate(lists):
        energy = rules.standard_energy if deals == "standard" else rules.energy_for(len(deck))
        state.energy[seat] = state.start_energy[seat] = energy
    if first_player is None:
        first_player = state.rng.randrange(players)
        state.emit("coin", first_player)
    else:
        state.emit("first", first_player)
    state.first = first_player
    for seat in range(players):
        size = len(state.decks[seat])
        hand = state.decks[seat][: rules.opening_hand]
        del state.decks[seat][: rules.opening_hand]
        state.hands[seat] = hand
        state.emit("start", seat, state.energy[seat], size, len(hand), hidden=(tuple(hand),))
    if deals == "booster":
        state.phase = "setup"
        state.setup_queue = [first_player, 1 - first_player]
        state.emit("setup")
    else:
        state._start_turn(first_player, 1)
    return state
