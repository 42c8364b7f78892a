"""Heuristic evaluation at the search's depth cap: an estimated win chance for one seat.

An evaluator reads only that seat's observation (never the sampled world's hidden cards) and
returns a number in [0, 1]. Lookup order for a game:

1. one registered here with `register_evaluator(game_id, fn)`;
2. an `evaluate(observation) -> float` function in the game's own `bot.py` (game authors can add
   one there without touching this module);
3. a few built-in ones below, from public observation fields;
4. otherwise 0.5 (no opinion: the search then relies on finished rollouts only).
"""

from __future__ import annotations

import importlib
import math
from typing import Any, Callable

Evaluator = Callable[[Any], float]

_REGISTRY: dict[str, Evaluator] = {}


def register_evaluator(game_id: str, fn: Evaluator) -> None:
    """Use `fn(observation) -> win chance of observation.player` for `game_id`."""
    _REGISTRY[game_id] = fn


def neutral(observation: Any) -> float:
    """No opinion."""
    return 0.5


def evaluator_for(game_id: str) -> Evaluator:
    """The evaluator used for `game_id` (see the module docs for the lookup order)."""
    if game_id in _REGISTRY:
        return _REGISTRY[game_id]
    try:
        module = importlib.import_module(f"tanuki_table.games.{game_id}.bot")
        own = getattr(module, "evaluate", None)
    except ModuleNotFoundError:
        own = None
    if callable(own):
        return own
    return _BUILT_IN.get(game_id, neutral)


def _clip(value: float) -> float:
    return 0.02 if value < 0.02 else 0.98 if value > 0.98 else value


def tanuki_panic(obs: Any) -> float:
    """Energy lead and board presence, blended, as the decks run low, with who would lose a
    deck-out (a player who must draw from an empty deck loses)."""
    me, rival = obs.player, 1 - obs.player
    start = max(1, max(obs.starting_energy))
    lead = (obs.energy[me] - obs.energy[rival]) / start
    mine = sum(1 for c in obs.field[me] if c is not None)
    theirs = sum(1 for c in obs.field[rival] if c is not None)
    fight = 0.5 + 0.45 * lead + 0.06 * math.tanh((mine - theirs) / 2)
    decks = obs.deck_size
    # the player who draws next runs dry first when the decks are equal
    if obs.active == me:
        outlast = decks[rival] <= decks[me]
    else:
        outlast = decks[me] > decks[rival]
    late = max(0.0, 1.0 - min(decks) / 24)
    weight = 0.7 * late * late * (1.0 - min(1.0, abs(lead) * 2))
    return _clip((1 - weight) * fight + weight * (0.9 if outlast else 0.1))


def _rounds_value(need_me: int, need_rival: int) -> float:
    if need_me <= 0:
        return 1.0
    if need_rival <= 0:
        return 0.0
    return need_rival / (need_me + need_rival)


def tacocat(obs: Any) -> float:
    """Rounds each seat still needs to bring the Tacocat home, and this round's chance from the
    lowest card in hand (the lower card wins the final reveal)."""
    cat, covered = obs.tacocat, obs.covered
    need = [1 + sum(1 for i in range(0, max(cat, 0)) if not covered[i]),
            1 + sum(1 for i in range(min(cat + 1, 7), 7) if not covered[i])]
    me = obs.player
    lowest = min((_tacocat_rank(c) for c in obs.hand), default=6)
    chance = min(0.85, max(0.15, 0.5 + 0.07 * (4 - lowest)))
    win = _rounds_value(need[me] - 1, need[1 - me])
    lose = _rounds_value(need[me], need[1 - me] - 1)
    return _clip(chance * win + (1 - chance) * lose)


_RANKS: dict[str, int] = {}


def _tacocat_rank(card_id: str) -> int:
    rank = _RANKS.get(card_id)
    if rank is None:
        from tanuki_table.games import get_game

        rank = _RANKS[card_id] = int(getattr(get_game("tacocat").card(card_id), "rank", 6))
    return rank


def pikmin(obs: Any) -> float:
    """The leaders' HP left, then the number of cards on each field."""
    from tanuki_table.games import get_game

    info = get_game("pikmin")
    me, rival = obs.player, 1 - obs.player

    def health(seat: int) -> float:
        leader = obs.leader[seat]
        if not leader:
            return 1.0
        top = getattr(info.card(leader["id"]), "hp", 0) or 1
        return leader["hp"] / top

    def board(seat: int) -> int:
        field = obs.field[seat]
        return sum(1 for row in ("front", "back") for cell in field.get(row, ()) if cell) if field else 0

    value = 0.5 + 0.42 * (health(me) - health(rival)) + 0.06 * math.tanh((board(me) - board(rival)) / 3)
    return _clip(value)


_BUILT_IN: dict[str, Evaluator] = {"tanuki_panic": tanuki_panic, "tacocat": tacocat, "pikmin": pikmin}
