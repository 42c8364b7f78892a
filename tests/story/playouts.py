"""Seeded random games for the story tests: every event of each, deduplicated (shared, cached)."""

from __future__ import annotations

import random
from functools import lru_cache

from tanuki_table.errors import SetupError
from tanuki_table.core.events import Event
from tanuki_table.games import get_game

GAMES_PER_GAME = 200
"""Random games per game, spread over its variants (and, for Animale Tattica, its player counts)."""


def _policy(game: str, rng: random.Random, legal: list) -> object:
    """A random move; in Pikmin, moves around the field are rarer and plays and attacks likelier
    (uniform random play there wanders to the 60-turn limit: 1,300 moves a game)."""
    if game == "pikmin":
        if rng.random() < 0.9:
            legal = [a for a in legal if a.kind != "move"] or legal
        if rng.random() < 0.5:
            legal = [a for a in legal if a.kind in ("attack", "play", "effect")] or legal
    return legal[rng.randrange(len(legal))]


def setups(game: str) -> list[tuple[str, int, int, int | None]]:
    """(variant, players, seed, first player) of each random game of `game`."""
    info = get_game(game)
    shapes = []
    for variant in info.variants:
        for players in range(info.min_players, info.max_players + 1):
            try:
                info.new_game(players=players, seed=0, variant=variant)
            except SetupError:  # e.g. Animale Tattica's tournament is for exactly four
                continue
            shapes.append((variant, players))
    return [(shapes[i % len(shapes)][0], shapes[i % len(shapes)][1], i, None if i % 3 else i % 2)
            for i in range(GAMES_PER_GAME)]


PER_WORD = 150
"""Distinct events kept per word and player count (the rest differ only in numbers and names)."""


@lru_cache(maxsize=None)
def events_of(game: str) -> tuple[dict[int, set[Event]], int]:
    """The distinct events of the random games of `game` (at most `PER_WORD` of each word), by
    player count, and how many games were played."""
    info = get_game(game)
    found: dict[int, dict[str, set[Event]]] = {}
    for variant, players, seed, first in setups(game):
        state = info.new_game(players=players, seed=seed, variant=variant, first_player=first)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(_policy(game, rng, state.legal_actions()))
        kept = found.setdefault(players, {})
        for event in state.log:
            same = kept.setdefault(event.word, set())
            if len(same) < PER_WORD:
                same.add(event)
    return {players: set().union(*words.values()) for players, words in found.items()}, GAMES_PER_GAME
