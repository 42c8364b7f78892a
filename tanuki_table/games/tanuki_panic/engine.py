"""Tanuki Panic rules engine (seed rulebook 000; rulings in rules/tanuki_panic.md): the module
the engine contract names. The state and its turn loop live in `state.py`, battles in
`battle.py`; this module starts games and answers deck questions.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tanuki_table.engine import GameInfo
from tanuki_table.errors import SetupError
from tanuki_table.games.tanuki_panic.cards import (
    Card,
    load_booster,
    load_decks,
    standard_problems,
    validate_file,
)
from tanuki_table.games.tanuki_panic.cards import load_cards as _load_cards
from tanuki_table.games.tanuki_panic.catalog import NAME, ensure_loaded, name
from tanuki_table.games.tanuki_panic.state import State

__all__ = ["State", "new_game", "load_cards", "validate_file", "premade_decks", "deck_problems"]


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


# --- setup ------------------------------------------------------------------------------------------
def load_cards(folder: Any = None) -> list[Card]:
    """The card catalogue (shipped data unless `folder` is given)."""
    return _load_cards(folder)


def premade_decks() -> dict[str, list[str]]:
    """Premade deck name -> card ids (in file order)."""
    return {deck.name: deck.card_list() for deck in load_decks()}


def deck_problems(deck: list[str], variant: str | None = None) -> list[str]:
    """Why `deck` cannot be played in `variant` (default: standard); empty when it can."""
    rules = ensure_loaded()
    known = set(NAME)
    if variant in (None, "standard"):
        return standard_problems(list(deck), known, rules)
    problems = [f"unknown card id {cid!r}" for cid in sorted(set(deck) - known)]
    if len(deck) < rules.casual_min_deck:
        problems.append(f"a deck needs at least {rules.casual_min_deck} cards, this one has {len(deck)}")
    return problems


def _open_pack(state: State, seat: int, shuffle: bool) -> list[str]:
    """A booster pack from the rarity table (random, or catalogue order with shuffle=False)."""
    table = load_booster()
    pack: list[str] = []
    for rarity, count in table.slots.items():
        pool = [c.id for c in _load_cards() if c.rarity == rarity]
        if not pool or not count:
            continue
        if shuffle:
            picks = state.rng.sample(pool, count) if count <= len(pool) else [state.rng.choice(pool) for _ in range(count)]
        else:
            picks = [pool[(seat * count + i) % len(pool)] for i in range(count)]
        pack.extend(picks)
    return pack


def new_game(info: GameInfo, players: int, seed: int | None, variant: str, decks: list[list[str]] | None,
             shuffle: bool, first_player: int | None) -> State:
    """Start a game (see ENGINE_API.md); an illegal deck raises `SetupError`."""
    rules = ensure_loaded()
    state = State(info, seed)
    state.variant = variant
    if decks is not None:
        if len(decks) != players:
            raise SetupError(f"expected {players} decks (one per player), got {len(decks)}")
        for seat, deck in enumerate(decks):
            problems = deck_problems(list(deck), variant)
            if problems:
                raise SetupError(f"deck {seat + 1} is not legal in {variant}: " + "; ".join(problems))
        lists = [list(d) for d in decks]
    elif variant == "booster":
        lists = [_open_pack(state, seat, shuffle) for seat in range(players)]
    else:
        premade = load_decks()
        lists = [premade[seat % len(premade)].card_list() for seat in range(players)]
    if shuffle:
        for deck in lists:
            state.rng.shuffle(deck)
    state.decks = lists
    for seat, deck in enumerate(lists):
        energy = rules.standard_energy if variant == "standard" else rules.energy_for(len(deck))
        state.energy[seat] = state.start_energy[seat] = energy
    if first_player is None:
        first_player = state.rng.randrange(players)
        state.note(f"A coin flip decides: {_p(first_player)} goes first.")
    else:
        state.note(f"{_p(first_player)} goes first.")
    state.first = first_player
    for seat in range(players):
        hand = state.decks[seat][: rules.opening_hand]
        del state.decks[seat][: rules.opening_hand]
        state.hands[seat] = hand
        names = ", ".join(name(c) for c in hand)
        state.note(f"{_p(seat)} starts with {energy_text(state, seat)} and draws {len(hand)} cards.", seat,
                   f"You start with {energy_text(state, seat)}; your opening hand: {names}.")
    if variant == "booster":
        state.phase = "setup"
        state.setup_queue = [first_player, 1 - first_player]
        state.note("Before the first turn, each player may set one card face-down in Defense Mode.")
    else:
        state._start_turn(first_player, 1)
    return state


def energy_text(state: State, seat: int) -> str:
    """E.g. "8000 Energy (a 40-card deck)"."""
    return f"{state.energy[seat]} Energy ({len(state.decks[seat]) + len(state.hands[seat])}-card deck)"


def card_counts(state: State, seat: int) -> Counter:
    """Every card `seat` owns, wherever it is (for conservation checks)."""
    field = [c["id"] for c in state.fields[seat] if c]
    return Counter(state.decks[seat] + state.hands[seat] + field + state.graveyard[seat])
