"""`tanuki-table sim`: bot-vs-bot games with no screen, the benchmark of every engine."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field

from tanuki_table.bots import make_bot
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
    """Time in `legal_actions` + `apply` alone, per decision (the speed target)."""
    bot_us_per_decision: list[float] = field(default_factory=list)
    """Mean thinking time of each seat's bot, per decision."""
    seconds: float = 0.0

    def as_dict(self) -> dict:
        return asdict(self)


def run_sim(
    game_id: str,
    players: list[str],
    games: int = 100,
    seed: int = 1,
    variant: str | None = None,
    max_actions: int = 20_000,
) -> SimResult:
    """Play `games` seeded games; game i uses seed `seed + i`."""
    info = get_game(game_id)
    n = len(players)
    wins = [0] * n
    draws = unfinished = total_actions = 0
    engine_time = 0.0
    bot_time = [0.0] * n
    bot_moves = [0] * n
    clock = time.perf_counter
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
            seat = state.current_player
            bot = bots[seat]
            obs = state.observation(seat) if bot.uses_observation else None
            action = bot.choose(obs, legal)
            t2 = clock()
            state.apply(action)
            t3 = clock()
            engine_time += (t1 - t0) + (t3 - t2)
            bot_time[seat] += t2 - t1
            bot_moves[seat] += 1
            actions += 1
        total_actions += actions
        if not state.is_over:
            unfinished += 1
        elif state.winner is None:
            draws += 1
        else:
            wins[state.winner] += 1
    seconds = clock() - start
    return SimResult(
        game=game_id,
        players=players,
        variant=variant or info.variants[0],
        games=games,
        seed=seed,
        wins=wins,
        draws=draws,
        unfinished=unfinished,
        mean_actions=total_actions / games if games else 0.0,
        games_per_second=games / seconds if seconds else 0.0,
        actions_per_second=total_actions / seconds if seconds else 0.0,
        engine_us_per_decision=engine_time / total_actions * 1e6 if total_actions else 0.0,
        bot_us_per_decision=[bot_time[s] / bot_moves[s] * 1e6 if bot_moves[s] else 0.0 for s in range(n)],
        seconds=seconds,
    )
