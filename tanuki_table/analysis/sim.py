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
    copies = _CopyTimer(random.Random(seed))
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
                copies.measure(state)
        total_actions += actions
        if not state.is_over:
            unfinished += 1
        elif state.winner is None:
            draws += 1
        else:
            wins[state.winner] += 1
    seconds = clock() - start - copies.seconds
    return SimResult(
        game=game_id, players=players, variant=variant or info.variants[0], games=games, seed=seed, wins=wins,
        draws=draws, unfinished=unfinished, mean_actions=total_actions / games if games else 0.0,
        games_per_second=games / seconds if seconds else 0.0,
        actions_per_second=total_actions / seconds if seconds else 0.0,
        engine_us_per_decision=engine_time / total_actions * 1e6 if total_actions else 0.0,
        bot_us_per_decision=[bot_time[s] / bot_moves[s] * 1e6 if bot_moves[s] else 0.0 for s in range(n)],
        seconds=seconds, clone_us=copies.clone_us, sample_hidden_us=copies.sample_us,
    )


class _CopyTimer:
    """Times `clone()` and `sample_hidden()` on states met during play."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.clones = self.samples = 0
        self.clone_time = self.sample_time = 0.0
        self.seconds = 0.0

    def measure(self, state: GameState) -> None:
        clock = time.perf_counter
        t0 = clock()
        state.clone()
        t1 = clock()
        self.clones += 1
        self.clone_time += t1 - t0
        seat = state.current_player
        if state.can_sample_hidden and seat is not None:
            t1 = clock()
            state.sample_hidden(seat, self.rng)
            self.samples += 1
            self.sample_time += clock() - t1
        self.seconds += clock() - t0

    @property
    def clone_us(self) -> float:
        return self.clone_time / self.clones * 1e6 if self.clones else 0.0

    @property
    def sample_us(self) -> float | None:
        return self.sample_time / self.samples * 1e6 if self.samples else None
