"""Bot-vs-bot games in worker processes for `ladder` and `balance`: `play` runs one `GameTask` and
returns a picklable `GameRecord`."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from rich.console import Console

from tanuki_table.games import get_game


@dataclass(frozen=True)
class GameTask:
    """One seeded game to play."""

    game: str
    seats: tuple[str, ...]
    seed: int
    variant: str | None = None
    decks: tuple[tuple[str, ...], ...] | None = None
    deck_names: tuple[str, ...] | None = None
    first_player: int | None = None
    track_cards: bool = False
    """Record which card ids each seat's actions involved."""
    max_actions: int = 5000


@dataclass
class GameRecord:
    """What one game came to."""

    task: GameTask
    winner: int | None
    finished: bool
    actions: int
    end: str
    """How it ended ("deck-out", "energy", ..., "draw")."""
    seconds: float
    matchup: tuple[str, ...] | None = None
    """Premade deck or animal per seat, when the game has them."""
    played: list[list[str]] = field(default_factory=list)
    """Per seat: the distinct card ids its actions involved (with `track_cards`)."""
    think: list[list[float]] = field(default_factory=list)
    """Per seat: seconds of each real decision of a search bot."""
    iterations: list[list[int]] = field(default_factory=list)


def play(task: GameTask) -> GameRecord:
    """Play one task to the end (or to `max_actions`)."""
    from tanuki_table.bots import make_bot
    from tanuki_table.bots.infoset import InfoSet

    info = get_game(task.game)
    decks = [list(d) for d in task.decks] if task.decks is not None else None
    n = len(task.seats)
    state = info.new_game(players=n, seed=task.seed, variant=task.variant, decks=decks,
                          first_player=task.first_player)
    bots = [make_bot(name, task.game, seed=task.seed * 31 + seat) for seat, name in enumerate(task.seats)]
    played: list[set[str]] = [set() for _ in range(n)]
    think: list[list[float]] = [[] for _ in range(n)]
    iterations: list[list[int]] = [[] for _ in range(n)]
    clock = time.perf_counter
    start = clock()
    actions = 0
    while not state.is_over and actions < task.max_actions:
        seat: int = state.current_player  # type: ignore[assignment]  # not None while the game runs
        bot = bots[seat]
        legal = state.legal_actions()
        if bot.uses_infoset:
            t0 = clock()
            action = bot.choose_from(InfoSet(state, seat, copy=False))
            if len(legal) > 1:
                think[seat].append(clock() - t0)
                iterations[seat].append(bot.last_iterations)
        else:
            action = bot.choose(state.observation(seat) if bot.uses_observation else None, legal)
        if task.track_cards:
            played[seat].update(action.card_ids())
        state.apply(action)
        actions += 1
    return GameRecord(task=task, winner=state.winner if state.is_over else None, finished=state.is_over,
                      actions=actions, end=state.end_reason, seconds=clock() - start,
                      matchup=task.deck_names or info.matchup(state), played=[sorted(s) for s in played],
                      think=think, iterations=iterations)


def run_tasks(tasks: Sequence[GameTask], jobs: int | None = None, label: str = "games",
              progress: bool = True) -> list[GameRecord]:
    """Play every task (in `jobs` worker processes, one per core by default; 1 = in this process),
    with a progress bar on stderr; records in task order."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    jobs = max(1, os.cpu_count() or 1) if jobs is None else max(1, jobs)
    records: list[GameRecord | None] = [None] * len(tasks)
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True, disable=not progress)
    with bar:
        shown = bar.add_task(label, total=len(tasks))
        if jobs == 1 or len(tasks) <= 1:
            for index, task in enumerate(tasks):
                records[index] = play(task)
                bar.advance(shown)
        else:
            # deferred: multiprocessing is heavy, and the CLI's parser imports this module
            from concurrent.futures import ProcessPoolExecutor, as_completed

            with ProcessPoolExecutor(max_workers=jobs) as pool:
                futures = {pool.submit(play, task): index for index, task in enumerate(tasks)}
                for future in as_completed(futures):
                    records[futures[future]] = future.result()
                    bar.advance(shown)
    return [r for r in records if r is not None]


def both_seats(game: str, a: str, b: str, games: int, seed: int = 1, variant: str | None = None) -> Iterable[GameTask]:
    """`games` tasks of `a` against `b`: each seed once with `a` in seat 0 and once in seat 1."""
    for i in range(games):
        s = seed + i // 2
        yield GameTask(game, (a, b) if i % 2 == 0 else (b, a), s, variant)
