"""`tanuki-table sim`: bot-vs-bot games with no screen, the benchmark of every engine."""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field

from tanuki_table.bots import make_bot
from tanuki_table.bots.infoset import InfoSet
from tanuki_table.core.engine import GameState
from tanuki_table.games import get_game


@dataclass
class SimResult:
    """What `sim` prints."""

    game: str
    players: list[str]
    variant: str
    games: int
    seed: int
    wins: list[int]
    draws: int
    unfinished: int
    mean_actions: float
    games_per_second: float
    actions_per_second: float
    engine_us_per_decision: float
    """Time in `legal_actions` + `apply` alone, per decision."""
    bot_us_per_decision: list[float] = field(default_factory=list)
    clone_us: float = 0.0
    sample_hidden_us: float | None = None
    """Mean µs per `state.sample_hidden(player, rng)` (None: the game has none)."""
    seconds: float = 0.0

    def as_dict(self) -> dict:
        return asdict(self)


def run_sim(game_id: str, players: list[str], games: int = 100, seed: int = 1, variant: str | None = None,
            max_actions: int = 20_000, copy_every: int = 16) -> SimResult:
    """Play `games` seeded games (game i uses seed `seed + i`), timing a `clone()` and a `sample_hidden()`
    every `copy_every`-th decision apart from the engine and bot times."""
    info = get_game(game_id)
    n = len(players)
    wins = [0] * n
    draws = unfinished = total_actions = 0
    engine_time = 0.0
    bot_time = [0.0] * n
    bot_moves = [0] * n
    clock = time.perf_counter
    copy_rng = random.Random(seed)
    clones: list[float] = []
    samples: list[float] = []
    copy_seconds = 0.0
    start = clock()
    for i in range(games):
        game_seed = seed + i
        state = info.new_game(players=n, seed=game_seed, variant=variant)
        bots = [make_bot(name, game_id, seed=game_seed * 31 + seat) for seat, name in enumerate(players)]
        actions = 0
        while not state.is_over and actions < max_actions:
            t0 = clock()
            legal = state.legal_actions()
            t1 = clock()
            seat: int = state.current_player  # type: ignore[assignment]  # not None while the game runs
            bot = bots[seat]
            if bot.uses_infoset:
                action = bot.choose_from(InfoSet(state, seat, copy=False))
            else:
                action = bot.choose(state.observation(seat) if bot.uses_observation else None, legal)
            t2 = clock()
            state.apply(action)
            t3 = clock()
            engine_time += (t1 - t0) + (t3 - t2)
            bot_time[seat] += t2 - t1
            bot_moves[seat] += 1
            actions += 1
            if actions % copy_every == 1 and not state.is_over:
                copy_seconds += _time_copies(state, copy_rng, clones, samples)
        total_actions += actions
        if not state.is_over:
            unfinished += 1
        elif state.winner is None:
            draws += 1
        else:
            wins[state.winner] += 1
    seconds = clock() - start - copy_seconds
    return SimResult(
        game=game_id, players=players, variant=variant or info.variants[0], games=games, seed=seed, wins=wins,
        draws=draws, unfinished=unfinished, mean_actions=total_actions / games if games else 0.0,
        games_per_second=games / seconds if seconds else 0.0,
        actions_per_second=total_actions / seconds if seconds else 0.0,
        engine_us_per_decision=engine_time / total_actions * 1e6 if total_actions else 0.0,
        bot_us_per_decision=[bot_time[s] / bot_moves[s] * 1e6 if bot_moves[s] else 0.0 for s in range(n)],
        seconds=seconds, clone_us=sum(clones) / len(clones) * 1e6 if clones else 0.0,
        sample_hidden_us=sum(samples) / len(samples) * 1e6 if samples else None,
    )


def _time_copies(state: GameState, rng: random.Random, clones: list[float], samples: list[float]) -> float:
    """Time one `clone()` of `state` and, where the game has it, one `sample_hidden()` (drawn with `rng`)
    into `clones` and `samples`; the seconds spent."""
    clock = time.perf_counter
    start = clock()
    state.clone()
    cloned = clock()
    clones.append(cloned - start)
    seat = state.current_player
    if state.can_sample_hidden and seat is not None:
        state.sample_hidden(seat, rng)
        samples.append(clock() - cloned)
    return clock() - start
