"""What one seat may know, as a search bot needs it: the observation, the legal actions, and
whole worlds sampled consistently with them.

A search bot is never handed the true state. The caller (sim, the ladder, the balance runner,
the game screen) wraps it in an `InfoSet`, which exposes only

- `observation` and `legal_actions` (what every bot sees), and
- `sample(rng)`: a fresh full `GameState` drawn with the game's `state.sample_hidden(seat, rng)`,
  i.e. the hidden cards redealt at random.

`sample` is a function of the information set and `rng` alone: the random source handed to
`sample_hidden` sorts every pool before shuffling or drawing from it, and the sample's own
random generator (its future draws) is reseeded from `rng`, and its log starts empty (the true
log holds lines only their own seat may read: the cards another seat drew or set). Two states that differ only in
cards hidden from the seat therefore give the very same samples for the same `rng`.

Games whose state does not declare `can_sample_hidden` get no search bot: cloning the true state
instead would let the bot see hidden cards, so `InfoSet` refuses them (`SearchUnavailable`).
"""

from __future__ import annotations

import random
from typing import Any

from tanuki_table.core.engine import Action, GameState, Observation
from tanuki_table.games import get_game


class SearchUnavailable(ValueError):
    """The game cannot sample hidden information, so a fair search bot is impossible."""


_CAN_SAMPLE: dict[str, bool] = {}


def can_sample(game: Any) -> bool:
    """Whether a game (its id or `GameInfo`) or a state declares `can_sample_hidden`. A game is
    asked through the type of a state it starts (once per game id and process)."""
    if isinstance(game, GameState):
        return game.can_sample_hidden

    try:
        info = get_game(game) if isinstance(game, str) else game
    except KeyError:
        return False
    known = _CAN_SAMPLE.get(info.id)
    if known is None:
        known = _CAN_SAMPLE[info.id] = type(info.new_game(players=info.min_players, seed=0)).can_sample_hidden
    return known


def _canonical(items: Any) -> Any:
    """`items` in an order that does not depend on how they were stored (ids sort as text)."""
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)


class CanonicalRandom(random.Random):
    """A `random.Random` that sorts what it shuffles, samples or chooses from first.

    Everything `sample_hidden` randomises is hidden from the seat, so its stored order carries
    no information; sorting first makes the sample depend only on what the seat knows.
    """

    def shuffle(self, x: Any) -> None:
        try:
            x.sort()
        except TypeError:
            x.sort(key=repr)
        except AttributeError:  # not a list: shuffle as given
            pass
        super().shuffle(x)

    def sample(self, population: Any, k: int, *, counts: Any = None) -> list:
        if counts is None and isinstance(population, (list, tuple)):
            population = _canonical(population)
        return super().sample(population, k, counts=counts)

    def choice(self, seq: Any) -> Any:
        if isinstance(seq, (list, tuple)) and seq:
            seq = _canonical(seq)
        return super().choice(seq)

    def choices(self, population: Any, weights: Any = None, *, cum_weights: Any = None, k: int = 1) -> list:
        if weights is None and cum_weights is None and isinstance(population, (list, tuple)):
            population = _canonical(population)
        return super().choices(population, weights, cum_weights=cum_weights, k=k)


class InfoSet:
    """One seat's information set: observation, legal actions, and sampled worlds.

    `InfoSet(state, seat)` copies the state (unless `copy=False`), so the caller may go on
    changing its own state (an undo in the app) while a bot thinks.
    """

    __slots__ = ("seat", "observation", "legal_actions", "__state", "game_id", "num_players")

    def __init__(self, state: GameState, seat: int | None = None, copy: bool = True) -> None:
        if not can_sample(state):
            raise SearchUnavailable(
                f"{state.info.id} cannot sample hidden cards (can_sample_hidden): a search bot would see them"
            )
        self.seat: int = state.current_player if seat is None else seat  # type: ignore[assignment]
        self.observation: Observation = state.observation(self.seat)
        self.legal_actions: list[Action] = state.legal_actions()
        self.game_id: str = state.info.id
        self.num_players: int = len(self.observation.hand_sizes)
        self.__state = state.clone() if copy else state

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with this information set, drawn with `rng`."""
        source = CanonicalRandom(rng.getrandbits(64))
        world = self.__state.sample_hidden(self.seat, source)
        if world is self.__state:
            raise SearchUnavailable(f"{self.game_id}: sample_hidden returned the state itself, not a copy")
        log = world.log  # the true log holds the other seats' secret lines (cards drawn, set)
        world.log = [] if isinstance(log, list) else type(log)()
        seed = rng.getrandbits(64)
        if world.rng is self.__state.rng:
            world.rng = random.Random(seed)  # never touch the true game's generator
        else:
            world.rng.seed(seed)
        return world
