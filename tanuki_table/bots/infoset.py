"""What one seat may know, as a search bot needs it: the observation, the legal actions, and
whole worlds sampled with the game's `sample_hidden`, never the true state. A sample depends only
on what the seat knows and the generator given."""

from __future__ import annotations

import random
from typing import Any

from tanuki_table.core.engine import Action, GameState, Observation
from tanuki_table.games import get_game


class SearchUnavailable(ValueError):
    """The game cannot sample hidden information, so a fair search bot is impossible."""


_CAN_SAMPLE: dict[str, bool] = {}


def can_sample(game: Any) -> bool:
    """Whether a game (id or `GameInfo`) or a state declares `can_sample_hidden` (cached per game)."""
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
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)


class CanonicalRandom(random.Random):
    """A `random.Random` that sorts what it shuffles, samples or chooses from first, so stored
    (hidden) order carries no information."""

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
    """One seat's information set, over a copy of the state (unless `copy=False`)."""

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
